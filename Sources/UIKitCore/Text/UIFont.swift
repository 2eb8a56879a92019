public import CoreGraphics
public import Foundation

// Sendable: every stored property is a `let` of a Sendable type.
/// A font: a family, a size in points, a weight and a slant, resolved through fontconfig, with
/// the metrics text layout needs.
///
/// The system font is fontconfig's `sans-serif` (Divergence: iOS's San Francisco is not on Linux).
open class UIFont: NSObject, @unchecked Sendable {
    /// What the text machinery draws with.
    let descriptor: FontDescriptor
    /// The font's name as it was asked for (a family, or a family and style such as "DejaVuSans-Bold").
    public let fontName: String

    init(descriptor: FontDescriptor, fontName: String) {
        self.descriptor = descriptor
        self.fontName = fontName
    }

    /// The font named `fontName` at `fontSize` points, or `nil` when no installed or registered
    /// face has that name.
    ///
    /// A name is, as on iOS, a face's PostScript name ("DejaVuSans-Bold") or full name ("DejaVu
    /// Sans Bold"), whose ``fontName`` is then its PostScript name; or a family ("DejaVu Sans"),
    /// or a family and style words joined by a hyphen or a space ("DejaVuSans-BoldOblique").
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = Self.validSize(fontSize)
        if let face = FontConfiguration.faceStyle(named: fontName) {
            let descriptor = FontDescriptor(family: face.family, size: size, weight: face.weight, isItalic: face.isItalic, width: face.width)
            self.init(descriptor: descriptor, fontName: face.postScriptName)
            return
        }
        guard let (family, weight, italic) = Self.resolve(name: fontName) else { return nil }
        self.init(descriptor: FontDescriptor(family: family, size: size, weight: weight, isItalic: italic), fontName: fontName)
    }

    // MARK: System fonts

    /// The system font at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: FontDescriptor(family: systemFamily, size: validSize(fontSize), weight: weight.cssWeight), fontName: systemFontName(weight.cssWeight, italic: false))
    }

    /// The system font at `fontSize` points, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points, italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: FontDescriptor(family: systemFamily, size: validSize(fontSize), isItalic: true), fontName: systemFontName(400, italic: true))
    }

    /// The system's fixed-width font at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(descriptor: FontDescriptor(family: "monospace", size: validSize(fontSize), weight: weight.cssWeight), fontName: ".Monospaced")
    }

    /// The font for text of `style`, at UIKit's default (large) content size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The standard size of system text, 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The standard size of small system text, 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard size of labels, 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of buttons, 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// The families of the installed fonts.
    open class var familyNames: [String] { FontDescriptor.availableFamilies }

    /// The PostScript names of the faces of `familyName` (installed or registered), each a name
    /// ``init(name:size:)`` accepts; empty for a family that is not installed.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontConfiguration.faceNames(inFamily: familyName)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var descriptor = self.descriptor
        descriptor.size = Self.validSize(fontSize)
        return UIFont(descriptor: descriptor, fontName: fontName)
    }

    // MARK: Metrics

    /// The family fontconfig chose.
    open var familyName: String { descriptor.metrics.family }
    /// The size in points.
    open var pointSize: CGFloat { descriptor.size }
    /// How far the font reaches above the baseline.
    open var ascender: CGFloat { descriptor.metrics.ascender }
    /// How far the font reaches below the baseline, as a negative number (UIKit's sign).
    open var descender: CGFloat { -descriptor.metrics.descender }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { descriptor.metrics.capHeight }
    /// The height of lowercase letters such as x above the baseline.
    open var xHeight: CGFloat { descriptor.metrics.xHeight }
    /// The distance from one baseline to the next in a block of text.
    open var lineHeight: CGFloat { descriptor.metrics.lineHeight }
    /// The space the font asks for between lines, beyond its ascender and descender.
    open var leading: CGFloat { max(lineHeight - ascender + descender, 0) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return descriptor == other.descriptor
    }

    open override var hash: Int { descriptor.hashValue }

    open override var description: String {
        "<UIFont: \(fontName); family \(descriptor.family); \(descriptor.size) pt; weight \(descriptor.weight)\(descriptor.isItalic ? "; italic" : "")>"
    }

    // MARK: Names

    static let systemFamily = "sans-serif"

    private static func systemFontName(_ weight: Int, italic: Bool) -> String {
        ".SystemFont-" + (weight >= 600 ? "Bold" : "Regular") + (italic ? "Italic" : "")
    }

    private static func validSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            Diagnostics.report("Casement UIKit: a font size of \(size) points is not valid; the font is \(systemFontSize) points.")
            return systemFontSize
        }
        return size
    }

    /// The style words a font name may end with, and the weight and slant they mean.
    private static let styleWords: [(word: String, weight: Int?, italic: Bool)] = [
        ("thin", 100, false), ("ultralight", 200, false), ("extralight", 200, false), ("light", 300, false),
        ("regular", 400, false), ("book", 400, false), ("roman", 400, false), ("medium", 500, false),
        ("semibold", 600, false), ("demibold", 600, false), ("bold", 700, false), ("extrabold", 800, false),
        ("heavy", 800, false), ("black", 900, false), ("italic", nil, true), ("oblique", nil, true),
    ]

    /// The installed family a name asks for, with the weight and slant of its style words.
    static func resolve(name: String) -> (family: String, weight: Int, italic: Bool)? {
        let families = FontDescriptor.availableFamilies
        func family(matching candidate: String) -> String? {
            let squeezed = candidate.lowercased().filter { !$0.isWhitespace }
            return families.first { $0.lowercased().filter { !$0.isWhitespace } == squeezed }
        }
        if let whole = family(matching: name.replacingOccurrences(of: "-", with: " ")) { return (whole, 400, false) }
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == " " }).map(String.init)
        for split in stride(from: parts.count - 1, to: 0, by: -1) {
            guard let found = family(matching: parts[..<split].joined(separator: " ")) else { continue }
            var style = parts[split...].joined().lowercased()
            var (weight, italic) = (400, false)
            while !style.isEmpty {
                guard let match = styleWords.first(where: { style.hasPrefix($0.word) }) else { return nil }
                if let w = match.weight { weight = w }
                italic = italic || match.italic
                style.removeFirst(match.word.count)
            }
            return (found, weight, italic)
        }
        return nil
    }
}

extension UIFont {
    /// A font weight, from ultra-light (−0.8) through regular (0) to black (0.62), as UIKit numbers them.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The value as a number.
        public let rawValue: CGFloat
        /// The value with the given number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The weight with the given number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The thinnest weight.
        public static let ultraLight = Weight(-0.8)
        /// A weight between ultralight and light.
        public static let thin = Weight(-0.6)
        /// A weight lighter than regular.
        public static let light = Weight(-0.4)
        /// The weight of body text.
        public static let regular = Weight(0)
        /// A weight between regular and semibold.
        public static let medium = Weight(0.23)
        /// A weight between medium and bold.
        public static let semibold = Weight(0.3)
        /// The weight of bold text.
        public static let bold = Weight(0.4)
        /// A weight between bold and black.
        public static let heavy = Weight(0.56)
        /// The heaviest weight.
        public static let black = Weight(0.62)

        /// The OpenType weight (100 to 900) fontconfig matches: UIKit's named weights map to
        /// their usual classes, and values between them in proportion.
        var cssWeight: Int {
            let table: [(CGFloat, CGFloat)] = [(-0.8, 200), (-0.6, 100), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            // Thin (−0.6) is lighter than ultra-light (−0.8) by CSS's numbers; anything below −0.6 counts as thin or ultra-light.
            if rawValue <= -0.8 { return 200 }
            if rawValue <= -0.6 { return 100 }
            for ((x0, y0), (x1, y1)) in zip(table.dropFirst(), table.dropFirst(2)) where rawValue <= x1 {
                let t = (rawValue - x0) / (x1 - x0)
                return Int((y0 + (y1 - y0) * max(t, 0)).rounded())
            }
            return 900
        }
    }

    /// The kinds of text Dynamic Type sizes fonts for.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The name of the value.
        public let rawValue: String
        /// The value with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The style of the largest titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The style of first-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The style of second-level headings.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The style of third-level headings.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style of headings that stand out in body text.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style of subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style of body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style of callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style of footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The style of standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The style of smaller captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight of the style at the default (large) content size, as on iOS.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

// Core Text reads a UIFont under its font attribute, as the two are bridged on Apple's platforms.
extension UIFont: TextFont {
    package var textFontDescriptor: FontDescriptor { descriptor }
}

// Core Text reads UIKit's colours and paragraph styles under UIKit's attribute names, as Apple's does.
extension UIColor: TextColor {
    package var textCGColor: CGColor { cgColor }
}

extension NSParagraphStyle: TextParagraphStyle {
    package var textAlignment: TextLayout.Alignment { TextDrawing.alignment(alignment) }
    package var textLineSpacing: CGFloat { lineSpacing }
    package var textLineHeights: (minimum: CGFloat, maximum: CGFloat, multiple: CGFloat) {
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple)
    }
}
