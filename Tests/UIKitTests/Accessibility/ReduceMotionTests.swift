import Foundation
import Synchronization
import Testing
import UIKit
import UIKitCore

@Suite("Reduce motion")
@MainActor
struct ReduceMotionTests {
    /// A configuration folder holding `settings.ini` under `gtk-3.0`, with `text`.
    private func configuration(gtk3 text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("gtk-3.0"), withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("gtk-3.0/settings.ini"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test("CASEMENT_REDUCE_MOTION asks for it or not, whatever GTK says")
    func environmentDecides() throws {
        let folder = try configuration(gtk3: "[Settings]\ngtk-enable-animations=false\n")
        #expect(AccessibilityState.desktopReducesMotion(environment: ["CASEMENT_REDUCE_MOTION": "1"]))
        #expect(!AccessibilityState.desktopReducesMotion(environment: ["CASEMENT_REDUCE_MOTION": "0", "XDG_CONFIG_HOME": folder]))
    }

    @Test("GTK's animations turned off reduce motion")
    func gtkAnimationsOff() throws {
        let folder = try configuration(gtk3: "[Settings]\ngtk-theme-name=Adwaita\ngtk-enable-animations = 0\n")
        #expect(AccessibilityState.desktopReducesMotion(environment: ["XDG_CONFIG_HOME": folder]))
    }

    @Test("GTK's animations on, or the key in another group, or no settings at all, leave motion as it is")
    func gtkAnimationsOnOrAbsent() throws {
        let on = try configuration(gtk3: "[Settings]\ngtk-enable-animations=true\n")
        let elsewhere = try configuration(gtk3: "[Other]\ngtk-enable-animations=false\n")
        #expect(!AccessibilityState.desktopReducesMotion(environment: ["XDG_CONFIG_HOME": on]))
        #expect(!AccessibilityState.desktopReducesMotion(environment: ["XDG_CONFIG_HOME": elsewhere]))
        #expect(!AccessibilityState.desktopReducesMotion(environment: ["XDG_CONFIG_HOME": "/nonexistent"]))
    }

    @Test("an unknown CASEMENT_REDUCE_MOTION leaves motion as it is")
    func unknownValue() {
        #expect(!AccessibilityState.desktopReducesMotion(environment: ["CASEMENT_REDUCE_MOTION": "maybe"]))
    }

    @Test("the app reads the setting, and a change posts the notification once")
    func changePostsNotification() {
        let app = TestApplication()
        app.kit.isReduceMotionEnabled = false
        let posts = Mutex(0)
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
            posts.withLock { $0 += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        app.kit.isReduceMotionEnabled = true
        app.kit.isReduceMotionEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(posts.withLock { $0 } == 1)
        app.kit.isReduceMotionEnabled = false
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(posts.withLock { $0 } == 2)
    }

    @Test("the setting is read on another thread")
    func readOffMain() {
        let app = TestApplication()
        app.kit.isReduceMotionEnabled = true
        let read = Mutex(false)
        onAnotherThread { read.withLock { $0 = UIAccessibility.isReduceMotionEnabled } }
        #expect(read.withLock { $0 })
        app.kit.isReduceMotionEnabled = false
    }
}
