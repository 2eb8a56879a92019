import CoreGraphics
import Foundation
public import UIKitCore

// Linux additions to UIApplication for debugging; they never change the meaning of UIKit's API.
extension UIApplication {
    /// Opens the inspector's socket, if it is not open, and returns its path; `casement-inspect`
    /// finds it there. `CASEMENT_INSPECT=1` opens it at launch; it is never open otherwise.
    ///
    /// - Throws: ``InspectorError`` when the socket cannot be made.
    @discardableResult
    public func startInspector() throws(InspectorError) -> String {
        if let server = session.inspectorServer { return server.path }
        let server = try InspectorServer { [weak self] line in InspectorProtocol.respond(to: line, application: self ?? .shared) }
        session.tools[InspectorServer.toolName] = server
        return server.path
    }

    /// Closes the inspector's socket.
    public func stopInspector() {
        session.inspectorServer?.stop()
        session.tools[InspectorServer.toolName] = nil
    }

    /// The inspector socket's path while it is open.
    public var inspectorSocketPath: String? { session.inspectorServer?.path }
}

extension PlatformSession {
    /// The inspector's socket server, while it is open.
    var inspectorServer: InspectorServer? { tools[InspectorServer.toolName] as? InspectorServer }
}

/// Lets the debugging tools start at launch as the environment asks (`CASEMENT_INSPECT=1` opens
/// the inspector); UIKit's entry point calls it before launching, and so may any entry point
/// that makes its own session (the Gallery).
@MainActor
package func installDebuggingLaunchHook(on session: PlatformSession) {
    session.launchHook = { session in
        guard ProcessInfo.processInfo.environment["CASEMENT_INSPECT"] == "1" else { return }
        do {
            let path = try session.application.startInspector()
            FileHandle.standardError.write(Data("Casement inspector: listening on \(path)\n".utf8))
        } catch {
            Diagnostics.report("Casement UIKit: CASEMENT_INSPECT=1, but the inspector could not start: \(error)")
        }
    }
}
