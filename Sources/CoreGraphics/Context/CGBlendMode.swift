@_implementationOnly import CCairo

/// How drawn pixels combine with the pixels already in the context.
///
/// Every mode maps to the Cairo operator of the same definition. `plusDarker` is absent
/// because Cairo has no operator for it.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Paints the source over the destination.
    case normal = 0
    /// Multiplies source and destination colours: always darker.
    case multiply = 1
    /// Inverts, multiplies and inverts again: always lighter.
    case screen = 2
    /// Multiplies or screens depending on the destination colour.
    case overlay = 3
    /// Keeps the darker of source and destination.
    case darken = 4
    /// Keeps the lighter of source and destination.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens depending on the source, softly.
    case softLight = 8
    /// Multiplies or screens depending on the source colour.
    case hardLight = 9
    /// Subtracts the darker colour from the lighter one.
    case difference = 10
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// Clears the destination where the source is drawn.
    case clear = 16
    /// Replaces the destination with the source, transparency included.
    case copy = 17
    /// The source, where the destination is opaque.
    case sourceIn = 18
    /// The source, where the destination is transparent.
    case sourceOut = 19
    /// The source over the destination, only where the destination is opaque.
    case sourceAtop = 20
    /// The destination over the source.
    case destinationOver = 21
    /// The destination, where the source is opaque.
    case destinationIn = 22
    /// The destination, where the source is transparent.
    case destinationOut = 23
    /// The destination over the source, only where the source is opaque.
    case destinationAtop = 24
    /// Source and destination where only one of them is opaque.
    case xor = 25
    /// Adds source and destination, saturating at white.
    case plusLighter = 27

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// What drawing a path does: fill it, stroke it, or both.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills the path by the non-zero winding rule.
    case fill = 0
    /// Fills the path by the even-odd rule.
    case eoFill = 1
    /// Strokes the path.
    case stroke = 2
    /// Fills the path by the non-zero rule, then strokes it.
    case fillStroke = 3
    /// Fills the path by the even-odd rule, then strokes it.
    case eoFillStroke = 4
}
