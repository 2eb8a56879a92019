import UIKitTesting

/// An app on the in-memory display, which starts no server, so making it cannot fail. Tests
/// drop the app at once and go on with its windows: its session stays until the next test's.
@MainActor
func inMemoryApp() -> TestApp {
    let app = try! TestApp()
    app.tearsDownWhenReleased = false
    return app
}
