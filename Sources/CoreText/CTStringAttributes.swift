public import CoreGraphics
public import Foundation

/// The attribute giving a run's font: a ``CTFont``, or a `UIFont` (UIKit's `.font` key is the same).
public let kCTFontAttributeName = NSAttributedString.Key("NSFont")
/// The attribute giving a run's colour, a `CGColor`.
public let kCTForegroundColorAttributeName = NSAttributedString.Key("CTForegroundColor")
/// The attribute giving extra space after each character of a run, in points, a number.
public let kCTKernAttributeName = NSAttributedString.Key("NSKern")

extension NSAttributedString {
    /// The text and runs Core Text lays out: each run with the font and colour its attributes give.
    func coreTextRuns() -> (text: String, font: FontDescriptor, runs: [TextLayout.Run]) {
        let text = string
        var runs: [TextLayout.Run] = []
        var base: FontDescriptor?
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            guard let span = Range(range, in: text) else { return }
            var run = TextLayout.Run(range: span)
            if let font = attributes[kCTFontAttributeName] as? any TextFont {
                run.font = font.textFontDescriptor
                base = base ?? font.textFontDescriptor
            }
            if let color = attributes[kCTForegroundColorAttributeName] as? CGColor { run.color = color }
            if let kern = attributes[kCTKernAttributeName] as? NSNumber { run.kern = CGFloat(kern.doubleValue) }
            runs.append(run)
        }
        // Text without a font is Core Text's default, Helvetica 12 on Apple's platforms: here sans-serif.
        return (text, base ?? FontDescriptor(size: 12), runs)
    }
}

extension CTFont: TextFont {
    /// What text layout asks fontconfig for to get this font's face.
    package var textFontDescriptor: FontDescriptor {
        FontDescriptor(
            family: graphicsFont.familyName ?? "sans-serif", size: size, weight: graphicsFont.weight, isItalic: graphicsFont.isItalic)
    }
}
