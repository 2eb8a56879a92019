import UIKit
import UIKitCore

/// An app delegate as Xcode's scene template writes it: each scene's delegate comes from the
/// configuration it returns; it also remembers the sessions it was told were discarded.
@MainActor
final class SceneRecordingAppDelegate: UIResponder, UIApplicationDelegate {
    private let sceneDelegateClass: AnyClass
    private(set) var discarded: [UISceneSession] = []

    /// A delegate whose scenes are made with delegates of `sceneDelegateClass`.
    init(sceneDelegateClass: AnyClass) {
        self.sceneDelegateClass = sceneDelegateClass
        super.init()
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded += sceneSessions
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        return configuration
    }
}
