import Testing
import UIKit
import UIKitTesting

@Suite("The desktop's appearance in an app under test", .serialized)
@MainActor
struct TestAppAppearanceTests {
    /// Counts the trait changes it is told about.
    private final class TraitCountingView: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    @Test("switching the desktop to dark restyles shown views, tells them, and back again")
    func switchingAppearance() throws {
        let app = try TestApp()
        defer { app.tearDown() }
        #expect(app.systemUserInterfaceStyle == .light)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = TraitCountingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.systemUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        app.systemUserInterfaceStyle = .light
        #expect(view.changes == [.light, .dark, .light])
    }
}
