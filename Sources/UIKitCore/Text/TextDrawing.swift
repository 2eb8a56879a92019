import CoreGraphics
import Foundation

/// An attributed string laid out for drawing or measuring: its text, each attribute run turned
/// into a run of the layout, and, when parts cast shadows, one pass per shadow.
struct TextDrawing {
    /// The layout of all the text, for measuring and for drawing without shadows.
    let layout: TextLayout
    /// When some text casts a shadow: layouts that each show only the text of one shadow (or of
    /// none), drawn in turn with that shadow set.
    private var passes: [(shadow: NSShadow?, layout: TextLayout)] = []
    /// The colour of text without one of its own, applied when drawing rather than laid out,
    /// so a new colour (a label's `textColor`) redraws without shaping the text again.
    var color: CGColor
    /// How far the text is drawn to the right of where the layout puts it: a drawing refitted to
    /// another width keeps its layout and moves its lines instead (see ``refitted(toWidth:)``).
    private var shift: CGFloat = 0

    /// Lays out `string`, wrapped to `width` when given, in at most `maximumLines` lines (0 for
    /// any number). Text without a font or colour gets `font` and `color`; `alignment` and
    /// `lineBreakMode`, when given, replace the paragraph style's.
    init(
        _ string: AttributedText, width: CGFloat?, maximumLines: Int, font: UIFont = .systemFont(ofSize: 12),
        color: UIColor = .black, alignment: NSTextAlignment? = nil, lineBreakMode: NSLineBreakMode? = nil
    ) {
        let text = string.string
        // Text in one font and colour (a label's plain text, a control's title) shares its
        // layout with the same text laid out alike elsewhere on this thread, the colour applied
        // when drawing: a form of controls with the same titles shapes each title once.
        if string.runs.count == 1, let only = string.runs.first,
            only.attributes.keys.allSatisfy({ $0 == .font || $0 == .foregroundColor || $0 == .paragraphStyle })
        {
            let style = only.attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
            if style.lineSpacing == 0, style.minimumLineHeight == 0, style.maximumLineHeight == 0, style.lineHeightMultiple == 0 {
                self.color = (only.attributes[.foregroundColor] as? UIColor ?? color).cgColor
                layout = TextLayout.shared(
                    text: text, font: (only.attributes[.font] as? UIFont ?? font).descriptor, width: width,
                    alignment: Self.alignment(alignment ?? style.alignment),
                    lineBreak: Self.lineBreak(lineBreakMode ?? style.lineBreakMode, maximumLines: maximumLines, width: width),
                    maximumLines: maximumLines)
                return
            }
        }
        self.color = color.cgColor
        var runs: [TextLayout.Run] = []
        var shadows: [NSShadow?] = []
        var paragraph: NSParagraphStyle?
        var baseFont = font.descriptor
        for (range, attributes) in string.runs {
            guard let bounds = Range(range, in: text) else { continue }
            var run = TextLayout.Run(range: bounds)
            run.font = (attributes[.font] as? UIFont ?? font).descriptor
            if range.location == 0 { baseFont = run.font ?? baseFont }
            run.color = (attributes[.foregroundColor] as? UIColor)?.cgColor
            run.backgroundColor = (attributes[.backgroundColor] as? UIColor)?.cgColor
            run.kern = (attributes[.kern]).flatMap(Self.number)
            run.underline = (attributes[.underlineStyle]).flatMap(Self.line)
            run.underlineColor = (attributes[.underlineColor] as? UIColor)?.cgColor
            run.strikethrough = (attributes[.strikethroughStyle]).flatMap(Self.line)
            run.strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.cgColor
            run.ligatures = (attributes[.ligature]).flatMap(Self.number).map { $0 != 0 }
            run.strokeWidth = (attributes[.strokeWidth]).flatMap(Self.number)
            run.strokeColor = (attributes[.strokeColor] as? UIColor)?.cgColor
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            runs.append(run)
            shadows.append(attributes[.shadow] as? NSShadow)
        }
        let style = paragraph ?? .default
        let lines = maximumLines
        let breakMode = Self.lineBreak(lineBreakMode ?? style.lineBreakMode, maximumLines: lines, width: width)
        let align = Self.alignment(alignment ?? style.alignment)
        func make(_ runs: [TextLayout.Run]) -> TextLayout {
            TextLayout(
                text: text, font: baseFont, width: width, alignment: align, lineBreak: breakMode, maximumLines: lines, runs: runs,
                lineSpacing: style.lineSpacing, minimumLineHeight: style.minimumLineHeight, maximumLineHeight: style.maximumLineHeight,
                lineHeightMultiple: style.lineHeightMultiple)
        }
        layout = make(runs)
        guard shadows.contains(where: { $0 != nil }) else { return }
        var distinct: [NSShadow?] = [nil]
        for shadow in shadows where !distinct.contains(where: { $0 === shadow }) { distinct.append(shadow) }
        for shadow in distinct {
            // Text of other passes is laid out (so everything keeps its place) but transparent.
            let passRuns = zip(runs, shadows).map { run, own -> TextLayout.Run in
                guard own !== shadow else { return run }
                var hidden = TextLayout.Run(range: run.range, color: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0), font: run.font)
                hidden.kern = run.kern
                return hidden
            }
            passes.append((shadow, make(passRuns)))
        }
    }

    /// Draws the text with its top-left corner at `origin` in the current context, clipped to
    /// `clip` when given.
    func draw(at origin: CGPoint, clippedTo clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: context, at: origin, clippedTo: clip)
    }

    /// The area drawing the text with its top-left corner at `origin` may paint; infinite when
    /// parts cast shadows, which reach past the text.
    func reach(at origin: CGPoint) -> CGRect {
        passes.isEmpty ? layout.drawnBounds.offsetBy(dx: origin.x + shift, dy: origin.y) : .infinite
    }

    /// This text as laid out for `width` (`nil`: no width), when that layout would show the same
    /// lines: the layout kept and its lines moved for the alignment; `nil` when the text must be
    /// laid out again.
    func refitted(toWidth width: CGFloat?) -> TextDrawing? {
        guard let offset = layout.horizontalOffset(forWidth: width),
            passes.allSatisfy({ $0.layout.horizontalOffset(forWidth: width) == offset })
        else { return nil }
        var refitted = self
        refitted.shift = offset
        return refitted
    }

    /// Draws the text with its top-left corner at `origin` in `context`, clipped to `clip` when given.
    func draw(in context: CGContext, at origin: CGPoint, clippedTo clip: CGRect?) {
        // Text that stays inside the clip needs none, which spares Cairo a clipped glyph run (and
        // this a saved state).
        let clips = clip.map { !$0.contains(reach(at: origin)) } ?? false
        let origin = CGPoint(x: origin.x + shift, y: origin.y)
        if passes.isEmpty, !clips { return layout.draw(in: context, at: origin, color: color) }
        context.saveGState()
        if clips, let clip { context.clip(to: clip) }
        if passes.isEmpty {
            layout.draw(in: context, at: origin, color: color)
        } else {
            for (shadow, layout) in passes {
                context.saveGState()
                if let shadow {
                    let color = (shadow.shadowColor as? UIColor)?.cgColor ?? CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1.0 / 3)
                    // UIKit's offsets point down the screen; Core Graphics' base space points up.
                    let offset = CGSize(width: shadow.shadowOffset.width, height: -shadow.shadowOffset.height)
                    context.setShadow(offset: offset, blur: shadow.shadowBlurRadius, color: color)
                }
                layout.draw(in: context, at: origin, color: color)
                context.restoreGState()
            }
        }
        context.restoreGState()
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    private static func line(_ value: Any) -> TextLayout.Line? {
        let raw: Int? = switch value {
        case let v as Int: v
        case let v as NSUnderlineStyle: v.rawValue
        case let v as NSNumber: v.intValue
        default: nil
        }
        guard let raw, raw != 0 else { return nil }
        return raw & 0x0F == NSUnderlineStyle.double.rawValue & 0x0F ? .double : .single
    }

    static func alignment(_ alignment: NSTextAlignment) -> TextLayout.Alignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    /// Pango's line breaking for UIKit's mode: truncation applies to the last line when lines
    /// are limited, and to each line of an unwrapped layout; otherwise text wraps by words.
    private static func lineBreak(_ mode: NSLineBreakMode, maximumLines: Int, width: CGFloat?) -> TextLayout.LineBreak {
        switch mode {
        case .byWordWrapping: return .wordWrapping
        case .byCharWrapping: return .charWrapping
        case .byClipping: return maximumLines == 1 || width == nil ? .clipping : .wordWrapping
        case .byTruncatingHead: return maximumLines == 0 && width != nil ? .wordWrapping : .truncatingHead
        case .byTruncatingTail: return maximumLines == 0 && width != nil ? .wordWrapping : .truncatingTail
        case .byTruncatingMiddle: return maximumLines == 0 && width != nil ? .wordWrapping : .truncatingMiddle
        }
    }
}
