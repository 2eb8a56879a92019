internal import CCairo
import CoreGraphics
import Foundation
import PlatformX11
import QuartzCore
import UIKitCore

/// P4: K of 1000 cards move at 60 Hz, K chosen so that the baseline's p95 frame takes about half
/// of the 16.7 ms budget on this machine. The framework runs UIView animations in a UIKit window
/// and renders, presents and paces its frames itself; the baseline moves the same card bitmaps in
/// a raw loop, repainting and presenting the same damage. Both are paced by the same 60 Hz
/// deadline loop, so a frame that ends after its deadline is a hitch. The two sides run in
/// alternating rounds of one second, each moving its cards a third of the way, so both see the
/// machine in the same state.
@MainActor
enum ViewAnimationBenchmark {
    static let size = CGSize(width: 1280, height: 720)
    nonisolated static let frames = 180
    static let rounds = 3
    static let distance: CGFloat = 200

    struct Run {
        var frameTimes: [Duration] = []
        var hitch: Double = 0

        /// Late time, in milliseconds per second of frames.
        var hitchRatio: Double { hitch * 1000 / (Double(frameTimes.count) / 60) }
        var p50: Duration { median(frameTimes) }
        var p95: Duration { percentile(frameTimes, 95) }

        mutating func append(_ other: Run) {
            frameTimes += other.frameTimes
            hitch += other.hitch
        }
    }

    /// Both sides' runs: calibrated, then measured in alternating rounds.
    static func run(on platform: X11Platform, displayName: String) -> (moving: Int, framework: Run, baseline: Run)? {
        guard let raw = RawCardLoop(displayName: displayName) else { return nil }
        let moving = calibrate(raw)
        raw.reset()
        let framework = FrameworkCardWindow(platform: platform)
        defer { framework.close() }
        var result = (moving: moving, framework: Run(), baseline: Run())
        let roundFrames = frames / rounds
        let step = distance / CGFloat(rounds)
        for _ in 0..<rounds {
            result.framework.append(framework.round(moving: moving, frames: roundFrames, step: step))
            result.baseline.append(raw.round(moving: moving, frames: roundFrames, step: step))
        }
        return result
    }

    /// The number of moving cards whose raw frames take about half the budget at the 95th percentile.
    static func calibrate(_ raw: RawCardLoop) -> Int {
        var moving = 100
        for _ in 0..<4 {
            raw.reset()
            let trial = raw.round(moving: moving, frames: 30, step: distance / CGFloat(rounds))
            let p95 = seconds(trial.p95)
            let target = 0.5 / 60
            guard abs(p95 - target) > target * 0.15 else { break }
            moving = min(max(Int(Double(moving) * target / max(p95, 1e-6)), 5), 1000)
        }
        return moving
    }

    static func frame(of index: Int) -> CGRect {
        let x = CGFloat((index * 137) % Int(size.width - 130 - distance))
        let y = CGFloat((index * 89) % Int(size.height - 80))
        return CGRect(x: x, y: y, width: 120, height: 72)
    }

    /// A shown UIKit window of 1000 card views, as the P2 scene's cards.
    static func makeCardWindow() -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        var cards: [UIView] = []
        for index in 0..<1000 {
            let card = UIView(frame: frame(of: index))
            card.backgroundColor = UIColor(red: 0.3 + 0.4 * CGFloat(index % 7) / 7, green: 0.5, blue: 0.8, alpha: 1)
            card.layer.cornerRadius = 10
            card.layer.borderWidth = 1
            card.layer.borderColor = CGColor(gray: 0.2, alpha: 1)
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            let label = CATextLayer()
            (label.string, label.fontSize, label.foregroundColor) = ("Label \(index)", 14, CGColor(gray: 0, alpha: 1))
            label.frame = CGRect(x: 10, y: 26, width: 100, height: 20)
            card.layer.addSublayer(label)
            window.addSubview(card)
            cards.append(card)
        }
        window.makeKeyAndVisible()
        return (window, cards)
    }

    /// Runs `frame` once per 60 Hz deadline, `count` times, timing each and adding
    /// up how far each ends past the next deadline.
    static func paced(_ count: Int, _ frame: () -> Void) -> Run {
        var run = Run()
        let period = 1.0 / 60
        var deadline = CACurrentMediaTime()
        for _ in 0..<count {
            let wait = deadline - CACurrentMediaTime()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
            run.frameTimes.append(time(frame))
            let end = CACurrentMediaTime()
            deadline += period
            if end > deadline { run.hitch += end - deadline }
            // A late frame makes the next start late too; the loop waits for the next deadline after it.
            while deadline < end { deadline += period }
        }
        return run
    }
}

/// The framework side: a UIKit window of card views, whose first cards each round animates by
/// one block.
@MainActor
final class FrameworkCardWindow {
    private let session: PlatformSession
    private let window: UIWindow
    private let cards: [UIView]

    init(platform: X11Platform) {
        session = PlatformSession.install(platform)
        (window, cards) = ViewAnimationBenchmark.makeCardWindow()
        platform.synchronize()
        // Warm: full frames draw every card and fill the caches, a few dozen bitmaps a frame.
        for _ in 0..<30 {
            window.setNeedsFullRepaint()
            session.updateScreens()
        }
    }

    /// Moves the first `moving` cards by `step` points in one animation block over `frames`
    /// frames, timing each frame.
    func round(moving: Int, frames: Int, step: CGFloat) -> ViewAnimationBenchmark.Run {
        UIView.animate(withDuration: Double(frames) / 60, delay: 0, options: .curveLinear) {
            for card in self.cards.prefix(moving) { card.center.x += step }
        }
        return ViewAnimationBenchmark.paced(frames) { session.updateScreens() }
    }

    func close() {
        window.isHidden = true
        session.updateScreens()
    }
}

/// The baseline: the same cards as bitmaps, the moving ones redrawn where they were and are,
/// with everything under that damage, then the damage presented.
@MainActor
final class RawCardLoop {
    private let frames: [CGRect]
    private let bitmaps: [OpaquePointer]
    private let presenter: RawSharedMemoryPresenter
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private var positions: [CGPoint]

    init?(displayName: String) {
        let size = ViewAnimationBenchmark.size
        let frames = (0..<1000).map { ViewAnimationBenchmark.frame(of: $0) }
        let scene = RawLayerScene(frames: frames.map { (Double($0.minX), Double($0.minY)) }, labels: (0..<1000).map { "Label \($0)" })
        guard let presenter = RawSharedMemoryPresenter(displayName: displayName, x: Int(size.width), width: Int(size.width), height: Int(size.height))
        else { return nil }
        self.frames = frames
        bitmaps = scene.makeBitmaps()
        self.presenter = presenter
        surface = presenter.makeCairoSurface()
        cr = cairo_create(surface)!
        positions = frames.map { CGPoint(x: $0.minX, y: $0.minY) }
        reset()
    }

    isolated deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        for bitmap in bitmaps { cairo_surface_destroy(bitmap) }
        presenter.close()
    }

    /// Puts every card back where it started and presents the whole scene.
    func reset() {
        positions = frames.map { CGPoint(x: $0.minX, y: $0.minY) }
        draw(in: [CGRect(origin: .zero, size: ViewAnimationBenchmark.size)])
        presenter.presentShared()
    }

    /// Moves the first `moving` cards by `step` points over `frames` frames, timing each frame.
    func round(moving: Int, frames count: Int, step: CGFloat) -> ViewAnimationBenchmark.Run {
        let starts = positions.prefix(moving).map(\.x)
        let start = CACurrentMediaTime()
        return ViewAnimationBenchmark.paced(count) {
            let progress = min((CACurrentMediaTime() - start) / (Double(count) / 60), 1)
            var damage: [CGRect] = []
            for index in 0..<moving {
                let old = CGRect(x: positions[index].x - 12, y: positions[index].y - 12, width: 144, height: 99)
                positions[index].x = starts[index] + step * progress
                let new = CGRect(x: positions[index].x - 12, y: positions[index].y - 12, width: 144, height: 99)
                damage.append(old.union(new).integral)
            }
            draw(in: damage)
            presenter.presentShared(rects: damage.map { (Int($0.minX), Int($0.minY), Int($0.width), Int($0.height)) })
        }
    }

    private func draw(in rects: [CGRect]) {
        for rect in rects {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_set_source_rgb(cr, 0.95, 0.95, 0.95)
            cairo_paint(cr)
            for (index, position) in positions.enumerated() {
                let area = CGRect(x: position.x - 12, y: position.y - 12, width: 144, height: 99)
                guard area.intersects(rect) else { continue }
                cairo_set_source_surface(cr, bitmaps[index], area.minX, area.minY)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }
}
