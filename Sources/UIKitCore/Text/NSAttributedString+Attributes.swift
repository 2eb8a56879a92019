public import CoreGraphics
public import Foundation

/// The attributes UIKit adds to attributed strings, under Apple's raw names so archived strings match.
extension NSAttributedString.Key {
    /// A ``UIFont``; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor`` for the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A ``UIColor`` painted behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An ``NSParagraphStyle``: alignment, line breaking, line spacing.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character.
    ///
    /// - Note: Divergence: the space goes between characters; UIKit also adds it after the last one.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An ``NSUnderlineStyle`` raw value (an `Int`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A ``UIColor`` for the underline; the foreground colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` raw value for a line through the glyphs.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A ``UIColor`` for the strikethrough line.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An ``NSShadow`` the glyphs cast.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A number: 0 draws each character's own glyph where the font would join characters into
    /// one (ligatures such as "fi"); 1, the default, lets the font join them.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A number, in percent of the font's size: the width of the line drawn around each glyph.
    /// Positive draws the outline alone; negative fills the glyph and outlines it; 0 (the
    /// default) fills it only.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A ``UIColor`` for the outline `strokeWidth` draws; the foreground colour when absent.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
}

/// How lines of text line up horizontally.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left margin.
    case left = 0
    /// Centred between the margins.
    case center = 1
    /// Along the right margin.
    case right = 2
    /// Stretched to both margins, except the last line.
    case justified = 3
    /// Left for left-to-right scripts, right for right-to-left ones.
    case natural = 4
}

/// How text that does not fit is broken into lines or cut.
public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At any character.
    case byCharWrapping = 1
    /// Not wrapped; what does not fit is not drawn.
    case byClipping = 2
    /// An ellipsis replaces the start of the line.
    case byTruncatingHead = 3
    /// An ellipsis replaces the end of the line.
    case byTruncatingTail = 4
    /// An ellipsis replaces the middle of the line.
    case byTruncatingMiddle = 5
}

/// The lines drawn under or through text.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// The set with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    ///
    /// - Note: Divergence: drawn as a single line; Pango draws one thickness.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

// Sendable: immutable once made (NSMutableParagraphStyle is the mutable kind, and is not shared).
/// The layout of a paragraph: alignment, line breaking and spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines sit between the margins.
    public internal(set) var alignment = NSTextAlignment.natural
    /// How lines that do not fit are broken or truncated.
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// The least height of each line, in points, whatever its font; 0 for none.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of each line, in points, whatever its font; 0 for none.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// What the font's natural line height is multiplied by before the minimum and maximum
    /// bound it; 0 (or less) for no change.
    public internal(set) var lineHeightMultiple: CGFloat = 0

    public override init() { super.init() }

    /// An immutable copy of the style.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    /// A mutable copy of the style.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    func take(_ other: NSParagraphStyle) {
        (alignment, lineBreakMode, lineSpacing, paragraphSpacing) = (other.alignment, other.lineBreakMode, other.lineSpacing, other.paragraphSpacing)
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple) = (other.minimumLineHeight, other.maximumLineHeight, other.lineHeightMultiple)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return (alignment, lineBreakMode, lineSpacing, paragraphSpacing) == (other.alignment, other.lineBreakMode, other.lineSpacing, other.paragraphSpacing)
            && (minimumLineHeight, maximumLineHeight, lineHeightMultiple) == (other.minimumLineHeight, other.maximumLineHeight, other.lineHeightMultiple)
    }
}

/// A paragraph style whose settings can be changed.
///
/// Not `Sendable`, as on Apple's platforms: it changes after it is made.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
}

// The inherited conformance is withdrawn, as Apple's SDK withdraws it: a mutable style must not
// cross threads.
@available(*, unavailable, message: "NSMutableParagraphStyle changes after it is made; share an NSParagraphStyle copy")
extension NSMutableParagraphStyle: @unchecked Sendable {}

/// A shadow cast by text: an offset, a blur radius and a colour.
///
/// Not `Sendable`, as on Apple's platforms: its settings change after it is made.
open class NSShadow: NSObject {
    /// How far the shadow falls from the glyphs, in points (positive height is down).
    open var shadowOffset = CGSize.zero
    /// How much the shadow is blurred, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a ``UIColor``; black at one third opacity when `nil`.
    open var shadowColor: Any?

    public override init() { super.init() }
}
