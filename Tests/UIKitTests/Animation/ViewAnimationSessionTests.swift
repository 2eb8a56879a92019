import Testing
import UIKit
import UIKitCore

/// View animation state is the session's, not the process's: a new session starts with its own.
@MainActor
@Suite("View animation state belongs to the session", .serialized)
struct ViewAnimationSessionTests {
    @Test func turningAnimationsOffLastsAsLongAsTheSession() {
        PlatformSession.uninstall()
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        PlatformSession.uninstall()
        #expect(UIView.areAnimationsEnabled)
    }
}
