public import CoreGraphics
public import Foundation

// Sendable: every stored property is a `let` of a Sendable type, and subclasses add none that
// UIKit's API could mutate.
/// A colour, as views and layers use it: a `CGColor` with UIKit's constructors, component
/// accessors and named colours.
///
/// - Note: Divergence: components are clamped to 0...1 (UIKit's extended sRGB allows values
///   beyond), because the compositor renders sRGB only.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour drawn for this colour.
    public let cgColor: CGColor

    /// Creates an sRGB colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour: 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
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

    /// Returns the colour with its alpha replaced.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Reads the colour as sRGB red, green, blue and alpha; `true` as every UIKit colour converts.
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
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let values = cgColor.components else { return false }
        white?.pointee = values[0]
        alpha?.pointee = values[1]
        return true
    }

    /// Reads the colour as hue, saturation, brightness and alpha, each in 0...1.
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
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        let c = cgColor.srgbComponents
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
