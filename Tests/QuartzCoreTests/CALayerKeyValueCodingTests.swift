import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("CALayer key-value coding")
@MainActor
struct CALayerKeyValueCodingTests {
    @Test("every declared property reads and writes by key")
    func declaredKeys() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 20), forKey: "bounds")
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(true, forKey: "masksToBounds")
        layer.setValue(4, forKey: "cornerRadius")
        layer.setValue(CGColor.white, forKey: "backgroundColor")
        #expect(layer.bounds.size == CGSize(width: 10, height: 20) && layer.position == CGPoint(x: 5, y: 6))
        #expect(layer.opacity == 0.5 && layer.masksToBounds && layer.cornerRadius == 4)
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 4)
        #expect(layer.value(forKey: "backgroundColor") as? CGColor == CGColor.white)
    }

    @Test("a value of the wrong type leaves the property unchanged")
    func wrongType() {
        let layer = CALayer()
        layer.setValue("not a rect", forKey: "bounds")
        layer.setValue(CGPoint.zero, forKey: "opacity")
        #expect(layer.bounds == .zero && layer.opacity == 1)
    }

    @Test("undeclared keys are stored and read back")
    func customKeys() {
        let layer = CALayer()
        #expect(layer.value(forKey: "someKey") == nil)
        layer.setValue(50, forKey: "someKey")
        #expect(layer.value(forKey: "someKey") as? Int == 50)
    }

    @Test("point, size and rect fields change alone by key path", arguments: [
        ("position.x", 7.0), ("position.y", 8.0), ("bounds.size.width", 80.0), ("bounds.origin.y", 3.0),
    ])
    func structFields(path: String, value: Double) {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 100, y: 200)
        let before = (layer.bounds, layer.position)

        layer.setValue(value, forKeyPath: path)

        #expect(layer.value(forKeyPath: path) as? CGFloat == CGFloat(value))
        switch path {
        case "position.x": #expect(layer.position.y == before.1.y)
        case "position.y": #expect(layer.position.x == before.1.x)
        case "bounds.size.width": #expect(layer.bounds.origin == before.0.origin && layer.bounds.height == before.0.height)
        default: #expect(layer.bounds.size == before.0.size && layer.bounds.origin.x == before.0.origin.x)
        }
    }

    @Test("rect key paths read origin and size as values")
    func rectParts() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(layer.value(forKeyPath: "bounds.origin") as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 3, height: 4))
        #expect(layer.value(forKeyPath: "bounds.nonsense") == nil)
    }

    @Test("transform.translation.x moves the layer and keeps a rotation")
    func transformTranslation() {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(10, forKeyPath: "transform.translation.x")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-12)
        #expect(layer.transform.m41 == 10)
        let p = layer.affineTransform()
        #expect(abs(p.b - 1) < 1e-12 && abs(p.a) < 1e-12)
    }

    @Test("transform.rotation is rotation.z; transform.scale is the mean scale")
    func rotationAndScale() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 4, 6)
        #expect(layer.value(forKeyPath: "transform.scale") as? CGFloat == 4)
        #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 4)
        layer.setValue(0.3, forKeyPath: "transform.rotation")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.3) < 1e-12)
        #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-12)
        layer.setValue(3, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale.z") as? CGFloat ?? 0) - 3) < 1e-12)
    }

    @Test("rotations about x and y decompose back to their angles")
    func rotationXY() {
        let layer = CALayer()
        layer.setValue(0.4, forKeyPath: "sublayerTransform.rotation.x")
        layer.setValue(-0.2, forKeyPath: "sublayerTransform.rotation.y")
        #expect(abs((layer.value(forKeyPath: "sublayerTransform.rotation.x") as? CGFloat ?? 0) - 0.4) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "sublayerTransform.rotation.y") as? CGFloat ?? 0) + 0.2) < 1e-9)
    }

    @Test("translation as a whole is a size")
    func translationSize() {
        let layer = CALayer()
        layer.setValue(CGSize(width: 3, height: 4), forKeyPath: "transform.translation")
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 3, height: 4))
    }

    @Test("a subclass's defaultValue(forKey:) sets the initial value of a declared property")
    func subclassDefaults() {
        final class Clipping: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "masksToBounds" ? true : super.defaultValue(forKey: key)
            }
        }
        final class RoundShape: CAShapeLayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "cornerRadius" ? CGFloat(6) : super.defaultValue(forKey: key)
            }
        }
        #expect(Clipping().masksToBounds)
        #expect(!CALayer().masksToBounds)
        #expect(RoundShape().cornerRadius == 6 && CAShapeLayer().cornerRadius == 0)
        #expect(CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(CALayer.defaultValue(forKey: "unknown") == nil)
    }
}

@Suite("Key-value coding of layer subclasses")
@MainActor
struct LayerSubclassKeyValueCodingTests {
    @Test("shape layer properties read and write by key, and as keys of key paths")
    func shapeLayer() {
        let layer = CAShapeLayer()
        layer.setValue(0.4, forKey: "strokeEnd")
        layer.setValue(3, forKey: "lineWidth")
        #expect(layer.strokeEnd == 0.4 && layer.lineWidth == 3)
        #expect(layer.value(forKey: "strokeEnd") as? CGFloat == 0.4)
        #expect(layer.value(forKey: "strokeColor") == nil)
        layer.setValue("nonsense", forKey: "lineWidth")
        #expect(layer.lineWidth == 3)
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 0)
    }

    @Test("gradient, text and replicator properties are reachable by key")
    func others() {
        let gradient = CAGradientLayer()
        gradient.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
        #expect(gradient.value(forKeyPath: "endPoint.y") as? CGFloat == 1)
        let text = CATextLayer()
        text.setValue(12, forKey: "fontSize")
        #expect(text.fontSize == 12 && text.value(forKey: "fontSize") as? CGFloat == 12)
        let replicator = CAReplicatorLayer()
        replicator.setValue(5, forKey: "instanceCount")
        replicator.setValue(10, forKeyPath: "instanceTransform.translation.x")
        #expect(replicator.instanceCount == 5 && replicator.instanceTransform.m41 == 10)
        let tiled = CATiledLayer()
        tiled.setValue(CGSize(width: 64, height: 32), forKey: "tileSize")
        tiled.setValue(3, forKey: "levelsOfDetail")
        #expect(tiled.tileSize == CGSize(width: 64, height: 32) && tiled.value(forKey: "levelsOfDetail") as? Int == 3)
        let scroll = CAScrollLayer()
        scroll.setValue(CAScrollLayerScrollMode.vertically, forKey: "scrollMode")
        #expect(scroll.scrollMode == .vertically)
    }

    @Test("emitter layer properties are reachable by key and key path")
    func emitterLayerKeys() {
        let emitter = CAEmitterLayer()
        emitter.setValue(CGPoint(x: 3, y: 4), forKey: "emitterPosition")
        emitter.setValue(20, forKeyPath: "emitterSize.width")
        emitter.setValue(2, forKey: "birthRate")
        emitter.setValue(true, forKey: "preservesDepth")
        #expect(emitter.emitterPosition == CGPoint(x: 3, y: 4) && emitter.emitterSize.width == 20)
        #expect(emitter.birthRate == 2 && emitter.preservesDepth)
        #expect(emitter.value(forKey: "emitterShape") as? CAEmitterLayerEmitterShape == .point)
    }

    @Test("emitterCells.<name>.<key> reaches a named cell, and its sub-cells by their names")
    func namedEmitterCellPaths() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let fire = CAEmitterCell()
        fire.name = "fire"
        fire.emitterCells = [spark]
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [fire]
        emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
        emitter.setValue(30, forKeyPath: "emitterCells.fire.emitterCells.spark.velocity")
        emitter.setValue(0.25, forKeyPath: "emitterCells.fire.emitterCells.spark.contentsRect.size.width")
        #expect(fire.birthRate == 0 && spark.velocity == 30 && spark.contentsRect.width == 0.25)
        #expect(emitter.value(forKeyPath: "emitterCells.fire.emitterCells.spark.velocity") as? CGFloat == 30)
        #expect(fire.value(forKeyPath: "emitterCells.spark.velocity") as? CGFloat == 30)
        #expect(emitter.value(forKeyPath: "emitterCells.smoke.birthRate") == nil)
    }

    @Test("an emitter cell keeps custom keys and ignores values of the wrong type for its properties")
    func emitterCellCustomKeysAndBadValues() {
        let cell = CAEmitterCell()
        cell.setValue("warm", forKey: "palette")
        cell.setValue("fast", forKey: "velocity")
        cell.setValue(Double.nan, forKey: "scale")
        #expect(cell.value(forKey: "palette") as? String == "warm")
        #expect(cell.velocity == 0 && cell.scale == 1)
    }
}

@Suite("CALayer style dictionary")
@MainActor
struct CALayerStyleTests {
    @Test("unset keys are looked up in style, then in nested style dictionaries, then in the class defaults")
    func styleLookup() {
        let layer = CALayer()
        layer.style = ["accent": "blue", "style": ["depth": 3] as [AnyHashable: Any]]
        #expect(layer.value(forKey: "accent") as? String == "blue")
        #expect(layer.value(forKey: "depth") as? Int == 3)
        layer.setValue("red", forKey: "accent")
        #expect(layer.value(forKey: "accent") as? String == "red")
        #expect(layer.value(forKey: "missing") == nil)
    }
}
