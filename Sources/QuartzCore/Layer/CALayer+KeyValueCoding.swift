internal import Foundation
import CoreGraphics

// Key-value coding as Core Animation extends it: every property by name, struct fields by key
// path ("position.x", "bounds.size.width", "transform.rotation.z"), arbitrary custom keys, and
// class-wide defaults. Values come back as the property's Swift type (CGFloat, Float, Bool,
// CGPoint, CGSize, CGRect, CATransform3D, CGColor); numbers of any type are accepted when setting.
//
// Divergence: Swift on Linux has no NSObject key-value coding, so these are plain methods on
// CALayer. Reads return CGFloat rather than NSNumber, since Linux cannot cast NSNumber to CGFloat.
extension CALayer {
    /// The value of `key`, or its default (``value(forKey:)``).
    func keyedValue(forKey key: String) -> Any? {
        if let declared = declaredValue(forKey: key) { return declared }
        return customValues[key] ?? styleValue(forKey: key) ?? type(of: self).defaultValue(forKey: key)
    }

    /// The value of `key` in ``style``, or in the style dictionaries nested under its "style" key.
    func styleValue(forKey key: String) -> Any? {
        var dictionary = style
        while let current = dictionary {
            if let value = current[key] { return value }
            dictionary = current["style"] as? [AnyHashable: Any]
        }
        return nil
    }

    /// Sets `key` (`setValue(_:forKey:)`).
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let wasSet = setDeclaredValue(value, forKey: key) {
            if !wasSet {
                Diagnostics.report("Casement QuartzCore: setValue(_:forKey: \"\(key)\") on \(debugName) ignored: \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value for it.")
            }
            return
        }
        let oldValue = customValues[key]
        customValues[key] = value
        didChange(key, from: oldValue, runsAction: false)
    }

    /// The value at `keyPath` (``value(forKeyPath:)``).
    func keyedValue(forKeyPath keyPath: String) -> Any? {
        if let keyed = self as? any SubclassKeyValueCoding, let value = keyed.subclassValue(forKeyPath: keyPath) { return value }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return value(forKey: keyPath) }
        return StructKeyPath.get(parts[1], of: value(forKey: parts[0]))
    }

    /// Sets the value at `keyPath` (``setValue(_:forKeyPath:)``).
    func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
        if let keyed = self as? any SubclassKeyValueCoding, keyed.setSubclassValue(value, forKeyPath: keyPath) { return }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
        guard let updated = StructKeyPath.set(parts[1], of: self.value(forKey: parts[0]), to: value) else {
            Diagnostics.report("Casement QuartzCore: setValue(_:forKeyPath: \"\(keyPath)\") on \(debugName) ignored: the key path or the value's type is not valid.")
            return
        }
        setValue(updated, forKey: parts[0])
    }

    /// Applies the class's ``defaultValue(forKey:)`` to every declared property, for subclasses that override it.
    func applyClassDefaults() {
        let layerClass = type(of: self)
        // Casement's own classes keep the built-in defaults; only other subclasses may override them.
        guard !Self.casementClasses.contains(ObjectIdentifier(layerClass)) else { return }
        for property in LayerProperty.allCases where property != .frame && property != .sublayers {
            if let value = layerClass.defaultValue(forKey: property.rawValue) { _ = property.set(self, value) }
        }
    }
}

/// Numbers arrive as whatever type the caller had; this reads any of them.
func numericValue(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
}

// Geometry arrives as the Swift struct or boxed in an NSValue, as Core Animation accepts it.

/// A point, given as `CGPoint` or `NSValue(cgPoint:)`.
func boxedPoint(_ value: Any?) -> CGPoint? {
    if let point = value as? CGPoint { return point }
    guard let box = value as? NSValue, box.geometryKind == .point else { return nil }
    return box.pointValue
}

/// A size, given as `CGSize` or `NSValue(cgSize:)`.
func boxedSize(_ value: Any?) -> CGSize? {
    if let size = value as? CGSize { return size }
    guard let box = value as? NSValue, box.geometryKind == .size else { return nil }
    return box.sizeValue
}

/// A rectangle, given as `CGRect` or `NSValue(cgRect:)`.
func boxedRect(_ value: Any?) -> CGRect? {
    if let rect = value as? CGRect { return rect }
    guard let box = value as? NSValue, box.geometryKind == .rect else { return nil }
    return box.rectValue
}

/// A 3D transform, given as `CATransform3D` or `NSValue(caTransform3D:)`.
func boxedTransform(_ value: Any?) -> CATransform3D? {
    if let transform = value as? CATransform3D { return transform }
    return (value as? NSValue)?.boxedTransform3D
}

/// Reads and writes the fields of CGPoint, CGSize, CGRect and CATransform3D by key path.
enum StructKeyPath {
    static func get(_ path: String, of value: Any?) -> Any? {
        switch value {
        case let p as CGPoint:
            return ["x": p.x, "y": p.y][path]
        case let s as CGSize:
            return ["width": s.width, "height": s.height][path]
        case let r as CGRect:
            switch path {
            case "origin": return r.origin
            case "size": return r.size
            default:
                let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                return get(parts[1], of: parts[0] == "origin" ? r.origin as Any : parts[0] == "size" ? r.size as Any : nil)
            }
        case let t as CATransform3D:
            return TransformComponents(t).value(for: path)
        default:
            return nil
        }
    }

    static func set(_ path: String, of value: Any?, to newValue: Any?) -> Any? {
        switch value {
        case var p as CGPoint:
            guard let n = numericValue(newValue) else { return nil }
            switch path {
            case "x": p.x = n
            case "y": p.y = n
            default: return nil
            }
            return p
        case var s as CGSize:
            guard let n = numericValue(newValue) else { return nil }
            switch path {
            case "width": s.width = n
            case "height": s.height = n
            default: return nil
            }
            return s
        case var r as CGRect:
            switch path {
            case "origin":
                guard let o = newValue as? CGPoint else { return nil }
                r.origin = o
            case "size":
                guard let s = newValue as? CGSize else { return nil }
                r.size = s
            default:
                let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                if parts[0] == "origin", let o = set(parts[1], of: r.origin, to: newValue) as? CGPoint {
                    r.origin = o
                } else if parts[0] == "size", let s = set(parts[1], of: r.size, to: newValue) as? CGSize {
                    r.size = s
                } else {
                    return nil
                }
            }
            return r
        case let t as CATransform3D:
            var components = TransformComponents(t)
            guard components.set(path, to: newValue) else { return nil }
            return components.transform
        default:
            return nil
        }
    }
}

/// A transform taken apart into scale, rotation (about x, then y, then z) and translation.
///
/// Reading a field decomposes the matrix; writing one replaces that field and recomposes
/// `scale · rotation · translation`, keeping the others, as Core Animation's key paths do.
/// Perspective and skew are not represented; writing a field drops them.
struct TransformComponents {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)

    init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        let sx = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let sy = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        let sz = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        scale = (sx, sy, sz)
        // The rotation part, rows normalised: R = Rx · Ry · Rz for row vectors.
        let r11 = sx == 0 ? 1 : t.m11 / sx, r12 = sx == 0 ? 0 : t.m12 / sx, r13 = sx == 0 ? 0 : t.m13 / sx
        let r23 = sy == 0 ? 0 : t.m23 / sy, r33 = sz == 0 ? 1 : t.m33 / sz
        let ry = asin(max(-1, min(1, -r13)))
        rotation = (atan2(r23, r33), ry, atan2(r12, r11))
    }

    var transform: CATransform3D {
        var m = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.x, 1, 0, 0))
        m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.y, 0, 1, 0))
        m = CATransform3DConcat(m, CATransform3DMakeRotation(rotation.z, 0, 0, 1))
        return CATransform3DConcat(m, CATransform3DMakeTranslation(translation.x, translation.y, translation.z))
    }

    func value(for path: String) -> Any? {
        switch path {
        case "rotation.x": rotation.x
        case "rotation.y": rotation.y
        case "rotation", "rotation.z": rotation.z
        case "scale.x": scale.x
        case "scale.y": scale.y
        case "scale.z": scale.z
        case "scale": (scale.x + scale.y + scale.z) / 3
        case "translation.x": translation.x
        case "translation.y": translation.y
        case "translation.z": translation.z
        case "translation": CGSize(width: translation.x, height: translation.y)
        default: nil
        }
    }

    mutating func set(_ path: String, to value: Any?) -> Bool {
        if path == "translation" {
            guard let size = value as? CGSize else { return false }
            (translation.x, translation.y) = (size.width, size.height)
            return true
        }
        guard let n = numericValue(value), n.isFinite else { return false }
        switch path {
        case "rotation.x": rotation.x = n
        case "rotation.y": rotation.y = n
        case "rotation", "rotation.z": rotation.z = n
        case "scale.x": scale.x = n
        case "scale.y": scale.y = n
        case "scale.z": scale.z = n
        case "scale": scale = (n, n, n)
        case "translation.x": translation.x = n
        case "translation.y": translation.y = n
        case "translation.z": translation.z = n
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// Casement's own layer classes (exactly these, not their subclasses), which keep the built-in defaults.
    static let casementClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
        ObjectIdentifier(CATransformLayer.self), ObjectIdentifier(CATiledLayer.self), ObjectIdentifier(CAEmitterLayer.self),
    ]
}
