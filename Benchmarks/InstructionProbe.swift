import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The two hottest paths, run once each for `scripts/instruction-check`, which counts the
/// instructions executed inside ``renderScene(_:)`` and ``hitTests(_:points:)`` under callgrind
/// and compares them with the committed counts: a deterministic check, unlike wall time.
@MainActor
enum InstructionProbe {
    /// Runs the probe named by `--probe NAME` (`render` or `hit`; `damage`, P3's frame, `text`,
    /// P7's redraw, `firsttext`, its first frame, and `rawtext` and `rawfirsttext`, their
    /// baselines, for profiling); false when none was asked for.
    static func runIfAsked() -> Bool {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--probe"), index + 1 < arguments.count else { return false }
        switch arguments[index + 1] {
        case "render":
            let (_, compositor, target) = LayerScene.warmed()
            // The counts are the frame's work on one thread: callgrind counts only the thread
            // inside the probe, and a band painted elsewhere would leave its work out.
            compositor.paintsBandsInParallel = false
            renderScene(compositor, target: target)
        case "damage":
            // P3's frame: one card of the warm scene moves 5 points (for profiling; not checked).
            let (scene, compositor, target) = LayerScene.warmed()
            for _ in 0..<10 { damageFrame(scene, compositor: compositor, target: target) }
        case "text":
            // P7's redraw: 1000 labels recoloured and drawn again (for profiling; not checked).
            let tree = TextBenchmark.makeTree(round: 0)
            let target = SceneTarget()
            let compositor = LayerCompositor(rootLayer: tree.layer)
            compositor.paintsBandsInParallel = false
            _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
            let labels = tree.subviews.compactMap { $0 as? UILabel }
            for round in 0..<4 { textRedraw(labels, dark: round % 2 == 0, compositor: compositor, target: target) }
        case "firsttext":
            // P7's first frame: 1000 new labels laid out, drawn and composited (for profiling).
            let target = SceneTarget()
            let trees = (0..<3).map { TextBenchmark.makeTree(round: $0) }
            for tree in trees { firstTextFrame(tree, target: target) }
        case "rawfirsttext":
            // P7's first-frame baseline: raw Pango laying out and drawing new strings (for profiling).
            let raw = RawSurface(width: 1920, height: 1080)
            for round in 0..<3 { rawFirstTextFrame(round: round + 100, raw: raw) }
        case "rawtext":
            // P7's baseline redraw: raw Pango drawing the kept layouts again (for profiling).
            let raw = RawSurface(width: 1920, height: 1080)
            let layouts = RawText.layouts((0..<TextBenchmark.count).map { TextBenchmark.text($0, round: 0) })
            for round in 0..<4 { rawTextRedraw(layouts, gray: round % 2 == 0 ? 0.33 : 0, raw: raw) }
            RawText.free(layouts)
        case "hit":
            let (root, _) = HitTestBenchmark.balanced()
            var generator = SplitMix(state: 24)
            let points = (0..<1000).map { _ in CGPoint(x: CGFloat(generator.next() % 1000), y: CGFloat(generator.next() % 1000)) }
            _ = root.hitTest(points[0], with: nil)
            hitTests(root, points: points)
        default:
            FileHandle.standardError.write(Data("unknown probe \(arguments[index + 1]); use render, hit, damage, text, rawtext, firsttext or rawfirsttext\n".utf8))
        }
        return true
    }

    /// One full repaint of the warm P2 scene.
    @inline(never)
    static func renderScene(_ compositor: LayerCompositor, target: SceneTarget) {
        compositor.setNeedsFullRepaint()
        _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
    }

    /// One card moved and the frame that shows it.
    @inline(never)
    static func damageFrame(_ scene: LayerScene, compositor: LayerCompositor, target: SceneTarget) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.cards[500].position.x += 5
        CATransaction.commit()
        _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
    }

    /// The labels recoloured and the frame that shows them.
    @inline(never)
    static func textRedraw(_ labels: [UILabel], dark: Bool, compositor: LayerCompositor, target: SceneTarget) {
        for label in labels { label.textColor = dark ? .darkGray : .black }
        _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
    }

    /// A new tree's first frame.
    @inline(never)
    static func firstTextFrame(_ tree: UIView, target: SceneTarget) {
        _ = LayerCompositor(rootLayer: tree.layer).renderFrame(in: target.context, surfaceBounds: target.bounds)
    }

    /// Raw Pango laying out new strings and drawing them.
    @inline(never)
    static func rawFirstTextFrame(round: Int, raw: RawSurface) {
        let layouts = RawText.layouts((0..<TextBenchmark.count).map { TextBenchmark.text($0, round: round) })
        RawText.draw(layouts, in: raw.cairo, gray: 0)
        RawText.free(layouts)
    }

    /// Raw Pango's kept layouts drawn again.
    @inline(never)
    static func rawTextRedraw(_ layouts: [OpaquePointer], gray: Double, raw: RawSurface) {
        RawText.draw(layouts, in: raw.cairo, gray: gray)
    }

    /// A thousand hit tests in the balanced P5 tree.
    @inline(never)
    static func hitTests(_ root: UIView, points: [CGPoint]) {
        var hits = 0
        for point in points where root.hitTest(point, with: nil) != nil { hits += 1 }
        if hits < 0 { say("") }
    }

    /// Fixed pseudo-random points, the same on every run.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
