public import CoreGraphics
public import Foundation

/// Styled text laid out in a rectangle by a framesetter.
public final class CTFrame {
    let rect: CGRect
    let path: CGPath
    let layout: TextLayout?
    /// The part of the framesetter's string that `layout` holds; it starts at `visible.location`.
    let laidOut: NSAttributedString
    let visible: CFRange

    init(rect: CGRect, path: CGPath, layout: TextLayout?, laidOut: NSAttributedString, visible: CFRange) {
        (self.rect, self.path, self.layout, self.laidOut, self.visible) = (rect, path, layout, laidOut, visible)
    }

    /// Each line's range of the framesetter's string and its origin: where its baseline starts,
    /// from the frame's rectangle's bottom-left corner, y up.
    private(set) lazy var lineLayout: [(range: CFRange, origin: CGPoint)] = {
        guard let layout else { return [] }
        let text = laidOut.string
        let bytes = text.utf8
        let geometry = layout.lineGeometry
        // UTF-8 bytes of the laid-out text to UTF-16 units of the string.
        let starts = geometry.map { line in
            text.utf16.distance(from: text.startIndex, to: bytes.index(bytes.startIndex, offsetBy: min(line.utf8Start, bytes.count)))
        }
        // As in Core Text, a line runs to where the next begins: its line break belongs to it.
        let ends = starts.dropFirst() + [laidOut.length]
        return zip(geometry, zip(starts, ends)).map { line, range in
            (CFRange(location: visible.location + range.0, length: range.1 - range.0), CGPoint(x: line.x, y: rect.height - line.baseline))
        }
    }()

    /// The frame's lines, made when first asked for.
    private(set) lazy var lines: [CTLine] = lineLayout.map { line in
        CTLine(laidOut, range: CFRange(location: line.range.location - visible.location, length: line.range.length), reportedAs: line.range)
    }
}

/// The frame's lines, top to bottom, as `CTLine`s (`CTFrameGetLines(frame) as! [CTLine]`).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines }

/// Copies the origins of the lines in `range` (all lines from its location for a length of 0)
/// into `origins`: where each line's baseline starts, from the bottom-left corner of the frame's
/// rectangle, y up, as `CTLineDraw` takes a text position. A range outside the lines copies
/// what it covers of them.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let lines = frame.lineLayout
    let start = max(range.location, 0)
    let end = range.length == 0 ? lines.count : min(lines.count, start + max(range.length, 0))
    guard start < end else { return }
    for index in start..<end { origins[index - start] = lines[index].origin }
}

/// The path the frame was made in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// The range of the framesetter's string the frame was asked to hold.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.visible }

/// The range of the string whose lines fit the frame.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visible }

/// Draws the frame's lines in `context`, in Core Graphics' y-up space: the first line at the
/// top of the frame's rectangle; lines that do not fit are not drawn.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    guard let layout = frame.layout, !frame.rect.isNull, frame.rect.width.isFinite, frame.rect.height.isFinite else { return }
    context.saveGState()
    context.clip(to: frame.rect)
    context.translateBy(x: frame.rect.minX, y: frame.rect.maxY)
    context.scaleBy(x: 1, y: -1)
    layout.draw(in: context, at: .zero, color: CGColor(gray: 0, alpha: 1))
    context.restoreGState()
}
