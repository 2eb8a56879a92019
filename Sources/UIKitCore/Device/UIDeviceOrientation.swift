/// How a device is held relative to its upright position.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the long side vertical.
    case portrait = 1
    /// Upside down, the long side vertical.
    case portraitUpsideDown = 2
    /// On its side, turned a quarter turn anticlockwise.
    case landscapeLeft = 3
    /// On its side, turned a quarter turn clockwise.
    case landscapeRight = 4
    /// Lying flat, face up.
    case faceUp = 5
    /// Lying flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can be turned to match: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
