import Dispatch
import Foundation
import UIKitCore

/// One client of the inspector: its socket, made non-blocking, read and written on the
/// inspector's queue, never on the main actor.
///
/// A client can neither stop the app nor the other clients. Answers wait in a buffer of at most
/// ``maximumPendingBytes`` (unless the server sets another limit) while the client does not read them and are written as it does; a
/// client past that, or with more than ``maximumPendingRequests`` requests unanswered, is
/// dropped with a line on standard error. Writes never raise SIGPIPE: a client that has gone
/// away is simply forgotten.
package final class InspectorConnection: @unchecked Sendable {
    // Safety: every stored property is used only on `queue`, a serial queue.
    package static let maximumPendingBytes = 64 << 20
    static let maximumPendingRequests = 64

    private let fd: Int32
    private let queue: DispatchQueue
    private let pendingByteLimit: Int
    private let respond: @MainActor @Sendable (String) -> String
    private var reader: DispatchSourceRead?
    private var writer: DispatchSourceWrite?
    private var writerRunning = false
    private var output: [UInt8] = []
    private var written = 0
    private var unanswered = 0
    private var closed = false
    /// Sources still holding the descriptor; it is closed when the last lets go.
    private var sourcesOpen = 2
    private let lines = LineBuffer()

    init(_ fd: Int32, queue: DispatchQueue, pendingByteLimit: Int, respond: @escaping @MainActor @Sendable (String) -> String) {
        self.fd = fd
        self.queue = queue
        self.pendingByteLimit = pendingByteLimit
        self.respond = respond
    }

    /// Starts reading requests; the connection keeps itself alive until it closes.
    func start() {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let reader = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        reader.setEventHandler { [self] in readAvailable() }
        reader.setCancelHandler { [self] in sourceLetGo() }
        reader.resume()
        self.reader = reader
        let writer = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        writer.setEventHandler { [self] in flush() }
        writer.setCancelHandler { [self] in sourceLetGo() }
        self.writer = writer
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(fd, &chunk, chunk.count)
        if count < 0, errno == EAGAIN || errno == EINTR { return }
        guard count > 0 else { return close() }
        for line in lines.append(chunk[0..<count]) {
            guard unanswered < Self.maximumPendingRequests else {
                return drop("sent \(Self.maximumPendingRequests) requests without waiting for their answers")
            }
            unanswered += 1
            DispatchQueue.main.async { [self] in
                let answer = MainActor.assumeIsolated { respond(line) }
                queue.async { [self] in send(answer) }
            }
        }
    }

    private func send(_ answer: String) {
        unanswered -= 1
        guard !closed else { return }
        if written > 0, written == output.count {
            output.removeAll(keepingCapacity: true)
            written = 0
        }
        output += Array((answer + "\n").utf8)
        guard output.count - written <= pendingByteLimit else {
            return drop("does not read its answers (\(output.count - written) bytes are waiting)")
        }
        flush()
    }

    /// Writes what the socket takes now; waits for it to drain when it is full.
    private func flush() {
        while written < output.count {
            let sent = output[written...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                written += sent
            } else if sent < 0, errno == EAGAIN || errno == EINTR {
                if !writerRunning {
                    writerRunning = true
                    writer?.resume()
                }
                return
            } else {
                // EPIPE, ECONNRESET: the client went away.
                return close()
            }
        }
        output.removeAll(keepingCapacity: output.count < 1 << 20)
        written = 0
        if writerRunning {
            writerRunning = false
            writer?.suspend()
        }
    }

    private func drop(_ reason: String) {
        FileHandle.standardError.write(Data("Casement inspector: dropped a client that \(reason).\n".utf8))
        close()
    }

    private func close() {
        guard !closed else { return }
        closed = true
        reader?.cancel()
        // A suspended source must be resumed before it goes away.
        if let writer {
            if !writerRunning { writer.resume() }
            writer.cancel()
        }
        reader = nil
        writer = nil
        output = []
    }

    /// Closes the descriptor once neither source watches it any more: closed while dispatch
    /// still watched it, its number could go to a new client whose events would never arrive.
    private func sourceLetGo() {
        sourcesOpen -= 1
        if sourcesOpen == 0 { Foundation.close(fd) }
    }
}

/// Splits bytes read from a socket into lines; only its queue touches it.
final class LineBuffer: @unchecked Sendable {
    // Safety: used only on the inspector's serial queue.
    private var pending: [UInt8] = []
    /// Whether the rest of an over-long line is being skipped, up to its newline.
    private var discarding = false

    func append(_ bytes: ArraySlice<UInt8>) -> [String] {
        var bytes = bytes
        if discarding {
            guard let newline = bytes.firstIndex(of: 10) else { return [] }
            discarding = false
            bytes = bytes[(newline + 1)...]
        }
        pending += bytes
        var lines: [String] = []
        while let newline = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        if pending.count > 1 << 20 {
            // A line over a megabyte is no request: it is answered once as malformed, and the
            // rest of it is skipped.
            lines.append("")
            pending = []
            discarding = true
        }
        return lines
    }
}
