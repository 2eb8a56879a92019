@_implementationOnly import CCairo
@_implementationOnly import CPango
import Foundation

/// A font request resolved by fontconfig through Pango.
/// A font object text attributes may hold (UIKit's `UIFont`, Core Text's `CTFont`): on Apple's
/// platforms the two are toll-free bridged, so either can style text for either framework.
package protocol TextFont {
    /// The font text is laid out with.
    var textFontDescriptor: FontDescriptor { get }
}

/// A colour as text attributes hold it (UIKit's `UIColor`), which Core Text draws with.
package protocol TextColor {
    /// The colour the text is drawn in.
    var textCGColor: CGColor { get }
}

/// A paragraph style as text attributes hold it (UIKit's `NSParagraphStyle`), which Core Text
/// lays text out with.
package protocol TextParagraphStyle {
    /// How lines sit between the margins.
    var textAlignment: TextLayout.Alignment { get }
    /// Extra points between lines.
    var textLineSpacing: CGFloat { get }
    /// The least, the greatest line height (0: none) and the multiple of the natural one (0: one).
    var textLineHeights: (minimum: CGFloat, maximum: CGFloat, multiple: CGFloat) { get }
}

package struct FontDescriptor: Sendable, Hashable {
    /// A family name or a fontconfig alias such as "sans-serif".
    package var family: String
    /// The size in points; one point is one user-space unit.
    package var size: CGFloat
    /// The weight from 100 (thin) to 900 (black); 400 is regular and 700 bold.
    package var weight: Int
    package var isItalic: Bool
    /// The width in percent of normal (fontconfig's scale: 75 condensed, 125 expanded).
    package var width: Int

    package init(family: String = "sans-serif", size: CGFloat, weight: Int = 400, isItalic: Bool = false, width: Int = 100) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.width = width
    }
}

/// Laid-out text: a Pango layout with the measurements UILabel and CATextLayer need.
///
/// Layout uses fixed font options (grayscale antialiasing, no hinting, unhinted metrics) and
/// 72 units per inch, so measurements do not depend on the screen or the destination, and the
/// same text renders to the same pixels on every machine with the same fonts.
package final class TextLayout {
    package enum Alignment: Sendable { case left, center, right, justified, natural }
    package enum LineBreak: Sendable { case wordWrapping, charWrapping, clipping, truncatingHead, truncatingTail, truncatingMiddle }

    let layout: OpaquePointer
    package let font: FontDescriptor
    /// The width lines break and align in, in Pango units; `nil` when none is set, and lines
    /// align with the widest.
    let widthUnits: Int32?
    /// Whether lines break and shorten at a width (all but clipped text).
    let honoursWidth: Bool
    let alignment: Alignment
    let maximumLines: Int
    /// The sizes of the runs' own fonts, for the device-size check before drawing.
    private let runFontSizes: [CGFloat]
    /// Whether some of the text brings its own colours (colour attributes, or emoji that colour
    /// fonts draw in theirs), which Pango paints in Cairo's channel order.
    private let hasOwnColors: Bool
    /// The parts of the text outlined, in the layout's bytes (``Run/strokeWidth``).
    let strokes: [Stroke]
    /// Whether the text is glyphs alone (no colours of its own, decorations or backgrounds), which
    /// are drawn from ``GlyphRuns`` without Pango's renderer.
    let drawsGlyphsOnly: Bool
    /// The glyph runs once the first draw that may use them made them; `nil` made ones mean the
    /// text needs Pango's renderer after all.
    var madeGlyphRuns: GlyphRuns?
    var glyphRunsMade = false
    /// How far the glyphs sit below where Pango puts them in their lines. Pango centres a line's
    /// glyphs in a height set for it; TextKit puts a minimum's extra space above them (and takes
    /// a maximum's shortfall from above), keeping each baseline at the same depth from the line's
    /// bottom, so the glyphs move down by half the difference.
    let lineShift: CGFloat

    /// How a run's text is underlined or struck through.
    package enum Line: Sendable { case single, double }

    /// A part of the text with its own colour, font, spacing or decoration.
    package struct Run {
        package var range: Range<String.Index>
        package var color: CGColor?
        package var font: FontDescriptor?
        /// Extra space after each character, in points.
        package var kern: CGFloat?
        package var underline: Line?
        package var underlineColor: CGColor?
        package var strikethrough: Line?
        package var strikethroughColor: CGColor?
        package var backgroundColor: CGColor?
        /// `false` to draw each character's own glyph where the font would join some into one
        /// (ligatures); `nil` leaves the font's choice.
        package var ligatures: Bool?
        /// The width of the outline drawn around each glyph, in percent of the font's size:
        /// positive outlines the glyphs alone, negative fills and outlines them; `nil` or 0 fills.
        package var strokeWidth: CGFloat?
        /// The outline's colour; the run's colour, or the one drawn with, when `nil`.
        package var strokeColor: CGColor?

        package init(range: Range<String.Index>, color: CGColor? = nil, font: FontDescriptor? = nil) {
            self.range = range
            self.color = color
            self.font = font
        }
    }

    /// Lays out `text`, wrapping to `width` when given; `maximumLines` 0 means no limit;
    /// `lineSpacing` adds points between lines; each line is the font's line height times
    /// `lineHeightMultiple` (0: times one), then at least `minimumLineHeight` and at most
    /// `maximumLineHeight` tall (0: no limit).
    /// `runs` give parts of the text their own font, or a colour that overrides the one passed
    /// to ``draw(in:at:color:)``.
    package init(
        text: String, font: FontDescriptor, width: CGFloat? = nil, alignment: Alignment = .natural,
        lineBreak: LineBreak = .wordWrapping, maximumLines: Int = 0, runs: [Run] = [], lineSpacing: CGFloat = 0,
        minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineHeightMultiple: CGFloat = 0
    ) {
        self.font = font
        self.alignment = alignment
        self.maximumLines = maximumLines
        honoursWidth = lineBreak != .clipping
        widthUnits = honoursWidth ? width.flatMap { $0.isFinite && $0 > 0 ? Self.pangoUnits($0) : nil } : nil
        runFontSizes = runs.compactMap { $0.font?.size }
        strokes = Stroke.strokes(of: runs, in: text, baseSize: font.size)
        hasOwnColors = runs.contains { $0.color != nil || $0.underlineColor != nil || $0.strikethroughColor != nil || $0.backgroundColor != nil }
            || !strokes.isEmpty
            // Emoji start at U+203C: most text is decided by a comparison per scalar.
            || text.unicodeScalars.contains { $0.value >= 0x203C && $0.properties.isEmojiPresentation }
        drawsGlyphsOnly = !hasOwnColors && !runs.contains { $0.underline != nil || $0.strikethrough != nil }
        let textContext = TextContext.current
        textContext.layoutsMade += 1
        layout = pango_layout_new(textContext.context)
        pango_layout_set_text(layout, text, -1)
        // Measuring the font lays text out too: only limits that are set ask for it.
        let limited = minimumLineHeight > 0 || maximumLineHeight > 0 || lineHeightMultiple > 0
        let natural = limited ? textContext.metrics(for: font).lineHeight : 0
        let lineHeight =
            limited
            ? Self.lineHeight(natural: natural, multiple: lineHeightMultiple, minimum: minimumLineHeight, maximum: maximumLineHeight) : nil
        lineShift = lineHeight.map { ($0 - natural) / 2 } ?? 0
        if !runs.isEmpty || lineHeight != nil {
            let list = pango_attr_list_new()!
            if let lineHeight {
                // Covers the whole text: Pango's line height sets each line's logical height.
                pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
            }
            for run in runs {
                // Pango counts UTF-8 bytes.
                let start = UInt32(text.utf8.distance(from: text.startIndex, to: run.range.lowerBound))
                let end = UInt32(text.utf8.distance(from: text.startIndex, to: run.range.upperBound))
                var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
                if let color = run.color {
                    let (r, g, b, a) = color.srgbComponents
                    attributes.append(pango_attr_foreground_new(Self.colorUnit(r), Self.colorUnit(g), Self.colorUnit(b)))
                    attributes.append(pango_attr_foreground_alpha_new(Self.colorUnit(a)))
                }
                if let font = run.font {
                    attributes.append(pango_attr_font_desc_new(textContext.fontDescription(for: font)))
                }
                if let kern = run.kern, kern.isFinite {
                    attributes.append(pango_attr_letter_spacing_new(Self.pangoUnits(kern)))
                }
                if let width = run.strokeWidth, width > 0, width.isFinite {
                    // Outlined alone: the glyphs are not filled (drawn clear; the outline comes after).
                    attributes.append(pango_attr_foreground_alpha_new(1))
                }
                if run.ligatures == false {
                    // OpenType's standard and contextual ligatures off, as TextKit's 0 turns them off.
                    attributes.append(pango_attr_font_features_new("liga=0, clig=0, dlig=0, hlig=0"))
                }
                if let underline = run.underline {
                    attributes.append(pango_attr_underline_new(underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                    if let color = run.underlineColor {
                        let (r, g, b, _) = color.srgbComponents
                        attributes.append(pango_attr_underline_color_new(Self.colorUnit(r), Self.colorUnit(g), Self.colorUnit(b)))
                    }
                }
                if run.strikethrough != nil {
                    attributes.append(pango_attr_strikethrough_new(1))
                    if let color = run.strikethroughColor {
                        let (r, g, b, _) = color.srgbComponents
                        attributes.append(pango_attr_strikethrough_color_new(Self.colorUnit(r), Self.colorUnit(g), Self.colorUnit(b)))
                    }
                }
                if let background = run.backgroundColor {
                    let (r, g, b, a) = background.srgbComponents
                    attributes.append(pango_attr_background_new(Self.colorUnit(r), Self.colorUnit(g), Self.colorUnit(b)))
                    attributes.append(pango_attr_background_alpha_new(Self.colorUnit(a)))
                }
                for case let attribute? in attributes {
                    attribute.pointee.start_index = start
                    attribute.pointee.end_index = end
                    pango_attr_list_insert(list, attribute)
                }
            }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        pango_layout_set_font_description(layout, textContext.fontDescription(for: font))
        if lineSpacing > 0, lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Self.pangoUnits(lineSpacing))
        }

        // Clipped text sets no width: its lines neither break nor shorten.
        if let widthUnits { pango_layout_set_width(layout, widthUnits) }
        switch alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        }
        switch lineBreak {
        case .wordWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .charWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .clipping: break
        case .truncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .truncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .truncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        }
        if maximumLines > 0 {
            // A negative height limits the number of lines; the last one is ellipsized.
            pango_layout_set_height(layout, -Int32(clamping: maximumLines))
            if lineBreak == .wordWrapping || lineBreak == .charWrapping {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The height each line is given when a multiple, minimum or maximum changes the font's
    /// `natural` one; `nil` when it stays. As in TextKit, the multiple applies first and the
    /// limits then bound it; values that are not positive and finite are none.
    static func lineHeight(natural: CGFloat, multiple: CGFloat = 0, minimum: CGFloat, maximum: CGFloat) -> CGFloat? {
        var height = natural
        if multiple > 0, multiple.isFinite { height = min(natural * multiple, maximumCoordinate) }
        if minimum > 0, minimum.isFinite { height = max(height, minimum) }
        if maximum > 0, maximum.isFinite { height = min(height, maximum) }
        return height == natural ? nil : min(height, maximumCoordinate)
    }

    /// The farthest Pango can place text, in points: its coordinates are 32-bit integers of 1/1024 point.
    package static let maximumCoordinate = CGFloat(Int32.max) / CGFloat(CPango_scale())

    /// The largest font size text is laid out at, in points; larger sizes are drawn at this one.
    package static let maximumFontSize: CGFloat = 16384

    /// `points` in Pango units, saturated to the range Pango can hold (±``maximumCoordinate``).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(saturating: (points * CGFloat(CPango_scale())).rounded())
    }

    /// A colour component (0...1, anything else clamped) as Pango's 16-bit value.
    static func colorUnit(_ component: Double) -> UInt16 { UInt16(saturating: component * 65535) }

    /// A layout of plain `text` with these settings, shared on the current thread: a label laid
    /// out once (by another layer, or an earlier tree) costs a lookup instead of shaping again.
    /// The most recent couple of thousand layouts are kept.
    package static func shared(
        text: String, font: FontDescriptor, width: CGFloat? = nil, alignment: Alignment = .natural,
        lineBreak: LineBreak = .wordWrapping, maximumLines: Int = 0
    ) -> TextLayout {
        // Widths that set none lay out alike.
        let width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let key = SharedLayoutKey(text: text, font: font, width: width, alignment: alignment, lineBreak: lineBreak, maximumLines: maximumLines)
        return TextContext.current.sharedLayout(for: key) {
            TextLayout(text: text, font: font, width: width, alignment: alignment, lineBreak: lineBreak, maximumLines: maximumLines)
        }
    }

    /// How many layouts the calling thread has made so far (each one shapes its text).
    package static var layoutsMadeOnThisThread: Int { TextContext.current.layoutsMade }

    /// The size the text occupies: the widest line by the height of all lines.
    package var size: CGSize {
        // Kept: Pango measures the lines again on each ask, and a label asks on every display.
        if let cachedSize { return cachedSize }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(CPango_scale())
        let size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        cachedSize = size
        return size
    }

    private var cachedSize: CGSize?

    /// The area the glyphs cover, relative to the layout's top-left corner.
    package var inkBounds: CGRect {
        if let cachedInkBounds { return cachedInkBounds }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = CGFloat(CPango_scale())
        let bounds = CGRect(
            x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale + lineShift, width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
        cachedInkBounds = bounds
        return bounds
    }

    private var cachedInkBounds: CGRect?

    /// The area drawing the text may paint, relative to the layout's top-left corner: the
    /// glyphs' ink and the lines' logical extent, which underlines and backgrounds reach.
    package var drawnBounds: CGRect {
        if let cachedDrawnBounds { return cachedDrawnBounds }
        let bounds = inkBounds.union(CGRect(origin: .zero, size: size))
        cachedDrawnBounds = bounds
        return bounds
    }

    private var cachedDrawnBounds: CGRect?

    /// The distance from the top of the layout to the first line's baseline.
    package var firstBaseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(CPango_scale()) + lineShift }

    /// The number of laid-out lines.
    package var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// Whether text was cut off with an ellipsis.
    package var isTruncated: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// The font's ascent above the baseline and descent below it, in points (descent is positive).
    package var fontMetrics: (ascender: CGFloat, descender: CGFloat) {
        let description = pango_layout_get_font_description(layout)
        let metrics = pango_context_get_metrics(TextContext.current.context, description, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(CPango_scale())
        return (CGFloat(pango_font_metrics_get_ascent(metrics)) / scale, CGFloat(pango_font_metrics_get_descent(metrics)) / scale)
    }

    /// Draws the text with its top-left corner at `origin` in `context`'s current user space (y down).
    ///
    /// Alpha, blend mode, shadow and clip of the context apply.
    /// `throughPango` draws with Pango's renderer even where the text's glyph runs would do (to
    /// check that both give the same pixels).
    package func draw(in context: CGContext, at origin: CGPoint, color: CGColor, throughPango: Bool = false) {
        // FreeType refuses glyphs beyond 65,535 pixels, or squashed flat along one axis, and Cairo
        // then stops drawing in the whole context: such text (a huge font under a large scale, a
        // scale of nearly zero one way) is not drawn.
        let device = context.userSpaceToDeviceSpaceTransform
        let largest = runFontSizes.reduce(font.size, max), smallest = runFontSizes.reduce(font.size, min)
        let across = hypot(device.a, device.b), down = hypot(device.c, device.d)
        let determinant = abs(device.a * device.d - device.b * device.c)
        guard largest * max(across, down) < 65_535, determinant >= 1e-6 * across * down,
            min(across, down) * smallest >= 1e-3 || largest <= 0
        else {
            return Diagnostics.report(
                "Casement CoreGraphics: text at \(largest) points would be \(largest * max(across, down)) pixels on the device, or squashed flat; FreeType cannot draw it, so it is not drawn.")
        }
        // Underlines and backgrounds reach beyond the glyphs' ink, to the lines' logical extent.
        // Only some drawing needs the area (a shadow, a group, caller memory in another layout).
        func extents() -> CGRect {
            let inkRect = drawnBounds.offsetBy(dx: origin.x, dy: origin.y)
            return inkRect.insetBy(dx: -1, dy: -1).applying(device)
        }
        context.textRunsDrawn &+= 1
        defer { if !strokes.isEmpty { drawStrokes(in: context, at: origin, color: color, extents: extents()) } }
        if context.swapsRedAndBlue, hasOwnColors {
            return context.drawInCairoOrder(deviceExtents: extents()) { cairo in
                let (r, g, b, a) = color.srgbComponents
                cairo_set_source_rgba(cairo, r, g, b, a)
                cairo_move_to(cairo, origin.x, origin.y + lineShift)
                pango_cairo_show_layout(cairo, layout)
            }
        }
        let (r, g, b, a) = context.sourceComponents(color)
        let source = cairo_pattern_create_rgba(r, g, b, a)!
        defer { cairo_pattern_destroy(source) }
        context.withPathSetAside {
            context.paint(pattern: source, extents: extents()) { cairo in
                if !throughPango, let glyphRuns = glyphRuns(for: cairo) {
                    return glyphRuns.show(in: cairo, at: CGPoint(x: origin.x, y: origin.y + lineShift))
                }
                cairo_move_to(cairo, origin.x, origin.y + lineShift)
                pango_cairo_show_layout(cairo, layout)
            }
        }
    }
}

/// The font options text is laid out and drawn with: greyscale antialiasing, no hinting and
/// unhinted metrics, so text is the same on every machine, at 72 dpi, so a point is a pixel at
/// scale 1. Benchmarks give raw Pango the same, so both sides do the same work.
package enum TextFontOptions {
    /// Sets the options on `pangoContext`, a `PangoContext` made by Pango's Cairo font map.
    package static func apply(to pangoContext: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(pangoContext, 72)
    }
}

/// The Pango context of the current thread, with the font options that make text reproducible.
///
/// Pango contexts and font maps are not thread-safe, so each thread gets its own font map (for
/// the current ``FontConfiguration``) and context. A layout stays with the thread that made it:
/// TextLayout is not Sendable.
private final class TextContext {
    let context: OpaquePointer
    /// This thread's font map, made for the font configuration of ``generation``.
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let generation: Int
    /// Parsed font requests, kept because parsing a name costs more than laying out a short label.
    private var descriptions: [FontDescriptor: OpaquePointer] = [:]
    /// Measured fonts, up to 256 (then measured afresh).
    var metricsCache: [FontDescriptor: FontMetrics] = [:]

    private init() {
        (fontMap, generation) = FontConfiguration.makeFontMap()
        context = pango_font_map_create_context(fontMap)!
        TextFontOptions.apply(to: context)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Shared layouts in two generations: when the newer fills up it becomes the older, and the
    /// older is dropped, so what is used keeps being found and memory stays bounded.
    private var layouts: [SharedLayoutKey: TextLayout] = [:]
    private var olderLayouts: [SharedLayoutKey: TextLayout] = [:]
    private static let layoutsPerGeneration = 1024

    /// How many layouts this thread has made: what tests of "no new shaping" count. Per
    /// thread rather than per application session, as the Pango context it counts for is
    /// (Pango is not thread-safe, and a layout belongs to the thread that made it, whichever
    /// session asked for it).
    var layoutsMade = 0

    func sharedLayout(for key: SharedLayoutKey, make: () -> TextLayout) -> TextLayout {
        if let layout = layouts[key] { return layout }
        let layout = olderLayouts.removeValue(forKey: key) ?? make()
        if layouts.count >= Self.layoutsPerGeneration {
            olderLayouts = layouts
            layouts = [:]
        }
        layouts[key] = layout
        return layout
    }

    /// The thread's context, in thread-specific storage: a thread dictionary's lookup cost more
    /// than laying out a short label.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread that ends releases its context.
        pthread_key_create(&key) { pointer in pointer.map { Unmanaged<TextContext>.fromOpaque($0).release() } }
        return key
    }()

    static var current: TextContext {
        // A context made before the font configuration changed is replaced; layouts made with it
        // keep it alive and keep its fonts.
        let existing = pthread_getspecific(key).map { Unmanaged<TextContext>.fromOpaque($0) }
        if let existing, existing.takeUnretainedValue().generation == FontConfiguration.generation {
            return existing.takeUnretainedValue()
        }
        let context = TextContext()
        // The thread's count goes on: a font added meanwhile (by any code, a test in parallel)
        // must not make "layouts made since" go back.
        context.layoutsMade = existing?.takeUnretainedValue().layoutsMade ?? 0
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        existing?.release()
        return context
    }

    /// The Pango description of `font`, owned by this context.
    /// Pango's stretch nearest a width in percent of normal.
    private static func stretch(forWidth width: Int) -> PangoStretch {
        let widths = [50, 63, 75, 87, 100, 113, 125, 150, 200]
        let nearest = widths.indices.min { abs(widths[$0] - width) < abs(widths[$1] - width) } ?? 4
        return PangoStretch(rawValue: UInt32(nearest))
    }

    func fontDescription(for font: FontDescriptor) -> OpaquePointer {
        if let description = descriptions[font] { return description }
        // A family may carry style words ("DejaVu Sans Bold", or PostScript's "Helvetica-Bold"),
        // which Pango's parser turns into weight and style; explicit settings win over them.
        // The generic "sans-serif" keeps its hyphen.
        let name = font.family.lowercased() == "sans-serif" ? font.family : font.family.replacingOccurrences(of: "-", with: " ")
        let description = pango_font_description_from_string(name)!
        pango_font_description_unset_fields(description, PANGO_FONT_MASK_SIZE)
        // Pango keeps the size in 32-bit units; NaN and negative sizes are empty text, huge ones capped.
        let size = font.size.isNaN ? 0 : min(max(font.size, 0), TextLayout.maximumFontSize)
        pango_font_description_set_absolute_size(description, Double(size) * Double(CPango_scale()))
        if font.weight != 400 || pango_font_description_get_weight(description) == PANGO_WEIGHT_NORMAL {
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
        }
        if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        if font.width != 100 { pango_font_description_set_stretch(description, Self.stretch(forWidth: font.width)) }
        if descriptions.count >= 256 {
            for description in descriptions.values { pango_font_description_free(description) }
            descriptions.removeAll()
        }
        descriptions[font] = description
        return description
    }
}

/// What a font measures, in points: its ascender above the baseline, descender below it
/// (positive), the height of a line, and the heights of capital and lowercase letters.
package struct FontMetrics: Sendable, Equatable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var lineHeight: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
    /// The family fontconfig chose for the request.
    package var family: String
}

extension FontDescriptor {
    /// The metrics of the font this request resolves to.
    package var metrics: FontMetrics {
        TextContext.current.metrics(for: self)
    }

    /// The families of the fonts installed, sorted.
    package static var availableFamilies: [String] {
        TextContext.current.familyNames
    }
}

extension TextContext {
    func metrics(for font: FontDescriptor) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        let description = fontDescription(for: font)
        let scale = CGFloat(CPango_scale())
        let metrics = pango_context_get_metrics(context, description, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let ascender = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descender = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        var family = font.family
        if let loaded = pango_context_load_font(context, description) {
            let described = pango_font_describe(loaded)
            if let name = pango_font_description_get_family(described) { family = String(cString: name) }
            pango_font_description_free(described)
            g_object_unref(UnsafeMutableRawPointer(loaded))
        }
        let capHeight = TextLayout(text: "H", font: font).inkBounds.height
        let xHeight = TextLayout(text: "x", font: font).inkBounds.height
        let result = FontMetrics(
            ascender: ascender, descender: descender, lineHeight: ascender + descender, capHeight: capHeight, xHeight: xHeight, family: family)
        // Bounded like the descriptions: every size a font is asked for at is a new key.
        if metricsCache.count >= 256 { metricsCache.removeAll(keepingCapacity: true) }
        metricsCache[font] = result
        return result
    }

    var familyNames: [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        return (0..<Int(count)).compactMap { index in
            families?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }.sorted()
    }
}

/// What a shared plain-text layout is made from.
private struct SharedLayoutKey: Hashable {
    var text: String
    var font: FontDescriptor
    var width: CGFloat?
    var alignment: TextLayout.Alignment
    var lineBreak: TextLayout.LineBreak
    var maximumLines: Int
}
