public import CoreGraphics
public import Foundation

/// Something assistive technologies treat as one element that is not a view of its own: a part
/// of a view that draws several things (the bars of a chart, the days of a calendar).
///
/// A view offers its elements through ``UIView/accessibilityElements``; each names that view as
/// its container, and its ``accessibilityFrameInContainerSpace`` places it within the view.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view (or other element) that holds this element; not retained.
    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue as AnyObject? }
    }
    private weak var container: AnyObject?

    /// Whether assistive technologies treat the element as one item; `true` by default.
    open var isAccessibilityElement = true
    /// A short name of the element.
    open var accessibilityLabel: String?
    /// What happens when the element is acted on, in a short phrase.
    open var accessibilityHint: String?
    /// The element's current value, when it has one that changes.
    open var accessibilityValue: String?
    /// A string that identifies the element to tests, never spoken.
    open var accessibilityIdentifier: String?
    /// What kind of element it is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The actions the element offers beyond activation, in the order they are listed.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The element's frame in its container view's bounds coordinates; setting it makes
    /// ``accessibilityFrame`` follow the container wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { explicitFrame = nil }
    }

    /// The element's frame in screen coordinates: the one set, or the frame in container space
    /// placed on the screen through the container view.
    open var accessibilityFrame: CGRect {
        get {
            if let explicitFrame { return explicitFrame }
            guard let view = container as? UIView else { return accessibilityFrameInContainerSpace }
            return view.screenRect(of: accessibilityFrameInContainerSpace)
        }
        set { explicitFrame = newValue }
    }
    private var explicitFrame: CGRect?

    /// Called when an assistive technology (or the test kit) asks the element, when adjustable,
    /// to raise its value; the base does nothing.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology asks the element, when adjustable, to lower its value; the base does nothing.
    open func accessibilityDecrement() {}

    /// Called when an assistive technology activates the element; `false` (the base) when not handled.
    open func accessibilityActivate() -> Bool { false }

    /// Makes an element held by `container`, usually the view that offers it.
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }
}
