/// The family a colour space belongs to, which fixes how many components its colours have.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model Core Graphics does not know.
    case unknown = -1
    /// Grey levels: one component and alpha.
    case monochrome = 0
    /// Red, green and blue, and alpha.
    case rgb = 1
    /// Cyan, magenta, yellow and black, and alpha.
    case cmyk = 2
    /// CIE L*a*b*, and alpha.
    case lab = 3
    /// Any number of device colorants.
    case deviceN = 4
    /// Entries of a colour table.
    case indexed = 5
    /// Pattern colours.
    case pattern = 6
    /// CIE XYZ, and alpha.
    case XYZ = 7
}

/// How colours are converted when they fall outside a destination colour space.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default conversion.
    case defaultIntent = 0
    /// Colours outside the destination clip to its nearest; white is not adapted.
    case absoluteColorimetric = 1
    /// Colours outside the destination clip to its nearest; white maps to white.
    case relativeColorimetric = 2
    /// All colours are compressed to keep their relations.
    case perceptual = 3
    /// Saturation is kept at the cost of accuracy.
    case saturation = 4
}

/// Describes how colour components are interpreted.
///
/// Casement renders in sRGB with Cairo, which has no colour management. The supported spaces
/// are the sRGB and gray families; colours in a linear space are converted with the sRGB
/// transfer curve when drawn. Gray with gamma 2.2 is drawn as the sRGB gray of the same value,
/// a difference from the exact curve of at most 1/255 per channel.
///
/// - Note: Divergence: colour space names are `String`s, since Linux has no `CFString`.
public final class CGColorSpace: Sendable, Equatable, Hashable {
    /// The name of the standard sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the sRGB primaries with a linear transfer curve.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of the gray space with a 2.2 gamma curve.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the gray space with a linear transfer curve.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// The colour space family.
    public let model: CGColorSpaceModel
    /// The registered name, or `nil` for the device spaces.
    public let name: String?
    /// Whether component values are linear light rather than gamma encoded.
    package let isLinear: Bool

    private init(model: CGColorSpaceModel, name: String?, isLinear: Bool) {
        self.model = model
        self.name = name
        self.isLinear = isLinear
    }

    /// Creates the colour space registered under `name`, or returns `nil` for an unknown name.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB: self.init(model: .rgb, name: name, isLinear: false)
        case Self.linearSRGB: self.init(model: .rgb, name: name, isLinear: true)
        case Self.genericGrayGamma2_2: self.init(model: .monochrome, name: name, isLinear: false)
        case Self.linearGray: self.init(model: .monochrome, name: name, isLinear: true)
        default: return nil
        }
    }

    package static let deviceRGB = CGColorSpace(model: .rgb, name: nil, isLinear: false)
    package static let deviceGray = CGColorSpace(model: .monochrome, name: nil, isLinear: false)
    package static let srgb = CGColorSpace(name: sRGB)!
    package static let gray = CGColorSpace(name: genericGrayGamma2_2)!

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int {
        model == .monochrome ? 1 : 3
    }

    /// Whether two colour spaces are the same space.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name && lhs.isLinear == rhs.isLinear
    }

    /// Hashes the space by what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// Returns the device-dependent RGB colour space, which Casement treats as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Returns the device-dependent gray colour space, which Casement treats as sRGB gray.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
