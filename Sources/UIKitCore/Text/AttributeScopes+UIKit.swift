public import CoreGraphics
public import Foundation

extension AttributeScopes {
    /// The attributes UIKit draws in Swift's `AttributedString`: fonts, colours, paragraph
    /// styles, kerning, underlines and strikethroughs, with Foundation's attributes beside them.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// The paragraph's alignment, line breaking and spacing.
        public let paragraphStyle: ParagraphStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// The lines drawn under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// The colour of the underline.
        public let underlineColor: UnderlineColorAttribute
        /// The lines drawn through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The colour of the strikethrough.
        public let strikethroughColor: StrikethroughColorAttribute
        /// Foundation's own attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run of text.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// The key's name, the same as `NSAttributedString.Key.font`.
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The colour of a run of text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.foregroundColor`.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The colour behind a run of text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.backgroundColor`.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// The paragraph style of a run of text.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            /// A paragraph style.
            public typealias Value = NSParagraphStyle
            /// The key's name, the same as `NSAttributedString.Key.paragraphStyle`.
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        /// The kerning of a run of text.
        public enum KernAttribute: AttributedStringKey {
            /// Points added after each character.
            public typealias Value = CGFloat
            /// The key's name, the same as `NSAttributedString.Key.kern`.
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        /// The underline of a run of text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The lines drawn.
            public typealias Value = NSUnderlineStyle
            /// The key's name, the same as `NSAttributedString.Key.underlineStyle`.
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        /// The underline colour of a run of text.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.underlineColor`.
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        /// The strikethrough of a run of text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The lines drawn.
            public typealias Value = NSUnderlineStyle
            /// The key's name, the same as `NSAttributedString.Key.strikethroughStyle`.
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        /// The strikethrough colour of a run of text.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The key's name, the same as `NSAttributedString.Key.strikethroughColor`.
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
    }

    /// UIKit's attributes, for `including: \.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on attributed strings, runs and containers (`string.font`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// Makes an attributed string with the text of `attributedString` and its UIKit attributes.
    ///
    /// - Note: Divergence: Foundation on Linux has no conversion between the two string types;
    ///   this one knows UIKit's scope only, which is the one UIKit code passes.
    public convenience init(
        _ attributedString: AttributedString,
        including scope: KeyPath<AttributeScopes, AttributeScopes.UIKitAttributes.Type>
    ) throws {
        let text = AttributedText(attributedString)
        let result = NSMutableAttributedString(string: text.string)
        for run in text.runs where !run.attributes.isEmpty { result.setAttributes(run.attributes, range: run.range) }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// Makes an attributed string with the text of `attributedString` and the UIKit attributes
    /// it has; attributes outside UIKit's scope are left out.
    public init(
        _ attributedString: NSAttributedString,
        including scope: KeyPath<AttributeScopes, AttributeScopes.UIKitAttributes.Type>
    ) throws {
        self.init(AttributedText(attributedString))
    }

    /// The text and UIKit attributes of `text`.
    init(_ text: AttributedText) {
        var result = AttributedString(text.string)
        let utf16 = text.string.utf16
        for run in text.runs where !run.attributes.isEmpty {
            let lower = utf16.index(utf16.startIndex, offsetBy: run.range.location)
            let upper = utf16.index(lower, offsetBy: run.range.length)
            guard let start = AttributedString.Index(lower, within: result),
                let end = AttributedString.Index(upper, within: result)
            else { continue }
            result[start..<end].mergeAttributes(AttributeContainer(run.attributes))
        }
        self = result
    }
}

extension AttributeContainer {
    /// Makes a container of the UIKit attributes in `attributes` (`[.font: font]`).
    ///
    /// - Note: Divergence: Foundation on Linux lacks this initializer; this one keeps the keys of
    ///   UIKit's scope and leaves out others.
    public init(_ attributes: [NSAttributedString.Key: Any]) {
        var container = AttributeContainer()
        container.font = attributes[.font] as? UIFont
        container.foregroundColor = attributes[.foregroundColor] as? UIColor
        container.backgroundColor = attributes[.backgroundColor] as? UIColor
        container.paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle
        container.kern = (attributes[.kern] as? CGFloat) ?? (attributes[.kern] as? Double).map { CGFloat($0) }
        container.underlineStyle = (attributes[.underlineStyle] as? Int).map(NSUnderlineStyle.init(rawValue:))
        container.underlineColor = attributes[.underlineColor] as? UIColor
        container.strikethroughStyle = (attributes[.strikethroughStyle] as? Int).map(NSUnderlineStyle.init(rawValue:))
        container.strikethroughColor = attributes[.strikethroughColor] as? UIColor
        self = container
    }
}

extension AttributedText {
    /// The text of `attributedString` with its UIKit attributes, as the drawing code reads them.
    init(_ attributedString: AttributedString) {
        // Strings made from slices of the characters take a fast path; from the character view
        // itself, one several times slower.
        let string = String(attributedString.characters[...])
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        var location = 0
        for run in attributedString.runs {
            let length = String(attributedString.characters[run.range]).utf16.count
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.backgroundColor { attributes[.backgroundColor] = color }
            if let style = run.paragraphStyle { attributes[.paragraphStyle] = style }
            if let kern = run.kern { attributes[.kern] = kern }
            if let style = run.underlineStyle { attributes[.underlineStyle] = style.rawValue }
            if let color = run.underlineColor { attributes[.underlineColor] = color }
            if let style = run.strikethroughStyle { attributes[.strikethroughStyle] = style.rawValue }
            if let color = run.strikethroughColor { attributes[.strikethroughColor] = color }
            if length > 0 { runs.append((NSRange(location: location, length: length), attributes)) }
            location += length
        }
        self.init(string: string, runs: runs)
    }
}
