// Core Graphics' switches for placing glyphs between pixels. Text code written for iOS sets
// them before drawing (animation libraries turn them all on for smooth motion of moving text).
//
// Divergence: Cairo 1.16, which draws Casement's text, always places each glyph's image on a
// whole device pixel (the glyph's advance stays fractional, so a line keeps its width and its
// layout). That is what Core Graphics does with subpixel positioning off; with it on, Core
// Graphics may place glyphs between pixels, and here they still land on whole pixels. The
// settings therefore change nothing that is drawn (`FontPositioningTests` pins this).
extension CGContext {
    /// Allows or forbids placing glyphs between device pixels; they are placed so only when
    /// this and ``setShouldSubpixelPositionFonts(_:)`` are both on (see the divergence above).
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}

    /// Asks for glyphs placed between device pixels, when
    /// ``setAllowsFontSubpixelPositioning(_:)`` allows it (see the divergence above).
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}

    /// Allows or forbids rounding subpixel glyph positions to a few steps a pixel (see the
    /// divergence above: glyphs are on whole pixels here).
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}

    /// Asks for subpixel glyph positions rounded to a few steps a pixel, when
    /// ``setAllowsFontSubpixelQuantization(_:)`` allows it (see the divergence above).
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
}
