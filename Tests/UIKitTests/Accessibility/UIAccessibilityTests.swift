import Testing
import UIKit

@Suite("UIAccessibility notifications")
@MainActor
struct UIAccessibilityTests {
    @Test("notifications have UIKit's raw values")
    func rawValues() {
        #expect([UIAccessibility.Notification.screenChanged, .layoutChanged, .announcement, .pageScrolled].map(\.rawValue) == [1000, 1001, 1008, 1009])
    }

    @Test("posted notifications reach the app's session in order, with their arguments")
    func postsAreKept() {
        let app = TestApplication()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let posts = app.kit.postedAccessibilityNotifications
        #expect(posts.map(\.notification) == [.announcement, .screenChanged])
        #expect(posts.first?.argument as? String == "Saved")
    }

    @Test("only the last 256 posts are kept")
    func postsAreBounded() {
        let app = TestApplication()
        for index in 0..<300 { UIAccessibility.post(notification: .layoutChanged, argument: index) }
        let posts = app.kit.postedAccessibilityNotifications
        #expect(posts.count == 256)
        #expect(posts.first?.argument as? Int == 44)
    }

    @Test("a post from another thread reaches the app after the posts made before it")
    func postFromAnotherThread() {
        let app = TestApplication()
        UIAccessibility.post(notification: .announcement, argument: "first")
        onAnotherThread { UIAccessibility.post(notification: .announcement, argument: "second") }
        #expect(app.kit.postedAccessibilityNotifications.map { $0.argument as? String } == ["first", "second"])
    }

    @Test("no screen reader is running")
    func noScreenReader() {
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}

