import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A layer subclass written as iOS code writes one: `override init()`, `override init(layer:)`
/// and the required `init?(coder:)`.
final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var madeBy = ""

    override init() {
        super.init()
        madeBy = "init()"
    }

    override init(layer: Any) {
        super.init(layer: layer)
        progress = (layer as? ProgressLayer)?.progress ?? 0
        madeBy = "init(layer:)"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A subclass with no initializers of its own: it inherits them all.
final class TaggedLayer: CALayer {
    var tag = "default"
}

/// A subclass that defines `init()` but leaves out `init(layer:)`, which it then does not inherit.
final class IncompleteLayer: CALayer {
    var extra: Int

    override init() {
        extra = 1
        super.init()
    }

    required init?(coder: NSCoder) { nil }
}

/// An animation subclass with an initializer of its own.
final class TaggedAnimation: CABasicAnimation {
    var tag = ""

    override init() {
        super.init()
        tag = "made"
    }
}

@Suite("Layer and animation initializers as Apple declares them", .serialized)
@MainActor
struct LayerInitializerTests {
    @Test("a presentation copy of a subclass is made by its own init(layer:)")
    func presentationUsesSubclassInitializer() throws {
        AnimationTestClock.start()
        let layer = ProgressLayer()
        layer.progress = 0.75
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0.0, 1.0, 1)
        layer.add(animation, forKey: "fade")
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.5)
        let presentation = try #require(layer.presentation())
        #expect(presentation.madeBy == "init(layer:)")
        #expect(presentation.progress == 0.75)
    }

    @Test("a subclass without initializers of its own inherits init(layer:) and keeps its defaults")
    func inheritedInitializers() throws {
        let layer = TaggedLayer()
        layer.tag = "changed"
        layer.opacity = 0.5
        let presentation = try #require(layer.presentation())
        #expect(presentation.tag == "default")
        #expect(presentation.opacity == 0.5)
    }

    @Test("an animation subclass is copied through its own init()")
    func animationCopyUsesSubclassInitializer() throws {
        let animation = TaggedAnimation(keyPath: "position")
        animation.duration = 3
        let copy = try #require(animation.copy() as? TaggedAnimation)
        #expect(copy.tag == "made")
        #expect(copy.duration == 3)
        #expect(copy.keyPath == "position")
    }

    @Test("a layer's declared properties survive an archive")
    func archiveRoundTrip() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.cornerRadius = 5
        layer.isHidden = true
        layer.opacity = 0.25
        layer.name = "badge"
        layer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        layer.contentsGravity = .center
        layer.maskedCorners = [.layerMinXMinYCorner]
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        layer.encode(with: archiver)
        archiver.finishEncoding()
        let copy = try #require(CALayer(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)))
        #expect(copy.bounds == layer.bounds && copy.position == layer.position)
        #expect(copy.cornerRadius == 5 && copy.isHidden && copy.opacity == 0.25 && copy.name == "badge")
        #expect(copy.backgroundColor == layer.backgroundColor)
        #expect(CATransform3DEqualToTransform(copy.transform, layer.transform))
        #expect(copy.contentsGravity == .center && copy.maskedCorners == [.layerMinXMinYCorner])
    }

    @Test("a subclass that defines init() but not init(layer:) stops when animated, as on iOS")
    func missingLayerInitializerTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = IncompleteLayer().presentation()
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Use of unimplemented initializer 'init(layer:)'"))
    }
}
