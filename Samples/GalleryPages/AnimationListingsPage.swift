import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's page of the seed's other view-animation listings: Listing 4-2 (a fade out
/// whose completion fades the view back in after a second), Listing 4-5 (a nested block with its
/// own duration, curve and two and a half autoreversing repeats inside a delayed one) and
/// Listing 4-9 (a view turning anticlockwise while a layer inside it turns clockwise, so the
/// layer stays upright), and the older begin/commit forms: a cross-fade whose delegate is told
/// when it starts and stops, and a curl-up between two sibling views. Each starts again a
/// moment after it ends.
@MainActor
public enum AnimationListingsPage {
    public static let size = CGSize(width: 960, height: 720)

    /// The page's views: a layer does not keep its view alive, so the page does.
    private static var views: [Int: UIView] = [:]
    /// Counts page builds, so loops of an older page stop when a new one is made.
    private static var generation = 0

    private static let blue = UIColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
    private static let orange = UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
    private static let green = UIColor(red: 0.2, green: 0.65, blue: 0.35, alpha: 1)

    /// The views the listings animate, by tag.
    public enum Tag: Int {
        case thirdView = 1, aView, anotherView, backingView, firstView, secondView, siblings, frontSibling, backSibling
    }

    /// The name of the layer that Listing 4-9 keeps upright.
    public static let manLayerName = "manLayer"

    /// The page's views before anything animates, as a layer tree. Draw it once, then call
    /// ``startAnimations(in:)``.
    public static func makeLayerTree() -> CALayer {
        generation += 1
        views = [:]
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.layer.addSublayer(pageLabel("Casement · more view animation listings", at: CGPoint(x: 24, y: 16), size: 24, bold: true))

        caption("Listing 4-2: out (ease-in), 1 s later back (ease-out)", at: CGPoint(x: 24, y: 64), in: root)
        add(.thirdView, CGRect(x: 24, y: 92, width: 200, height: 130), blue, in: root)

        caption("Listing 4-5: nested 0.2 s linear block, 2.5 × autoreverse", at: CGPoint(x: 500, y: 64), in: root)
        add(.aView, CGRect(x: 500, y: 92, width: 200, height: 130), orange, in: root)
        add(.anotherView, CGRect(x: 720, y: 92, width: 200, height: 130), green, in: root)

        caption("Listing 4-9: view anticlockwise, its layer clockwise", at: CGPoint(x: 500, y: 270), in: root)
        let backing = add(.backingView, CGRect(x: 560, y: 330, width: 300, height: 300), blue, in: root)
        backing.layer.addSublayer(spoke(in: backing.bounds))
        backing.layer.addSublayer(figure(centeredIn: backing.bounds))

        caption("begin/commit: a cross-fade, its delegate told", at: CGPoint(x: 24, y: 270), in: root)
        add(.firstView, CGRect(x: 24, y: 298, width: 130, height: 90), blue, in: root)
        add(.secondView, CGRect(x: 164, y: 298, width: 130, height: 90), orange, in: root).alpha = 0
        let status = pageLabel("delegate: waiting", at: CGPoint(x: 24, y: 398), size: 13, bold: false)
        status.name = statusLayerName
        status.frame.size.width = 400
        root.layer.addSublayer(status)

        caption("begin/commit: setAnimationTransition curls up", at: CGPoint(x: 24, y: 440), in: root)
        let siblings = add(.siblings, CGRect(x: 24, y: 468, width: 240, height: 160), UIColor(white: 0.97, alpha: 1), in: root)
        add(.backSibling, siblings.bounds, green, in: siblings).isHidden = true
        add(.frontSibling, siblings.bounds, blue, in: siblings)

        let pacer = CALayer()
        pacer.name = "pacer"
        pacer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        pacer.opacity = 0
        root.layer.addSublayer(pacer)

        views[0] = root
        return root.layer
    }

    /// Starts the page's animations; each starts again after it ends.
    public static func startAnimations(in root: CALayer) {
        let page = generation
        showHideView(page)
        nested(page)
        mixViewAndLayer(page)
        let legacy: any LegacyListings.Type = BeginCommitListings.self
        legacy.crossFade(toSecond: true, page: page)
        legacy.curl(up: true, page: page)
    }

    /// The name of the text layer the cross-fade's delegate writes to.
    public static let statusLayerName = "delegate status"

    /// The page `seconds` after its animations start, drawn on a manual clock a frame at a time.
    public static func render(at seconds: Double) -> CGImage {
        renderAnimated(size: size, at: seconds, everyFrame: true, makeTree: makeLayerTree, start: startAnimations(in:))
    }

    /// The view with `tag` on the page made last.
    public static func view(_ tag: Tag) -> UIView? { views[tag.rawValue] }

    // MARK: The listings

    /// Listing 4-2: the completion handler chains the fade back in, one second later.
    private static func showHideView(_ page: Int) {
        guard page == generation, let thirdView = view(.thirdView) else { return }
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseIn, animations: {
            thirdView.alpha = 0.0
        }, completion: { _ in
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                thirdView.alpha = 1.0
            }, completion: { finished in if finished { again(page, after: 1) { showHideView(page) } } })
        })
    }

    /// Listing 4-5: the outer block starts after a second; the nested one, with the override
    /// options, keeps its own duration and curve and repeats 2.5 times, back and forth.
    private static func nested(_ page: Int) {
        guard page == generation, let aView = view(.aView), let anotherView = view(.anotherView) else { return }
        UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
            aView.alpha = 0.0
            UIView.animate(withDuration: 0.2, delay: 0.0, options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse], animations: {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                    anotherView.alpha = 0.0
                }
            })
        }, completion: { finished in
            guard finished else { return }
            again(page, after: 1) {
                aView.alpha = 1
                anotherView.alpha = 1
                nested(page)
            }
        })
    }

    /// Listing 4-9: the view turns to −180° in a linear second while a layer animation inside the
    /// block turns the figure a clockwise full turn in its own two seconds; the completion turns
    /// the view on to −359°, then snaps it to the identity. Erratum: the listing sets from, to and
    /// by values; Core Animation uses from and to when all three are set, as this does.
    private static func mixViewAndLayer(_ page: Int) {
        guard page == generation, let backingView = view(.backingView),
            let manLayer = backingView.layer.sublayers?.first(where: { $0.name == manLayerName })
        else { return }
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
            backingView.transform = CGAffineTransform(rotationAngle: -.pi)
            let layerAnimation = CABasicAnimation(keyPath: "transform")
            layerAnimation.duration = 2.0
            layerAnimation.beginTime = 0
            layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = 0.0
            layerAnimation.toValue = 2.0 * Double.pi
            manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { _ in
            UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
                backingView.transform = CGAffineTransform(rotationAngle: -359 * .pi / 180)
            }, completion: { finished in
                backingView.transform = .identity
                if finished { again(page, after: 1) { mixViewAndLayer(page) } }
            })
        })
    }

    /// Runs `body` after `seconds` of media time (an animation of nothing visible on a pixel-sized
    /// layer of the page), so the pause follows the clock the page is drawn on.
    private static func again(_ page: Int, after seconds: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        guard page == generation, let pacer = views[0]?.layer.sublayers?.first(where: { $0.name == "pacer" }) else { return }
        let pause = CABasicAnimation(keyPath: "opacity")
        (pause.fromValue, pause.toValue, pause.duration) = (0.0, 0.0, seconds)
        pause.delegate = Pause { finished in if finished, page == generation { body() } }
        pacer.add(pause, forKey: nil)
    }

    /// Calls back when the pause it is the delegate of ends.
    @MainActor
    private final class Pause: @preconcurrency CAAnimationDelegate {
        let ended: @MainActor (Bool) -> Void
        init(_ ended: @escaping @MainActor (Bool) -> Void) { self.ended = ended }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { ended(flag) }
    }

    // MARK: The begin/commit listings

    /// The listings written with the begin/commit API that iOS 13 deprecated. They are reached
    /// through this protocol and their bodies are marked deprecated, so showing that API (as the
    /// seed does) does not flag every call of it.
    @MainActor
    fileprivate protocol LegacyListings {
        static func crossFade(toSecond: Bool, page: Int)
        static func curl(up: Bool, page: Int)
    }

    @MainActor
    fileprivate enum BeginCommitListings: LegacyListings {
        /// The seed's cross-fade in a block named "ToggleViews", with a delegate told when it
        /// starts and stops (the selectors passed as methods: Divergence, no Objective-C runtime).
        @available(*, deprecated, message: "Shows the deprecated begin/commit API, as the seed does.")
        static func crossFade(toSecond: Bool, page: Int) {
            guard page == generation, let firstView = view(.firstView), let secondView = view(.secondView) else { return }
            let delegate = CrossFadeDelegate(toSecond: toSecond, page: page)
            UIView.beginAnimations("ToggleViews", context: nil)
            UIView.setAnimationDuration(1.0)
            UIView.setAnimationDelegate(delegate)
            UIView.setAnimationWillStart(CrossFadeDelegate.animationWillStart)
            UIView.setAnimationDidStop(CrossFadeDelegate.animationDidStop)
            firstView.alpha = toSecond ? 0.0 : 1.0
            secondView.alpha = toSecond ? 1.0 : 0.0
            UIView.commitAnimations()
        }

        /// The legacy curl-up between the container's two sibling views; the did-stop method
        /// curls the other way.
        @available(*, deprecated, message: "Shows the deprecated begin/commit API, as the seed does.")
        static func curl(up: Bool, page: Int) {
            guard page == generation, let siblings = view(.siblings), let front = view(.frontSibling), let back = view(.backSibling) else { return }
            UIView.beginAnimations("ToggleSiblings", context: nil)
            UIView.setAnimationTransition(up ? .curlUp : .curlDown, for: siblings, cache: true)
            UIView.setAnimationDuration(1.0)
            UIView.setAnimationDelegate(CurlDelegate(up: up, page: page))
            UIView.setAnimationDidStop(CurlDelegate.animationDidStop)
            front.isHidden = up
            back.isHidden = !up
            UIView.commitAnimations()
        }
    }

    /// Writes what it is told to the page's status line and starts the fade back.
    @MainActor
    private final class CrossFadeDelegate {
        let toSecond: Bool
        let page: Int
        init(toSecond: Bool, page: Int) { (self.toSecond, self.page) = (toSecond, page) }

        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            status("delegate: \(animationID ?? "?") will start")
        }

        func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
            status("delegate: \(animationID ?? "?") did stop, finished \(finished)")
            guard finished else { return }
            let (toSecond, page) = (self.toSecond, self.page)
            again(page, after: 0.5) { (BeginCommitListings.self as any LegacyListings.Type).crossFade(toSecond: !toSecond, page: page) }
        }

        private func status(_ text: String) {
            guard page == generation, let layer = views[0]?.layer.sublayers?.first(where: { $0.name == statusLayerName }) as? CATextLayer
            else { return }
            layer.string = text
        }
    }

    /// Curls back the other way when the curl has stopped.
    @MainActor
    private final class CurlDelegate {
        let up: Bool
        let page: Int
        init(up: Bool, page: Int) { (self.up, self.page) = (up, page) }

        func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
            guard finished else { return }
            let (up, page) = (self.up, self.page)
            again(page, after: 0.5) { (BeginCommitListings.self as any LegacyListings.Type).curl(up: !up, page: page) }
        }
    }

    // MARK: Parts

    @discardableResult
    private static func add(_ tag: Tag, _ frame: CGRect, _ colour: UIColor, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = colour
        view.layer.cornerRadius = 12
        view.tag = tag.rawValue
        parent.addSubview(view)
        views[tag.rawValue] = view
        return view
    }

    /// A white bar from the centre to the top edge, which turns with the view.
    private static func spoke(in bounds: CGRect) -> CALayer {
        let spoke = CALayer()
        spoke.backgroundColor = CGColor(gray: 1, alpha: 0.8)
        spoke.frame = CGRect(x: bounds.midX - 4, y: 16, width: 8, height: bounds.midY - 16)
        return spoke
    }

    /// A stick figure standing upright, centred, which Listing 4-9 keeps upright on screen.
    private static func figure(centeredIn bounds: CGRect) -> CALayer {
        let figure = CAShapeLayer()
        figure.name = manLayerName
        figure.bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
        figure.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 25, y: 0, width: 30, height: 30))
        path.move(to: CGPoint(x: 40, y: 30))
        path.addLine(to: CGPoint(x: 40, y: 80))
        path.move(to: CGPoint(x: 10, y: 45))
        path.addLine(to: CGPoint(x: 70, y: 45))
        path.move(to: CGPoint(x: 40, y: 80))
        path.addLine(to: CGPoint(x: 15, y: 118))
        path.move(to: CGPoint(x: 40, y: 80))
        path.addLine(to: CGPoint(x: 65, y: 118))
        figure.path = path
        figure.fillColor = nil
        figure.strokeColor = CGColor(red: 1, green: 0.85, blue: 0.2, alpha: 1)
        figure.lineWidth = 6
        figure.lineCap = .round
        return figure
    }

    private static func caption(_ text: String, at point: CGPoint, in parent: UIView) {
        parent.layer.addSublayer(pageLabel(text, at: point, size: 13, bold: true))
    }
}
