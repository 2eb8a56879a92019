import Foundation
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

/// What scene delegates of these tests were told, in order. File-wide because UIKit makes the
/// scene delegate itself, by its class; the suite is serialized.
@MainActor
private var sceneLog: [String] = []

/// A scene delegate as the template writes it: it makes the window in `scene(_:willConnectTo:options:)`.
@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sceneLog.append("willConnect \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 200, height: 150)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { sceneLog.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { sceneLog.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { sceneLog.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { sceneLog.append("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { sceneLog.append("didDisconnect") }
}

/// A scene delegate an Info.plist manifest names (internal, so its class can be found by name).
@MainActor
final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// An app delegate that remembers the session it was asked to configure.
@MainActor
private final class SessionRecordingDelegate: UIResponder, UIApplicationDelegate {
    var asked: UISceneSession?

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        asked = connectingSceneSession
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

@MainActor
@Suite("Scenes connecting and following the app's state", .serialized)
struct SceneConnectionTests {
    @Test func aConfigurationWithADelegateClassConnectsAWindowScene() throws {
        sceneLog = []
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        #expect(app.application.connectedScenes.count == 1)
        #expect(app.application.openSessions.first === scene.session)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.delegate is SceneDelegate)
        #expect(sceneLog.first == "willConnect unattached")
    }

    @Test func theScenesWindowBelongsToItAndShows() throws {
        sceneLog = []
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        #expect(scene.windows == [window])
        #expect(window.windowScene === scene)
        #expect(app.kit.windows.contains { $0 === window })
        #expect(window.bounds.size == scene.screen.bounds.size)
    }

    @Test func theSceneComesForwardAndBecomesActiveWithTheApp() throws {
        sceneLog = []
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        let scene = try #require(app.application.connectedScenes.first)
        #expect(scene.activationState == .foregroundInactive)
        app.runTurn()
        #expect(app.application.applicationState == .active)
        #expect(scene.activationState == .foregroundActive)
        #expect(sceneLog == ["willConnect unattached", "willEnterForeground", "didBecomeActive"])
    }

    @Test func minimizingTheWindowSendsTheSceneToTheBackgroundAndBack() throws {
        sceneLog = []
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        app.runTurn()
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        let id = try #require(scene.windows.first?.platformWindow?.id)
        app.platform.inject(.focusChanged(window: id, isFocused: false))
        app.platform.inject(.mapped(window: id, isVisible: false))
        app.runTurn()
        #expect(scene.activationState == .background)
        app.platform.inject(.mapped(window: id, isVisible: true))
        app.platform.inject(.focusChanged(window: id, isFocused: true))
        app.runTurn()
        #expect(scene.activationState == .foregroundActive)
        #expect(Array(sceneLog.suffix(4)) == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func closingTheScenesWindowDisconnectsItAndDiscardsItsSession() throws {
        sceneLog = []
        let delegate = SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self)
        let app = TestApplication(delegate: delegate)
        app.runTurn()
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        let id = try #require(scene.windows.first?.platformWindow?.id)
        app.platform.inject(.closeRequested(window: id))
        app.runTurn()
        #expect(Array(sceneLog.suffix(3)) == ["willResignActive", "didEnterBackground", "didDisconnect"])
        #expect(scene.activationState == .unattached)
        #expect(app.application.connectedScenes.isEmpty && app.application.openSessions.isEmpty)
        #expect(delegate.discarded.first === scene.session && scene.session.scene == nil)
        // The last window closed: the app ends, as it does without scenes.
        #expect(app.terminations == [0])
    }

    @Test func sizeRestrictionsBecomeTheWindowsMinimumSize() throws {
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)
        #expect(app.platformWindow(of: window)?.sizeLimits.minimum == CGSize(width: 200, height: 150))
        scene.sizeRestrictions?.maximumSize = CGSize(width: 800, height: 600)
        #expect(app.platformWindow(of: window)?.sizeLimits.maximum == CGSize(width: 800, height: 600))
    }

    @Test func theScenesTitleIsItsWindowsTitle() throws {
        let app = TestApplication(delegate: SceneRecordingAppDelegate(sceneDelegateClass: SceneDelegate.self))
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)
        scene.title = "Inbox"
        #expect(window.title == "Inbox")
        #expect(app.platformWindow(of: window)?.title == "Inbox")
        let second = UIWindow(windowScene: scene)
        #expect(second.title == "Inbox")
    }

    @Test func withoutADelegateClassNoSceneConnects() {
        let delegate = RecordingDelegate()
        delegate.showsWindowAtLaunch = true
        let app = TestApplication(delegate: delegate)
        #expect(app.application.connectedScenes.isEmpty)
        #expect(app.application.openSessions.isEmpty)
        #expect(delegate.window?.windowScene == nil)
    }

    @Test func theSessionTheDelegateConfiguresIsTheScenesSession() throws {
        let delegate = SessionRecordingDelegate()
        let app = TestApplication(delegate: delegate)
        let scene = try #require(app.application.connectedScenes.first)
        #expect(delegate.asked === scene.session)
        #expect(scene.session.configuration.delegateClass == SceneDelegate.self)
    }

    @Test func aManifestConfigurationIsFoundByNameAndRole() {
        let manifest: [String: Any] = [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Other", "UISceneDelegateClassName": "UIKitTests.SceneDelegateThatIsNot"],
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "UIKitTests.ManifestSceneDelegate"],
                ]
            ],
        ]
        let found = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication, manifest: manifest)
        #expect(found.delegateClass == ManifestSceneDelegate.self)
        #expect(found.sceneClass == nil)
        let unnamed = UISceneConfiguration(name: "Missing", sessionRole: .windowApplication, manifest: manifest)
        #expect(unnamed.delegateClass == nil)
        #expect(UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication, manifest: nil).delegateClass == nil)
    }

    @Test func aConfigurationCopiesItsNameRoleAndClasses() throws {
        let configuration = UISceneConfiguration(name: "Editor", sessionRole: .windowApplication)
        configuration.delegateClass = SceneDelegate.self
        let copy = try #require(configuration.copy() as? UISceneConfiguration)
        #expect(copy.name == "Editor" && copy.role == .windowApplication)
        #expect(copy.delegateClass == SceneDelegate.self && copy.sceneClass == nil)
    }
}
