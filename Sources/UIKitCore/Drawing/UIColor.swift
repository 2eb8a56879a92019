public import CoreGraphics
public import Foundation

// Sendable: every stored property is a `let`; a dynamic colour's provider is called from
// whichever thread resolves it, as UIKit's is.
/// A colour, as views and layers use it: a `CGColor` with UIKit's constructors, component
/// accessors and named colours, or a dynamic colour that picks one for the traits it is shown with.
///
/// - Note: Divergence: components are clamped to 0...1 (UIKit's extended sRGB allows values
///   beyond), because the compositor renders sRGB only.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour of a fixed colour; `nil` for a dynamic one.
    private let fixedColor: CGColor?
    /// What picks a dynamic colour's colour for a set of traits.
    private let provider: ((UITraitCollection) -> UIColor)?
    /// The dynamic colour and alpha a colour made by ``withAlphaComponent(_:)`` from a dynamic
    /// one is; kept to compare such colours by what they are made from.
    private let alphaVariant: (base: UIColor, alpha: CGFloat)?
    /// The system name of a dynamic system colour, for its description.
    let systemName: String?

    /// The Core Graphics colour drawn for this colour: a dynamic colour resolved with
    /// ``UITraitCollection/current``.
    open var cgColor: CGColor {
        fixedColor ?? resolvedColor(with: UITraitCollection.currentForResolving).cgColor
    }

    /// Creates an sRGB colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (fixedColor, provider, systemName, alphaVariant) = (CGColor(red: red, green: green, blue: blue, alpha: alpha), nil, nil, nil)
    }

    /// Creates the colour a colour literal (`#colorLiteral(red:green:blue:alpha:)`) stands for:
    /// sRGB components in 0...1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a gray colour: 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        (fixedColor, provider, systemName, alphaVariant) = (CGColor(gray: white, alpha: alpha), nil, nil, nil)
    }

    /// Creates a colour whose value `dynamicProvider` picks for the traits it is shown with:
    /// views resolve it with their own traits, and again when those change.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        (fixedColor, provider, systemName, alphaVariant) = (nil, dynamicProvider, nil, nil)
    }

    /// A dynamic system colour named `name`.
    init(systemName name: String, _ provider: @escaping (UITraitCollection) -> UIColor) {
        (fixedColor, self.provider, systemName, alphaVariant) = (nil, provider, name, nil)
    }

    /// Dynamic `base` with its alpha replaced by `alpha`.
    private init(_ base: UIColor, alpha: CGFloat) {
        (fixedColor, provider, systemName, alphaVariant) = (nil, { base.resolvedColor(with: $0).withAlphaComponent(alpha) }, nil, (base, alpha))
    }

    /// The colour to show for `traitCollection`: a fixed colour itself, a dynamic colour its
    /// provider's choice (resolved in turn when that is dynamic too).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may answer with another dynamic colour; a chain that never ends in a fixed
        // colour is a programming error, cut short after a generous depth.
        for _ in 0..<64 {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        Diagnostics.report("Casement UIKit: a dynamic UIColor's provider kept answering with dynamic colours; drawn clear.")
        return .clear
    }

    /// Whether the colour is dynamic: it may differ between trait collections.
    var isDynamic: Bool { fixedColor == nil }

    /// Creates a colour from hue, saturation and brightness (HSB), each in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        (fixedColor, provider, systemName, alphaVariant) = (cgColor, nil, nil, nil)
    }

    /// A colour that paints `image` repeated, from the top-left corner of what it fills (a
    /// view's bounds, when it is a background colour).
    public convenience init(patternImage image: UIImage) {
        guard let upright = image.uprightCGImage else {
            self.init(white: 0, alpha: 0)
            return
        }
        self.init(cgColor: CGColor(patternImage: upright, scale: image.scale))
    }

    /// Returns the colour with its alpha replaced; a dynamic colour gives a dynamic colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let fixedColor else { return UIColor(alphaVariant?.base ?? self, alpha: alpha) }
        return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor)
    }

    /// Reads the colour as sRGB red, green, blue and alpha; `true` as every UIKit colour converts.
    ///
    /// The result may be ignored, as with Apple's (Objective-C methods import that way).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.srgbComponents
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Reads a gray colour's white and alpha; `false` for a colour that is not in a gray space.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = cgColor
        guard color.colorSpace?.model == .monochrome, let values = color.components else { return false }
        white?.pointee = values[0]
        alpha?.pointee = values[1]
        return true
    }

    /// Reads the colour as hue, saturation, brightness and alpha, each in 0...1.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.srgbComponents
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let chroma = maximum - minimum
        var h = 0.0
        if chroma > 0 {
            switch maximum {
            case c.red: h = ((c.green - c.blue) / chroma).truncatingRemainder(dividingBy: 6)
            case c.green: h = (c.blue - c.red) / chroma + 2
            default: h = (c.red - c.green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? chroma / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        // Dynamic colours are equal only to themselves, as their providers cannot be compared,
        // or when they are the same dynamic colour with the same alpha.
        if let variant = alphaVariant, let otherVariant = other.alphaVariant {
            return variant.base == otherVariant.base && variant.alpha == otherVariant.alpha
        }
        guard let fixedColor, let otherColor = other.fixedColor else { return self === other }
        return fixedColor == otherColor
    }

    open override var hash: Int {
        if let alphaVariant { return alphaVariant.base.hash &+ alphaVariant.alpha.hashValue }
        return fixedColor?.hashValue ?? ObjectIdentifier(self).hashValue
    }

    open override var description: String {
        if let systemName { return "<UIDynamicSystemColor; name = \(systemName)>" }
        if let alphaVariant { return "<UIDynamicModifiedColor; base = \(alphaVariant.base), alpha = \(alphaVariant.alpha)>" }
        guard let fixedColor else { return "<UIDynamicProviderColor>" }
        let c = fixedColor.srgbComponents
        return String(format: "UIColor(red: %.3f, green: %.3f, blue: %.3f, alpha: %.3f)", c.red, c.green, c.blue, c.alpha)
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor, as Xcode's colour swatches write it.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal has when nothing else decides it, as Apple's UIKit declares.
public typealias _ColorLiteralType = UIColor
