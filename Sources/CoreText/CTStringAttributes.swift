public import CoreGraphics
public import Foundation

/// The attribute giving a run's font: a ``CTFont``, or a `UIFont` (UIKit's `.font` key is the same).
public let kCTFontAttributeName = NSAttributedString.Key("NSFont")
/// The attribute giving a run's colour, a `CGColor`.
public let kCTForegroundColorAttributeName = NSAttributedString.Key("CTForegroundColor")
/// The attribute giving extra space after each character of a run, in points, a number.
public let kCTKernAttributeName = NSAttributedString.Key("NSKern")
/// The attribute saying whether a run's characters may be joined into ligatures: a number, 0
/// for none, 1 (the default) for the font's usual ones.
public let kCTLigatureAttributeName = NSAttributedString.Key("NSLigature")
/// The attribute giving the width of the outline drawn around a run's glyphs, in percent of its
/// font's size: positive outlines alone, negative fills and outlines, 0 fills.
public let kCTStrokeWidthAttributeName = NSAttributedString.Key("NSStrokeWidth")
/// The attribute giving the colour of a run's outline, a `CGColor`; the foreground colour when absent.
public let kCTStrokeColorAttributeName = NSAttributedString.Key("NSStrokeColor")

/// UIKit's attribute names, which Core Text honours as Apple's does: the foreground colour and
/// the paragraph style (given as UIKit's `NSParagraphStyle`).
private let uikitForegroundColor = NSAttributedString.Key("NSColor")
private let uikitParagraphStyle = NSAttributedString.Key("NSParagraphStyle")

extension NSAttributedString {
    /// The text and runs Core Text lays out: each run with the font, colour, kerning, ligatures
    /// and outline its attributes give; and the first paragraph style, UIKit's, if any.
    func coreTextRuns() -> (text: String, font: FontDescriptor, runs: [TextLayout.Run], paragraph: (any TextParagraphStyle)?) {
        let text = string
        var runs: [TextLayout.Run] = []
        var base: FontDescriptor?
        var paragraph: (any TextParagraphStyle)?
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            guard let span = Range(range, in: text) else { return }
            var run = TextLayout.Run(range: span)
            if let font = attributes[kCTFontAttributeName] as? any TextFont {
                run.font = font.textFontDescriptor
                base = base ?? font.textFontDescriptor
            }
            run.color = Self.color(attributes[kCTForegroundColorAttributeName]) ?? Self.color(attributes[uikitForegroundColor])
            if let kern = attributes[kCTKernAttributeName] as? NSNumber { run.kern = CGFloat(kern.doubleValue) }
            if let ligature = attributes[kCTLigatureAttributeName] as? NSNumber { run.ligatures = ligature.intValue != 0 }
            if let width = attributes[kCTStrokeWidthAttributeName] as? NSNumber { run.strokeWidth = CGFloat(width.doubleValue) }
            run.strokeColor = Self.color(attributes[kCTStrokeColorAttributeName])
            paragraph = paragraph ?? attributes[uikitParagraphStyle] as? any TextParagraphStyle
            runs.append(run)
        }
        // Text without a font is Core Text's default, Helvetica 12 on Apple's platforms: here sans-serif.
        return (text, base ?? FontDescriptor(size: 12), runs, paragraph)
    }

    /// A colour attribute's value: a `CGColor`, or a colour of UIKit's.
    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? any TextColor { return color.textCGColor }
        return value as? CGColor
    }
}

extension TextLayout {
    /// A layout of Core Text's runs, with the paragraph style's alignment, spacing and line
    /// heights when there is one.
    convenience init(coreText: (text: String, font: FontDescriptor, runs: [Run], paragraph: (any TextParagraphStyle)?), width: CGFloat?, lineBreak: LineBreak) {
        let paragraph = coreText.paragraph
        let heights = paragraph?.textLineHeights ?? (minimum: 0, maximum: 0, multiple: 0)
        self.init(
            text: coreText.text, font: coreText.font, width: width, alignment: paragraph?.textAlignment ?? .natural, lineBreak: lineBreak,
            runs: coreText.runs, lineSpacing: paragraph?.textLineSpacing ?? 0, minimumLineHeight: heights.minimum,
            maximumLineHeight: heights.maximum, lineHeightMultiple: heights.multiple)
    }
}

extension CTFont: TextFont {
    /// What text layout asks fontconfig for to get this font's face.
    package var textFontDescriptor: FontDescriptor {
        FontDescriptor(
            family: graphicsFont.familyName ?? "sans-serif", size: size, weight: graphicsFont.weight, isItalic: graphicsFont.isItalic)
    }
}
