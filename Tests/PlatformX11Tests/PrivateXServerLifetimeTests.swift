import Foundation
import PlatformX11
import Testing

/// The private X servers of a process that dies, however it dies.
@Suite("Private X servers outlive no one")
struct PrivateXServerLifetimeTests {
    /// Set in the helper process this suite starts and kills.
    static let holdingServer = ProcessInfo.processInfo.environment["CASEMENT_TEST_HOLD_X_SERVER"] == "1"

    @Test("helper: starts an Xvfb, says its display and waits to be killed", .enabled(if: holdingServer))
    func holdServer() throws {
        let server = try PrivateXServer.xvfb(width: 64, height: 64)
        FileHandle.standardOutput.write(Data("holding \(server.displayName.dropFirst())\n".utf8))
        // Waits for the SIGKILL the suite sends, without a timer.
        while true { pause() }
    }

    @Test("killing a process with SIGKILL stops the Xvfb it started", .disabled(if: holdingServer))
    func ownerKilled() throws {
        let helper = Process()
        helper.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        helper.arguments = ["--testing-library", "swift-testing", "--filter", "PrivateXServerLifetimeTests/holdServer"]
        helper.environment = ProcessInfo.processInfo.environment.merging(["CASEMENT_TEST_HOLD_X_SERVER": "1"]) { $1 }
        let output = Pipe()
        helper.standardOutput = output
        helper.standardError = FileHandle.nullDevice
        try helper.run()
        var seen = ""
        while !seen.contains("holding ") || !seen.hasSuffix("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(seen.split(separator: "\n").first { $0.hasPrefix("holding ") })
        let display = line.dropFirst("holding ".count)
        // A connection to the server: it reads the end of the stream when the server goes away.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array("/tmp/.X11-unix/X\(display)".utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(connected == 0, "the helper's Xvfb on :\(display) takes no connection")
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        kill(helper.processIdentifier, SIGKILL)
        helper.waitUntilExit()
        var byte: UInt8 = 0
        var result = 0
        repeat { result = read(fd, &byte, 1) } while result < 0 && errno == EINTR
        // The end of the stream, or a reset when the server went before taking the connection in.
        let gone = result == 0 || (result < 0 && errno == ECONNRESET)
        #expect(gone, "the Xvfb on :\(display) of the killed process is still running (read gave \(result), errno \(errno))")
    }

    @Test("a lock file left by a server that no longer runs is removed when the next one starts", .disabled(if: holdingServer))
    func staleLockRemoved() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let lock = "/tmp/.X987-lock"
        try "\(finished.processIdentifier)\n".write(toFile: lock, atomically: false, encoding: .utf8)
        defer { unlink(lock) }
        let server = try PrivateXServer.xvfb(width: 64, height: 64)
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: lock))
    }
}
