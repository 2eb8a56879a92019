import Testing
import UIKit

/// S0-12: a 300×300 superview with a subview at (50, 50, 100, 100) grows to 400×500.
@MainActor
@Suite("Autoresizing")
struct AutoresizingTests {
    private func resized(_ mask: UIView.AutoresizingMask, autoresizes: Bool = true) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.autoresizesSubviews = autoresizes
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        return child.frame
    }

    @Test("each single flag takes the whole change", arguments: [
        (UIView.AutoresizingMask.flexibleWidth, CGRect(x: 50, y: 50, width: 200, height: 100)),
        (.flexibleLeftMargin, CGRect(x: 150, y: 50, width: 100, height: 100)),
        (.flexibleRightMargin, CGRect(x: 50, y: 50, width: 100, height: 100)),
        (.flexibleHeight, CGRect(x: 50, y: 50, width: 100, height: 300)),
        (.flexibleTopMargin, CGRect(x: 50, y: 250, width: 100, height: 100)),
        (.flexibleBottomMargin, CGRect(x: 50, y: 50, width: 100, height: 100)),
        (UIView.AutoresizingMask(), CGRect(x: 50, y: 50, width: 100, height: 100)),
    ])
    func singleFlags(mask: UIView.AutoresizingMask, expected: CGRect) {
        #expect(resized(mask) == expected)
    }

    @Test("several flexible parts share the change in proportion to their lengths")
    func proportional() {
        // Left margin 50 and right margin 150 share 100: 25 and 75.
        #expect(resized([.flexibleLeftMargin, .flexibleRightMargin]).minX == 75)
        // Left 50, width 100, right 150 share 100 as 50:100:150.
        let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(abs(all.minX - (50 + 100.0 / 6)) < 1e-9 && abs(all.width - (100 + 100.0 / 3)) < 1e-9)
        // Top 50, height 100, bottom 150 share 200.
        let tall = resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        #expect(abs(tall.minY - (50 + 200.0 / 6)) < 1e-9 && abs(tall.height - (100 + 200.0 / 3)) < 1e-9)
    }

    @Test("flexible parts that are all zero share the change equally")
    func zeroLengths() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(child.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test("autoresizesSubviews = false leaves subviews alone")
    func disabled() {
        #expect(resized(.flexibleWidth, autoresizes: false) == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test("a resized subview autoresizes its own subviews in turn")
    func cascade() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = .flexibleWidth
        grandchild.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.bounds.size = CGSize(width: 400, height: 300)
        #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("hidden subviews are autoresized too")
    func hiddenViews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.isHidden = true
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 400, height: 300)
        #expect(child.frame.width == 200)
    }

    @Test("moving a view without resizing it changes no subview")
    func moveOnly() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.autoresizingMask = .flexibleLeftMargin
        parent.addSubview(child)
        parent.frame.origin = CGPoint(x: 40, y: 40)
        #expect(child.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }
}
