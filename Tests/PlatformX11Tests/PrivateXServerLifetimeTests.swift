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
        FileHandle.standardOutput.write(Data("holding \(server.processIdentifier)\n".utf8))
        while true { sleep(60) }
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
        let server = try #require(pid_t(line.dropFirst("holding ".count)))
        #expect(kill(server, 0) == 0)
        kill(helper.processIdentifier, SIGKILL)
        helper.waitUntilExit()
        var gone = false
        for _ in 0..<100 where !gone {
            gone = kill(server, 0) == -1 && errno == ESRCH
            if !gone { usleep(100_000) }
        }
        #expect(gone, "Xvfb \(server) of the killed process is still running")
        if !gone { kill(server, SIGKILL) }
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
