import CasementDebugging
import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitCore

/// Runs `body` on a thread of its own: the clients block in socket calls, and blocking the few
/// threads Swift's concurrency has (two on this machine) would starve everything else, the
/// main actor's answers included.
private func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

@MainActor
@Suite("The inspector survives its clients")
struct InspectorHardeningTests {
    private func temporarySocket() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString.prefix(8)).sock").path
    }

    /// Answers "hello" briefly and anything else with half a megabyte, whichever app is current
    /// while the suite runs (tests of a full run install theirs in turn).
    private static let respond: @MainActor @Sendable (String) -> String = { line in
        line.contains("hello") ? #"{"id":"hello","result":{}}"# : String(repeating: "x", count: 1 << 19)
    }

    @Test("a client that hangs up before its answer is written is forgotten, and the app goes on")
    func clientHangsUp() async throws {
        let path = temporarySocket()
        let server = try InspectorServer(path: path, respond: Self.respond)
        defer { server.stop() }
        try await onOwnThread {
            let leaving = try UnixSocketClient(path)
            for _ in 0..<4 { leaving.send("big") }
        }
        let answer = try await onOwnThread { () -> String? in
            let client = try UnixSocketClient(path)
            client.send(#"{"version":1,"id":2,"method":"hello"}"#)
            return client.readLine()
        }
        #expect(answer?.contains("hello") == true)
    }

    @Test("a client that never reads blocks neither the app nor the other clients")
    func clientNeverReads() async throws {
        let path = temporarySocket()
        let server = try InspectorServer(path: path, respond: Self.respond)
        defer { server.stop() }
        let stuck = try UnixSocketClient(path)
        let answers = try await onOwnThread { () -> [String?] in
            var answers: [String?] = []
            // Each answer is half a megabyte: soon more than the socket holds unread.
            for round in 0..<3 {
                for _ in 0..<2 { stuck.send("big") }
                let other = try UnixSocketClient(path)
                other.send(#"{"version":1,"id":\#(round),"method":"hello"}"#)
                answers.append(other.readLine())
            }
            return answers
        }
        #expect(answers.count == 3 && answers.allSatisfy { $0?.contains("hello") == true })
    }

    @Test("servers started one after another, each as the last stops, all answer: no socket's events are lost")
    func serversInTurn() async throws {
        for round in 0..<20 {
            let path = temporarySocket()
            let server = try InspectorServer(path: path, respond: Self.respond)
            let answer = try await onOwnThread { () -> String? in
                // Generous: the answer is made on the main actor, which the fuzz suites of a full run
                // hold for long stretches; a lost event still shows as a timeout.
                let client = try UnixSocketClient(path, timeout: 300)
                client.send(#"{"version":1,"id":\#(round),"method":"hello"}"#)
                return client.readLine()
            }
            server.stop()
            #expect(answer?.contains("hello") == true, "round \(round)")
        }
    }

    @Test("a client past the limit of unread answers is dropped: its socket closes")
    func clientDroppedPastLimit() async throws {
        let path = temporarySocket()
        // Every answer is half a megabyte, whichever app is current while the suite runs.
        let server = try InspectorServer(path: path, pendingByteLimit: 1 << 20) { _ in String(repeating: "x", count: 1 << 19) }
        defer { server.stop() }
        let closed = try await onOwnThread { () -> Bool in
            let stuck = try UnixSocketClient(path)
            for _ in 0..<8 { stuck.send(#"{"version":1,"method":"tree"}"#) }
            // Without reading a byte, wait for the server to hang up (it does once a megabyte waits).
            // POLLRDHUP (Linux's "peer closed its end"), which Glibc's Swift module leaves out.
            let peerClosed: Int16 = 0x2000
            var watched = pollfd(fd: stuck.fd, events: peerClosed, revents: 0)
            guard poll(&watched, 1, 300_000) == 1 else { return false }
            return watched.revents & (peerClosed | Int16(POLLHUP)) != 0
        }
        #expect(closed)
    }

    @Test("deeply nested, invalid UTF-8 and over-long requests get error answers on a connection that stays open")
    func malformedRequests() async throws {
        let path = temporarySocket()
        let server = try InspectorServer(path: path)
        defer { server.stop() }
        let answers = try await onOwnThread { () -> [String?] in
            let client = try UnixSocketClient(path)
            client.send(String(repeating: "[", count: 200_000))
            let deep = client.readLine()
            client.send([0xFF, 0xFE, 0x7B, 0xC3, 0x28, 10])
            let invalid = client.readLine()
            client.send([UInt8](repeating: 0x61, count: 3 << 20) + [10])
            let long = client.readLine()
            client.send(#"{"version":1,"id":7,"method":"hello"}"#)
            return [deep, invalid, long, client.readLine()]
        }
        #expect(answers.prefix(2).allSatisfy { $0?.contains("\"malformed\"") == true })
        #expect(answers[2]?.contains("\"error\"") == true)
        #expect(answers[3]?.contains("\"id\":7") == true)
    }

    @Test("a socket folder other users can enter is refused with the fix in the message")
    func looseFolderRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("casement-loose-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: base) }
        chmod(base, 0o777)
        #expect(throws: InspectorError.self) { try InspectorServer.checkedFolder(base) }
        do {
            _ = try InspectorServer.checkedFolder(base)
        } catch {
            #expect(error.description.contains("chmod 700 \(base)"))
        }
        chmod(base, 0o700)
        #expect(try InspectorServer.checkedFolder(base) == base)
    }

    @Test("a link in place of the socket folder is refused")
    func linkedFolderRefused() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("casement-target-\(UUID().uuidString.prefix(8))").path
        let link = target + "-link"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        defer {
            try? FileManager.default.removeItem(atPath: link)
            try? FileManager.default.removeItem(atPath: target)
        }
        #expect(throws: InspectorError.self) { try InspectorServer.checkedFolder(link) }
    }
}
