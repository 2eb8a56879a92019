import Testing
import UIKit

@MainActor
@Suite("UIView properties")
struct UIViewPropertyTests {
    @Test("a new view has UIKit's defaults")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(!view.isHidden && view.alpha == 1 && view.isOpaque && view.backgroundColor == nil)
        #expect(!view.clipsToBounds && view.isUserInteractionEnabled && !view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        #expect(view.clearsContextBeforeDrawing && view.autoresizesSubviews && view.autoresizingMask.isEmpty)
        #expect(view.tag == 0 && view.superview == nil && view.subviews.isEmpty && view.window == nil)
    }

    @Test("hidden, alpha and clipsToBounds are the layer's isHidden, opacity and masksToBounds")
    func layerBacked() {
        let view = UIView(frame: .zero)
        view.isHidden = true
        view.alpha = 0.25
        view.clipsToBounds = true
        #expect(view.layer.isHidden && view.layer.opacity == 0.25 && view.layer.masksToBounds)
    }

    @Test("a view is backed by a layer of its layerClass and is that layer's delegate")
    func layerClass() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = ShapeView(frame: .zero)
        #expect(view.layer is CAShapeLayer)
        #expect(view.layer.delegate === view)
        let plain = UIView(frame: .zero)
        #expect(type(of: plain.layer) == CALayer.self && plain.layer.delegate === plain)
    }

    @Test("a view's layerClass is made by the layer subclass's own init(), written as on iOS")
    func layerClassWithOwnInitializer() {
        final class StripedLayer: CALayer {
            var stripes = 0
            override init() {
                super.init()
                stripes = 3
            }
            override init(layer: Any) {
                super.init(layer: layer)
                stripes = (layer as? StripedLayer)?.stripes ?? 0
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class StripedView: UIView {
            override class var layerClass: AnyClass { StripedLayer.self }
        }
        let view = StripedView(frame: .zero)
        #expect((view.layer as? StripedLayer)?.stripes == 3)
    }

    @Test("a view's layer changes at once: its delegate answers no action outside animation blocks")
    func noImplicitAnimation() {
        let view = UIView(frame: .zero)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        let other = CALayer()
        #expect(view.action(for: other, forKey: "opacity") == nil)
    }

    @Test("an archived view decodes with its geometry and flags")
    func coding() throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        (view.tag, view.alpha, view.isHidden, view.clipsToBounds) = (5, 0.5, true, true)
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.backgroundColor = .orange
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        view.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let decoded = try #require(UIView(coder: unarchiver))
        #expect(decoded.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(decoded.tag == 5 && decoded.alpha == 0.5 && decoded.isHidden && decoded.clipsToBounds)
        #expect(decoded.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin] && decoded.isOpaque)
        #expect(decoded.backgroundColor == .orange)
    }
}
