import CoreGraphics
import Foundation
import GalleryPages
import Platform
import PlatformX11
import QuartzCore

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

    // The CoreGraphics page is one picture; the layer pages are live layer trees, repainted by a
    // compositor that redraws only what changed (an expose repaints from its caches).
    let pages: [(name: String, content: PageContent)]
    do {
        pages = [
            ("drawing-page", .picture(try DrawingPage.render())),
            ("layer-styles", .layers(LayerCompositor(rootLayer: try LayerStylesPage.makeLayerTree()))),
            ("layer-kinds", .layers(LayerCompositor(rootLayer: LayerKindsPage.makeLayerTree()))),
            ("animation", .animated(LayerCompositor(rootLayer: AnimationPage.makeLayerTree()), start: AnimationPage.startAnimations(in:))),
            ("view-listings", .layers(LayerCompositor(rootLayer: ViewListingsPage.makeLayerTree()))),
            ("view-animations", .animated(LayerCompositor(rootLayer: ViewAnimationPage.makeLayerTree()), start: ViewAnimationPage.startAnimations(in:))),
        ]
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not draw a page: \(error)\n".utf8))
        return 1
    }
    var current = 0
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

    // While the page shown animates, the platform's frame clock (at the screen's refresh rate)
    // drives frames that repaint only what moved; when nothing animates it stops, and so does the CPU.
    var startedPages: Set<Int> = []
    func frame(fullRepaint: Bool) {
        guard let compositor = pages[current].content.compositor else { return platform.frameClock.stop() }
        let bounds = CGRect(x: 0, y: 0, width: window.surface.width, height: window.surface.height)
        if fullRepaint { compositor.setNeedsFullRepaint() }
        window.present(damage: compositor.renderFrame(in: window.surface.context, surfaceBounds: bounds))
        if case .animated(_, let start) = pages[current].content, !startedPages.contains(current) {
            startedPages.insert(current)
            start(compositor.rootLayer)
            // The animations start when their transaction commits: commit it and draw their
            // first frame, so the compositor knows the page animates.
            CATransaction.flush()
            window.present(damage: compositor.renderFrame(in: window.surface.context, surfaceBounds: bounds))
        }
        if compositor.isAnimating, !platform.frameClock.isRunning {
            platform.frameClock.start { _ in frame(fullRepaint: false) }
        } else if !compositor.isAnimating {
            platform.frameClock.stop()
        }
    }

    func paint() {
        guard case .picture(let page) = pages[current].content else { return frame(fullRepaint: true) }
        platform.frameClock.stop()
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
            // Right arrow or space shows the next page, left arrow the previous one.
            case .key(_, true, 0xFF53, _, _, _, _, _), .key(_, true, 0x20, _, _, _, _, _):
                current = (current + 1) % pages.count
                paint()
            case .key(_, true, 0xFF51, _, _, _, _, _):
                current = (current + pages.count - 1) % pages.count
                paint()
            default: break
            }
        }
        paint()
        // Written unbuffered: whoever reads a pipe from the Gallery learns at once that it is up.
        FileHandle.standardOutput.write(Data("Gallery: showing the window on DISPLAY=\(display); arrows change the page; close it to quit.\n".utf8))
        RunLoop.main.run()
        return 0
    }

    for _ in 0..<500 where !mapped { platform.synchronize() }
    do {
        let folder = URL(fileURLWithPath: outputFolder).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("Gallery: no DISPLAY, so it ran under a private Xvfb (\(platform.displayName)).")
        for index in pages.indices {
            current = index
            paint()
            // An animated page is shown for half a second of frames before it is captured.
            if platform.frameClock.isRunning { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5)) }
            let screenshot = try (window as! X11Window).capture()
            let file = folder.appendingPathComponent("gallery-\(pages[index].name).png")
            try screenshot.pngData().write(to: file)
            print("Gallery: screenshot written to \(file.path)")
        }
        print("Gallery: output folder \(folder.path)")
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not write the screenshot: \(error)\n".utf8))
        return 1
    }
    _ = closed
    return 0
}

/// What a Gallery page shows.
enum PageContent {
    case picture(CGImage)
    case layers(LayerCompositor)
    /// Layers whose animations `start` adds once the page has been drawn.
    case animated(LayerCompositor, start: @MainActor (CALayer) -> Void)

    var compositor: LayerCompositor? {
        switch self {
        case .picture: nil
        case .layers(let compositor), .animated(let compositor, _): compositor
        }
    }
}

exit(MainActor.assumeIsolated { runGallery() })
