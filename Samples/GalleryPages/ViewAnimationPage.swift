import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's page of UIKit view animations: the seed's Listing 4-1 (one view fading out as
/// another fades in), Listing 4-6 (a page curling up to show another) and Listing 4-8 (one view
/// flipping over to another), then a spring, keyframes and a property animator running back and
/// forth; each starts again when it ends (and stops when interrupted).
@MainActor
public enum ViewAnimationPage {
    public static let size = CGSize(width: 960, height: 720)

    /// The page's views: a layer does not keep its view alive, so the page does.
    private static var views: [Int: UIView] = [:]
    private static var animator: UIViewPropertyAnimator?
    private static var animatorTimer: Timer?

    private static let blue = UIColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
    private static let orange = UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
    private static let green = UIColor(red: 0.2, green: 0.65, blue: 0.35, alpha: 1)

    private enum Tag: Int {
        case firstView = 1, secondView, pageContainer, currentPage, swapPage, flipContainer, primaryView, secondaryView, springBall, keyframeBall, bar
    }

    /// The page's views before anything animates, as a layer tree. Draw it once (a transition
    /// starts from what was drawn), then call ``startAnimations(in:)``.
    public static func makeLayerTree() -> CALayer {
        // A page made again replaces the last one; the loops end with its views (an interrupted
        // animation does not start the next one).
        animatorTimer?.invalidate()
        animator = nil
        views = [:]
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.layer.addSublayer(pageLabel("Casement · UIView animations", at: CGPoint(x: 24, y: 16), size: 24, bold: true))

        caption("Listing 4-1: animate(withDuration:) cross-fades two views", at: CGPoint(x: 24, y: 64), in: root)
        add(.firstView, CGRect(x: 24, y: 92, width: 200, height: 130), blue, word: "firstView", to: root)
        add(.secondView, CGRect(x: 244, y: 92, width: 200, height: 130), orange, word: "secondView", to: root).alpha = 0

        caption("Listing 4-6: transition(with:) curls up to a new page", at: CGPoint(x: 500, y: 64), in: root)
        let pages = add(.pageContainer, CGRect(x: 500, y: 92, width: 200, height: 130), nil, word: nil, to: root)
        add(.swapPage, pages.bounds, orange, word: "Page 2", to: pages).isHidden = true
        add(.currentPage, pages.bounds, blue, word: "Page 1", to: pages)

        caption("Listing 4-8: transition(from:to:) flips one view to another", at: CGPoint(x: 24, y: 270), in: root)
        let flip = add(.flipContainer, CGRect(x: 24, y: 298, width: 200, height: 130), nil, word: nil, to: root)
        add(.secondaryView, flip.bounds, green, word: "secondary", to: flip).isHidden = true
        add(.primaryView, flip.bounds, blue, word: "primary", to: flip)

        caption("A spring: usingSpringWithDamping 0.5", at: CGPoint(x: 500, y: 270), in: root)
        ball(.springBall, at: CGPoint(x: 530, y: 340), in: root)

        caption("animateKeyframes: four keyframes around a square", at: CGPoint(x: 24, y: 476), in: root)
        ball(.keyframeBall, at: CGPoint(x: 60, y: 530), in: root)

        caption("UIViewPropertyAnimator, reversed at each end", at: CGPoint(x: 500, y: 476), in: root)
        add(.bar, CGRect(x: 500, y: 512, width: 40, height: 28), green, word: nil, to: root).layer.cornerRadius = 6

        views[0] = root
        return root.layer
    }

    /// Starts the page's animations; each starts again when it ends.
    public static func startAnimations(in root: CALayer) {
        fade(toSecond: true)
        curl(up: true)
        flip(toSecondary: true)
        spring(out: true)
        keyframes()
        startAnimator()
    }

    /// The page 0 s after its animations start, plus `seconds`, drawn on a manual clock.
    public static func render(at seconds: Double) -> CGImage {
        defer { animatorTimer?.invalidate() }
        return renderAnimated(size: size, at: seconds, makeTree: makeLayerTree, start: startAnimations(in:))
    }

    // MARK: The animations

    private static func view(_ tag: Tag) -> UIView? { views[tag.rawValue] }

    /// Listing 4-1, then back, and again.
    private static func fade(toSecond: Bool) {
        guard let firstView = view(.firstView), let secondView = view(.secondView) else { return }
        UIView.animate(withDuration: 1.0, animations: {
            firstView.alpha = toSecond ? 0.0 : 1.0
            secondView.alpha = toSecond ? 1.0 : 0.0
        }, completion: { finished in if finished { fade(toSecond: !toSecond) } })
    }

    /// Listing 4-6: the current page curls up to show the other, which becomes current.
    private static func curl(up: Bool) {
        guard let container = view(.pageContainer), let current = view(.currentPage), let swap = view(.swapPage) else { return }
        UIView.transition(with: container, duration: 1.0, options: up ? .transitionCurlUp : .transitionCurlDown, animations: {
            current.isHidden = up
            swap.isHidden = !up
        }, completion: { finished in if finished { curl(up: !up) } })
    }

    /// Listing 4-8: flip from the right while the primary view shows, from the left otherwise.
    private static func flip(toSecondary: Bool) {
        guard let primary = view(.primaryView), let secondary = view(.secondaryView) else { return }
        UIView.transition(
            from: toSecondary ? primary : secondary, to: toSecondary ? secondary : primary, duration: 1.0,
            options: [toSecondary ? .transitionFlipFromRight : .transitionFlipFromLeft, .showHideTransitionViews],
            completion: { finished in if finished { flip(toSecondary: !toSecondary) } })
    }

    private static func spring(out: Bool) {
        guard let ball = view(.springBall) else { return }
        UIView.animate(withDuration: 1.4, delay: 0.2, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            ball.center.x = out ? 800 : 530
        }, completion: { finished in if finished { spring(out: !out) } })
    }

    private static func keyframes() {
        guard let ball = view(.keyframeBall) else { return }
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: [.repeat, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { ball.center = CGPoint(x: 400, y: 530) }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { ball.center = CGPoint(x: 400, y: 690) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { ball.center = CGPoint(x: 60, y: 690) }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { ball.center = CGPoint(x: 60, y: 530) }
        })
    }

    /// A bar growing, held at each end and reversed by a timer.
    private static func startAnimator() {
        guard let bar = view(.bar) else { return }
        let animator = UIViewPropertyAnimator(duration: 1.5, curve: .easeInOut) { bar.frame.size.width = 420 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        self.animator = animator
        animatorTimer?.invalidate()
        animatorTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
            MainActor.assumeIsolated {
                guard let animator = ViewAnimationPage.animator, !animator.isRunning else { return }
                animator.isReversed.toggle()
                animator.startAnimation()
            }
        }
    }

    // MARK: Parts

    @discardableResult
    private static func add(_ tag: Tag, _ frame: CGRect, _ colour: UIColor?, word: String?, to parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.tag = tag.rawValue
        view.backgroundColor = colour
        view.layer.cornerRadius = colour == nil ? 0 : 12
        if let word {
            let label = CATextLayer()
            (label.string, label.fontSize, label.font, label.alignmentMode) = (word, 22, "DejaVu Sans Bold", .center)
            label.frame = CGRect(x: 0, y: frame.height / 2 - 14, width: frame.width, height: 30)
            view.layer.addSublayer(label)
        }
        parent.addSubview(view)
        views[tag.rawValue] = view
        return view
    }

    private static func ball(_ tag: Tag, at center: CGPoint, in parent: UIView) {
        let ball = add(tag, CGRect(x: center.x - 14, y: center.y - 14, width: 28, height: 28), orange, word: nil, to: parent)
        ball.layer.cornerRadius = 14
    }

    private static func caption(_ text: String, at point: CGPoint, in parent: UIView) {
        parent.layer.addSublayer(pageLabel(text, at: point, size: 13, bold: true))
    }
}
