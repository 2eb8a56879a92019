public import UIKitCore

/// The kind of a user-interface element, named as XCUITest names them.
public enum ElementType: Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// Any kind: a query of this type matches every element.
    case any
    /// A view of no more specific kind.
    case other
    /// A window.
    case window
    /// A view with the button trait.
    case button
    /// A label, or a view with the static-text trait.
    case staticText
    /// An image view, or a view with the image trait.
    case image
    /// A view that takes typed text (it adopts `UIKeyInput`).
    case textField

    /// The kind of `view`: windows, then accessibility traits (button, static text, image),
    /// then `UILabel`, `UIImageView` and text input by class.
    @MainActor
    public init(of view: UIView) {
        let traits = view.accessibilityTraits
        switch view {
        case is UIWindow: self = .window
        case _ where traits.contains(.button): self = .button
        case _ where traits.contains(.staticText), is UILabel: self = .staticText
        case _ where traits.contains(.image), is UIImageView: self = .image
        case is any UIKeyInput: self = .textField
        default: self = .other
        }
    }

    /// The kind's name as failure messages write it, such as "static text".
    public var description: String {
        switch self {
        case .any: "element"
        case .other: "other element"
        case .window: "window"
        case .button: "button"
        case .staticText: "static text"
        case .image: "image"
        case .textField: "text field"
        }
    }
}
