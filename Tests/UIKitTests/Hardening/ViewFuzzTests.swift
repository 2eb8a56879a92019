import CasementDebugging
import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitCore

extension SplitMix64 {
    fileprivate mutating func number() -> CGFloat { pick([.nan, .infinity, -.infinity, 1e300, -1e300, 0, -1, 1, 5e-324, 7.5, 100, 1e9]) }
    fileprivate mutating func rect() -> CGRect { CGRect(x: number(), y: number(), width: number(), height: number()) }
}

@MainActor
@Suite("View geometry fuzzing")
struct ViewFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_CASES"].flatMap(Int.init).map { max($0 / 10, 1) } ?? 300

    @Test("views given hostile frames, bounds, centres, transforms and alpha lay out, draw, hit-test, dump and snapshot")
    func hostileViews() async {
        // Every case provokes messages on purpose; written, they would bury everyone else's.
        await Diagnostics.quietly { await runCases() }
    }

    private func runCases() async {
        var random = SplitMix64(seed: ProcessInfo.processInfo.environment["CASEMENT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x51DE)
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        window.makeKeyAndVisible()
        app.runTurn()
        for index in 0..<Self.cases {
            // Other tests (and the inspector's answers) share the main actor.
            if index % 10 == 9 { await Task.yield() }
            var views: [UIView] = [window]
            for _ in 0..<(1 + random.below(4)) {
                let view = random.below(4) == 0 ? UILabel() : UIView()
                (view as? UILabel)?.text = ["", "Hi", String(repeating: "x", count: 300)][random.below(3)]
                view.backgroundColor = .red
                views[random.below(views.count)].addSubview(view)
                views.append(view)
            }
            for _ in 0..<(1 + random.below(5)) {
                let view = views[1 + random.below(views.count - 1)]
                switch random.below(7) {
                case 0: view.frame = random.rect()
                case 1: view.bounds = random.rect()
                case 2: view.center = CGPoint(x: random.number(), y: random.number())
                case 3: view.transform = CGAffineTransform(a: random.number(), b: random.number(), c: random.number(), d: random.number(), tx: random.number(), ty: random.number())
                case 4: view.alpha = random.number()
                case 5: view.layer.cornerRadius = random.number(); view.clipsToBounds = true
                default: view.autoresizingMask = [.flexibleWidth, .flexibleHeight]; window.bounds.size.width = 64 + CGFloat(random.below(3))
                }
            }
            app.runTurn()
            _ = window.hitTest(CGPoint(x: random.number(), y: random.number()), with: nil)
            _ = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
            if index % 10 == 0 {
                let snapshot = HierarchySnapshot()
                _ = snapshot.text(includingLayers: true)
                _ = try? snapshot.jsonData()
            }
            for view in views.dropFirst() { view.removeFromSuperview() }
        }
        #expect(window.subviews.isEmpty)
    }
}
