import Foundation
import PlatformX11
import Testing

/// Runs the built HelloWindow sample as a user would: a UIKit app started by `@main`.
@Suite("HelloWindow executable", .serialized)
struct HelloWindowProcessTests {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("HelloWindow")
    }

    private func launch(display: String?) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable
        var environment = ["PATH": "/usr/bin:/bin"]
        if let display { environment["DISPLAY"] = display }
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (output, errors)
        try process.run()
        return (process, output, errors)
    }

    @Test("it shows its titled window, made by its scene delegate, on the X server, and SIGTERM ends it after applicationWillTerminate, with status 0")
    func showsWindowAndTerminates() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the samples first (swift build)")
        let server = try PrivateXServer.xvfb()
        defer { server.stop() }
        let (process, output, _) = try launch(display: server.displayName)
        // The app says when it is active: its window is then mapped and focused by the server.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("HelloWindow: active") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        let tree = try server.run("xwininfo", ["-root", "-tree"])
        #expect(tree.contains("Hello, Casement"), "the window titled Hello, Casement is on the screen")
        process.terminate()
        seen.append(output.fileHandleForReading.readDataToEndOfFile())
        let text = String(decoding: seen, as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(text.contains("HelloWindow: showing a window") && text.contains("HelloWindow: goodbye"))
        // The window came from the scene delegate, whose scene became active with the app.
        #expect(text.contains("HelloWindow: scene active"))
    }

    @Test("without a display it says so and ends with status 1")
    func noDisplay() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the samples first (swift build)")
        let (process, _, errors) = try launch(display: nil)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("DISPLAY"))
    }
}
