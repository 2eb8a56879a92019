import CoreGraphics
import Foundation
import GalleryPages
import Platform
import PlatformX11

// The Gallery: a window showing what Casement can draw. On a desktop it stays open until the
// window is closed. With no DISPLAY it starts a private Xvfb, shows the window there, writes a
// screenshot read back from the X server to a folder, names the folder and exits.

@MainActor
func runGallery() -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    let forceHeadless = arguments.contains("--headless")
    let outputFolder = arguments.firstIndex(of: "--output").flatMap { index in
        arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
    } ?? "gallery-output"
    let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

    var privateServer: PrivateXvfb?
    let platform: X11Platform
    do {
        if forceHeadless || display.isEmpty {
            let server = try PrivateXvfb.start()
            privateServer = server
            platform = try X11Platform(displayName: server.displayName)
        } else {
            platform = try X11Platform()
        }
    } catch {
        FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
        return 1
    }
    defer {
        platform.disconnect()
        privateServer?.stop()
    }

    let page: CGImage
    do {
        page = try DrawingPage.render()
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not draw the page: \(error)\n".utf8))
        return 1
    }
    let window: any PlatformWindow
    do {
        let screen = platform.screens.first?.frame ?? CGRect(x: 0, y: 0, width: 1280, height: 800)
        let frame = CGRect(
            x: screen.minX + max(0, (screen.width - DrawingPage.size.width) / 2),
            y: screen.minY + max(0, (screen.height - DrawingPage.size.height) / 2),
            width: DrawingPage.size.width, height: DrawingPage.size.height)
        window = try platform.makeWindow(WindowConfiguration(title: "Casement Gallery", frame: frame, minimumSize: DrawingPage.size))
    } catch {
        FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
        return 1
    }

    func paint() {
        let context = window.surface.context
        context.saveGState()
        context.setBlendMode(.copy)
        // The surface is y-down; the page image is drawn flipped back so it appears upright.
        context.translateBy(x: 0, y: CGFloat(window.surface.height))
        context.scaleBy(x: 1, y: -1)
        context.draw(page, in: CGRect(x: 0, y: CGFloat(window.surface.height) - DrawingPage.size.height, width: DrawingPage.size.width, height: DrawingPage.size.height))
        context.restoreGState()
        window.present(damage: [CGRect(x: 0, y: 0, width: window.surface.width, height: window.surface.height)])
    }

    var mapped = false
    var closed = false
    platform.eventHandler = { event in
        switch event {
        case .mapped(_, true): mapped = true
        case .exposed, .resized: paint()
        case .closeRequested: closed = true
        default: break
        }
    }
    window.show()

    guard privateServer != nil else {
        // Interactive: the run loop sleeps until X events arrive; closing the window ends it.
        platform.eventHandler = { event in
            switch event {
            case .exposed, .resized: paint()
            case .closeRequested: exit(0)
            default: break
            }
        }
        paint()
        print("Gallery: showing the window on DISPLAY=\(display); close it to quit.")
        RunLoop.main.run()
        return 0
    }

    for _ in 0..<500 where !mapped { platform.synchronize() }
    paint()
    do {
        let folder = URL(fileURLWithPath: outputFolder).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let screenshot = try (window as! X11Window).capture()
        let file = folder.appendingPathComponent("gallery-drawing-page.png")
        try screenshot.pngData().write(to: file)
        print("Gallery: no DISPLAY, so it ran under a private Xvfb (\(platform.displayName)).")
        print("Gallery: screenshot written to \(file.path)")
        print("Gallery: output folder \(folder.path)")
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not write the screenshot: \(error)\n".utf8))
        return 1
    }
    _ = closed
    return 0
}

/// An Xvfb started for this process and stopped when it exits.
final class PrivateXvfb {
    let displayName: String
    private let process: Process

    private init(process: Process, displayName: String) {
        self.process = process
        self.displayName = displayName
    }

    static func start() throws -> PrivateXvfb {
        let executable = "/usr/bin/Xvfb"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw PlatformError("No DISPLAY is set and Xvfb is missing; install it with: apt-get install -y xvfb")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x800x24"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PlatformError("Xvfb exited before it accepted connections.") }
            data.append(chunk)
        }
        return PrivateXvfb(process: process, displayName: ":" + String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

exit(MainActor.assumeIsolated { runGallery() })
