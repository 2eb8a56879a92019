import CoreGraphics
import Foundation

// Parallel compositing: a large repaint is split into two bands of device rows. The compositor
// walks the tree for the lower band first, recording what it draws (a Cairo recording: the walk,
// the layers and every Swift object stay on this thread), hands the recording to its band queue,
// which rasterizes it into the band's rows, and meanwhile draws the upper band itself. The two
// sides write disjoint rows through separate Cairo surfaces. The split follows how long each side
// took in the last split frame, so both finish together; whether to split at all follows what
// split and unsplit large repaints of this tree cost.

extension LayerCompositor {
    /// A band being painted on the band queue.
    struct Band {
        let painting: BandPainting
        let done: DispatchSemaphore
        /// What the drawing thread paints itself, in root coordinates.
        let remainder: [CGRect]
        /// Device pixels of the band, and of the whole repaint.
        let pixels: Int
        let totalPixels: Int
        let share: Double
        /// When recording began and when the band was handed over.
        let recordingStarted: UInt64
        let started: UInt64
    }

    /// How a repaint is painted.
    enum Split {
        /// On this thread: too small, or the context cannot hand bands over.
        case notSplittable
        /// On this thread, though it could be split (`pixels` device pixels): its cost is noted.
        case whole(pixels: Int)
        /// Split: a band is being painted elsewhere.
        case split(Band)
    }

    /// Records the lower band of `region` and starts painting it on the band queue, when the
    /// repaint is large, the context can hand bands over, splitting has been the cheaper way, and
    /// the band's drawing does not need the destination's pixels.
    func startPaintingBand(of region: [CGRect], in context: CGContext, tally: RenderTally) -> Split {
        // Most frames repaint a few small rectangles: their size is checked first.
        let toDevice = context.userSpaceToDeviceSpaceTransform
        var repainted: CGFloat = 0
        for rect in region { repainted += rect.width * rect.height }
        guard repainted * abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c) >= CGFloat(parallelPixelThreshold),
            context.canPaintBandsElsewhere
        else { return .notSplittable }
        var device: [CGRect] = []
        var pixels = 0
        for rect in region {
            let mapped = rect.applying(toDevice)
            // Bands meet on a row boundary; a rectangle between pixels would be painted twice there.
            guard mapped == mapped.integral else { return .notSplittable }
            device.append(mapped)
            pixels += Int(mapped.width) * Int(mapped.height)
        }
        guard pixels >= parallelPixelThreshold else { return .notSplittable }
        guard splitsNextLargeRepaint() else { return .whole(pixels: pixels) }
        // A tree this frame walked that is mostly text (a first frame of labels) is painted here
        // without recording a band to learn so (see below).
        if walked.layers >= 64, walked.text * 4 >= walked.layers * 3 { return paintsMostlyTextHere(pixels: pixels) }
        let share = min(max(bandShare, 0.1), 0.9)
        let split = Self.row(splitting: device, share: share)
        let lower = device.compactMap { Self.rows(of: $0, from: split, to: .infinity) }
        let upper = device.compactMap { Self.rows(of: $0, from: -.infinity, to: split) }
        let bandRows = lower.reduce(CGRect.null) { $0.union($1) }
        guard !lower.isEmpty, !upper.isEmpty, bandRows.minY >= 0, Int(bandRows.maxY) <= context.height else { return .whole(pixels: pixels) }
        let toUser = toDevice.inverted()
        let started = DispatchTime.now().uptimeNanoseconds
        guard let recording = context.makeBandRecording() else { return .whole(pixels: pixels) }
        let area = lower.map { $0.applying(toUser) }
        recording.clip(to: area)
        // The band's outcomes count only if the band is painted from this recording.
        let bandTally = RenderTally()
        let renderer = LayerRenderer(visibleArea: area, rasterCache: rasterCache, frameTime: frameTime, tally: bandTally)
        renderer.render(rootLayer, in: recording)
        if let overlayLayer { renderer.render(overlayLayer, in: recording) }
        guard !recording.recordingMissedDrawing,
            let painting = BandPainting(recording: recording, into: context, rects: lower, rows: Int(bandRows.minY)..<Int(bandRows.maxY))
        else { return .whole(pixels: pixels) }
        // Cairo holds a font's lock while it composites the font's glyphs, so two threads drawing
        // mostly text take turns at it, and the split costs its recording and the handovers
        // (P7's first frame: 14 ms split, 11 ms on one thread). Such a band is painted here;
        // splitting is tried again once this is 30 large repaints old.
        let (text, operations) = (recording.textRunsDrawn, max(recording.operationsDrawn, recording.textRunsDrawn))
        if text >= 64, text * 4 >= operations * 3 { return paintsMostlyTextHere(pixels: pixels) }
        tally.add(bandTally)
        let recorded = DispatchTime.now().uptimeNanoseconds
        let done = DispatchSemaphore(value: 0)
        bandQueue.async {
            painting.paint()
            done.signal()
        }
        return .split(Band(
            painting: painting, done: done, remainder: upper.map { $0.applying(toUser) },
            pixels: lower.reduce(0) { $0 + Int($1.width) * Int($1.height) }, totalPixels: pixels, share: share,
            recordingStarted: started, started: recorded))
    }

    /// Paints a repaint of mostly text on this thread, and counts splitting as the dearer way
    /// until it is retried.
    private func paintsMostlyTextHere(pixels: Int) -> Split {
        largeRepaintCost.split = (.infinity, largeRepaints)
        return .whole(pixels: pixels)
    }

    /// Whether the next large repaint is split: split first, then each way in turn while the
    /// first costs come in (a tree's first frame costs more than the next), then splitting while
    /// its last repaint cost at least a tenth less than the last unsplit one (one noisy frame
    /// should not flip the choice, and a second core busy for little is not worth it), measuring
    /// the other way again once its cost is 30 repaints old.
    private func splitsNextLargeRepaint() -> Bool {
        largeRepaints += 1
        guard let split = largeRepaintCost.split else { return true }
        guard let whole = largeRepaintCost.whole else { return false }
        if largeRepaints <= 3 || largeRepaints - min(split.repaint, whole.repaint) >= 30 { return split.repaint < whole.repaint }
        return split.seconds <= 0.9 * whole.seconds
    }

    /// Notes what a large repaint painted on this thread cost.
    func noteWholeRepaint(pixels: Int, seconds: Double) {
        largeRepaintCost.whole = (seconds / Double(max(pixels, 1)), largeRepaints)
    }

    /// Waits for the band (the drawing thread has painted the rest), releases its recording,
    /// balances the next split, and returns the pixels painted elsewhere.
    func finish(_ band: Band, in context: CGContext) -> Int {
        let drawn = DispatchTime.now().uptimeNanoseconds
        band.done.wait()
        band.painting.finish(in: context)
        // Per unit of share: what drawing directly cost here and what painting cost there. The
        // band is painted after it is recorded, while the rest is drawn here: the next split gives
        // each side the share that makes them end together.
        let direct = Double(drawn - band.started) / 1e9 / (1 - band.share)
        let painting = band.painting.paintingTime / band.share
        let balanced = direct / (direct + painting)
        if balanced.isFinite, balanced > 0 {
            bandShare = min(max((bandShare + balanced) / 2, 0.2), 0.85)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - band.recordingStarted) / 1e9
        largeRepaintCost.split = (seconds / Double(max(band.totalPixels, 1)), largeRepaints)
        return band.pixels
    }

    /// The device row that leaves about `share` of the pixels of `rects` below it.
    nonisolated static func row(splitting rects: [CGRect], share: Double) -> CGFloat {
        let total = rects.reduce(0.0) { $0 + Double($1.width * $1.height) }
        func below(_ row: CGFloat) -> Double {
            rects.reduce(0.0) { $0 + Double($1.width * max(0, $1.maxY - max($1.minY, row))) }
        }
        var low = rects.map(\.minY).min() ?? 0, high = rects.map(\.maxY).max() ?? 0
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if below(middle) > share * total { low = middle } else { high = middle }
        }
        return high
    }

    /// The part of `rect` between two rows, or `nil` when it has none.
    nonisolated static func rows(of rect: CGRect, from top: CGFloat, to bottom: CGFloat) -> CGRect? {
        let minY = max(rect.minY, top), maxY = min(rect.maxY, bottom)
        guard maxY > minY else { return nil }
        return CGRect(x: rect.minX, y: minY, width: rect.width, height: maxY - minY)
    }
}
