public import CoreGraphics

/// The root of a view hierarchy shown on a screen.
///
/// A window is a view with no superview; its frame places it in screen coordinates.
@MainActor
open class UIWindow: UIView {
    /// Creates a window with `frame` in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
