import CoreFoundation
import CasementDebugging
import CoreGraphics
import Foundation
import GalleryPages
import Platform
import PlatformX11
import QuartzCore
import UIKitCore

// The Gallery: a UIKit app in scene form showing what Casement can draw and how it takes input.
// On a desktop it stays open until its windows are closed. With no DISPLAY it starts a private Xvfb,
// shows each page there, writes screenshots read back from the X server to a folder, names the
// folder and exits.

@MainActor
func runGallery() -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    let forceHeadless = arguments.contains("--headless")
    let outputFolder = arguments.firstIndex(of: "--output").flatMap { index in
        arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
    } ?? "gallery-output"
    let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

    var privateServer: PrivateXServer?
    let platform: X11Platform
    do {
        if forceHeadless || display.isEmpty {
            let server = try PrivateXServer.xvfb()
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
    let session = PlatformSession.install(platform)
    session.startRunLoopObserver()
    // The app delegate configures the scenes; the first connects at launch and makes the window.
    let delegate = GalleryAppDelegate()
    delegate.startPage = arguments.firstIndex(of: "--page").flatMap { index in
        arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
    }
    // As UIKit's entry point does: CASEMENT_INSPECT=1 opens the inspector at launch.
    installDebuggingLaunchHook(on: session)
    session.launch(delegate: delegate)
    guard delegate.failure == nil,
        let window = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first,
        let host = window.subviews.first as? GalleryHost
    else { return 1 }
    let pages = host.pages

    guard privateServer != nil else {
        // Interactive: the run loop sleeps until X events arrive; Ctrl+N opens another window
        // (another scene), and closing the last one ends the app.
        // Written unbuffered: whoever reads a pipe from the Gallery learns at once that it is up.
        FileHandle.standardOutput.write(Data("Gallery: showing the window on DISPLAY=\(display); arrows change the page, Ctrl+N opens another window; close them to quit.\n".utf8))
        RunLoop.main.run()
        return 0
    }

    do {
        let folder = URL(fileURLWithPath: outputFolder).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("Gallery: no DISPLAY, so it ran under a private Xvfb (\(platform.displayName)).")
        for index in pages.indices {
            host.show(index)
            // An animated page is shown for half a second of frames before it is captured.
            let shownFor: TimeInterval = if case .animated = pages[index].content { 0.5 } else { 0 }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: shownFor))
            session.updateScreens()
            platform.synchronize()
            guard let x11Window = window.platformWindow as? X11Window else { throw PlatformError("The Gallery window has no X window.") }
            let screenshot = try x11Window.capture()
            let file = folder.appendingPathComponent("gallery-\(pages[index].name).png")
            try screenshot.pngData().write(to: file)
            print("Gallery: screenshot written to \(file.path)")
        }
        print("Gallery: output folder \(folder.path)")
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not write the screenshot: \(error)\n".utf8))
        return 1
    }
    return 0
}

exit(MainActor.assumeIsolated { runGallery() })
