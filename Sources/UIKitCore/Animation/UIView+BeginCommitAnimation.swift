public import Foundation

/// The begin/commit animation API of iOS 2, deprecated in iOS 13 and kept so that older code
/// ports unchanged. Its setters configure the innermost open animation block, of either kind,
/// whenever they are called in it; outside one they do nothing, as in UIKit.
// Divergence: Apple declares these `open`; here they sit in an extension and cannot be
// overridden (Swift allows overriding only what the class body declares, and the deprecated
// family would double the class body's animation section). The block-based methods can be.
extension UIView {
    /// Opens an animation block: changes to views until the matching ``commitAnimations()``
    /// animate, by default over 0.2 s, easing in and out. `animationID` and `context` are passed
    /// back to the delegate's methods.
    @available(*, deprecated, message: "Use animate(withDuration:delay:options:animations:completion:).")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        animationState.openBlocks.append(ViewAnimationBlock(animationID: animationID, context: context))
    }

    /// Closes the innermost block opened with ``beginAnimations(_:context:)`` and starts its animations.
    @available(*, deprecated, message: "Use animate(withDuration:delay:options:animations:completion:).")
    public class func commitAnimations() {
        guard animationState.openBlocks.last?.isBeginCommit == true else {
            return Diagnostics.report("Casement UIKit: UIView.commitAnimations() without a matching beginAnimations(_:context:) ignored.")
        }
        closeInnermostBlock()
    }

    /// Sets the duration of the block's animations, in seconds; 0.2 unless set.
    @available(*, deprecated, message: "Use the duration of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        animationState.openBlocks.last?.duration = duration.isFinite ? max(duration, 0) : 0
    }

    /// Sets how long the block's animations wait before they start; 0 starts them at once.
    @available(*, deprecated, message: "Use the delay of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        animationState.openBlocks.last?.delay = delay.isFinite ? max(delay, 0) : 0
    }

    /// Sets when the block's animations start; a date in the past starts them at once.
    @available(*, deprecated, message: "Use the delay of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationStartDate(_ startDate: Date) {
        animationState.openBlocks.last?.startDate = startDate
    }

    /// Sets the pace of the block's animations; ease in and out unless set.
    @available(*, deprecated, message: "Use the curve options of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        animationState.openBlocks.last?.timing = .curve(curve)
    }

    /// Sets how many times the block's animations run; a fraction ends part way through a cycle
    /// (with ``setAnimationRepeatAutoreverses(_:)``, 0.5 more ends on the new values). 0, the
    /// default, runs them once.
    @available(*, deprecated, message: "Use the repeat option, or modifyAnimations(withRepeatCount:autoreverses:animations:).")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        animationState.openBlocks.last?.repeatCount = repeatCount.isNaN ? 0 : max(repeatCount, 0)
    }

    /// Sets whether each cycle of the block's animations runs forwards and then backwards.
    @available(*, deprecated, message: "Use the autoreverse option, or modifyAnimations(withRepeatCount:autoreverses:animations:).")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        animationState.openBlocks.last?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the block's animations start from what is on screen, cutting off the
    /// animations of the same properties in flight (`true`), or from the values those were going
    /// to, ending them at once (`false`, the default).
    @available(*, deprecated, message: "Use the beginFromCurrentState option.")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = animationState.openBlocks.last else { return }
        if fromCurrentState { block.options.insert(.beginFromCurrentState) } else { block.options.remove(.beginFromCurrentState) }
    }

    /// Sets the object whose methods ``setAnimationWillStart(_:)`` and ``setAnimationDidStop(_:)``
    /// name; the block keeps it until its animations end.
    @available(*, deprecated, message: "Use the completion handler of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationDelegate(_ delegate: AnyObject?) {
        animationState.openBlocks.last?.delegate = delegate
    }

    /// Sets the delegate's method called with the block's ID and context when its animations start.
    ///
    /// - Note: Divergence: no Objective-C selectors on Linux; pass the method, as in
    ///   `setAnimationWillStart(Self.animationWillStart)`, where iOS code writes
    ///   `setAnimationWillStart(#selector(animationWillStart(_:context:)))`.
    @available(*, deprecated, message: "Use animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationWillStart<Delegate: AnyObject>(
        _ selector: @escaping (Delegate) -> @MainActor (String?, UnsafeMutableRawPointer?) -> Void
    ) {
        animationState.openBlocks.last?.willStart = { delegate, id, context in
            guard let delegate = delegate as? Delegate else {
                return Diagnostics.report("Casement UIKit: the animation delegate \(type(of: delegate)) is not a \(Delegate.self); its will-start method was not called.")
            }
            selector(delegate)(id, context)
        }
    }

    /// Sets the delegate's method called with the block's ID, whether every animation ran to its
    /// end, and the context, when the block's animations have stopped.
    ///
    /// - Note: Divergence: no Objective-C selectors on Linux; pass the method, as in
    ///   `setAnimationDidStop(Self.animationDidStop)`, where iOS code writes
    ///   `setAnimationDidStop(#selector(animationDidStop(_:finished:context:)))`.
    @available(*, deprecated, message: "Use the completion handler of animate(withDuration:delay:options:animations:completion:).")
    public class func setAnimationDidStop<Delegate: AnyObject>(
        _ selector: @escaping (Delegate) -> @MainActor (String?, Bool, UnsafeMutableRawPointer?) -> Void
    ) {
        animationState.openBlocks.last?.didStop = { delegate, id, finished, context in
            guard let delegate = delegate as? Delegate else {
                return Diagnostics.report("Casement UIKit: the animation delegate \(type(of: delegate)) is not a \(Delegate.self); its did-stop method was not called.")
            }
            selector(delegate)(id, finished, context)
        }
    }
}
