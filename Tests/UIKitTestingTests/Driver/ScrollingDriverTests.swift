import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// A shown window with a 300×200 scroll view over 3000 points of rows, found by "list".
@MainActor
private struct ScrollScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))

    init() {
        scrollView.accessibilityIdentifier = "list"
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 300, height: 3000)
        for row in 0..<100 {
            let label = UILabel(frame: CGRect(x: 8, y: CGFloat(row) * 30, width: 280, height: 30))
            label.text = "Row \(row)"
            scrollView.addSubview(label)
        }
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
    }
}

@MainActor
@Suite("Driver scrolling")
struct ScrollingDriverTests {
    @Test("The wheel scrolls by the points asked for and the content stays there")
    func wheel() throws {
        let app = try TestApp()
        let screen = ScrollScreen()
        app.otherElements["list"].scroll(byDeltaX: 0, deltaY: 120)
        try app.waitForIdle()
        #expect(screen.scrollView.contentOffset.y == 120)
    }

    @Test("A drag that ends at rest leaves the content where it was dragged")
    func drag() throws {
        let app = try TestApp()
        let screen = ScrollScreen()
        app.otherElements["list"].drag(byX: 0, y: -90)
        try app.waitForIdle()
        // The pan takes its first 10 points to begin.
        #expect(abs(screen.scrollView.contentOffset.y - 80) <= 1)
        #expect(!screen.scrollView.isDragging)
    }

    @Test("A fling's action returns once the glide has ended: the idle wait waits for scrolling")
    func flingThenIdle() throws {
        let app = try TestApp()
        let screen = ScrollScreen()
        app.otherElements["list"].fling(velocity: CGVector(dx: 0, dy: -1500))
        #expect(!screen.scrollView.isDecelerating && screen.scrollView.contentOffset.y > 500)
        screen.scrollView.setContentOffset(.zero, animated: true)
        #expect(app.idleReport().busy.map(\.kind).contains(.scrolling))
        try app.waitForIdle()
        #expect(screen.scrollView.contentOffset.y == 0)
    }

    @Test("A touchpad scroll glides on, and Page Down pages")
    func touchpadAndPageKey() throws {
        let app = try TestApp()
        let screen = ScrollScreen()
        app.otherElements["list"].touchpadScroll(byDeltaX: 0, deltaY: 200)
        try app.waitForIdle()
        #expect(screen.scrollView.contentOffset.y > 300)
        let before = screen.scrollView.contentOffset.y
        app.otherElements["list"].pressPageKey()
        try app.waitForIdle()
        #expect(screen.scrollView.contentOffset.y == before + 180)
    }

    @Test("XTest's wheel clicks scroll a scroll view in a real window")
    func x11Wheel() throws {
        let app = try TestApp(display: .xvfb(width: 640, height: 480))
        let screen = ScrollScreen()
        try app.waitForIdle()
        app.otherElements["list"].scroll(byDeltaX: 0, deltaY: 50)
        try app.waitForIdle()
        #expect(screen.scrollView.contentOffset.y == 50)
    }

    @Test("An XTest drag scrolls a scroll view in a real window")
    func x11Drag() throws {
        let app = try TestApp(display: .xvfb(width: 640, height: 480))
        let screen = ScrollScreen()
        try app.waitForIdle()
        app.otherElements["list"].drag(byX: 0, y: -110)
        try app.waitForIdle()
        // The pan begins past 10 points, at the second of the drag's steps of about 6.
        #expect(abs(screen.scrollView.contentOffset.y - 98) <= 2)
    }
}
