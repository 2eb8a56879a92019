import Testing
import UIKit

// Subclasses written as iOS code writes them, with a plain `deinit`: that this file compiles is
// most of the test.

// File-wide because a deinit has nothing else to report to; the suite is serialized and the
// objects are released on the main actor, so the log is never touched from two places at once.
nonisolated(unsafe) private var deinitLog: [String] = []

private final class PlainDeinitView: UIView {
    deinit { deinitLog.append("view") }

    // Interface Builder's preview hook, which designable views in iOS libraries override.
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }
}

private final class PlainDeinitController: UIViewController {
    deinit { deinitLog.append("controller") }
}

private final class PlainDeinitLayer: CALayer {
    deinit { deinitLog.append("layer") }
}

@Suite("Subclasses with a plain deinit", .serialized)
@MainActor
struct PlainDeinitTests {
    @Test("a view, a view controller and a layer subclass with a plain deinit run it when released")
    func plainDeinitRuns() {
        deinitLog = []
        do {
            _ = PlainDeinitView(frame: .zero)
            _ = PlainDeinitController()
            _ = PlainDeinitLayer()
        }
        #expect(Set(deinitLog).isSuperset(of: ["view", "controller", "layer"]))
    }
}
