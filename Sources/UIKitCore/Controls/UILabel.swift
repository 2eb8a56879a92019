public import CoreGraphics
public import Foundation

/// A view that shows one or more lines of read-only text, plain or attributed.
///
/// A label draws its text vertically centred in its bounds, wrapped or truncated as
/// ``numberOfLines`` and ``lineBreakMode`` say. It takes no touches by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; setting it replaces ``attributedText`` with the text in the label's font,
    /// colour and alignment.
    open var text: String? {
        get { storedText?.string }
        set {
            storedText = newValue.map { AttributedText(string: $0, attributes: nil) }
            isAttributed = false
            textDidChange()
        }
    }

    /// The styled text shown; parts without a font or colour take the label's.
    open var attributedText: NSAttributedString? {
        get { storedText.map { isAttributed ? $0.makeAttributedString() : NSAttributedString(string: $0.string, attributes: plainAttributes) } }
        set {
            storedText = newValue.map(AttributedText.init)
            isAttributed = newValue != nil
            textDidChange()
        }
    }

    /// Shows `text` as attributed text, without the `NSAttributedString` a button's styled
    /// titles would otherwise be made into.
    func setStyledText(_ text: AttributedText?) {
        storedText = text
        isAttributed = text != nil
        textDidChange()
    }

    /// The font of text without one of its own; the system font at 17 points by default.
    open var font: UIFont! {
        didSet {
            noteAppearance("UILabel.font", { [value = font] in ($0 as? UILabel)?.font = value })
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            // Setting what is already set (buttons restyle their titles on each update) keeps
            // the laid-out text.
            if font != oldValue { textDidChange() }
        }
    }

    /// The colour of text without one of its own; black by default.
    open var textColor: UIColor! {
        didSet {
            noteAppearance("UILabel.textColor", { [value = textColor] in ($0 as? UILabel)?.textColor = value })
            if textColor == nil { textColor = .label }
            // The colour is applied when drawing: the laid-out text stays.
            let color = resolvedCGColor(textColor)
            lastDrawing?.drawing.color = color
            replayed?.text.drawing.color = color
            setNeedsDisplay()
        }
    }

    /// How lines line up horizontally; natural by default.
    open var textAlignment = NSTextAlignment.natural { didSet { if textAlignment != oldValue { textDidChange() } } }

    /// The most lines shown, 1 by default; 0 shows as many as the text needs.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }

    /// How text that does not fit is wrapped or cut; truncating the tail by default.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { if lineBreakMode != oldValue { textDidChange() } } }

    /// Whether the text is drawn enabled; disabled text is drawn dimmed.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// The colour of the shadow the text casts, none when `nil` (the default); text with a shadow
    /// of its own keeps it.
    open var shadowColor: UIColor? { didSet { textDidChange() } }

    /// Where the text's shadow falls, in points (positive height is down); (0, -1) by default,
    /// a point above the text, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { if shadowOffset != oldValue { textDidChange() } } }

    /// The width multi-line text wraps to when the label sizes itself; 0 for its current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } } }

    /// The text and its runs, kept as a value: an `NSAttributedString` is made only when
    /// ``attributedText`` is read (see `AttributedText` on Foundation's leak).
    private var storedText: AttributedText?
    /// Whether the text was set as attributed text, whose own attributes win.
    private var isAttributed = false

    /// A label with no text, clear, not taking touches, redrawn when resized.
    public override init(frame: CGRect) {
        font = .systemFont(ofSize: UIFont.labelFontSize)
        textColor = .label
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive.
    public required init?(coder: NSCoder) {
        font = .systemFont(ofSize: UIFont.labelFontSize)
        textColor = .label
        super.init(coder: coder)
        configureLabel()
        text = coder.decodeObject(forKey: "UIText") as? String
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    // MARK: Sizing

    /// The size the text needs: its width unwrapped (or wrapped to ``preferredMaxLayoutWidth``),
    /// and the height of its lines, in whole points.
    open override var intrinsicContentSize: CGSize {
        guard let storedText, !storedText.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return rounded(textSize(storedText, width: width))
    }

    /// The size the text needs within `size`: wrapped to its width when more than one line is allowed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let storedText, !storedText.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || !(size.width > 0) || !size.width.isFinite ? nil : size.width
        return rounded(textSize(storedText, width: width))
    }

    /// The rectangle the text is drawn in within `bounds`, for at most `numberOfLines` lines (0
    /// for any number), at the top-left; ``drawText(in:)`` centres it vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let storedText, !storedText.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = drawing(storedText, width: bounds.width, lines: numberOfLines).layout
        let size = layout.size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    // MARK: Drawing

    /// Draws the text in `rect`, centred vertically; override to change where it goes.
    open func drawText(in rect: CGRect) {
        guard let storedText, !storedText.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        placedText(storedText, in: rect).draw(in: context, clippedTo: rect)
    }

    /// Draws the label: its text in its bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Lays the text out again with its colours resolved for the new traits.
    override func resolveColors() {
        lastDrawing = nil
        layoutChanges &+= 1
        super.resolveColors()
    }

    /// A plain label's text is replayed into each frame that shows it rather than drawn into a
    /// backing store: drawing laid-out text again costs about what compositing a bitmap of it
    /// would, and spares the bitmap's clearing, drawing and memory. A subclass may draw otherwise
    /// (``draw(_:)``, ``drawText(in:)``, ``textRect(forBounds:limitedToNumberOfLines:)``), and an
    /// opaque label's backing store has no transparency, so those draw into one as UIKit's do.
    override func directDrawing() -> DirectDrawing? {
        guard Swift.type(of: self) == UILabel.self, !isOpaque else { return nil }
        guard let storedText, !storedText.isEmpty else { return .nothing }
        let rect = bounds
        // Redisplayed with nothing changed but the colour (which the replay reads): the same drawing.
        if let replayed, replayed.bounds == rect, replayed.lines == numberOfLines, replayed.isEnabled == isEnabled,
            replayed.layouts == layoutChanges
        {
            return .drawing(reach: replayed.reach, replayed.draw)
        }
        // The layer clips what reaches past its bounds, as a backing store's edges would.
        let placed = ReplayedText(placedText(storedText, in: rect), bounds: rect, lines: numberOfLines, isEnabled: isEnabled, layouts: layoutChanges)
        // Text shadows are cast in the context's base space, which a backing store orients
        // otherwise than the frame: such text is drawn into a backing store.
        guard !placed.reach.isInfinite else { return nil }
        replayed = placed
        return .drawing(reach: placed.reach, placed.draw)
    }

    /// What a plain label's layer replays, with what it was placed for; its colour follows
    /// ``textColor`` without a new drawing.
    private final class ReplayedText {
        var text: PlacedText
        let reach: CGRect
        let bounds: CGRect
        let lines: Int
        let isEnabled: Bool
        /// ``UILabel/layoutChanges`` when it was placed.
        let layouts: Int

        init(_ text: PlacedText, bounds: CGRect, lines: Int, isEnabled: Bool, layouts: Int) {
            (self.text, reach) = (text, text.drawing.reach(at: text.origin))
            (self.bounds, self.lines, self.isEnabled, self.layouts) = (bounds, lines, isEnabled, layouts)
        }

        func draw(_ context: CGContext) {
            text.draw(in: context, clippedTo: nil)
        }
    }

    /// Laid-out text with where it goes and how faded.
    private struct PlacedText {
        var drawing: TextDrawing
        var origin: CGPoint
        var alpha: CGFloat

        func draw(in context: CGContext, clippedTo clip: CGRect?) {
            guard alpha < 1 else { return drawing.draw(in: context, at: origin, clippedTo: clip) }
            context.saveGState()
            context.setAlpha(alpha)
            drawing.draw(in: context, at: origin, clippedTo: clip)
            context.restoreGState()
        }
    }

    /// `text` laid out for `rect`, centred vertically, dimmed when disabled.
    private func placedText(_ text: AttributedText, in rect: CGRect) -> PlacedText {
        let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - textRect.height) / 2).rounded(.down))
        return PlacedText(drawing: drawing(text, width: rect.width, lines: numberOfLines), origin: origin, alpha: isEnabled ? 1 : 0.45)
    }

    // MARK: Text

    private var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style]
    }

    /// The text laid out for `width` and `lines`: the last layout while nothing about the text
    /// changed and the lines are the same, when the width is too or the lines fit both widths
    /// (drawing measures, then draws, the same layout).
    private func drawing(_ text: AttributedText, width: CGFloat?, lines: Int) -> TextDrawing {
        if let last = lastDrawing, last.lines == lines {
            if last.width == width { return last.drawing }
            // Measured in the width it may take, drawn in the width it took: the same lines.
            if let refitted = last.drawing.refitted(toWidth: width) {
                lastDrawing = (width, lines, refitted)
                layoutChanges &+= 1
                return refitted
            }
        }
        // The label's traits resolve the text's dynamic colours, whoever asks for the layout.
        let made = UITraitCollection.withCurrentTraits(of: self) {
            TextDrawing(
                shadowed(text), width: width, maximumLines: lines, font: font, color: textColor,
                alignment: isAttributed ? nil : textAlignment, lineBreakMode: isAttributed ? nil : lineBreakMode)
        }
        lastDrawing = (width, lines, made)
        layoutChanges &+= 1
        return made
    }

    /// `text` with the label's shadow on the runs that cast none of their own.
    private func shadowed(_ text: AttributedText) -> AttributedText {
        guard let shadowColor else { return text }
        let shadow = NSShadow()
        shadow.shadowColor = shadowColor
        shadow.shadowOffset = shadowOffset
        shadow.shadowBlurRadius = 0
        return AttributedText(string: text.string, runs: text.runs.map { run in
            var attributes = run.attributes
            if attributes[.shadow] == nil { attributes[.shadow] = shadow }
            return (run.range, attributes)
        })
    }

    private func textSize(_ text: AttributedText, width: CGFloat?) -> CGSize {
        drawing(text, width: width, lines: numberOfLines).layout.size
    }

    private func rounded(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    private var lastDrawing: (width: CGFloat?, lines: Int, drawing: TextDrawing)?
    /// Counts each new layout (or one refitted, or dropped), so a kept ``replayed`` drawing knows
    /// whether it still shows the text as laid out; a new colour is not a new layout.
    private var layoutChanges = 0
    /// What the layer replays, for a plain label.
    private var replayed: ReplayedText?

    private func textDidChange() {
        lastDrawing = nil
        layoutChanges &+= 1
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// The label's text unless a label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
