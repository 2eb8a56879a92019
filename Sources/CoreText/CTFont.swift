public import CoreGraphics
public import Foundation

/// A font at a size: a face (``CTFontCopyGraphicsFont(_:_:)``) scaled to points.
///
/// - Note: Divergence: Core Text's font functions are provided for naming, sizing and measuring
///   fonts; glyph and table access are not.
public final class CTFont: Sendable, Hashable {
    let graphicsFont: CGFont
    let size: CGFloat
    let matrix: CGAffineTransform

    init(graphicsFont: CGFont, size: CGFloat, matrix: CGAffineTransform) {
        (self.graphicsFont, self.matrix) = (graphicsFont, matrix)
        // As in Core Text, a size of 0 (or one that is not a size) means 12 points.
        self.size = size > 0 && size.isFinite ? size : 12
    }

    /// Points for `units` font units.
    func points(_ units: Int32) -> CGFloat {
        CGFloat(units) * size / CGFloat(max(graphicsFont.unitsPerEm, 1))
    }

    /// Whether two fonts are the same face at the same size and transform.
    public static func == (a: CTFont, b: CTFont) -> Bool {
        a.graphicsFont === b.graphicsFont && a.size == b.size && a.matrix == b.matrix
    }

    /// Hashes the face and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(graphicsFont))
        hasher.combine(size)
    }
}

/// The font named `name` (a PostScript, full or family name) at `size` points (12 when 0); a
/// name no installed or registered face has gives the face fontconfig substitutes, as Core Text
/// substitutes its default font.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let face = CGFont(name) ?? CGFont.bestMatch(for: name) ?? CGFont.bestMatch(for: "sans-serif")
    guard let face else {
        // Not even a default face: fontconfig finds no fonts at all, which nothing else survives either.
        preconditionFailure("Casement CoreText: fontconfig finds no font for \"\(name)\" nor any sans-serif font; install one (fonts-dejavu-core).")
    }
    return CTFont(graphicsFont: face, size: size, matrix: matrix?.pointee ?? .identity)
}

/// The font of the face `graphicsFont` at `size` points (12 when 0).
public func CTFontCreateWithGraphicsFont(
    _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: CTFontDescriptor?
) -> CTFont {
    CTFont(graphicsFont: graphicsFont, size: size, matrix: matrix?.pointee ?? .identity)
}

/// The font a descriptor names, at `size` points, or at the descriptor's size when `size` is 0.
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let name = descriptor.attributes[kCTFontNameAttribute] as? String ?? descriptor.attributes[kCTFontFamilyNameAttribute] as? String ?? "sans-serif"
    let described = (descriptor.attributes[kCTFontSizeAttribute] as? CGFloat) ?? (descriptor.attributes[kCTFontSizeAttribute] as? Double).map { CGFloat($0) } ?? 0
    return CTFontCreateWithName(name, size > 0 ? size : described, matrix)
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// The font's transform.
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }
/// The face's PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.graphicsFont.postScriptName ?? "" }
/// The face's family name.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.graphicsFont.familyName ?? "" }
/// The face's full name.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.graphicsFont.fullName ?? "" }
/// The face's name for people: its full name.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }
/// The face the font scales, and the descriptor it was made with (always `nil` here).
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<Unmanaged<CTFontDescriptor>?>?) -> CGFont {
    attributes?.pointee = nil
    return font.graphicsFont
}
/// How far the font reaches above the baseline, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.points(font.graphicsFont.ascent) }
/// How far the font reaches below the baseline, in points (positive, as Core Text gives it).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.points(font.graphicsFont.descent) }
/// The extra space between lines, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.points(font.graphicsFont.leading) }
/// The height of capital letters, in points.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.points(font.graphicsFont.capHeight) }
/// The height of lowercase letters without ascenders, in points.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.points(font.graphicsFont.xHeight) }
/// The face's font units to the em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(max(font.graphicsFont.unitsPerEm, 0)) }
/// How many glyphs the face has.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { font.graphicsFont.numberOfGlyphs }
/// The box holding every glyph, in points.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    let box = font.graphicsFont.fontBBox
    let scale = font.size / CGFloat(max(font.graphicsFont.unitsPerEm, 1))
    return CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
}
/// The slant of the face's upright strokes, in degrees.
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat { font.graphicsFont.italicAngle }
