public import CoreGraphics
public import Foundation

/// One line of styled text, laid out without wrapping, to measure and draw.
///
/// - Note: Divergence: lines are laid out by Pango; runs and glyph positions are not offered.
public final class CTLine {
    let layout: TextLayout
    let length: CFIndex

    init(_ string: NSAttributedString) {
        let (text, font, runs) = string.coreTextRuns()
        layout = TextLayout(text: text, font: font, lineBreak: .clipping, runs: runs)
        length = string.length
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
    CFRange(location: 0, length: line.length)
}
