/// A debugging tool attached to a platform session (see `PlatformSession.tools`): the session
/// tells it when it ends, so it can close what it opened.
@MainActor
package protocol SessionTool: AnyObject {
    /// The session is ending: close sockets, stop threads.
    func sessionWillEnd()
}
