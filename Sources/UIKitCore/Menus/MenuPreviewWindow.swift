import CoreGraphics
import Foundation

/// The preview a context menu opened by a long press shows above its menu: the view controller
/// the configuration's preview provider makes, or a snapshot of the view the menu is for, lifted
/// in a rounded pop-up window over where the view is.
package final class MenuPreviewWindow: UIWindow {
    static let cornerRadius: CGFloat = 12

    /// A preview of `controller`'s view at its own size (the source's when it has none), or of
    /// `snapshot`, in the interface style of `source`.
    init(controller: UIViewController?, snapshot: UIView?, source: UIView) {
        let size = controller.map { $0.view.bounds.size }.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? source.bounds.size
        super.init(frame: CGRect(origin: .zero, size: size))
        platformRole = .popUpMenu
        windowLevel = .alert + 2
        overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
        raisesInterfaceLevel = true
        isUserInteractionEnabled = false
        backgroundColor = .systemBackground
        layer.cornerRadius = Self.cornerRadius
        layer.masksToBounds = true
        if let controller {
            rootViewController = controller
            controller.view.frame = bounds
        } else if let snapshot {
            snapshot.frame = bounds
            addSubview(snapshot)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// A preview never takes the keyboard: the menu under it does.
    package override var canBecomeKey: Bool { false }
}
