public import CoreGraphics
public import Foundation

/// Lays styled text out in frames: wrapped to a width, as many lines as fit a height.
///
/// - Note: Divergence: frames are rectangles (a path's bounding box); text is laid out by Pango.
public final class CTFramesetter {
    let string: NSAttributedString

    init(_ string: NSAttributedString) { self.string = string }

    /// The text of `range` (all of it for an empty range) laid out wrapped to `width`, with the
    /// lines that fit `height` and the range of the string they hold.
    func fitting(_ range: CFRange, width: CGFloat, height: CGFloat) -> (layout: TextLayout, laidOut: NSAttributedString, size: CGSize, fit: CFRange)? {
        let whole = NSRange(location: 0, length: string.length)
        let wanted = range.length == 0 ? NSRange(location: max(range.location, 0), length: max(string.length - range.location, 0)) : NSRange(location: range.location, length: range.length)
        guard wanted.location >= 0, NSIntersectionRange(wanted, whole) == wanted else { return nil }
        let part = string.attributedSubstring(from: wanted)
        let laidOut = part.coreTextRuns()
        let text = laidOut.text
        let layout = TextLayout(coreText: laidOut, width: width.isFinite && width > 0 ? width : nil, lineBreak: .wordWrapping)
        var fitted = 0, bottom: CGFloat = 0
        for line in layout.lines where line.bottom <= height + 0.5 {
            fitted = line.utf8End
            bottom = line.bottom
        }
        // UTF-8 bytes of the laid-out text to UTF-16 units of the string.
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: min(fitted, text.utf8.count))
        let length = text.utf16.distance(from: text.startIndex, to: end)
        let fullWidth = layout.size.width
        return (layout, part, CGSize(width: min(fullWidth, width.isFinite ? width : fullWidth), height: bottom), CFRange(location: wanted.location, length: length))
    }
}

/// A framesetter for `attrString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(NSAttributedString(attributedString: attrString))
}

/// The size the text of `stringRange` (all of it for an empty range) takes within
/// `constraints`, and in `fitRange` the part that fits; use `.greatestFiniteMagnitude` for no limit.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: [String: Any]?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    guard let fitted = framesetter.fitting(stringRange, width: constraints.width, height: constraints.height) else {
        fitRange?.pointee = CFRange()
        return .zero
    }
    fitRange?.pointee = fitted.fit
    return CGSize(width: fitted.size.width.rounded(.up), height: fitted.size.height.rounded(.up))
}

/// The text of `stringRange` laid out in the bounding box of `path`.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: [String: Any]?) -> CTFrame {
    let rect = path.boundingBox
    guard let fitted = framesetter.fitting(stringRange, width: rect.width, height: rect.height), fitted.fit.length > 0 else {
        return CTFrame(rect: rect, path: path, layout: nil, laidOut: NSAttributedString(string: ""), visible: CFRange(location: max(stringRange.location, 0), length: 0))
    }
    // Lines that do not fit are not drawn at all: the frame holds only the text of those that do,
    // which wraps at the same places.
    let overflows = fitted.layout.lines.last.map { $0.bottom > rect.height + 0.5 } ?? false
    let laid = overflows ? framesetter.fitting(fitted.fit, width: rect.width, height: rect.height) ?? fitted : fitted
    return CTFrame(rect: rect, path: path, layout: laid.layout, laidOut: laid.laidOut, visible: fitted.fit)
}
