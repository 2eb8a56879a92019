import UIKit

// The smallest Casement app, in the form of Xcode's templates since iOS 13: `@main` on the app
// delegate (a plain, non-final class without an initializer), a scene delegate that makes the
// window when its scene connects, views with autoresizing, and a timer that changes a colour
// (drawn before the run loop sleeps). Close the window, or send SIGTERM, to end it; it says
// goodbye in applicationWillTerminate.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // No Info.plist here: the scene's delegate class is given in code.
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        say("HelloWindow: active")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        say("HelloWindow: goodbye")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var timer: Timer?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 240, height: 160)
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 100, y: 100, width: 360, height: 240)
        window.backgroundColor = .white
        let banner = UIView(frame: CGRect(x: 20, y: 20, width: 320, height: 60))
        banner.backgroundColor = .systemBlue
        banner.autoresizingMask = [.flexibleWidth]
        window.addSubview(banner)
        let square = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        square.backgroundColor = .systemOrange
        window.addSubview(square)
        window.title = "Hello, Casement"
        window.makeKeyAndVisible()
        self.window = window

        var flips = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated {
                flips += 1
                square.backgroundColor = flips.isMultiple(of: 2) ? .systemOrange : .systemGreen
            }
        }
        say("HelloWindow: showing a window on \(UIScreen.main.bounds.size) points at scale \(UIScreen.main.scale)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        say("HelloWindow: scene active")
    }
}

/// Writes a line at once, unbuffered, so whoever reads the app's output through a pipe sees it as it happens.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
