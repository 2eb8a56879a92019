import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CAReplicatorLayer")
@MainActor
struct CAReplicatorLayerTests {
    @Test("copies are placed by the instance transform applied repeatedly")
    func translationCopies() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        let pixels = renderPixels(replicator, width: 100, height: 20)
        #expect(pixels[5, 5][3] == 255 && pixels[35, 5][3] == 255 && pixels[65, 5][3] == 255)
        #expect(pixels[95, 5][3] == 0 && pixels[20, 5][3] == 0)
    }

    @Test("a rotation instance transform turns copies about the layer's centre")
    func rotationAboutCentre() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.addSublayer(solidLayer(CGRect(x: 45, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let pixels = renderPixels(replicator, width: 100, height: 100)
        for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] { #expect(pixels[x, y][3] == 255, "copy at \(x), \(y)") }
        #expect(pixels[50, 50][3] == 0)
    }

    @Test("instance colour and offsets tint successive copies")
    func tints() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.instanceBlueOffset = 0.5
        replicator.instanceRedOffset = -0.5
        let pixels = renderPixels(replicator, width: 60, height: 10)
        #expect(pixels[5, 5] == [255, 0, 0, 255])
        #expect(pixels[25, 5] == [128, 0, 128, 255])
        #expect(pixels[45, 5] == [0, 0, 255, 255])
    }

    @Test("preservesDepth draws copies back to front by depth instead of by index")
    func depthOrder() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, -10)
        #expect(replicator.drawingOrder().order == [0, 1, 2])
        replicator.preservesDepth = true
        #expect(replicator.drawingOrder().order == [2, 1, 0])
    }

    @Test("an instance count of zero draws no sublayers")
    func zeroCount() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 0
        #expect(renderPixels(replicator, width: 20, height: 20)[5, 5][3] == 0)
    }
}

@Suite("CATransformLayer")
@MainActor
struct CATransformLayerTests {
    @Test("it never draws its own background or border")
    func noOwnContent() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let transform = CATransformLayer()
        transform.frame = root.frame
        transform.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        transform.borderWidth = 5
        transform.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10)))
        root.addSublayer(transform)
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[2, 2][3] == 0)
        #expect(pixels[15, 15] == [255, 255, 255, 255])
    }

    @Test("sublayers are drawn back to front by depth, not by order")
    func depthSort() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let transform = CATransformLayer()
        transform.frame = root.frame
        let near = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        near.transform = CATransform3DMakeTranslation(0, 0, 10)
        let far = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        transform.addSublayer(near)
        transform.addSublayer(far)
        root.addSublayer(transform)
        #expect(renderPixels(root, width: 40, height: 40)[20, 20] == [255, 0, 0, 255])
    }

    @Test("a turned transform layer turns its sublayers in 3D under the ancestor's perspective")
    func threeD() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        cube.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        cube.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(cube)
        let pixels = renderPixels(root, width: 200, height: 200)
        let heights = [60, 140].map { x in (0..<200).filter { pixels[x, $0][3] > 128 }.count }
        #expect(abs(heights[0] - heights[1]) > 10)
    }

    @Test("hit testing finds sublayers but never the transform layer itself")
    func hitTesting() {
        let transform = CATransformLayer()
        transform.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        transform.addSublayer(child)
        #expect(transform.hitTest(CGPoint(x: 5, y: 5)) === child)
        #expect(transform.hitTest(CGPoint(x: 50, y: 50)) == nil)
    }
}
