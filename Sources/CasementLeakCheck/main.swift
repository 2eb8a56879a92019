// Runs the long loops that must not leak (views, windows, text, display links, animations) on
// the in-memory platform and reports the resident memory each leaves behind. scripts/leaks runs
// it, alone and under heaptrack; see BUILDING.md, "Leaks and soak".
import Foundation
import QuartzCore
import UIKit
import UIKitCore
import UIKitTesting

/// The process's resident set, in bytes, after giving freed heap pages back to the system.
func residentBytes() -> Int {
    if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
    }
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = Int(statm.split(separator: " ")[1])
    else { return 0 }
    return pages * Int(getpagesize())
}

/// Holds its display link, as apps do.
@MainActor
final class Ticker {
    var link: CADisplayLink?
    func step(_ link: CADisplayLink) {}
}

@MainActor
struct Scenario {
    let name: String
    let count: Int
    let body: (TestApp, UIWindow, Int) -> Void
}

@MainActor
func scenarios(scale: Double) -> [Scenario] {
    func n(_ count: Int) -> Int { max(Int(Double(count) * scale), 10) }
    let font = UIFont.systemFont(ofSize: 14)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
    return [
        Scenario(name: "add and remove a view", count: n(10_000)) { app, window, index in
            let view = UIView(frame: CGRect(x: index % 100, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            window.addSubview(view)
            if index % 100 == 0 { app.runTurn() }
            view.removeFromSuperview()
        },
        Scenario(name: "open and close a window", count: n(1_000)) { app, _, _ in
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            other.makeKeyAndVisible()
            app.runTurn()
            other.isHidden = true
        },
        Scenario(name: "measure text", count: n(100_000)) { _, _, index in
            _ = ("measure \(index % 1000)" as NSString).size(withAttributes: [.font: font])
        },
        Scenario(name: "change a shown label's text", count: n(30_000)) { app, window, index in
            if label.superview == nil { window.addSubview(label) }
            label.text = "label \(index)"
            app.runTurn()
        },
        Scenario(name: "create, add and invalidate a display link", count: n(10_000)) { _, _, _ in
            let ticker = Ticker()
            ticker.link = CADisplayLink(target: ticker, selector: Ticker.step)
            ticker.link?.add(to: .main, forMode: .common)
            ticker.link?.invalidate()
        },
        Scenario(name: "run a view animation to its end", count: n(2_000)) { app, window, _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            app.runTurn()
            UIView.animate(withDuration: 0.05) { view.alpha = 0.5 }
            app.runTurn()
            app.clock.advance(by: 0.1)
            view.removeFromSuperview()
        },
    ]
}

@MainActor
func main() throws -> Int32 {
    let arguments = CommandLine.arguments
    let scale = arguments.firstIndex(of: "--scale").flatMap { Double(arguments[$0 + 1]) } ?? 1
    let allowed = 1 << 20
    let app = try TestApp(display: .headless())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    app.runTurn()
    var failed = false
    for scenario in scenarios(scale: scale) {
        // A tenth of the run warms caches (fonts, glyphs, pools) before the measured run.
        for index in 0..<max(scenario.count / 10, 1) { scenario.body(app, window, index) }
        let before = residentBytes()
        for index in 0..<scenario.count { scenario.body(app, window, index) }
        app.runTurn()
        let grown = residentBytes() - before
        let ok = grown <= allowed
        failed = failed || !ok
        let name = scenario.name.padding(toLength: 44, withPad: " ", startingAt: 0)
        print(name + String(format: "%7d times: resident memory %+8.1f KB (allowed %d KB) ", scenario.count, Double(grown) / 1024, allowed / 1024)
            + (ok ? "PASS" : "FAIL"))
    }
    return failed ? 1 : 0
}

exit(MainActor.assumeIsolated { (try? main()) ?? 2 })
