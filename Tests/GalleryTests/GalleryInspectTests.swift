import CasementTestSupport
import CoreGraphics
import Foundation
import PlatformX11
import Testing
import UIKitTesting

/// The Gallery running as a user runs it, inspected from outside with `casement-inspect`.
@Suite("Gallery under casement-inspect")
struct GalleryInspectTests {
    private var folder: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent() }

    /// Runs `tool` from the build folder with `arguments` and `environment`; its status and output.
    private func run(_ tool: String, _ arguments: [String], environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = folder.appendingPathComponent(tool)
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the CLI lists the Gallery, prints its tree, picks the view under a point and changes its background colour live")
    func inspectTheGallery() throws {
        for tool in ["Gallery", "casement-inspect"] {
            try #require(FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(tool).path), "build \(tool) first (swift build)")
        }
        let server = try PrivateXServer.xvfb(width: 1280, height: 800)
        defer { server.stop() }
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let environment = ["XDG_RUNTIME_DIR": runtime.path]

        let gallery = Process()
        gallery.executableURL = folder.appendingPathComponent("Gallery")
        gallery.arguments = ["--page", "gestures"]
        gallery.environment = environment.merging(["DISPLAY": server.displayName, "CASEMENT_INSPECT": "1", "PATH": "/usr/bin:/bin"]) { $1 }
        let output = Pipe()
        let errorsFile = runtime.appendingPathComponent("gallery-errors.txt")
        FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        gallery.standardOutput = output
        gallery.standardError = try FileHandle(forWritingTo: errorsFile)
        try gallery.run()
        defer {
            // Killed outright: this process's threads may block SIGTERM, and the child inherits that.
            kill(gallery.processIdentifier, SIGKILL)
            gallery.waitUntilExit()
        }
        // The Gallery says when its window is up; its inspector started before, at launch.
        var said = ""
        while !said.contains("close them to quit") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        let socket = runtime.appendingPathComponent("casement/\(gallery.processIdentifier).sock")
        let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        try #require(FileManager.default.fileExists(atPath: socket.path), "the Gallery opened no inspector socket: \(said) \(errors)")
        #expect(errors.contains("Casement inspector: listening on \(socket.path)"))

        let (listStatus, list) = try run("casement-inspect", ["list"], environment: environment)
        #expect(listStatus == 0 && list.contains("\(gallery.processIdentifier)"))
        let (_, tree) = try run("casement-inspect", ["tree"], environment: environment)
        #expect(tree.contains("UIImageView") && tree.contains("id \"photo\""))
        #expect(tree.contains("title \"Casement Gallery\" scene 1 UIWindowScene"), "\(tree.prefix(400))")
        #expect(tree.contains("delegate GallerySceneDelegate"))
        let (_, json) = try run("casement-inspect", ["tree", "--json"], environment: environment)
        #expect(json.contains("\"version\" : 1"))

        let (pickStatus, picked) = try run("casement-inspect", ["pick", "900", "300"], environment: environment)
        #expect(pickStatus == 0)
        let path = String(picked.split(separator: "\t").first ?? "")
        #expect(picked.contains("Page frame (0, 0, 960, 720)"))
        let (setStatus, _) = try run("casement-inspect", ["set", path, "backgroundColor", "#FF00FF"], environment: environment)
        #expect(setStatus == 0)
        let shot = runtime.appendingPathComponent("gallery.png")
        let (shotStatus, _) = try run("casement-inspect", ["screenshot", "-o", shot.path], environment: environment)
        #expect(shotStatus == 0)
        let pixels = RGBAImage(try CGImage.decoded(contentsOf: shot))
        #expect(pixels[900, 300] == [255, 0, 255, 255])
        // And on the X server's screen, as the user sees it.
        let (_, highlight) = try run("casement-inspect", ["highlight", path], environment: environment)
        #expect(highlight.isEmpty)
    }
}
