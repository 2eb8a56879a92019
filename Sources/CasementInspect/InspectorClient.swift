import ArgumentParser
import Foundation

/// Finds inspectable apps and sends them requests over their sockets.
enum InspectorClient {
    /// Where apps put their sockets: as the app's `InspectorServer.folder`.
    static var folder: String {
        ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].map { $0 + "/casement" } ?? "/tmp/casement-\(getuid())"
    }

    /// The running apps with a socket, by process id.
    static func apps() -> [(pid: Int32, path: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name -> (Int32, String)? in
            guard name.hasSuffix(".sock"), let pid = Int32(name.dropLast(5)), kill(pid, 0) == 0 else { return nil }
            return (pid, folder + "/" + name)
        }.sorted { $0.0 < $1.0 }
    }

    /// The socket of the app `pid`, or of the only app running when `nil`.
    static func socket(for pid: Int32?) throws -> String {
        let running = apps()
        if let pid {
            guard let app = running.first(where: { $0.pid == pid }) else { throw ValidationError("No inspectable app has process id \(pid).") }
            return app.path
        }
        guard running.count == 1 else {
            throw ValidationError(running.isEmpty
                ? "No inspectable Casement app is running (start one with CASEMENT_INSPECT=1)."
                : "Several apps are inspectable (\(running.map { String($0.pid) }.joined(separator: ", "))): choose one with --pid.")
        }
        return running[0].path
    }

    /// Sends one request and returns the answer's result, or throws its error.
    static func call(_ method: String, _ params: [String: Any], at path: String) throws -> [String: Any] {
        let request: [String: Any] = ["version": 1, "id": 1, "method": method, "params": params]
        let line = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
        let answer = try exchange(line, at: path)
        guard let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] else {
            throw ValidationError("The app answered something that is not JSON.")
        }
        if let error = object["error"] as? [String: Any] {
            throw ValidationError("The app refused: \(error["message"] as? String ?? "?") (\(error["code"] as? String ?? "?"))")
        }
        return object["result"] as? [String: Any] ?? [:]
    }

    private static func exchange(_ line: String, at path: String) throws -> String {
        let fd = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ValidationError("socket() failed.") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw ValidationError("The socket path is too long.") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw ValidationError("Could not connect to \(path): \(String(cString: strerror(errno))).") }
        let request = Array((line + "\n").utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ValidationError("The app closed the connection.") }
            sent += count
        }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            answer += chunk[0..<count]
            if answer.last == 10 { break }
        }
        return String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
