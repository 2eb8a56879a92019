import Testing
import UIKit

@MainActor
@Suite("UIView tint")
struct UIViewTintTests {
    final class TintLog: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test("a view without a tint anywhere above shows the system blue, normal")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(view.tintColor == .systemBlue && view.tintAdjustmentMode == .normal)
    }

    @Test("the tint colour is inherited from the nearest ancestor that sets one; nil inherits again")
    func inheritance() {
        let root = UIView(frame: .zero), middle = UIView(frame: .zero), leaf = UIView(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.tintColor = .red
        #expect(leaf.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green && root.tintColor == .red)
        middle.tintColor = nil
        #expect(leaf.tintColor == .red)
    }

    @Test("dimmed mode is inherited and gives a desaturated tint; the mode never reads automatic")
    func dimming() {
        let root = UIView(frame: .zero), leaf = UIView(frame: .zero)
        root.addSubview(leaf)
        root.tintColor = .systemBlue
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = leaf.tintColor.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(s == 0 && a == 1 && leaf.tintColor != .systemBlue)
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == .systemBlue)
        leaf.tintAdjustmentMode = .automatic
        #expect(leaf.tintAdjustmentMode == .dimmed)
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal)
    }

    @Test("tintColorDidChange reaches the view and the descendants that inherit, not those with their own")
    func notifications() {
        let root = TintLog(frame: .zero), inheriting = TintLog(frame: .zero), own = TintLog(frame: .zero)
        let underOwn = TintLog(frame: .zero)
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .green
        (root.changes, inheriting.changes, own.changes, underOwn.changes) = (0, 0, 0, 0)
        root.tintColor = .red
        #expect(root.changes == 1 && inheriting.changes == 1 && own.changes == 0 && underOwn.changes == 0)
        root.tintColor = .red
        #expect(root.changes == 1)
        root.tintAdjustmentMode = .dimmed
        #expect(own.changes == 1 && underOwn.changes == 1)
    }

    @Test("moving a view under a superview of another tint tells it and its subviews")
    func moves() {
        let red = UIView(frame: .zero), blue = UIView(frame: .zero)
        red.tintColor = .red
        blue.tintColor = .blue
        let view = TintLog(frame: .zero), child = TintLog(frame: .zero)
        view.addSubview(child)
        red.addSubview(view)
        #expect(view.changes == 1 && child.changes == 1 && child.tintColor == .red)
        blue.addSubview(view)
        #expect(view.changes == 2 && child.tintColor == .blue)
        let alsoRed = UIView(frame: .zero)
        alsoRed.tintColor = .red
        red.addSubview(view)
        alsoRed.addSubview(view)
        #expect(view.changes == 3)
    }
}
