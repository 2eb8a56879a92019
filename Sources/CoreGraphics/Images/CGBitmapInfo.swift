/// Where alpha sits in a pixel and whether colour components are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha; every pixel is opaque.
    case none = 0
    /// Alpha is the last component; colours are premultiplied.
    case premultipliedLast = 1
    /// Alpha is the first component; colours are premultiplied.
    case premultipliedFirst = 2
    /// Alpha is the last component; colours are not premultiplied.
    case last = 3
    /// Alpha is the first component; colours are not premultiplied.
    case first = 4
    /// The last component is padding and ignored.
    case noneSkipLast = 5
    /// The first component is padding and ignored.
    case noneSkipFirst = 6
    /// Only an alpha channel, no colour.
    case alphaOnly = 7
}

/// The layout of a bitmap's pixels: alpha placement, byte order and component type.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates bitmap information from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates bitmap information that holds only `alphaInfo` and the default byte order.
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating-point numbers.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components are in memory order (big endian for multi-byte words).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words in little-endian order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words in little-endian order: an ARGB word is stored B, G, R, A.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words in big-endian order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words in big-endian order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha placement these bits describe.
    package var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) ?? .none
    }

    /// Whether 32-bit pixels are stored little-endian.
    package var isLittleEndian32: Bool {
        rawValue & Self.byteOrderMask.rawValue == Self.byteOrder32Little.rawValue
    }

    /// The layout Cairo renders into natively: premultiplied ARGB in native (little-endian) 32-bit words.
    package static let cairoARGB32 = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
        .union(.byteOrder32Little)
    /// Cairo's opaque layout: XRGB in native 32-bit words.
    package static let cairoRGB24 = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue)
        .union(.byteOrder32Little)
}

/// How an image is resampled when drawn at another size.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's choice (Casement: high).
    case `default` = 0
    /// Nearest pixel, no blending.
    case none = 1
    /// Fast blending of neighbours.
    case low = 2
    /// Better blending, slower.
    case medium = 4
    /// The best resampling.
    case high = 3
}
