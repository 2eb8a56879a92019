import Testing
import UIKit

private final class SafeAreaRecordingView: UIView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
}

private final class SafeAreaRecordingController: UIViewController {
    var changes = 0
    override func loadView() { view = SafeAreaRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }
    override func viewSafeAreaInsetsDidChange() { changes += 1 }
}

@Suite("Safe area insets")
@MainActor
struct SafeAreaTests {
    /// A recording controller at the root of a shown 200-point window (kept alive by the app's session).
    private func shownController() -> SafeAreaRecordingController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = SafeAreaRecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return controller
    }

    @Test("a view in a desktop window has no safe area insets")
    func zeroOnTheDesktop() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        #expect(window.safeAreaInsets == .zero && view.safeAreaInsets == .zero)
        withExtendedLifetime(app) {}
    }

    @Test("additional insets of a controller reach its view and the subviews they overlap, and each is told")
    func additionalInsets() throws {
        let app = TestApplication()
        let controller = shownController()
        let root = try #require(controller.view as? SafeAreaRecordingView)
        let top = SafeAreaRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let below = SafeAreaRecordingView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        root.addSubview(top)
        root.addSubview(below)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        #expect(below.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
        #expect(root.changes.count == 1 && top.changes.count == 1 && below.changes.count == 1)
        #expect(controller.changes == 1)
        withExtendedLifetime(app) {}
    }

    @Test("a subview that moves into the unsafe margin is told its new insets")
    func movingIntoTheMargin() throws {
        let app = TestApplication()
        let controller = shownController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let view = SafeAreaRecordingView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        controller.view.addSubview(view)
        #expect(view.changes.isEmpty)
        view.frame.origin.y = 20
        #expect(view.changes == [UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)])
        withExtendedLifetime(app) {}
    }
}
