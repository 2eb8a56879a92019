public import CoreGraphics
public import Foundation

/// One finger (or the pressed pointer) on the screen, from the moment it touches down until it
/// lifts or is cancelled.
///
/// The same object describes the finger for its whole life; its properties change with each
/// event. Locations are kept in the window's coordinates and converted on request.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched down in this event.
        case began = 0
        /// The finger moved in this event.
        case moved = 1
        /// Down but not moving in this event while another touch changes.
        case stationary = 2
        /// The finger lifted in this event.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A hovering pointer entered the view.
        case regionEntered = 5
        /// A hovering pointer moved within the view.
        case regionMoved = 6
        /// A hovering pointer left the view.
        case regionExited = 7
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen; the pointer's primary button is reported as one, as the iOS Simulator does.
        case direct = 0
        /// A touch on a surface other than the screen.
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A pointer (mouse or touchpad) acting on the screen.
        case indirectPointer = 3
    }

    /// Where the touch is in its life.
    @exclusivity(unchecked) open internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds of the media clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many times in a row the finger tapped at this spot, this touch included.
    open internal(set) var tapCount = 1
    /// What made the touch.
    open internal(set) var type: TouchType = .direct
    /// The radius of the touched area, in points.
    open internal(set) var majorRadius: CGFloat = 1
    /// How far ``majorRadius`` may be off, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The pressure of the touch; 0 where the hardware does not measure it, as on X pointers.
    open internal(set) var force: CGFloat = 0
    /// The largest ``force`` the hardware reports; 0 where it measures none.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The view the touch began in; it stays the touch's view wherever the finger moves.
    open internal(set) var view: UIView?
    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers that receive the touch, the hit view's first.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    /// Where the finger is, in the window's coordinates.
    var windowLocation = CGPoint.zero
    /// Where the finger was at the previous event, in the window's coordinates.
    var previousWindowLocation = CGPoint.zero
    /// When the touch was at ``previousWindowLocation``.
    var previousTimestamp: TimeInterval = 0
    var recognizers: [UIGestureRecognizer] = []
    /// Earlier samples merged into this event (``UIEvent/coalescedTouches(for:)``), oldest first.
    var coalescedSamples: [UITouch] = []
    /// How the touch reaches its view's touch methods.
    var viewDelivery = ViewDelivery.pending

    /// What the touch's view has been told about it.
    enum ViewDelivery {
        /// Nothing yet: its began is being decided.
        case pending
        /// Its began waits for recognizers that delay touches to fail; `ended` once it lifted meanwhile.
        case heldBegan(ended: Bool)
        /// The view is following it.
        case delivered
        /// The view was told it ended, but it waits for recognizers that delay ended touches.
        case heldEnded
        /// The view has been told it ended or was cancelled, or never hears of it (another touch
        /// has the view, a recognizer took it, or an exclusive touch holds the window).
        case finished
    }

    /// Creates a touch; touches come from the system, and tests of recognizers make their own.
    public override init() {
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates, or the window's when `view` is `nil`.
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates, or the window's when `view` is `nil`.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The location with all the precision the hardware gives; X reports both the same.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The previous location with all the precision the hardware gives.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    /// A copy of the touch as it is now, for the coalesced and predicted lists.
    func sample() -> UITouch {
        let copy = UITouch()
        copy.phase = phase
        copy.timestamp = timestamp
        copy.tapCount = tapCount
        copy.type = type
        copy.majorRadius = majorRadius
        copy.majorRadiusTolerance = majorRadiusTolerance
        copy.view = view
        copy.window = window
        copy.windowLocation = windowLocation
        copy.previousWindowLocation = previousWindowLocation
        copy.previousTimestamp = previousTimestamp
        copy.viewDelivery = .finished
        return copy
    }
}
