import Foundation
import CoreGraphics
import GalleryPages
import Testing
import UIKitCore
import UIKitTesting

/// The Gallery in scene form on the in-memory display: its first window comes from its scene
/// delegate, Ctrl+N opens another window (scene), Ctrl+W closes one.
@MainActor
@Suite("Gallery scenes", .serialized)
struct GallerySceneTests {
    private func launched(startPage: String? = nil, stateDirectory: URL? = nil) throws -> (TestApp, GalleryAppDelegate) {
        let delegate = GalleryAppDelegate()
        delegate.startPage = startPage
        let app = try TestApp(delegate: delegate, stateDirectory: stateDirectory)
        try app.waitForIdle()
        return (app, delegate)
    }

    private func hosts(in app: TestApp) -> [GalleryHost] {
        app.application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first?.subviews.first as? GalleryHost }
    }

    @Test func theFirstWindowComesFromTheScenesDelegateOnTheStartPage() throws {
        let (app, delegate) = try launched(startPage: "gestures")
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is GallerySceneDelegate)
        #expect(scene.title == "Casement Gallery" && scene.windows.first?.title == "Casement Gallery")
        let host = try #require(hosts(in: app).first)
        #expect(host.pages[host.current].name == "gestures")
        #expect(delegate.failure == nil)
    }

    @Test func controlNOpensAnotherWindowOnTheFirstPage() throws {
        let (app, _) = try launched(startPage: "gestures")
        app.otherElements["gallery"].typeKey("n", modifierFlags: .control)
        try app.waitForIdle()
        #expect(app.application.connectedScenes.count == 2)
        let hosts = hosts(in: app)
        #expect(hosts.count == 2)
        let gestures = try #require(hosts[0].pages.firstIndex { $0.name == "gestures" })
        #expect(Set(hosts.map(\.current)) == [0, gestures])
        #expect(hosts[0].window !== hosts[1].window)
        // Each window has its own layer trees: a layer shows in one window only.
        if case .layers(let first) = hosts[0].pages[1].content, case .layers(let second) = hosts[1].pages[1].content {
            #expect(first !== second)
        } else {
            Issue.record("the second page is not a layer tree")
        }
    }

    @Test func controlWClosesTheWindowsScene() throws {
        let (app, _) = try launched()
        app.otherElements["gallery"].typeKey("n", modifierFlags: .control)
        try app.waitForIdle()
        let windows = hosts(in: app).compactMap(\.window)
        app.otherElements.matching(identifier: "gallery").element(boundBy: 1).typeKey("w", modifierFlags: .control)
        try app.waitForIdle()
        #expect(app.application.connectedScenes.count == 1)
        #expect(windows.filter(\.isHidden).count == 1)
        #expect(app.terminations.isEmpty)
    }

    @Test func aRelaunchReopensEachWindowOnItsPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, _) = try launched(startPage: "controls", stateDirectory: folder)
        first.otherElements["gallery"].typeKey("n", modifierFlags: .control)
        try first.waitForIdle()
        first.quit()
        let (second, _) = try launched(stateDirectory: folder)
        #expect(Set(hosts(in: second).map { $0.pages[$0.current].name }) == ["controls", "drawing-page"])
    }
}
