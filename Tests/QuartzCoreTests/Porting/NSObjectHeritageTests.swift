import Foundation
import Testing
@testable import QuartzCore

/// A layer whose equality and hash come from a tag, as iOS code overrides `isEqual(_:)`.
private final class EqualByTagLayer: CALayer {
    var tag = 0

    override func isEqual(_ object: Any?) -> Bool {
        (object as? EqualByTagLayer)?.tag == tag
    }

    override var hash: Int { tag }

    override var description: String { "EqualByTagLayer #\(tag)" }
}

@Suite("Core Animation classes are NSObjects")
struct NSObjectHeritageTests {
    @Test func layersAreEqualOnlyToThemselvesByDefault() {
        let layer = CALayer()
        let other = CALayer()
        #expect(layer == layer)
        #expect(layer != other)
        #expect(layer.isEqual(layer))
        #expect(!layer.isEqual(other))
    }

    @Test func layersGoInSetsAndDictionaries() {
        let layer = CALayer()
        let other = CAShapeLayer()
        let set: Set<CALayer> = [layer, other, layer]
        #expect(set.count == 2)
        #expect(set.contains(other))
        let names: [CALayer: String] = [layer: "plain", other: "shape"]
        #expect(names[other] == "shape")
    }

    @Test func aSubclassDecidesEqualityHashAndDescription() {
        let first = EqualByTagLayer()
        let second = EqualByTagLayer()
        (first.tag, second.tag) = (7, 7)
        #expect(first == second)
        #expect(Set<CALayer>([first, second]).count == 1)
        #expect("\(first)" == "EqualByTagLayer #7")
    }

    @Test func theDefaultDescriptionNamesTheClass() {
        #expect(String(describing: CAGradientLayer()).contains("CAGradientLayer"))
        #expect(NSStringFromClass(CAShapeLayer.self).hasSuffix("CAShapeLayer"))
    }

    @Test func animationsAndTheirTimingAreNSObjects() throws {
        let animation = CABasicAnimation(keyPath: "opacity")
        let objects: [NSObject] = [
            animation, CAKeyframeAnimation(), CAAnimationGroup(), CASpringAnimation(), CATransition(),
            CAMediaTimingFunction(name: .easeIn), CAEmitterCell(), try #require(CAValueFunction(name: .rotateZ)),
        ]
        #expect(Set(objects).count == objects.count)
        let copy = try #require(animation.copy() as? CABasicAnimation)
        #expect(copy != animation)
        #expect(copy.keyPath == "opacity")
    }
}
