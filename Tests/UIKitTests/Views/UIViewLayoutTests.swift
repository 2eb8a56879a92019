import Testing
import UIKit

@MainActor
@Suite("UIView layout")
struct UIViewLayoutTests {
    let log = RecordingView.Log()

    private func settledView(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> RecordingView {
        let view = RecordingView(name, log: log, frame: frame)
        view.layoutIfNeeded()
        log.entries.removeAll()
        return view
    }

    @Test("several setNeedsLayout calls lead to one layoutSubviews, run by layoutIfNeeded")
    func coalesced() {
        let view = settledView("view")
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(log.entries.isEmpty)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.entries == ["view.layoutSubviews"])
    }

    @Test("subviews have their autoresized frames when layoutSubviews runs")
    func autoresizingFirst() {
        final class Parent: UIView {
            var seen: CGRect?
            override func layoutSubviews() { seen = subviews.first?.frame }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 400, height: 300)
        parent.layoutIfNeeded()
        #expect(parent.seen == CGRect(x: 50, y: 50, width: 200, height: 100))
    }

    @Test("a change of size asks for layout; a move does not")
    func sizeChangesOnly() {
        let view = settledView("view")
        view.center = CGPoint(x: 500, y: 500)
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        view.bounds.size = CGSize(width: 10, height: 10)
        view.layoutIfNeeded()
        #expect(log.entries == ["view.layoutSubviews"])
    }

    @Test("a subview's change of size lays out its superview too; a move does not")
    func subviewSizeChangeLaysOutSuperview() {
        let parent = settledView("parent")
        let child = settledView("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        child.frame.origin = CGPoint(x: 5, y: 5)
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        child.frame.size = CGSize(width: 20, height: 20)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("invalidating a subview's intrinsic content size lays out its superview")
    func intrinsicSizeInvalidation() {
        let parent = settledView("parent")
        let child = settledView("child")
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        child.invalidateIntrinsicContentSize()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews"])
    }

    @Test("setNeedsLayout on the view's layer leads to layoutSubviews")
    func layerAsksForLayout() {
        let view = settledView("view")
        view.layer.setNeedsLayout()
        view.layer.layoutIfNeeded()
        #expect(log.entries == ["view.layoutSubviews"])
    }

    @Test("adding or removing a sublayer of the view's layer leads to layoutSubviews")
    func sublayerChanges() {
        let view = settledView("view")
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        view.layoutIfNeeded()
        sublayer.removeFromSuperlayer()
        view.layoutIfNeeded()
        #expect(log.entries == ["view.layoutSubviews", "view.layoutSubviews"])
    }

    @Test("adding a subview lays out the superview and the added view")
    func addingLaysOut() {
        let parent = settledView("parent")
        let child = settledView("child")
        parent.addSubview(child)
        log.entries.removeAll { !$0.hasSuffix("layoutSubviews") }
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("layoutIfNeeded lays out the superview before the subviews")
    func topDown() {
        let parent = settledView("parent")
        let child = settledView("child")
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("sizeToFit sets the size from sizeThatFits and keeps the frame's origin")
    func sizeToFit() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 12))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 8)).sizeThatFits(.zero) == CGSize(width: 7, height: 8))
    }
}
