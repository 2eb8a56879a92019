/// A responder that takes typed text: when it is first responder, keys that type text insert it
/// and Backspace deletes.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` typed by the user (a character, a composed character, or "\n" for Return).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
