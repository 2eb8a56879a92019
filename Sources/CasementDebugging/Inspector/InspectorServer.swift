import Dispatch
import Foundation
import UIKitCore

/// Serves the inspector's protocol on a Unix socket of the user's own: one JSON request a line,
/// one answer a line, answered on the main actor between the app's own work.
///
/// It exists only when asked for (`CASEMENT_INSPECT=1` at launch, or
/// `UIApplication.startInspector()`); the socket is `<pid>.sock` in `$XDG_RUNTIME_DIR/casement`
/// (or `/tmp/casement-<uid>`), a folder only the user can enter. A malformed request gets an
/// error answer; a client that goes away is forgotten.
@MainActor
package final class InspectorServer {
    /// The socket's path.
    package let path: String
    private let queue = DispatchQueue(label: "casement.inspector")
    private var acceptSource: DispatchSourceRead?

    /// The folder sockets go in, made (mode 0700) if missing.
    ///
    /// - Throws: ``InspectorError`` when the folder exists but is not a directory of the user's
    ///   own that only the user can enter, as ssh-agent and the X server refuse theirs: another
    ///   user could otherwise reach the app through it.
    package static func folder() throws(InspectorError) -> String {
        try checkedFolder(ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].map { $0 + "/casement" } ?? "/tmp/casement-\(getuid())")
    }

    /// `base`, made if missing, once it is known to be a directory only the user can enter.
    package static func checkedFolder(_ base: String) throws(InspectorError) -> String {
        if mkdir(base, 0o700) != 0, errno != EEXIST {
            throw InspectorError("Could not make the inspector's folder \(base): \(String(cString: strerror(errno))).")
        }
        var status = stat()
        guard lstat(base, &status) == 0 else {
            throw InspectorError("Could not inspect the inspector's folder \(base): \(String(cString: strerror(errno))).")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw InspectorError("The inspector's folder \(base) is not a directory (a link or a file is there); remove it and start again.")
        }
        guard status.st_uid == getuid() else {
            throw InspectorError("The inspector's folder \(base) belongs to user \(status.st_uid), not to you (\(getuid())); remove it or set XDG_RUNTIME_DIR to a folder of your own.")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw InspectorError(String(
                format: "The inspector's folder %@ has mode %o, so other users can reach the app through it; make it yours alone with: chmod 700 %@",
                base, Int(status.st_mode & 0o777), base))
        }
        return base
    }

    /// Opens the socket and starts answering.
    ///
    /// - Throws: ``InspectorError`` when the socket cannot be made.
    /// - Parameters:
    ///   - pendingByteLimit: How many bytes of answers may wait for a client that does not read
    ///     them before it is dropped.
    ///   - respond: What answers a request line (the inspector's protocol unless a test says otherwise).
    package init(
        path: String? = nil, pendingByteLimit: Int = InspectorConnection.maximumPendingBytes,
        respond: @escaping @MainActor @Sendable (String) -> String = { InspectorProtocol.respond(to: $0) }
    ) throws(InspectorError) {
        let path = if let path { path } else { try Self.folder() + "/\(getpid()).sock" }
        self.path = path
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw InspectorError("socket() failed: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(fd)
            throw InspectorError("The socket path \(path) is too long.")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw InspectorError("Could not listen on \(path): \(reason)")
        }
        chmod(path, 0o600)
        // Non-blocking, so a wake-up with no client waiting never stalls the inspector's queue in accept().
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        acceptSource = Self.acceptConnections(on: fd, queue: queue, pendingByteLimit: pendingByteLimit, respond: respond)
    }

    /// Accepts clients on `queue`, off the main actor.
    private nonisolated static func acceptConnections(
        on fd: Int32, queue: DispatchQueue, pendingByteLimit: Int, respond: @escaping @MainActor @Sendable (String) -> String
    ) -> DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            InspectorConnection(client, queue: queue, pendingByteLimit: pendingByteLimit, respond: respond).start()
        }
        // The descriptor is closed only once the source has let go of it: closed earlier, its
        // number can be reused by the next socket while dispatch still watches the old one, and
        // that socket's events are then never delivered.
        source.setCancelHandler { close(fd) }
        source.resume()
        return source
    }

    isolated deinit {
        stop()
    }

    /// Stops answering and removes the socket.
    /// The name the server is attached to its session under.
    static let toolName = "inspector"

    package func stop() {
        guard let acceptSource else { return }
        acceptSource.cancel()
        self.acceptSource = nil
        unlink(path)
    }
}

/// The inspector could not start.
public struct InspectorError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension InspectorServer: SessionTool {
    package func sessionWillEnd() { stop() }
}
