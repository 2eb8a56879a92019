import CoreGraphics
import Foundation
import PlatformHeadless
import QuartzCore
import Testing
import UIKit
import UIKitCore

/// Holds its display link, as apps do: a cycle that only invalidate() breaks.
@MainActor
private final class Ticker {
    var link: CADisplayLink?
    var ticks = 0
    let ballast = [UInt8](repeating: 0, count: 32 * 1024)

    func step(_ link: CADisplayLink) { ticks += 1 }
}

@MainActor
@Suite("Long runs leave nothing alive")
struct LeakTests {
    @Test("ten thousand views added to a shown window and removed are all freed")
    func viewsAreFreed() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        app.runTurn()
        var freed: [() -> Bool] = []
        for index in 0..<10_000 {
            let view = UIView(frame: CGRect(x: index % 100, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            window.addSubview(view)
            if index % 500 == 0 { app.runTurn() }
            view.removeFromSuperview()
            weak let weakView = view
            freed.append { weakView == nil }
        }
        app.runTurn()
        #expect(freed.allSatisfy { $0() })
        #expect(window.subviews.isEmpty)
    }

    @Test("a thousand windows shown and closed are all freed, and the session forgets them")
    func windowsAreFreed() {
        let app = TestApplication()
        var freed: [() -> Bool] = []
        for _ in 0..<1_000 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.makeKeyAndVisible()
            app.runTurn()
            window.isHidden = true
            weak let weakWindow = window
            freed.append { weakWindow == nil }
        }
        app.runTurn()
        #expect(freed.allSatisfy { $0() })
        #expect(app.application.windows.isEmpty)
    }

    @Test("ten thousand display links invalidated release their targets")
    func displayLinksReleaseTargets() {
        let app = TestApplication()
        var freed: [() -> Bool] = []
        for _ in 0..<10_000 {
            let ticker = Ticker()
            ticker.link = CADisplayLink(target: ticker, selector: Ticker.step)
            ticker.link?.add(to: .main, forMode: .common)
            ticker.link?.invalidate()
            weak let weakTicker = ticker
            freed.append { weakTicker == nil }
        }
        app.runTurn()
        #expect(freed.allSatisfy { $0() })
        #expect(!app.session.hasActiveDisplayLink)
    }

    @Test("an invalidated display link cannot be added again")
    func invalidatedLinkStaysInvalid() {
        let app = TestApplication()
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        app.clock.advance(by: 0.1)
        #expect(ticks == 0)
        #expect(Diagnostics.hasReported("the link was invalidated; make a new one"))
    }

    @Test("a headless window keeps the damage of its recent presents only")
    func boundedPresentRecord() throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        let headless = try #require(app.platformWindow(of: window))
        let before = headless.presentCount
        for index in 0..<200 {
            view.backgroundColor = index % 2 == 0 ? .red : .blue
            app.runTurn()
        }
        #expect(headless.presentCount == before + 200)
        #expect(headless.presentedDamage.count == HeadlessWindow.recordedPresents)
        #expect(headless.presentedDamage.last == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
