import UIKit

/// A view that records every hierarchy and layout callback it receives, by name, in a shared log.
@MainActor
final class RecordingView: UIView {
    final class Log {
        var entries: [String] = []
    }

    let name: String
    let log: Log

    init(_ name: String, log: Log, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        log = Log()
        super.init(coder: coder)
    }

    private func record(_ entry: String) { log.entries.append("\(name).\(entry)") }

    override func willMove(toSuperview newSuperview: UIView?) { record("willMoveToSuperview(\(label(newSuperview)))") }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMoveToWindow(\(label(newWindow)))") }
    override func didMoveToWindow() { record("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { record("willRemoveSubview(\(label(subview)))") }
    override func layoutSubviews() {
        record("layoutSubviews")
        super.layoutSubviews()
    }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? RecordingView)?.name ?? (view is UIWindow ? "window" : "view")
    }
}
