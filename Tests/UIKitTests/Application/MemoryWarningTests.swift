import Foundation
import Synchronization
import Testing
import UIKit

private final class WarnedDelegate: UIResponder, UIApplicationDelegate {
    var warnings = 0
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
}

private final class WarnedController: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() { warnings += 1 }
}

@Suite("Memory warnings")
@MainActor
struct MemoryWarningTests {
    @Test("a simulated memory warning reaches the delegate, every shown controller and their children, then observers")
    func warningReachesEveryone() {
        let delegate = WarnedDelegate()
        let app = TestApplication(delegate: delegate)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = WarnedController()
        let child = WarnedController()
        root.addChild(child)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let observed = Mutex(0)
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in observed.withLock { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.kit.simulateMemoryWarning()
        #expect(delegate.warnings == 1)
        #expect(root.warnings == 1 && child.warnings == 1)
        #expect(observed.withLock { $0 } == 1)
    }
}
