import Foundation

/// A client socket of the test's own, blocking, with a receive timeout so a server that never
/// answers fails the test instead of hanging it. The timeout is generous: answers are made on
/// the main actor, which the other tests of a full run keep busy.
final class UnixSocketClient: @unchecked Sendable {
    // Safety: used by one task at a time.
    let fd: Int32

    init(_ path: String, timeout seconds: Int = 300) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ line: String) { send(Array((line + "\n").utf8)) }

    /// One answer line, or nil when none came before the timeout or the server hung up.
    func readLine() -> String? {
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            guard read(fd, &byte, 1) == 1 else { return nil }
            if byte == 10 { return String(decoding: answer, as: UTF8.self) }
            answer.append(byte)
        }
    }
}
