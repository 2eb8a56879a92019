public import Foundation

extension UIViewController {
    /// Swaps one child's view for another's (``transition(from:to:duration:options:animations:completion:)``).
    func performTransition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            return Diagnostics.report("Casement UIKit: transition(from:to:) ignored: both controllers must be children of \(type(of: self)).")
        }
        let fromView: UIView = fromViewController.view
        let toView: UIView = toViewController.view
        guard let container = fromView.superview else {
            return Diagnostics.report("Casement UIKit: transition(from:to:) ignored: the view of \(type(of: fromViewController)) is in no superview.")
        }
        let shown = container.window.map { !$0.isHidden } ?? false
        container.insertSubview(toView, aboveSubview: fromView)
        // The new child appears when the transition ends, not at the next frame as a view
        // joining a window otherwise makes it.
        container.window?.appearingControllers.removeAll { $0 === toViewController }
        if shown {
            toViewController.beginAppearance()
            fromViewController.beginDisappearance()
        }
        let finish: (Bool) -> Void = { finished in
            if shown { toViewController.endAppearance() }
            fromView.removeFromSuperview()
            if shown { fromViewController.endDisappearance() }
            completion?(finished)
        }
        // The transition kinds share three bits of the options, as a number from 1 to 7.
        if options.rawValue & (7 << 20) != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: { animations?() }, completion: finish)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}
