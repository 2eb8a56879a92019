/// Something of the app's own that a test must wait for, such as a background fetch or a queue
/// of work: `TestApp.waitForIdle(timeout:includingRepeatingAnimations:)` waits until every
/// registered resource says it is idle, and names the busy ones when it gives up.
@MainActor
public protocol IdlingResource: AnyObject {
    /// A name for messages: what the resource is and who owns it.
    var name: String { get }
    /// Whether the resource has nothing in progress now.
    var isIdleNow: Bool { get }
}
