import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// The renderer's state about a layer lives in its render record, which only drawn layers carry.
@Suite("Layer render records")
@MainActor
struct LayerRenderRecordTests {
    private func tree() -> (root: CALayer, child: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(child)
        return (root, child)
    }

    private func context() throws -> CGContext {
        try #require(CGContext(
            data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
    }

    @Test("layers that were built and changed but never drawn carry no render record")
    func modelLayersCarryNoRecord() {
        let (root, child) = tree()
        child.opacity = 0.5
        child.position = CGPoint(x: 8, y: 8)
        CATransaction.flush()
        #expect(root.renderRecord == nil && child.renderRecord == nil)
    }

    @Test("a compositor frame gives every layer it walks a record of what it drew")
    func compositedLayersGetRecords() throws {
        let (root, child) = tree()
        let compositor = LayerCompositor(rootLayer: root)
        compositor.renderFrame(in: try context(), surfaceBounds: root.bounds)
        let record = try #require(child.renderRecord)
        #expect(record.compositedChangeCount >= 0 && !record.subtreeChanged)
        #expect(record.compositedSubtreeRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("a change to a drawn layer marks its branch for the compositor's next walk")
    func changesMarkTheBranch() throws {
        let (root, child) = tree()
        let compositor = LayerCompositor(rootLayer: root)
        let context = try context()
        compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(child.renderRecord?.subtreeChanged == true && root.renderRecord?.subtreeChanged == true)
        let report = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        #expect(report.damage == [CGRect(x: 5, y: 5, width: 10, height: 10)])
    }
}
