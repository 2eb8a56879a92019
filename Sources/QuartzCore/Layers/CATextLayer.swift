public import CoreGraphics
public import Foundation

/// How a text layer shortens a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Text that does not fit is cut off, with no ellipsis.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Text that does not fit loses its start to an ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Text that does not fit loses its end to an ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Text that does not fit loses its middle to an ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines align to the leading edge of the text's writing direction.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines align to the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines align to the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines, except the last, stretch to both edges.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string, laid out with Pango, from the top of its bounds.
///
/// As in Core Animation, ``font``, ``fontSize`` and ``foregroundColor`` apply to a plain
/// `String`; an `NSAttributedString` carries its own attributes, and text without them is
/// drawn as Core Text draws it, in black Helvetica of 12 points.
///
/// - Note: Divergence: ``font`` takes a font name (a `String`), since Linux has no `CTFont` or
///   `CGFont`; an unknown family falls back to fontconfig's sans-serif. In an attributed string
///   the font attribute (`.font`, "NSFont", or Core Text's "CTFont") is likewise a font name,
///   optionally followed by a size in points ("DejaVu Sans Bold 18"; 12 points without one), and
///   the foreground colour (`.foregroundColor`, "NSColor", or "CTForegroundColor") a `CGColor`.
///   Porting: replace a `UIFont` value with its name and size.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (which is copied, as Core Animation does).
    open var string: Any? {
        didSet {
            if let attributed = string as? NSAttributedString { string = attributed.copy() }
            invalidateText("string", from: oldValue)
        }
    }
    /// The font family name; "Helvetica" by default, which fontconfig maps to its sans-serif font.
    open var font: Any? = "Helvetica" { didSet { invalidateText("font", from: oldValue) } }
    /// The font size in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { invalidateText("fontSize", from: oldValue, runsAction: true) } }
    /// The text colour; opaque white by default.
    open var foregroundColor: CGColor? = CGColor.white { willSet { if newValue != foregroundColor { prepareAction(forKey: "foregroundColor") } } didSet { didChange("foregroundColor", from: oldValue) } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { invalidateText("wrapped", from: oldValue) } }
    /// How a line that does not fit is shortened.
    open var truncationMode = CATextLayerTruncationMode.none { didSet { invalidateText("truncationMode", from: oldValue) } }
    /// How lines are aligned within the bounds.
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { invalidateText("alignmentMode", from: oldValue) } }
    /// Accepted for source compatibility; Casement lays text out without hinting, so it has no effect on positions.
    open var allowsFontSubpixelQuantization = false

    private var layoutCache: (width: CGFloat, layout: TextLayout)?

    override var drawsTextOfItsOwn: Bool { true }

    /// Creates a text layer with no string.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a text layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }

    /// Invalidates the text after `key` changed from `oldValue`; an animatable property also runs its action.
    private func invalidateText(_ key: String, from oldValue: Any?, runsAction: Bool = false) {
        layoutCache = nil
        didChange(key, from: oldValue, runsAction: runsAction)
    }

    /// The plain text to show.
    private var text: String? {
        switch string {
        case let s as String: s
        case let a as NSAttributedString: a.string
        default: nil
        }
    }

    /// The layout for the current bounds width, made once per text, font and width.
    private var layout: TextLayout? {
        if let cache = layoutCache, cache.width == bounds.width { return cache.layout }
        guard let layout = makeLayout(width: bounds.width) else { return nil }
        layoutCache = (bounds.width, layout)
        return layout
    }

    private func makeLayout(width: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let lineBreak: TextLayout.LineBreak = switch truncationMode {
        case .start: .truncatingHead
        case .middle: .truncatingMiddle
        case .end: .truncatingTail
        default: isWrapped ? .wordWrapping : .clipping
        }
        let alignment: TextLayout.Alignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
        let isAttributed = string is NSAttributedString
        let baseFont = isAttributed
            ? FontDescriptor(family: "sans-serif", size: Self.coreTextDefaultFontSize)
            : FontDescriptor(family: Self.familyName(font as? String), size: fontSize)
        let runs = attributeRuns(in: text)
        guard runs.isEmpty else {
            return TextLayout(text: text, font: baseFont, width: width, alignment: alignment, lineBreak: lineBreak, runs: runs)
        }
        return TextLayout.shared(text: text, font: baseFont, width: width, alignment: alignment, lineBreak: lineBreak)
    }

    /// Core Text's size for text without a font attribute.
    private static let coreTextDefaultFontSize: CGFloat = 12

    /// A font name as fontconfig knows it: Helvetica, the default, is its sans-serif.
    private static func familyName(_ name: String?) -> String {
        guard let name, name != "Helvetica" else { return "sans-serif" }
        return name
    }

    /// The attributed string's coloured and styled ranges, as ranges of `text`.
    private func attributeRuns(in text: String) -> [TextLayout.Run] {
        guard let attributed = string as? NSAttributedString else { return [] }
        var runs: [TextLayout.Run] = []
        // UIKit's keys are "NSColor" and "NSFont"; Core Text's "CTForegroundColor" and "CTFont".
        let colorKeys = [NSAttributedString.Key("NSColor"), NSAttributedString.Key("CTForegroundColor")]
        let fontKeys = [NSAttributedString.Key("NSFont"), NSAttributedString.Key("CTFont")]
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            guard let swiftRange = Range(range, in: text) else { return }
            let color = colorKeys.lazy.compactMap { attributes[$0] as? CGColor }.first
            let font = fontKeys.lazy.compactMap { (attributes[$0] as? String).map(Self.fontDescriptor(named:)) }.first
            guard color != nil || font != nil else { return }
            runs.append(TextLayout.Run(range: swiftRange, color: color, font: font))
        }
        return runs
    }

    /// A font attribute's name, with an optional trailing size in points.
    private static func fontDescriptor(named name: String) -> FontDescriptor {
        var words = name.split(separator: " ")
        var size = coreTextDefaultFontSize
        if words.count > 1, let last = words.last.flatMap({ Double($0) }), last > 0, last.isFinite {
            size = CGFloat(last)
            words.removeLast()
        }
        return FontDescriptor(family: familyName(words.joined(separator: " ")), size: size)
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        // Attributed text is black where it has no colour of its own, as Core Text draws it.
        guard let layout, let color = string is NSAttributedString ? CGColor.black : foregroundColor, color.alpha > 0 else { return }
        let origin = CGPoint(x: bounds.minX + unwrappedAlignmentOffset(of: layout), y: bounds.minY)
        // Text that stays inside the bounds needs no clip, which spares Cairo a clipped glyph run.
        if bounds.contains(layout.inkBounds.offsetBy(dx: origin.x, dy: origin.y)) {
            layout.draw(in: context, at: origin, color: color)
            return
        }
        context.saveGState()
        context.clip(to: bounds)
        layout.draw(in: context, at: origin, color: color)
        context.restoreGState()
    }

    /// How far text that neither wraps nor truncates moves right to be aligned in the bounds:
    /// such a layout has no width of its own, so it aligns its lines only with each other.
    private func unwrappedAlignmentOffset(of layout: TextLayout) -> CGFloat {
        guard !isWrapped, truncationMode == .none else { return 0 }
        let share: CGFloat = switch alignmentMode {
        case .center: 0.5
        case .right: 1
        default: 0
        }
        return (bounds.width - layout.size.width) * share
    }

    /// The size the text needs: the laid-out text's size, within the bounds' width when wrapping.
    open override func preferredFrameSize() -> CGSize {
        let width: CGFloat? = isWrapped && bounds.width > 0 ? bounds.width : nil
        guard let size = makeLayout(width: width)?.size else { return .zero }
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
