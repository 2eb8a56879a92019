import Dispatch
import Foundation

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
    private let listener: Int32
    private let queue = DispatchQueue(label: "casement.inspector")
    private var acceptSource: DispatchSourceRead?

    /// The folder sockets go in, made (mode 0700) if missing.
    package static var folder: String {
        let base = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].map { $0 + "/casement" } ?? "/tmp/casement-\(getuid())"
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return base
    }

    /// Opens the socket and starts answering.
    ///
    /// - Throws: ``InspectorError`` when the socket cannot be made.
    package init(path: String = InspectorServer.folder + "/\(getpid()).sock") throws(InspectorError) {
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
        listener = fd
        acceptSource = Self.acceptConnections(on: fd, queue: queue)
    }

    /// Accepts clients on `queue`, off the main actor.
    private nonisolated static func acceptConnections(on fd: Int32, queue: DispatchQueue) -> DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            serve(client, on: queue)
        }
        source.resume()
        return source
    }

    isolated deinit {
        stop()
    }

    /// Stops answering and removes the socket.
    package func stop() {
        guard let acceptSource else { return }
        acceptSource.cancel()
        self.acceptSource = nil
        close(listener)
        unlink(path)
    }

    /// Reads `client`'s lines on `queue`, answers each on the main actor, writes the answer back.
    private nonisolated static func serve(_ client: Int32, on queue: DispatchQueue) {
        let source = DispatchSource.makeReadSource(fileDescriptor: client, queue: queue)
        let buffer = LineBuffer()
        source.setEventHandler {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else {
                source.cancel()
                return
            }
            for line in buffer.append(chunk[0..<count]) {
                DispatchQueue.main.async {
                    let answer = MainActor.assumeIsolated { InspectorProtocol.respond(to: line) }
                    queue.async { writeAll(Array((answer + "\n").utf8), to: client) }
                }
            }
        }
        source.setCancelHandler { close(client) }
        source.resume()
    }

    private nonisolated static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// Splits bytes read from a socket into lines; only its queue touches it.
private final class LineBuffer: @unchecked Sendable {
    // Safety: used only on the inspector's serial queue.
    private var pending: [UInt8] = []

    func append(_ bytes: ArraySlice<UInt8>) -> [String] {
        pending += bytes
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        if pending.count > 1 << 20 {
            // A line over a megabyte is no request: answer it as malformed and start afresh.
            lines.append("")
            pending = []
        }
        return lines
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
