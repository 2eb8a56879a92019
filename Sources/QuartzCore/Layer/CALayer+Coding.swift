import CoreGraphics
import Foundation

// Archiving a layer's declared properties as property-list values under their key-value names:
// numbers and flags as numbers, names and gravities as strings, geometry, transforms and
// colours (sRGB) as arrays of numbers. Properties that hold objects (contents, mask, shadow path,
// sublayers) are not archived, nor the frame, which bounds, position and transform make.
extension CALayer {
    /// The archive key of a property.
    private static func archiveKey(_ property: LayerProperty) -> String { "CALayer." + property.rawValue }

    func encodeProperties(to coder: NSCoder) {
        for property in LayerProperty.allCases where property != .frame {
            guard let archived = ArchivedLayerValue(property.get(self)) else { continue }
            coder.encode(archived.object, forKey: Self.archiveKey(property))
        }
    }

    func decodeProperties(from coder: NSCoder) {
        for property in LayerProperty.allCases where property != .frame {
            let key = Self.archiveKey(property)
            guard coder.containsValue(forKey: key),
                let object = coder.decodeObject(of: [NSNumber.self, NSString.self, NSArray.self], forKey: key),
                let value = ArchivedLayerValue.value(of: object, shapedLike: property.get(CALayer.prototype), for: property)
            else { continue }
            _ = property.set(self, value)
        }
    }
}

/// A layer property's value in archivable form.
private struct ArchivedLayerValue {
    let object: Any

    init?(_ value: Any?) {
        switch value {
        case let v as Bool: object = NSNumber(value: v)
        case let v as CGFloat: object = NSNumber(value: Double(v))
        case let v as Float: object = NSNumber(value: v)
        case let v as String: object = NSString(string: v)
        case let v as CGPoint: object = Self.numbers([v.x, v.y])
        case let v as CGSize: object = Self.numbers([v.width, v.height])
        case let v as CGRect: object = Self.numbers([v.origin.x, v.origin.y, v.size.width, v.size.height])
        case let v as CATransform3D: object = Self.numbers(v.entries)
        case let v as CGColor where v.pattern == nil:
            let c = v.srgbComponents
            object = Self.numbers([c.red, c.green, c.blue, c.alpha].map { CGFloat($0) })
        case let v as CALayerContentsGravity: object = NSString(string: v.rawValue)
        case let v as CALayerContentsFilter: object = NSString(string: v.rawValue)
        case let v as CACornerMask: object = NSNumber(value: v.rawValue)
        default: return nil
        }
    }

    private static func numbers(_ values: [CGFloat]) -> NSArray {
        NSArray(array: values.map { NSNumber(value: Double($0)) })
    }

    /// The Swift value an archived object stands for, of the type `example` has (colour
    /// properties, whose default is `nil`, decode to colours).
    static func value(of object: Any, shapedLike example: Any?, for property: LayerProperty) -> Any? {
        let numbers = (object as? NSArray)?.compactMap { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } }
        let text = (object as? NSString).map { String($0) }
        let number = object as? NSNumber
        switch property {
        case .backgroundColor, .borderColor, .shadowColor:
            guard let c = numbers, c.count == 4 else { return nil }
            return CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .name: return text
        default: break
        }
        switch example {
        case is Bool: return number?.boolValue
        case is CGFloat: return number.map { CGFloat($0.doubleValue) }
        case is Float: return number?.floatValue
        case is CGPoint: return numbers.flatMap { $0.count == 2 ? CGPoint(x: $0[0], y: $0[1]) : nil }
        case is CGSize: return numbers.flatMap { $0.count == 2 ? CGSize(width: $0[0], height: $0[1]) : nil }
        case is CGRect: return numbers.flatMap { $0.count == 4 ? CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
        case is CATransform3D: return numbers.flatMap { $0.count == 16 ? CATransform3D(entries: $0) : nil }
        case is CALayerContentsGravity: return text.map(CALayerContentsGravity.init(rawValue:))
        case is CALayerContentsFilter: return text.map(CALayerContentsFilter.init(rawValue:))
        case is CACornerMask: return number.map { CACornerMask(rawValue: $0.uintValue) }
        default: return nil
        }
    }
}
