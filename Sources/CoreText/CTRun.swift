public import CoreGraphics
public import Foundation

/// A run of a line: glyphs of one font and one set of attributes, placed from the line's origin.
public final class CTRun {
    let laid: LaidOutRun
    /// Where the line's string starts in the string the line reports its ranges in.
    let base: Int
    /// The attributes of the run's characters.
    let attributes: [NSAttributedString.Key: Any]

    init(_ laid: LaidOutRun, base: Int, attributes: [NSAttributedString.Key: Any]) {
        (self.laid, self.base, self.attributes) = (laid, base, attributes)
    }

    /// The indices of `range` (Core Text's: a length of 0 means to the end), within the run's glyphs.
    func indices(_ range: CFRange) -> Range<Int> {
        let count = laid.glyphs.count
        let start = min(max(range.location, 0), count)
        let end = range.length <= 0 ? count : min(start + range.length, count)
        return start..<end
    }
}

/// The runs of `line`, in display order (each a ``CTRun``).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    line.runs
}

/// How many glyphs `line` has.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.runs.reduce(0) { $0 + (($1 as? CTRun)?.laid.glyphs.count ?? 0) }
}

/// The index in the string of the character whose caret position is nearest `position` (its x,
/// from the line's origin).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    line.range.location + line.layout.firstLineStringIndex(nearestX: position.x)
}

/// The caret position, from the line's origin, before the character at `charIndex` of the
/// string; `secondaryOffset` gets the same (text here runs one way within a line).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let offset = line.layout.firstLineOffset(forStringIndex: charIndex - line.range.location)
    secondaryOffset?.pointee = offset
    return offset
}

/// How many glyphs `run` has.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.laid.glyphs.count }

/// The part of the string `run` comes from.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.base + run.laid.stringRange.lowerBound, length: run.laid.stringRange.count)
}

/// The attributes of the run's characters, with the font the run is drawn in (a ``CTFont``,
/// the face fontconfig chose for them) under `kCTFontAttributeName`.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    var attributes: CFDictionary = [:]
    for (key, value) in run.attributes { attributes[key] = value }
    if !run.laid.fontFamily.isEmpty, attributes[kCTFontAttributeName] == nil {
        attributes[kCTFontAttributeName] = CTFontCreateWithName(run.laid.fontFamily as CFString, run.laid.fontSize, nil)
    }
    return attributes
}

/// Copies the glyphs of `range` of `run` (a length of 0: to the end) into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.laid.glyphs[index] }
}

/// Copies the positions of the glyphs of `range` of `run`, from the line's origin, into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.laid.positions[index] }
}

/// Copies the advances of the glyphs of `range` of `run` into `buffer`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = CGSize(width: run.laid.advances[index], height: 0) }
}

/// Copies where in the string each glyph of `range` of `run` comes from into `buffer`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (offset, index) in run.indices(range).enumerated() { buffer[offset] = run.base + run.laid.stringIndices[index] }
}

/// The width of the glyphs of `range` of `run`, with the font's ascent, descent and leading
/// in the pointers given.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = run.laid.ascent
    descent?.pointee = run.laid.descent
    leading?.pointee = 0
    return Double(run.indices(range).reduce(CGFloat(0)) { $0 + run.laid.advances[$1] })
}
