public import Foundation
import QuartzCore

/// What one frame of one window cost: the layers laid out and drawn, how its cached subtrees
/// fared, the time composing it took, and the pixels presented (from the compositor's frame report).
public struct FrameCounters: Sendable, Equatable, CustomStringConvertible {
    /// The window's system id (the X window id).
    public var windowSystemID: UInt64
    /// The window's system id in hexadecimal, as the hierarchy snapshot writes it.
    public var window: String { "0x" + String(windowSystemID, radix: 16) }
    /// The media time of the frame, in seconds.
    public var time: Double
    /// Layers laid out for the frame (a view's `layoutSubviews` is one).
    public var layoutPasses: Int
    /// Layers drawn into their backing stores (a view's `draw(_:)` is one).
    public var redraws: Int
    /// The time spent laying out, drawing, compositing and presenting, in seconds of real time.
    public var compositeTime: Double
    /// The pixels presented to the screen.
    public var presentedPixels: Int
    /// Subtrees drawn from bitmaps kept from earlier frames.
    public var cacheHits: Int
    /// Subtrees drawn into new bitmaps, kept for later frames.
    public var cacheMisses: Int
    /// Layers drawn through an offscreen group (group opacity, a mask, a shadow from its alpha).
    public var offscreenPasses: Int

    /// The counters of the frame the compositor reported, presenting `presentedPixels`.
    init(windowSystemID: UInt64, time: Double, report: FrameReport, presentedPixels: Int) {
        (self.windowSystemID, self.time, self.presentedPixels) = (windowSystemID, time, presentedPixels)
        (layoutPasses, redraws) = (report.layoutPasses, report.redraws)
        compositeTime = report.commitTime + report.animateTime + report.compositeTime
        (cacheHits, cacheMisses, offscreenPasses) = (report.cacheHits, report.cacheMisses, report.offscreenPasses)
    }

    /// The counters on one line, for logs.
    public var description: String {
        String(
            format: "frame at %.3f s in %@: %d layouts, %d redraws, %d cache hits, %d misses, %d offscreen, %.3f ms, %d pixels presented",
            time, window, layoutPasses, redraws, cacheHits, cacheMisses, offscreenPasses, compositeTime * 1000, presentedPixels)
    }
}

/// Keeps the counters of the last frames (`CASEMENT_FRAME_COUNTERS=1` prints each) and the
/// frame times the frame-rate overlay measures. Recording costs a store in a ring, as it runs
/// every frame.
@MainActor
package final class FrameCounterLog {
    private let printsFrames = ProcessInfo.processInfo.environment["CASEMENT_FRAME_COUNTERS"] == "1"
    private static let limit = 240
    private var ring: [FrameCounters] = []
    private var next = 0

    /// The last 240 frames' counters, oldest first.
    package var frames: [FrameCounters] {
        ring.count < Self.limit ? ring : Array(ring[next...] + ring[..<next])
    }

    func record(_ counters: FrameCounters) {
        if ring.count < Self.limit {
            ring.append(counters)
        } else {
            ring[next] = counters
            next = (next + 1) % Self.limit
        }
        if printsFrames { FileHandle.standardError.write(Data(("Casement frame: \(counters)\n").utf8)) }
    }

    /// Frames presented for the window `id` in the second of media time up to `now`, counting
    /// each instant once (so the overlay that shows the number, redrawn when it changes, does
    /// not count itself).
    func framesPerSecond(of id: UInt64, at now: Double) -> Int {
        Set(ring.filter { $0.windowSystemID == id && $0.presentedPixels > 0 && $0.time > now - 1 && $0.time <= now }.map(\.time)).count
    }
}
