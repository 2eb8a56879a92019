import CoreGraphics
public import Foundation
package import Platform
public import QuartzCore

/// A display the app's windows can appear on: one XRandR monitor.
///
/// Its coordinate space is measured in points: ``nativeScale`` pixels each. ``main`` is the
/// primary monitor. Screens are connected, disconnected and changed while the app runs; the
/// ``didConnectNotification``, ``didDisconnectNotification`` and ``modeDidChangeNotification``
/// say so, with the screen as the notification's object.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// Posted when a monitor is connected; the object is the new screen.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a monitor is disconnected; the object is the screen, which stays usable but shows nothing.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode (its size or refresh rate) changes; the object is the screen.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// What the platform last reported about the monitor.
    package private(set) var platformScreen: ScreenDescription
    /// The scale chosen for the monitor, kept with its fractional twin.
    private var scales: (scale: CGFloat, native: CGFloat)

    /// The session whose platform shows the monitor; `nil` for a screen no session made.
    package private(set) weak var owningSession: PlatformSession?

    package init(_ description: ScreenDescription, session: PlatformSession? = nil) {
        owningSession = session
        platformScreen = description
        scales = Self.scales(for: description)
        super.init()
    }

    /// The primary screen; always the first of ``screens``.
    public class var main: UIScreen { UIApplication.shared.session.mainScreen }

    /// The connected screens, the primary one first.
    public class var screens: [UIScreen] { UIApplication.shared.session.screens }

    /// Takes a newer description of the same monitor; returns whether its mode changed.
    package func update(_ description: ScreenDescription) -> Bool {
        let modeChanged = description.currentMode != platformScreen.currentMode || description.frame.size != platformScreen.frame.size
            || description.rotation != platformScreen.rotation
        platformScreen = description
        scales = Self.scales(for: description)
        return modeChanged
    }

    // MARK: Geometry

    /// The screen's rectangle in points, at the origin; its size follows the monitor's rotation.
    open var bounds: CGRect {
        CGRect(x: 0, y: 0, width: platformScreen.frame.width / scales.native, height: platformScreen.frame.height / scales.native)
    }

    /// The monitor's rectangle in pixels, in the panel's own orientation (not swapped by rotation).
    open var nativeBounds: CGRect {
        let size = platformScreen.frame.size
        switch platformScreen.rotation {
        case .normal, .inverted: return CGRect(origin: .zero, size: size)
        case .left, .right: return CGRect(x: 0, y: 0, width: size.height, height: size.width)
        }
    }

    /// The whole number of backing-store pixels per point: what views and layers draw at.
    open var scale: CGFloat { scales.scale }

    /// The screen's traits: its scale, the interface style the desktop asks for, the base level,
    /// the language's layout direction and the desktop's idiom (``UIUserInterfaceIdiom/pad``).
    open var traitCollection: UITraitCollection {
        UITraitCollection(
            displayScale: scale, userInterfaceStyle: userInterfaceStyle,
            layoutDirection: UIApplication.languageLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            userInterfaceLevel: .base, userInterfaceIdiom: UIDevice.desktopIdiom)
    }

    /// The interface style the desktop asks for; light for a screen no session made.
    var userInterfaceStyle: UIUserInterfaceStyle { owningSession?.systemInterfaceStyle ?? .light }

    /// Called after the screen's traits changed; the base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The true number of monitor pixels per point, possibly fractional; drawing at ``scale`` is
    /// resampled to it.
    open var nativeScale: CGFloat { scales.native }

    /// The most frames per second the screen shows: its mode's refresh rate.
    open var maximumFramesPerSecond: Int { Int(platformScreen.currentMode.refreshRate.rounded()) }

    /// The screen this one shows the same picture as, when the monitors are mirrored; otherwise `nil`.
    open var mirrored: UIScreen? {
        guard !platformScreen.isPrimary else { return nil }
        let main = UIScreen.main
        return main !== self && main.platformScreen.frame == platformScreen.frame ? main : nil
    }

    /// The screen's coordinate space: its ``bounds``, as the monitor is currently turned.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, isFixed: false) }

    /// The screen's space in the panel's own orientation, which does not turn with the monitor.
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, isFixed: true) }

    // MARK: Modes

    /// Every mode the monitor can switch to.
    open var availableModes: [UIScreenMode] { platformScreen.modes.map(UIScreenMode.init) }

    /// The mode the monitor shows. Assigning one of ``availableModes`` switches a screen other
    /// than the main one to it; ``modeDidChangeNotification`` follows once the display has
    /// changed. The main screen keeps its mode, and when the display refuses, the old mode stays
    /// and nothing is posted (both are reported).
    open var currentMode: UIScreenMode? {
        get { UIScreenMode(platformScreen.currentMode) }
        set {
            guard let mode = newValue?.platformMode, mode != platformScreen.currentMode else { return }
            let session = owningSession ?? UIApplication.shared.session
            guard self !== session.mainScreen else {
                return Diagnostics.report("Casement UIKit: the main screen's currentMode cannot be assigned (as on iOS); it stays \(platformScreen.currentMode).")
            }
            do {
                try session.platform.setMode(mode, forScreen: platformScreen.id)
            } catch {
                Diagnostics.report("Casement UIKit: screen \(platformScreen.id) stays in \(platformScreen.currentMode): \(error)")
            }
        }
    }

    /// The mode the monitor looks best in: its largest, at its highest refresh rate.
    open var preferredMode: UIScreenMode? {
        let best = platformScreen.modes.max { a, b in
            (a.width * a.height, a.refreshRate) < (b.width * b.height, b.refreshRate)
        }
        return best.map(UIScreenMode.init)
    }

    // MARK: Display links

    /// A display link that calls `selector` (a method of `target`, such as `Self.step`) once per
    /// refresh; add it to the main run loop to start it.
    ///
    /// - Note: Divergence: no Objective-C selectors on Linux; iOS writes
    ///   `displayLink(withTarget: self, selector: #selector(step))`.
    open func displayLink<Target: AnyObject>(
        withTarget target: Target, selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }

    /// A display link that calls `selector`, a method of `target` that takes no argument, once per
    /// refresh; add it to the main run loop to start it.
    open func displayLink<Target: AnyObject>(
        withTarget target: Target, selector: @escaping (Target) -> @MainActor () -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }

    /// A display link that calls `handler` once per refresh; add it to the main run loop to start it.
    open func displayLink(handler: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink? {
        CADisplayLink(handler: handler)
    }

    open override nonisolated var description: String {
        MainActor.assumeIsolated {
            "<UIScreen: \(platformScreen.id); bounds = \(bounds); mode = \(platformScreen.currentMode); scale = \(scale)>"
        }
    }

    // MARK: Scale

    /// The environment variable that overrides the scale chosen from the monitor's density.
    package static let scaleVariable = "CASEMENT_SCALE"

    /// The scales for a monitor: the native one from its pixel density (96 pixels per inch is 1,
    /// in steps of a quarter, and 1 below 1.25 since reported sizes are rough) or from
    /// `CASEMENT_SCALE`, and the whole number at or above it that views draw at.
    package static func scales(for description: ScreenDescription, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (scale: CGFloat, native: CGFloat)
    {
        var native: CGFloat = 1
        if let text = environment[scaleVariable] {
            if let value = Double(text), value >= 1, value <= 8 {
                native = CGFloat(value)
            } else {
                Diagnostics.report(
                    "Casement UIKit: \(scaleVariable)=\(text) is not a scale from 1 to 8 (such as 2 or 1.5); the monitor's density decides.")
                native = densityScale(description)
            }
        } else {
            native = densityScale(description)
        }
        return (max(1, (native - 0.25).rounded(.up)), native)
    }

    private static func densityScale(_ description: ScreenDescription) -> CGFloat {
        guard let ppi = description.pixelsPerInch, ppi.isFinite else { return 1 }
        let ratio = ppi / 96
        return ratio < 1.25 ? 1 : (ratio * 4).rounded() / 4
    }
}

/// A screen's coordinate space, as the monitor is turned or in the panel's own orientation.
@MainActor
private final class ScreenCoordinateSpace: ScreenPlacedSpace {
    let screen: UIScreen
    let isFixed: Bool

    init(screen: UIScreen, isFixed: Bool) {
        self.screen = screen
        self.isFixed = isFixed
    }

    var bounds: CGRect {
        guard isFixed else { return screen.bounds }
        let native = screen.nativeBounds
        return CGRect(x: 0, y: 0, width: native.width / screen.nativeScale, height: native.height / screen.nativeScale)
    }

    /// Turns a point of the fixed (panel) space into the turned space; the rotation is the
    /// picture's, counter-clockwise as XRandR counts it.
    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        guard isFixed else { return point }
        let turned = screen.bounds.size
        switch screen.platformScreen.rotation {
        case .normal: return point
        case .left: return CGPoint(x: point.y, y: turned.height - point.x)
        case .inverted: return CGPoint(x: turned.width - point.x, y: turned.height - point.y)
        case .right: return CGPoint(x: turned.width - point.y, y: point.x)
        }
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        guard isFixed else { return point }
        let turned = screen.bounds.size
        switch screen.platformScreen.rotation {
        case .normal: return point
        case .left: return CGPoint(x: turned.height - point.y, y: point.x)
        case .inverted: return CGPoint(x: turned.width - point.x, y: turned.height - point.y)
        case .right: return CGPoint(x: point.y, y: turned.width - point.x)
        }
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, from: coordinateSpace)
    }
}

extension UIScreen: UITraitEnvironment {}
