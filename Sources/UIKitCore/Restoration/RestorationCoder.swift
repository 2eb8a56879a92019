import CoreGraphics
import Foundation

/// The keyed coder that state restoration hands to `encodeRestorableState(with:)` and
/// `decodeRestorableState(with:)`: its values are kept as a property list, so the saved state
/// is a plain file that is read without running code named in it.
///
/// Why not `NSKeyedArchiver`: Foundation on Linux stops the process (a fatal error, not a thrown
/// one) when a secure unarchiver meets a class it was not asked for, and the state file is
/// input the app did not write in this run. Here a value of an unexpected class decodes as
/// `nil`, as it does on iOS.
///
/// Property-list values (strings, numbers, booleans, data, dates, arrays and dictionaries of
/// them, and the geometry Foundation encodes as strings) are kept as they are; another object is
/// kept by its class name and what its `encode(with:)` writes, and is made again with
/// `init(coder:)` only when its class adopts `NSSecureCoding`, or is one the decoder asks for.
final class RestorationCoder: NSCoder {
    /// The values, keyed as they were encoded, in property-list form.
    private(set) var values: [String: Any]

    /// A coder to encode into, or to decode `values` that were encoded by one.
    init(values: [String: Any] = [:]) {
        self.values = values
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    /// As on iOS, restoration archives are secure: objects decode only as classes that allow it.
    override var requiresSecureCoding: Bool { true }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        guard let object else { return values[key] = nil }
        guard let value = Self.propertyList(of: object) else {
            Diagnostics.report(
                "Casement UIKit: the restorable state value for key \"\(key)\" (a \(type(of: object))) is neither a property-list value nor NSCoding; it is not saved.")
            return
        }
        values[key] = value
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = value }
    override func encode(_ value: Int, forKey key: String) { values[key] = value }
    override func encode(_ value: Int32, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = Int(value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = Double(value) }
    override func encode(_ value: Double, forKey key: String) { values[key] = value }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }

    override func decodeObject(forKey key: String) -> Any? {
        values[key].flatMap { Self.value(from: $0, allowing: nil) }
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        guard let stored = values[key], let value = Self.value(from: stored, allowing: classes ?? []) else { return nil }
        guard let classes else { return value }
        for allowed in classes {
            if let bridged = Self.bridge(value, to: allowed) { return bridged }
        }
        return nil
    }

    override func decodeBool(forKey key: String) -> Bool { Self.number(values[key]).map { $0 != 0 } ?? false }
    override func decodeInteger(forKey key: String) -> Int { Self.number(values[key]).map { Int(exactly: $0.rounded(.towardZero)) ?? 0 } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { Self.number(values[key]) ?? 0 }

    // MARK: Property-list form

    private static let classKey = "$class", stateKey = "$state", dictionaryKey = "$dictionary"

    /// `object` as a property-list value, or `nil` when it has none.
    static func propertyList(of object: Any) -> Any? {
        // Swift's casts bridge here: an `NSString` is a `String`, an integral `NSNumber` an `Int`.
        switch object {
        case let value as String: return value
        case let value as Bool: return value
        case let value as Int: return value
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Data: return value
        case let value as Date: return value
        case let value as NSNumber: return value.doubleValue
        case let value as NSData: return Data(referencing: value)
        case let value as NSDate: return Date(timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate)
        case let array as [Any]:
            var list: [Any] = []
            for element in array {
                guard let value = propertyList(of: element) else { return nil }
                list.append(value)
            }
            return list
        case let dictionary as [AnyHashable: Any]:
            var plist: [String: Any] = [:]
            for (key, element) in dictionary {
                guard let key = key.base as? String, let value = propertyList(of: element) else { return nil }
                plist[key] = value
            }
            // A dictionary whose keys could be taken for an archived object's is wrapped.
            return plist.keys.contains(where: { $0.hasPrefix("$") }) ? [dictionaryKey: plist] : plist
        case let object as NSObject:
            guard let coding = object as? any NSCoding else { return nil }
            let coder = RestorationCoder()
            coding.encode(with: coder)
            return [classKey: NSStringFromClass(type(of: object)), stateKey: coder.values]
        default:
            return nil
        }
    }

    /// The value a property-list value stands for: an archived object is made again only when
    /// its class is among `allowed`, or adopts `NSSecureCoding` when `allowed` is `nil`.
    static func value(from plist: Any, allowing allowed: [AnyClass]?) -> Any? {
        switch plist {
        case let array as [Any]:
            return array.compactMap { value(from: $0, allowing: allowed) }
        case let dictionary as [String: Any]:
            if let wrapped = dictionary[dictionaryKey] as? [String: Any], dictionary.count == 1 {
                return wrapped.compactMapValues { value(from: $0, allowing: allowed) }
            }
            guard let name = dictionary[classKey] as? String else {
                return dictionary.compactMapValues { value(from: $0, allowing: allowed) }
            }
            guard let type = NSClassFromString(name), let codingType = type as? any NSCoding.Type,
                allowed?.contains(where: { $0 == type }) ?? (type is any NSSecureCoding.Type),
                let state = dictionary[stateKey] as? [String: Any]
            else { return nil }
            return codingType.init(coder: RestorationCoder(values: state))
        default:
            return plist
        }
    }

    /// A number stored under a key, whichever numeric form the property list kept.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// `value` as an instance of `type`, bridging Swift values to the Foundation classes a
    /// secure decoder names (`NSString` for a string, `NSNumber` for a number, …).
    private static func bridge(_ value: Any, to type: AnyClass) -> Any? {
        if let object = value as? NSObject, object.isKind(of: type) { return object }
        switch value {
        case let string as String where type == NSString.self: return NSString(string: string)
        case let number as Bool where type == NSNumber.self: return NSNumber(value: number)
        case let number as Int where type == NSNumber.self: return NSNumber(value: number)
        case let number as Double where type == NSNumber.self: return NSNumber(value: number)
        case let data as Data where type == NSData.self: return NSData(data: data)
        case let date as Date where type == NSDate.self: return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let array as [Any] where type == NSArray.self: return NSArray(array: array)
        case let dictionary as [String: Any] where type == NSDictionary.self: return NSDictionary(dictionary: dictionary)
        default: return nil
        }
    }
}
