public import CoreGraphics
public import Foundation

// UIKit's Foundation additions for geometry: boxing in NSValue, keyed archiving with NSCoder,
// and the string forms "{x, y}", "{{x, y}, {w, h}}", "[a, b, c, d, tx, ty]".

extension NSValue {
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a vector.
    ///
    /// - Note: Divergence: boxed as two doubles (`objCType` `"[2d]"`); Swift's Foundation on
    ///   Linux cannot box other structs.
    public convenience init(cgVector vector: CGVector) { self.init(packing: [Double(vector.dx), Double(vector.dy)]) }
    /// Boxes an affine transform.
    ///
    /// - Note: Divergence: boxed as six doubles (`objCType` `"[6d]"`); Swift's Foundation on
    ///   Linux cannot box other structs.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(packing: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init))
    }
    /// Boxes edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The boxed point; zero when the value holds something else.
    public var cgPointValue: CGPoint { geometryKind == .point ? pointValue : .zero }
    /// The boxed size; zero when the value holds something else.
    public var cgSizeValue: CGSize { geometryKind == .size ? sizeValue : .zero }
    /// The boxed rectangle; zero when the value holds something else.
    public var cgRectValue: CGRect { geometryKind == .rect ? rectValue : .zero }
    /// The boxed vector; zero when the value holds something else.
    public var cgVectorValue: CGVector {
        guard let v = unpackedDoubles(count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: v[0], dy: v[1])
    }
    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = unpackedDoubles(count: 6)?.map({ CGFloat($0) }) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    /// The boxed edge insets; zero when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard !(self is NSNumber), String(cString: objCType).hasPrefix("{NSEdgeInsets") else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

// MARK: Strings

/// The numbers in `text`, in order, as UIKit's parsers read them: braces, brackets and commas
/// only separate them, and whatever is missing is zero.
private func numbers(in text: String, count: Int) -> [CGFloat] {
    var values: [CGFloat] = []
    var token = ""
    func flush() {
        if !token.isEmpty, let value = Double(token) { values.append(CGFloat(value)) }
        token = ""
    }
    for character in text {
        if character.isNumber || "+-.eE".contains(character) { token.append(character) } else { flush() }
    }
    flush()
    return Array((values + Array(repeating: 0, count: count)).prefix(count))
}

/// A number as UIKit writes it in geometry strings: 17 significant digits, so it reads back exactly.
private func text(_ value: CGFloat) -> String {
    String(format: "%.17g", Double(value))
}

/// The point as `"{x, y}"`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
/// The size as `"{width, height}"`.
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
/// The rectangle as `"{{x, y}, {width, height}}"`.
public func NSStringFromCGRect(_ rect: CGRect) -> String { "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}" }
/// The vector as `"{dx, dy}"`.
public func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(text(vector.dx)), \(text(vector.dy))}" }
/// The transform as `"[a, b, c, d, tx, ty]"`.
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(text).joined(separator: ", ") + "]"
}
/// The insets as `"{top, left, bottom, right}"`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{" + [insets.top, insets.left, insets.bottom, insets.right].map(text).joined(separator: ", ") + "}"
}

/// The point a string of the form `"{x, y}"` describes; zero for what is missing.
public func CGPointFromString(_ string: String) -> CGPoint {
    let v = numbers(in: string, count: 2)
    return CGPoint(x: v[0], y: v[1])
}
/// The size a string of the form `"{width, height}"` describes; zero for what is missing.
public func CGSizeFromString(_ string: String) -> CGSize {
    let v = numbers(in: string, count: 2)
    return CGSize(width: v[0], height: v[1])
}
/// The rectangle a string of the form `"{{x, y}, {width, height}}"` describes; zero for what is missing.
public func CGRectFromString(_ string: String) -> CGRect {
    let v = numbers(in: string, count: 4)
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
}
/// The vector a string of the form `"{dx, dy}"` describes; zero for what is missing.
public func CGVectorFromString(_ string: String) -> CGVector {
    let v = numbers(in: string, count: 2)
    return CGVector(dx: v[0], dy: v[1])
}
/// The transform a string of the form `"[a, b, c, d, tx, ty]"` describes; zero for what is missing.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let v = numbers(in: string, count: 6)
    return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
}
/// The insets a string of the form `"{top, left, bottom, right}"` describes; zero for what is missing.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let v = numbers(in: string, count: 4)
    return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
}

// MARK: The string forms under the names Swift gives them on Apple's platforms

extension NSCoder {
    /// The point as `"{x, y}"` (`NSStringFromCGPoint` in C).
    public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    /// The size as `"{width, height}"` (`NSStringFromCGSize` in C).
    public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    /// The rectangle as `"{{x, y}, {width, height}}"` (`NSStringFromCGRect` in C).
    public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
    /// The vector as `"{dx, dy}"` (`NSStringFromCGVector` in C).
    public static func string(for vector: CGVector) -> String { NSStringFromCGVector(vector) }
    /// The transform as `"[a, b, c, d, tx, ty]"` (`NSStringFromCGAffineTransform` in C).
    public static func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
    /// The insets as `"{top, left, bottom, right}"` (`NSStringFromUIEdgeInsets` in C).
    public static func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }

    /// The point `string` describes (`CGPointFromString` in C).
    public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    /// The size `string` describes (`CGSizeFromString` in C).
    public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    /// The rectangle `string` describes (`CGRectFromString` in C).
    public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    /// The vector `string` describes (`CGVectorFromString` in C).
    public static func cgVector(for string: String) -> CGVector { CGVectorFromString(string) }
    /// The transform `string` describes (`CGAffineTransformFromString` in C).
    public static func cgAffineTransform(for string: String) -> CGAffineTransform { CGAffineTransformFromString(string) }
    /// The insets `string` describes (`UIEdgeInsetsFromString` in C).
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsetsFromString(string) }
}

// MARK: Keyed archiving

extension NSCoder {
    // Points, sizes and rectangles are archived by Foundation's own `encode(_:forKey:)` for them.

    /// Archives a vector under `key`, in its string form as UIKit does.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSStringFromCGVector(vector), forKey: key) }
    /// Archives an affine transform under `key`, in its string form as UIKit does.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSStringFromCGAffineTransform(transform), forKey: key)
    }
    /// Archives edge insets under `key`, in their string form as UIKit does.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSStringFromUIEdgeInsets(insets), forKey: key) }

    /// The point archived under `key`; zero when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint { containsValue(forKey: key) ? decodePoint(forKey: key) : .zero }
    /// The size archived under `key`; zero when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize { containsValue(forKey: key) ? decodeSize(forKey: key) : .zero }
    /// The rectangle archived under `key`; zero when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect { containsValue(forKey: key) ? decodeRect(forKey: key) : .zero }
    /// The vector archived under `key`; zero when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector { CGVectorFromString(archivedString(forKey: key)) }
    /// The affine transform archived under `key`; the identity when there is none.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        let string = archivedString(forKey: key)
        return string.isEmpty ? .identity : CGAffineTransformFromString(string)
    }
    /// The edge insets archived under `key`; zero when there is none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { UIEdgeInsetsFromString(archivedString(forKey: key)) }

    // Swift's Foundation traps on a missing key where Apple's returns nil, so each read asks first.
    private func archivedString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return decodeObject(of: NSString.self, forKey: key).map { String($0) } ?? ""
    }
}
