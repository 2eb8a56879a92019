public import CoreGraphics
public import Foundation

/// How a text layer shortens a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string, laid out with Pango, from the top of its bounds.
///
/// - Note: Divergence: ``font`` takes a font family name (a `String`), since Linux has no
///   `CTFont` or `CGFont`; an unknown family falls back to fontconfig's sans-serif. In an
///   `NSAttributedString`, ranges whose foreground colour (`.foregroundColor` or Core Text's
///   "CTForegroundColor") is a `CGColor` are drawn in it; other attributes use the layer's font.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? { didSet { invalidateText("string") } }
    /// The font family name; "Helvetica" by default, which fontconfig maps to its sans-serif font.
    open var font: Any? = "Helvetica" { didSet { invalidateText("font") } }
    /// The font size in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { invalidateText("fontSize") } }
    /// The text colour; opaque white by default.
    open var foregroundColor: CGColor? = CGColor.white { didSet { didChange("foregroundColor") } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { invalidateText("wrapped") } }
    /// How a line that does not fit is shortened.
    open var truncationMode = CATextLayerTruncationMode.none { didSet { invalidateText("truncationMode") } }
    /// How lines are aligned within the bounds.
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { invalidateText("alignmentMode") } }
    /// Accepted for source compatibility; Casement lays text out without hinting, so it has no effect on positions.
    open var allowsFontSubpixelQuantization = false

    private var layoutCache: (width: CGFloat, layout: TextLayout)?

    /// Creates a text layer with no string.
    public override init() { super.init() }

    /// Creates a text layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }

    private func invalidateText(_ key: String) {
        layoutCache = nil
        didChange(key)
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
        guard let text, !text.isEmpty else { return nil }
        if let cache = layoutCache, cache.width == bounds.width { return cache.layout }
        let family = (font as? String).map { $0 == "Helvetica" ? "sans-serif" : $0 } ?? "sans-serif"
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
        let layout = TextLayout(
            text: text, font: FontDescriptor(family: family, size: fontSize), width: bounds.width,
            alignment: alignment, lineBreak: lineBreak, colorRuns: colorRuns(in: text))
        layoutCache = (bounds.width, layout)
        return layout
    }

    /// The attributed string's coloured ranges, as ranges of `text`.
    private func colorRuns(in text: String) -> [(range: Range<String.Index>, color: CGColor)] {
        guard let attributed = string as? NSAttributedString else { return [] }
        var runs: [(range: Range<String.Index>, color: CGColor)] = []
        // UIKit's foregroundColor key is "NSColor"; Core Text's is "CTForegroundColor".
        let keys = [NSAttributedString.Key("NSColor"), NSAttributedString.Key("CTForegroundColor")]
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            guard let color = keys.lazy.compactMap({ attributes[$0] as? CGColor }).first,
                let swiftRange = Range(range, in: text)
            else { return }
            runs.append((swiftRange, color))
        }
        return runs
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        guard let layout, let color = foregroundColor, color.alpha > 0 else { return }
        // Text that stays inside the bounds needs no clip, which spares Cairo a clipped glyph run.
        if bounds.contains(layout.inkBounds.offsetBy(dx: bounds.minX, dy: bounds.minY)) {
            layout.draw(in: context, at: bounds.origin, color: color)
            return
        }
        context.saveGState()
        context.clip(to: bounds)
        layout.draw(in: context, at: bounds.origin, color: color)
        context.restoreGState()
    }

    /// The size the text needs: the laid-out text's size, within the bounds' width when wrapping.
    open override func preferredFrameSize() -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let family = (font as? String).map { $0 == "Helvetica" ? "sans-serif" : $0 } ?? "sans-serif"
        let width: CGFloat? = isWrapped && bounds.width > 0 ? bounds.width : nil
        let size = TextLayout(text: text, font: FontDescriptor(family: family, size: fontSize), width: width).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
