public import Foundation

/// One display mode of a screen: a size in pixels and a refresh rate.
public struct ScreenMode: Sendable, Hashable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Frames per second. Never 0: a display that reports 0 Hz (Xvfb does) is given 60.
    public var refreshRate: Double

    /// Creates a mode; a refresh rate that is not positive and finite becomes 60 Hz.
    public init(width: Int, height: Int, refreshRate: Double) {
        self.width = width
        self.height = height
        self.refreshRate = refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60
    }

    /// The mode as `width×height@rate Hz`.
    public var description: String { "\(width)×\(height)@\(String(format: "%.2f", refreshRate))Hz" }
}

/// How a screen's picture is turned relative to its panel.
public enum ScreenRotation: Int, Sendable, Hashable {
    /// Upright.
    case normal = 0
    /// Turned a quarter turn anticlockwise.
    case left = 90
    /// Upside down.
    case inverted = 180
    /// Turned a quarter turn clockwise.
    case right = 270
}

/// A connected, active display as the platform reports it.
public struct ScreenDescription: Sendable, Hashable, Identifiable {
    /// A stable name for the screen, such as the output or monitor name ("DUMMY1", "screen").
    public var id: String
    /// The screen's area in the platform's global pixel space.
    public var frame: CGRect
    /// Every mode the screen can switch to; contains ``currentMode``.
    public var modes: [ScreenMode]
    /// The mode in use.
    public var currentMode: ScreenMode
    /// The physical size in millimetres, or `nil` when the display does not report one.
    public var physicalSize: CGSize?
    /// How the picture is rotated.
    public var rotation: ScreenRotation
    /// Whether this is the primary screen; the platform lists the primary screen first.
    public var isPrimary: Bool

    /// Creates a screen description.
    public init(
        id: String, frame: CGRect, modes: [ScreenMode], currentMode: ScreenMode, physicalSize: CGSize?,
        rotation: ScreenRotation = .normal, isPrimary: Bool
    ) {
        self.id = id
        self.frame = frame
        self.modes = modes.contains(currentMode) ? modes : [currentMode] + modes
        self.currentMode = currentMode
        self.physicalSize = physicalSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        self.rotation = rotation
        self.isPrimary = isPrimary
    }

    /// Pixels per inch horizontally, or `nil` without a physical size.
    public var pixelsPerInch: Double? {
        guard let physicalSize else { return nil }
        return Double(frame.width) / (Double(physicalSize.width) / 25.4)
    }
}
