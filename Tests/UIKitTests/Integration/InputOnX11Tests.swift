import CoreFoundation
import Platform
import PlatformX11
import Testing
import UIKit
import UIKitCore

/// Input through a real X server: XTest presses, drags and keys reach views, recognizers and
/// the first responder as UIKit delivers them.
@Suite("Input on X11", .serialized)
@MainActor
struct InputOnX11Tests {
    /// A private Xvfb with an app whose shown 200×150 window sits at (50, 40) on the screen.
    @MainActor
    private struct Rig {
        let server: PrivateXServer
        let platform: X11Platform
        let window: UIWindow

        init() throws {
            server = try PrivateXServer.xvfb()
            platform = try X11Platform(displayName: server.displayName)
            let session = PlatformSession.install(platform)
            session.startRunLoopObserver(CFRunLoopGetCurrent())
            window = UIWindow(frame: CGRect(x: 50, y: 40, width: 200, height: 150))
            window.makeKeyAndVisible()
            platform.runUntilIdle()
        }

        func stop() {
            PlatformSession.install(HeadlessPlatformForTests.make())
            platform.disconnect()
            server.stop()
        }

        /// Moves the pointer to `point` in the window's coordinates (screen scale 1 under Xvfb).
        func move(to point: CGPoint) throws {
            try platform.injectPointerMove(to: CGPoint(x: 50 + point.x, y: 40 + point.y))
        }
    }

    @Test("A click reaches the view hitTest names at that point, with the location in that view")
    func clickReachesHitView() throws {
        let rig = try Rig()
        defer { rig.stop() }
        let log = TouchLog()
        let back = TouchLoggingView("back", log: log, frame: rig.window.bounds)
        let front = TouchLoggingView("front", log: log, frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        rig.window.addSubview(back)
        rig.window.addSubview(front)
        let point = CGPoint(x: 40, y: 50)
        #expect(rig.window.hitTest(point, with: nil) === front)
        try rig.move(to: point)
        try rig.platform.injectButton(.primary, isDown: true)
        try rig.platform.injectButton(.primary, isDown: false)
        rig.platform.runUntilIdle { log.entries.count == 2 }
        #expect(log.entries == ["front.began(1)@20,20", "front.ended(1)@20,20"])
    }

    @Test("A drag drives a pan recognizer's translation")
    func dragDrivesPan() throws {
        let rig = try Rig()
        defer { rig.stop() }
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero
        pan.addTarget { (recognizer: UIPanGestureRecognizer) in
            states.append(recognizer.state)
            translation = recognizer.translation(in: rig.window)
        }
        rig.window.addGestureRecognizer(pan)
        try rig.move(to: CGPoint(x: 30, y: 30))
        try rig.platform.injectButton(.primary, isDown: true)
        rig.platform.runUntilIdle()
        for step in 1...6 {
            try rig.move(to: CGPoint(x: 30 + 10 * step, y: 30 + 5 * step))
            rig.platform.runUntilIdle()
        }
        try rig.platform.injectButton(.primary, isDown: false)
        rig.platform.runUntilIdle { states.last == .ended }
        #expect(states.first == .began && states.last == .ended)
        #expect(translation == CGPoint(x: 60, y: 30))
    }

    @Test("A key press reaches the first responder with the characters and the physical key")
    func keyReachesFirstResponder() throws {
        let rig = try Rig()
        defer { rig.stop() }
        let field = KeyTakingView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        rig.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        try rig.platform.injectKey(keysym: 0x61, isDown: true)
        try rig.platform.injectKey(keysym: 0x61, isDown: false)
        try rig.platform.injectKey(keysym: 0xFF08, isDown: true)
        try rig.platform.injectKey(keysym: 0xFF08, isDown: false)
        try rig.platform.injectKey(keysym: 0x62, isDown: true)
        try rig.platform.injectKey(keysym: 0x62, isDown: false)
        rig.platform.runUntilIdle { field.keys.count == 3 }
        #expect(field.keys == ["a 0x4", "\u{8} 0x2a", "b 0x5"])
        #expect(field.text == "b")
    }
}

/// A first responder that takes text and logs each key's characters and HID usage.
@MainActor
private final class KeyTakingView: UIView, UIKeyInput {
    var text = ""
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key { keys.append("\(key.characters) 0x\(String(key.keyCode.rawValue, radix: 16))") }
        super.pressesBegan(presses, with: event)
    }
}
