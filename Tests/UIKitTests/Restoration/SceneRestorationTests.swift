import Foundation
import PlatformHeadless
import Testing
import UIKit
import UIKitCore
import UIKitTesting

/// A scene delegate that shows a document: its activity says which, and its window's title shows it.
@MainActor
final class DocumentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var document = "untitled"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        restorationLog.append("willConnect \(session.stateRestorationActivity?.title ?? "-")")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        window.makeKeyAndVisible()
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        restorationLog.append("asked \(document)")
        let activity = NSUserActivity(activityType: "com.example.viewing")
        activity.title = document
        activity.userInfo = ["document": document, "page": 4]
        return activity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        document = stateRestorationActivity.userInfo?["document"] as? String ?? "?"
        restorationLog.append("restore \(document) page \(stateRestorationActivity.userInfo?["page"] as? Int ?? 0)")
    }
}

@MainActor
@Suite("State restoration of scenes", .serialized)
struct SceneRestorationTests {
    private func launch(in directory: URL) throws -> TestApp {
        try TestApp(delegate: SceneRecordingAppDelegate(sceneDelegateClass: DocumentSceneDelegate.self), stateDirectory: directory)
    }

    private func documentDelegates(of app: TestApp) -> [DocumentSceneDelegate] {
        app.application.windows.compactMap { $0.windowScene?.delegate as? DocumentSceneDelegate }
    }

    @Test func openScenesReconnectWithTheirSessionsAndActivitiesAtTheNextLaunch() throws {
        let directory = temporaryStateDirectory()
        let first = try launch(in: directory)
        first.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        try first.waitForIdle()
        for (delegate, name) in zip(documentDelegates(of: first), ["notes.txt", "plan.txt"]) { delegate.document = name }
        let identifiers = first.application.windows.compactMap { $0.windowScene?.session.persistentIdentifier }
        restorationLog = []
        first.quit()
        #expect(Set(restorationLog) == ["asked notes.txt", "asked plan.txt"])
        restorationLog = []
        let second = try launch(in: directory)
        #expect(second.application.windows.compactMap { $0.windowScene?.session.persistentIdentifier } == identifiers)
        #expect(documentDelegates(of: second).map(\.document) == ["notes.txt", "plan.txt"])
        #expect(restorationLog == ["willConnect notes.txt", "restore notes.txt page 4", "willConnect plan.txt", "restore plan.txt page 4"])
    }

    @Test func aSceneGivesItsActivityWhenItGoesToTheBackground() throws {
        let directory = temporaryStateDirectory()
        let app = try launch(in: directory)
        let scene = try #require(app.application.connectedScenes.first)
        try #require(documentDelegates(of: app).first).document = "draft.txt"
        restorationLog = []
        try #require(app.windows.first?.platformWindow as? HeadlessWindow).minimize()
        try app.waitForIdle()
        #expect(scene.activationState == .background && app.application.applicationState == .background)
        #expect(restorationLog == ["asked draft.txt"])
        #expect(scene.session.stateRestorationActivity?.title == "draft.txt")
        #expect(FileManager.default.fileExists(atPath: stateFile(in: directory).path))
    }

    @Test func theSessionsUserInfoIsKeptAcrossLaunches() throws {
        let directory = temporaryStateDirectory()
        let first = try launch(in: directory)
        try #require(first.application.openSessions.first).userInfo = ["zoom": 2.0, "sidebar": true]
        first.quit()
        let second = try launch(in: directory)
        let userInfo = try #require(second.application.openSessions.first?.userInfo)
        #expect(userInfo["zoom"] as? Double == 2.0 && userInfo["sidebar"] as? Bool == true)
    }

    @Test func aSceneTheUserClosedIsNotReopened() throws {
        let directory = temporaryStateDirectory()
        let first = try launch(in: directory)
        first.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        try first.waitForIdle()
        let closed = try #require(first.application.windows.last)
        let closedSession = try #require(closed.windowScene?.session.persistentIdentifier)
        let closedID = try #require(closed.platformWindow?.id)
        (first.platform as? HeadlessPlatform)?.inject(.closeRequested(window: closedID))
        try first.waitForIdle()
        first.quit()
        let second = try launch(in: directory)
        #expect(second.application.openSessions.count == 1)
        #expect(second.application.openSessions.first?.persistentIdentifier != closedSession)
    }

    /// The frame the scene's window has at the next launch, after it was moved to `frame`.
    private func relaunchedFrame(after frame: CGRect) throws -> CGRect? {
        let directory = temporaryStateDirectory()
        let first = try launch(in: directory)
        try #require(first.windows.first).frame = frame
        first.quit()
        return try launch(in: directory).windows.first?.frame
    }

    @Test func aReopenedScenesWindowIsWhereItWas() throws {
        #expect(try relaunchedFrame(after: CGRect(x: 320, y: 180, width: 500, height: 400)) == CGRect(x: 320, y: 180, width: 500, height: 400))
    }

    @Test func aPlaceOffEveryScreenIsNotUsed() throws {
        #expect(try relaunchedFrame(after: CGRect(x: 5000, y: 5000, width: 500, height: 400)) == CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}
