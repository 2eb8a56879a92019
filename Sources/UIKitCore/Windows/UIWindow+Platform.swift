import CoreGraphics
import Foundation
internal import Platform
import QuartzCore

// How a window is kept in step with its platform window: made on first show, placed on its
// screen in pixels, drawn by its compositor, and told what the user and window manager did.
extension UIWindow {
    /// The band a window manager keeps the window in: levels above normal float above normal
    /// windows, levels below sink below them.
    var stackingLayer: WindowStackingLayer {
        windowLevel > .normal ? .above : windowLevel < .normal ? .below : .normal
    }

    /// The window's frame in the platform's global pixels: its screen's origin plus its frame at
    /// the screen's native scale, in whole pixels, at least one pixel wide and high.
    var platformFrame: CGRect {
        let scale = screen.nativeScale
        let origin = screen.platformScreen.frame.origin
        let frame = self.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return CGRect(origin: origin, size: CGSize(width: 1, height: 1))
        }
        let pixels = CGRect(
            x: origin.x + frame.minX * scale, y: origin.y + frame.minY * scale,
            width: frame.width * scale, height: frame.height * scale
        ).integral
        return CGRect(origin: pixels.origin, size: CGSize(width: max(pixels.width, 1), height: max(pixels.height, 1)))
    }

    /// The scene's size limits in the platform's pixels; `nil` for none.
    var platformSizeLimits: (minimum: CGSize?, maximum: CGSize?) {
        let scale = screen.scale
        func pixels(_ size: CGSize) -> CGSize? {
            guard size.width > 0 || size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
            return CGSize(width: max(size.width, 0) * scale, height: max(size.height, 0) * scale)
        }
        return (pixels(sceneSizeLimits.minimum), pixels(sceneSizeLimits.maximum))
    }

    /// Takes the size limits of the window's scene, passing them to the platform window as size hints.
    func applySceneSizeLimits(minimum: CGSize, maximum: CGSize) {
        sceneSizeLimits = (minimum, maximum)
        let limits = platformSizeLimits
        platformWindow?.setSizeLimits(minimum: limits.minimum, maximum: limits.maximum)
    }

    func platformShow() {
        if platformWindow == nil {
            do {
                let limits = platformSizeLimits
                let made = try session.platform.makeWindow(WindowConfiguration(
                    title: title, frame: platformFrame, minimumSize: limits.minimum, maximumSize: limits.maximum,
                    role: platformRole, parent: popUpOwner?.platformWindow?.id))
                made.stackingLayer = stackingLayer
                platformWindow = made
                compositor = LayerCompositor(rootLayer: layer, environment: session.animationEnvironment)
            } catch {
                Diagnostics.report("Casement UIKit: the window could not be shown: \(error.message)")
                return
            }
        }
        stackOrder = session.takeStackOrder()
        isMinimized = false
        compositor?.setNeedsFullRepaint()
        platformWindow?.show()
        session.restack()
        NotificationCenter.default.post(name: Self.didBecomeVisibleNotification, object: self)
    }

    /// Brings the shown window in front of the others of its level, restoring it if minimized,
    /// and makes it key; shows it if hidden.
    func bringToFront() {
        guard !isHidden else { return makeKeyAndVisible() }
        stackOrder = session.takeStackOrder()
        // Mapping a minimized window again restores it; the platform reports the map.
        if isMinimized { platformWindow?.show() }
        session.restack()
        makeKey()
    }

    func platformHide() {
        session.resignKey(self)
        if let platformWindow, platformWindow.isVisible {
            expectedUnmaps += 1
            platformWindow.hide()
        }
        isMinimized = false
        hasPlatformFocus = false
        NotificationCenter.default.post(name: Self.didBecomeHiddenNotification, object: self)
    }

    /// Moves and sizes the platform window to the window's frame, unless the change came from it.
    func placePlatformWindow() {
        guard !isApplyingPlatformGeometry, let platformWindow else { return }
        let target = platformFrame
        guard target != platformWindow.frame else { return }
        platformWindow.setFrame(target)
    }

    /// Closes the platform window, for a window going away or a session ending.
    func detachPlatformWindow() {
        platformWindow?.close()
        platformWindow = nil
        compositor = nil
    }

    /// Takes the window out of its session: its platform window closes and it stops being key;
    /// returns whether it was shown, so the next session shows it again.
    func leaveSession() -> Bool {
        let wasShown = platformWindow != nil && !isHidden
        owningSession?.resignKey(self)
        owningSession?.unregister(self)
        detachPlatformWindow()
        owningSession = nil
        return wasShown
    }

    /// Gives the window to `session`, which shows it at once when `show` is set.
    func join(_ session: PlatformSession, show: Bool) {
        owningSession = session
        session.register(self)
        if show { platformShow() }
    }

    /// The window moved to another screen, or its screen's mode or scale changed: the layers of
    /// its views draw at the screen's scale and the platform window goes to the screen.
    func screenDidChange() {
        let scale = screen.scale
        forEachInSubtree { view in view.adoptContentScale(scale) }
        refreshTraits()
        compositor?.setNeedsFullRepaint()
        placePlatformWindow()
    }

    /// Makes the next frame draw and present the whole window.
    package func setNeedsFullRepaint() {
        compositor?.setNeedsFullRepaint()
    }

    /// Draws what changed and presents it; returns whether the window has something animating.
    ///
    /// At most one frame is presented in each refresh interval of the window's screen: `tick`
    /// is a frame-clock tick's target time, at which animated layers are shown; without one
    /// (the pass before the run loop sleeps) the window composites at the current time only if
    /// it presented nothing in this interval yet, and otherwise commits its changes for the
    /// next tick and asks for it by returning true. A session that presents every turn (a test
    /// app's, by default) composites in every pass before sleeping.
    func renderFrame(tick: CFTimeInterval?) -> Bool {
        guard let platformWindow, let compositor else { return false }
        framePacer.interval = 1 / screen.platformScreen.currentMode.refreshRate
        let time = tick ?? compositor.environment.now
        guard tick == nil && session.presentsEveryTurn || framePacer.mayPresent(at: time) else {
            return compositor.commitWithoutCompositing() || !pendingExposures.isEmpty
        }
        let surface = platformWindow.surface
        let scale = screen.nativeScale
        let origin = frame.origin
        compositor.movesSurfacePixels = !platformWindow.movesPixelsOnScreen
        // What the screen lost is painted again: the surface may hold stale pixels where content
        // moved on the screen alone.
        for exposed in pendingExposures {
            compositor.setNeedsRepaint(of: CGRect(x: exposed.minX / scale + origin.x, y: exposed.minY / scale + origin.y, width: exposed.width / scale, height: exposed.height / scale))
        }
        let area = CGRect(x: origin.x, y: origin.y, width: CGFloat(surface.width) / scale, height: CGFloat(surface.height) / scale)
        func composite() -> FrameReport {
            let context = surface.context
            // Only the transform changes, so it is set and put back rather than the whole
            // graphics state saved and restored (a Cairo state copy each frame).
            let device = context.userSpaceToDeviceSpaceTransform
            defer { context.setUserSpaceToDeviceSpaceTransform(device) }
            context.setUserSpaceToDeviceSpaceTransform(
                CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -origin.x * scale, ty: -origin.y * scale).concatenating(device))
            return compositor.renderFrame(in: context, surfaceBounds: area, at: tick)
        }
        var report = composite()
        if report.failed, surface.replaceContext() {
            // The broken context drew nothing this frame; a new one repaints the whole window now.
            compositor.setNeedsFullRepaint()
            report = composite()
        }
        // Loops, not map: a main-actor closure checks its executor on every call, and this
        // runs for every frame an input makes.
        var pixels: [CGRect] = []
        pixels.reserveCapacity(report.damage.count + pendingExposures.count)
        for rect in report.damage {
            pixels.append(CGRect(x: (rect.minX - origin.x) * scale, y: (rect.minY - origin.y) * scale, width: rect.width * scale, height: rect.height * scale)
                .integral)
        }
        if !pendingExposures.isEmpty {
            pixels += pendingExposures
            pendingExposures = []
        }
        var moves: [SurfaceMove] = []
        for move in report.moves {
            moves.append(SurfaceMove(
                rect: CGRect(x: (move.rect.minX - origin.x) * scale, y: (move.rect.minY - origin.y) * scale, width: move.rect.width * scale, height: move.rect.height * scale),
                offset: CGPoint(x: move.offset.x * scale, y: move.offset.y * scale)))
        }
        if !pixels.isEmpty || !moves.isEmpty {
            if moves.isEmpty { platformWindow.present(damage: pixels) } else { platformWindow.present(damage: pixels, moves: moves) }
            framePacer.didPresent(at: time)
        }
        finishAppearance()
        if report.layoutPasses > 0 || report.redraws > 0 || !pixels.isEmpty {
            var presented = 0
            for rect in pixels { presented &+= Int(saturating: rect.width * rect.height) }
            session.frameCounters.record(FrameCounters(
                windowSystemID: platformWindow.id.rawValue, time: session.animationEnvironment.now, report: report, presentedPixels: presented))
        }
        return report.isAnimating
    }

    // MARK: What the platform reports

    /// A location the platform reports in window pixels, in the window's coordinates.
    func pointFromPlatformPixels(_ pixels: CGPoint) -> CGPoint {
        let scale = screen.nativeScale
        return CGPoint(x: pixels.x / scale + bounds.minX, y: pixels.y / scale + bounds.minY)
    }

    func platformDidResize(to size: CGSize) {
        let scale = screen.nativeScale
        isApplyingPlatformGeometry = true
        var frame = self.frame
        frame.size = CGSize(width: size.width / scale, height: size.height / scale)
        self.frame = frame
        isApplyingPlatformGeometry = false
        compositor?.setNeedsFullRepaint()
    }

    func platformDidMove(to origin: CGPoint) {
        let size = platformWindow?.frame.size ?? .zero
        let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        if !screen.platformScreen.frame.contains(center),
            let other = session.screens.first(where: { $0.platformScreen.frame.contains(center) })
        {
            isApplyingPlatformGeometry = true
            screen = other
            isApplyingPlatformGeometry = false
        }
        let scale = screen.nativeScale
        let screenOrigin = screen.platformScreen.frame.origin
        isApplyingPlatformGeometry = true
        frame.origin = CGPoint(x: (origin.x - screenOrigin.x) / scale, y: (origin.y - screenOrigin.y) / scale)
        isApplyingPlatformGeometry = false
        compositor?.setNeedsFullRepaint()
    }

    func platformDidExpose(_ rect: CGRect) {
        pendingExposures.append(rect)
    }

    func platformDidMap(_ isVisible: Bool) {
        if isVisible {
            isMinimized = false
        } else if expectedUnmaps > 0 {
            expectedUnmaps -= 1
        } else if !isHidden {
            // Unmapped by someone else while the app shows it: the user or window manager minimized it.
            isMinimized = true
            hasPlatformFocus = false
        }
    }
}
