import CasementDebugging
import Foundation
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

/// What the scene delegates of these tests were told, each line naming its scene's window title.
/// File-wide because UIKit makes scene delegates itself, by their class; the suite is serialized.
@MainActor
private var activationLog: [String] = []

/// A scene delegate that shows one window titled by the activity it was opened for ("first" without one).
@MainActor
private final class NamedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var activities: Set<NSUserActivity> = []
    private var name = "first"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        activities = connectionOptions.userActivities
        name = connectionOptions.userActivities.first?.title ?? "first"
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.title = name
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { activationLog.append("\(name) didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { activationLog.append("\(name) willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { activationLog.append("\(name) didEnterBackground") }
    func sceneWillEnterForeground(_ scene: UIScene) { activationLog.append("\(name) willEnterForeground") }
    func sceneDidDisconnect(_ scene: UIScene) { activationLog.append("\(name) didDisconnect") }
}

/// An app delegate whose configurations name no scene delegate.
@MainActor
private final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

/// An application subclass that overrides the request, as Apple's `open` declaration allows.
@MainActor
private final class CountingApplication: UIApplication {
    var activationRequests = 0

    override func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        activationRequests += 1
        super.requestSceneSessionActivation(sceneSession, userActivity: userActivity, options: options, errorHandler: errorHandler)
    }
}

@MainActor
@Suite("Opening, bringing forward and closing scenes", .serialized)
struct SceneActivationTests {
    /// An app showing its first scene, active.
    private func launched(_ delegate: SceneRecordingAppDelegate = SceneRecordingAppDelegate(sceneDelegateClass: NamedSceneDelegate.self)) -> TestApplication {
        activationLog = []
        let app = TestApplication(delegate: delegate)
        app.runTurn()
        return app
    }

    /// The connected scene whose window is titled `title`.
    private func scene(titled title: String, in app: TestApplication) throws -> UIWindowScene {
        try #require(app.application.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.windows.first?.title == title })
    }

    private func activity(_ title: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.document")
        activity.title = title
        return activity
    }

    @Test func aRequestWithoutASessionConnectsASecondSceneInItsOwnWindow() throws {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        #expect(app.application.connectedScenes.count == 2)
        #expect(app.application.openSessions.count == 2)
        let first = try scene(titled: "first", in: app), second = try scene(titled: "second", in: app)
        let firstWindow = try #require(first.windows.first), secondWindow = try #require(second.windows.first)
        #expect(firstWindow.platformWindow?.id != secondWindow.platformWindow?.id)
        #expect(app.platformWindow(of: secondWindow)?.isVisible == true)
    }

    @Test func theRequestIsMetAfterTheCallerReturns() {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        #expect(app.application.connectedScenes.count == 1)
        app.runTurn()
        #expect(app.application.connectedScenes.count == 2)
    }

    @Test func theNewScenesConnectionOptionsCarryTheActivity() throws {
        let app = launched()
        let activity = activity("second")
        activity.userInfo = ["document": "notes.txt"]
        app.application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        app.runTurn()
        let delegate = try #require(try scene(titled: "second", in: app).delegate as? NamedSceneDelegate)
        #expect(delegate.activities.count == 1)
        #expect(delegate.activities.first === activity)
        #expect(delegate.activities.first?.userInfo?["document"] as? String == "notes.txt")
    }

    @Test func theNewSceneBecomesActiveAfterTheOtherResigns() throws {
        let app = launched()
        #expect(try scene(titled: "first", in: app).activationState == .foregroundActive)
        activationLog = []
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        app.runTurn()
        #expect(try scene(titled: "first", in: app).activationState == .foregroundInactive)
        #expect(try scene(titled: "second", in: app).activationState == .foregroundActive)
        #expect(activationLog == ["second willEnterForeground", "first willResignActive", "second didBecomeActive"])
        #expect(app.application.applicationState == .active)
    }

    @Test func minimizingOneScenesWindowSendsOnlyThatSceneToTheBackground() throws {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        app.runTurn()
        let second = try scene(titled: "second", in: app)
        let secondWindow = try #require(second.windows.first)
        try #require(app.platformWindow(of: secondWindow)).minimize()
        app.runTurn()
        #expect(second.activationState == .background)
        #expect(try scene(titled: "first", in: app).activationState == .foregroundInactive)
        #expect(app.application.applicationState == .inactive)
    }

    @Test func activatingAnOpenSessionRestoresAndFocusesItsWindow() throws {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        let first = try scene(titled: "first", in: app)
        let firstWindow = try #require(first.windows.first)
        try #require(app.platformWindow(of: firstWindow)).minimize()
        app.runTurn()
        #expect(first.activationState == .background)
        app.application.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        app.runTurn()
        app.runTurn()
        #expect(first.activationState == .foregroundActive)
        #expect(app.platformWindow(of: firstWindow)?.isMinimized == false)
        #expect(firstWindow.isKeyWindow)
        #expect(try scene(titled: "second", in: app).activationState == .foregroundInactive)
    }

    @Test func activatingADiscardedSessionIsDenied() throws {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        let second = try scene(titled: "second", in: app)
        app.application.requestSceneSessionDestruction(second.session, options: nil)
        app.runTurn()
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(second.session, userActivity: nil, options: nil) { errors.append($0) }
        app.runTurn()
        #expect(errors.count == 1)
        #expect((errors.first as? UISceneError)?.code == .requestDenied)
        #expect(app.application.connectedScenes.count == 1)
    }

    @Test func destroyingASessionHidesItsWindowsAndDisconnectsIt() throws {
        let delegate = SceneRecordingAppDelegate(sceneDelegateClass: NamedSceneDelegate.self)
        let app = launched(delegate)
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        let second = try scene(titled: "second", in: app)
        let window = try #require(second.windows.first)
        app.application.requestSceneSessionDestruction(second.session, options: nil)
        app.runTurn()
        #expect(window.isHidden)
        #expect(second.activationState == .unattached)
        #expect(!app.application.connectedScenes.contains(second))
        #expect(delegate.discarded.first === second.session)
        #expect(activationLog.last == "second didDisconnect")
        #expect(app.terminations.isEmpty)
    }

    @Test func destroyingTheLastSceneEndsTheApp() throws {
        let app = launched()
        let first = try scene(titled: "first", in: app)
        app.application.requestSceneSessionDestruction(first.session, options: nil)
        app.runTurn()
        #expect(app.terminations == [0])
    }

    @Test func aManifestWithoutMultipleScenesDeniesASecondScene() {
        let app = launched()
        app.application.sceneManifest = ["UIApplicationSupportsMultipleScenes": false]
        #expect(!app.application.supportsMultipleScenes)
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        app.runTurn()
        #expect((errors.first as? UISceneError)?.code == .multipleScenesNotSupported)
        #expect(app.application.connectedScenes.count == 1)
    }

    @Test func anAppWithoutAManifestSupportsMultipleScenes() {
        let app = launched()
        app.application.sceneManifest = nil
        #expect(app.application.supportsMultipleScenes)
    }

    @Test func withoutASceneDelegateARequestIsDenied() {
        let app = TestApplication(delegate: PlainAppDelegate())
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        app.runTurn()
        #expect((errors.first as? UISceneError)?.code == .requestDenied)
        #expect(app.application.connectedScenes.isEmpty)
    }

    @Test func theHierarchySnapshotNamesEachWindowsScene() throws {
        let app = launched()
        app.application.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        app.runTurn()
        app.runTurn()
        let snapshot = HierarchySnapshot()
        let scenes = snapshot.windows.map(\.scene)
        #expect(scenes.map { $0?.number } == [1, 2])
        #expect(scenes.map { $0?.activationState } == ["foregroundInactive", "foregroundActive"])
        #expect(scenes.first??.className == "UIWindowScene")
        #expect(snapshot.text().contains("title \"second\" scene 2 UIWindowScene foregroundActive delegate NamedSceneDelegate"))
    }

    @Test func anApplicationSubclassCanOverrideTheRequest() throws {
        activationLog = []
        let session = PlatformSession.install(HeadlessPlatform(), applicationType: CountingApplication.self)
        session.launch(delegate: SceneRecordingAppDelegate(sceneDelegateClass: NamedSceneDelegate.self))
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity("second"), options: nil)
        session.updateScreens()
        #expect(try #require(UIApplication.shared as? CountingApplication).activationRequests == 1)
        #expect(UIApplication.shared.connectedScenes.count == 2)
    }

    @Test func aSceneErrorMatchesItsCodeInACatch() {
        let error: any Error = UISceneError(.requestDenied)
        #expect(UISceneError.requestDenied ~= error)
        #expect(!(UISceneError.multipleScenesNotSupported ~= error))
        #expect((error as NSError).domain == UISceneError.errorDomain && (error as NSError).code == 1)
    }

    @Test func anActivityAddsUserInfoEntries() {
        let activity = NSUserActivity(activityType: "com.example.viewing")
        activity.addUserInfoEntries(from: ["page": 1])
        activity.addUserInfoEntries(from: ["page": 2, "zoom": 1.5])
        #expect(activity.userInfo?["page"] as? Int == 2)
        #expect(activity.userInfo?["zoom"] as? Double == 1.5)
        #expect(activity.activityType == "com.example.viewing")
    }
}
