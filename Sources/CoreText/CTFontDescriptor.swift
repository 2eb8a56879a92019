public import CoreGraphics
public import Foundation

/// The attribute naming a font by its PostScript name.
public let kCTFontNameAttribute = "NSFontNameAttribute"
/// The attribute naming a font by its family.
public let kCTFontFamilyNameAttribute = "NSFontFamilyAttribute"
/// The attribute giving a font's size in points.
public let kCTFontSizeAttribute = "NSFontSizeAttribute"

/// A description of a font by attributes (name, family, size), from which fonts are made.
///
/// - Note: Divergence: the attributes are a Swift dictionary keyed by the attribute names; only
///   the name, family and size attributes choose the font.
public final class CTFontDescriptor: @unchecked Sendable {
    let attributes: [String: Any]

    init(attributes: [String: Any]) { self.attributes = attributes }
}

/// A descriptor of the font named `name` at `size` points.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [kCTFontNameAttribute: name, kCTFontSizeAttribute: size])
}

/// A descriptor of the font the attributes describe.
public func CTFontDescriptorCreateWithAttributes(_ attributes: [String: Any]) -> CTFontDescriptor {
    CTFontDescriptor(attributes: attributes)
}

/// The value of `attribute` in the descriptor, if it has one.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> Any? {
    descriptor.attributes[attribute]
}

/// The descriptor of `font`: its PostScript name, family and size.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [
        kCTFontNameAttribute: CTFontCopyPostScriptName(font), kCTFontFamilyNameAttribute: CTFontCopyFamilyName(font),
        kCTFontSizeAttribute: font.size,
    ])
}
