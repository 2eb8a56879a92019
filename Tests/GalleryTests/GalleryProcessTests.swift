import CasementTestSupport
import CoreGraphics
import Foundation
import GalleryPages
import PlatformX11
import Testing

/// Runs the built Gallery executable as a user would.
@Suite("Gallery executable")
struct GalleryProcessTests {
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
    }

    private func launch(environment: [String: String], arguments: [String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    @Test("with no DISPLAY it runs under a private Xvfb and writes a screenshot of the page")
    func headlessScreenshot() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the Gallery first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        let (process, output, _) = try launch(environment: [:], arguments: ["--output", folder.path])
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(text.contains("output folder \(folder.path)"))
        let screenshot = try CGImage.decoded(contentsOf: folder.appendingPathComponent("gallery-drawing-page.png"))
        #expect(screenshot.width == Int(DrawingPage.size.width) && screenshot.height == Int(DrawingPage.size.height))
    }

    @Test("when the X server goes away the program ends with a clear message and status 1")
    func serverLoss() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the Gallery first (swift build)")
        let server = try PrivateXServer.xvfb()
        let (process, output, errors) = try launch(environment: ["DISPLAY": server.displayName], arguments: [])
        // The Gallery says when its window is up; only then is the connection worth cutting.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("close them to quit") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }

        server.kill()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        #expect(message.contains("lost the connection to the X server at DISPLAY=\(server.displayName)"))
    }
}

