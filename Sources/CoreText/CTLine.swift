public import CoreGraphics
public import Foundation

/// One line of styled text, laid out without wrapping, to measure and draw: made from a string,
/// or one of a frame's lines.
///
/// - Note: Divergence: lines are laid out by Pango, whose runs split where the font or the
///   script changes; a run's attributes are those of its first character.
public final class CTLine {
    let layout: TextLayout
    /// The part of the string the line holds (of the frame's string, for a frame's line).
    let range: CFRange
    /// The string laid out: the line's part of the string it was made from.
    let string: NSAttributedString

    init(_ string: NSAttributedString) {
        layout = TextLayout(coreText: string.coreTextRuns(), width: nil, lineBreak: .clipping)
        range = CFRange(location: 0, length: string.length)
        self.string = string
    }

    /// The line's runs, made when first asked for.
    private(set) lazy var runs: CFArray = layout.firstLineRuns.map { laid -> Any in
        let start = min(laid.stringRange.lowerBound, max(string.length - 1, 0))
        let attributes = string.length == 0 ? [:] : string.attributes(at: start, effectiveRange: nil)
        return CTRun(laid, base: range.location, attributes: attributes)
    }

    /// The line of `string` that holds `range` of it, laid out as a frame laid it out, reporting
    /// `reported` as its range (of the string the frame was made from); the line break ending
    /// it belongs to its range but is not laid out.
    init(_ string: NSAttributedString, range: CFRange, reportedAs reported: CFRange) {
        let whole = string.attributedSubstring(from: NSRange(location: range.location, length: range.length))
        var shown = whole.length
        let units = Array(whole.string.utf16)
        while shown > 0, [0x0A, 0x0D, 0x2028, 0x2029].contains(units[shown - 1]) { shown -= 1 }
        let shownText = whole.attributedSubstring(from: NSRange(location: 0, length: shown))
        layout = TextLayout(coreText: shownText.coreTextRuns(), width: nil, lineBreak: .clipping)
        self.range = reported
        self.string = shownText
    }
}

/// Lays out `attrString` as one line.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(attrString)
}

/// The line's width, with its ascent above the baseline, descent below it and leading in the
/// pointers given.
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    let size = line.layout.size
    ascent?.pointee = line.layout.firstBaseline
    descent?.pointee = size.height - line.layout.firstBaseline
    leading?.pointee = 0
    return Double(size.width)
}

/// The area the line's glyphs cover, y up from the baseline, at `context`'s text position when
/// a context is given.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    let ink = line.layout.inkBounds
    guard !ink.isEmpty else { return .zero }
    let origin = context?.textPosition ?? .zero
    return CGRect(x: origin.x + ink.minX, y: origin.y + line.layout.firstBaseline - ink.maxY, width: ink.width, height: ink.height)
}

/// Draws the line in `context` with its baseline starting at the context's text position, in
/// Core Graphics' y-up space; text without a colour is black.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    let position = context.textPosition
    context.saveGState()
    context.translateBy(x: position.x + context.textMatrix.tx, y: position.y + context.textMatrix.ty)
    // Text layout draws y-down from the top-left corner: flipped about the baseline.
    context.scaleBy(x: 1, y: -1)
    line.layout.draw(in: context, at: CGPoint(x: 0, y: -line.layout.firstBaseline), color: CGColor(gray: 0, alpha: 1))
    context.restoreGState()
}

/// The range of the string the line holds.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    line.range
}
