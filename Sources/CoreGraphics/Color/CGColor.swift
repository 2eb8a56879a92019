@_implementationOnly import CCairo
public import Foundation

/// An immutable colour: components in a colour space, followed by alpha.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The colour space the components are expressed in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, so `numberOfComponents` values in all.
    public let components: [CGFloat]?

    /// For a pattern colour, the tile it repeats.
    package let pattern: PatternTile?

    /// The colour as gamma-encoded sRGB red, green, blue and straight alpha, each in 0...1,
    /// worked out once: every fill and stroke of the colour reads it.
    package let srgbComponents: (red: Double, green: Double, blue: Double, alpha: Double)

    private init(space: CGColorSpace, values: [CGFloat]) {
        let components = values.map { $0.isNaN ? 0 : $0 }
        self.colorSpace = space
        self.components = components
        pattern = nil
        srgbComponents = Self.srgb(components, in: space)
    }

    /// A colour that paints `image` repeated, `scale` pixels to a unit of user space, its rows
    /// running down the y axis from the user-space origin (UIKit's orientation).
    package init(patternImage image: CGImage, scale: CGFloat) {
        colorSpace = .srgb
        components = [0, 0, 0, 1]
        pattern = PatternTile(image, scale: scale.isFinite && scale > 0 ? scale : 1)
        srgbComponents = (0, 0, 0, 1)
    }

    /// Creates an sRGB colour; components outside 0...1 are clamped.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgb, values: [red, green, blue, alpha].map(Self.clamp))
    }

    /// Creates an sRGB colour; components outside 0...1 are clamped.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour in the gray colour space with gamma 2.2.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .gray, values: [gray, alpha].map(Self.clamp))
    }

    /// Creates a colour in the gray colour space with gamma 2.2.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// Creates a colour from `space.numberOfComponents + 1` values, the last being alpha.
    ///
    /// Returns `nil` for a colour space Casement does not render (for example CMYK).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let values = UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)
        self.init(space: space, values: values.map(Self.clamp))
    }

    /// Opaque black in the gray colour space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the gray colour space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the gray colour space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of values in ``components``: the colour components plus alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the same colour with its alpha replaced; `alpha` is clamped to 0...1.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = Self.clamp(alpha)
        return CGColor(space: space, values: values)
    }

    /// Returns this colour expressed in `space`, or `nil` when Casement cannot convert to it.
    ///
    /// Conversion to gray uses the Rec. 709 luminance weights of the linear-light values.
    public func converted(
        to space: CGColorSpace,
        intent: CGColorRenderingIntent,
        options: [String: Any]?
    ) -> CGColor? {
        let (r, g, b, a) = srgbComponents
        switch space.model {
        case .rgb:
            let values = space.isLinear ? [r, g, b].map(Self.linearize) : [r, g, b]
            return CGColor(space: space, values: (values + [a]).map { CGFloat($0) })
        case .monochrome:
            let luminance = 0.2126 * Self.linearize(r) + 0.7152 * Self.linearize(g) + 0.0722 * Self.linearize(b)
            return CGColor(space: space, values: [CGFloat(space.isLinear ? luminance : Self.encode(luminance)), CGFloat(a)])
        default:
            return nil
        }
    }

    /// `values` in `space` as gamma-encoded sRGB red, green, blue and straight alpha.
    private static func srgb(_ values: [CGFloat], in space: CGColorSpace) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let decode: (CGFloat) -> Double = { space.isLinear ? Self.encode(Double($0)) : Double($0) }
        if space.model == .monochrome {
            let gray = decode(values[0])
            return (gray, gray, gray, Double(values[1]))
        }
        return (decode(values[0]), decode(values[1]), decode(values[2]), Double(values[3]))
    }

    /// Whether two colours have the same space and components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.pattern === rhs.pattern
    }

    /// Hashes the colour by what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// The colour space and components, for debugging.
    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "CGColor(\(colorSpace?.name ?? "device") \(values))"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func linearize(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}

/// The pixels a pattern colour repeats, copied out of the image so the colour stays immutable
/// and Sendable (a CGImage is used from one thread at a time).
package final class PatternTile: Sendable {
    let width: Int
    let height: Int
    /// Premultiplied ARGB, 32 bits a pixel in native byte order, rows `width * 4` bytes apart.
    let pixels: [UInt32]
    /// Pixels per unit of user space.
    let scale: CGFloat

    init(_ image: CGImage, scale: CGFloat) {
        (width, height, self.scale) = (image.width, image.height, scale)
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        let bytes = image.pixels.bytes, stride = image.pixels.bytesPerRow
        cairo_surface_flush(image.pixels.surface)
        if image.pixels.format == .argb32 || image.pixels.format == .rgb24 {
            let opaque: UInt32 = image.pixels.format == .rgb24 ? 0xFF00_0000 : 0
            for y in 0..<height {
                let row = (bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
            }
        } else {
            // An alpha-only image repeats as black of its alpha.
            for y in 0..<height {
                let row = (bytes + y * stride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width { pixels[y * width + x] = UInt32(row[x]) << 24 }
            }
        }
        self.pixels = pixels
    }

    /// A Cairo pattern repeating the tile, for drawing at once (the caller destroys it); with
    /// `exchange`, red and blue are exchanged, for a bitmap in RGBA order.
    func makeCairoPattern(exchangingRedAndBlue exchange: Bool) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                UnsafeMutableRawPointer(data + y * stride).copyMemory(from: source.baseAddress! + y * width, byteCount: width * 4)
            }
            if exchange { PixelOrder.exchangeRedAndBlue(in: UnsafeMutableRawPointer(data), bytesPerRow: stride, rect: (0, 0, width, height)) }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(scale), Double(scale))
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
