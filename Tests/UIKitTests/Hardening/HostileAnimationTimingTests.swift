import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Hostile animation timing: view animations neither trap nor hang")
struct HostileAnimationTimingTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, -1, 0, 5e-324]

    /// An app with a shown window holding one 10-point view.
    private func shownView() -> (TestApplication, UIWindow, UIView) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, view)
    }

    /// Runs a few frames of the app over two and a half seconds, and the window's drawing with them.
    private func frames(_ app: TestApplication) {
        for step in [0.0, 0.016, 0.5, 2] {
            app.clock.advance(by: step)
            app.runTurn()
        }
    }

    @Test("durations and delays that are NaN, infinite, huge or negative animate or snap without trapping")
    func hostileDurations() {
        let (app, window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        for duration in Self.hostile {
            for delay in Self.hostile {
                UIView.animate(withDuration: duration, delay: delay, options: [.repeat, .autoreverse]) {
                    view.center.x += 1
                    view.alpha = 0.5
                }
            }
        }
        frames(app)
        #expect(view.center.x == 5 + CGFloat(Self.hostile.count * Self.hostile.count))
    }

    @Test("repeat counts that are NaN, infinite or huge, and hostile springs, leave the app running")
    func hostileRepeatsAndSprings() {
        let (app, window, view) = shownView()
        defer { withExtendedLifetime(window) {} }
        for value in Self.hostile {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat]) {
                UIView.modifyAnimations(withRepeatCount: value, autoreverses: true) { view.frame.origin.y += 1 }
            }
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: value, initialSpringVelocity: value) { view.alpha = 0.3 }
            UIView.animate(springDuration: value, bounce: value, initialSpringVelocity: value) { view.bounds.size.width += 1 }
            UIView.animateKeyframes(withDuration: value, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: value, relativeDuration: value) { view.center.y += 1 }
            }
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(value)
            UIView.setAnimationRepeatCount(Float(value))
            view.transform = CGAffineTransform(rotationAngle: 0.1)
            UIView.commitAnimations()
        }
        frames(app)
        #expect(view.frame.origin.y.isFinite)
    }
}
