public import Foundation

// Apple's Foundation bridges `CGFloat` to `NSNumber` as it bridges `Double`, so a number read
// from JSON or a property list casts to it (`json["width"] as? CGFloat`), and a `CGFloat` put
// in an `Any` casts to `NSNumber`. Foundation on Linux bridges `Double` and the integer types
// but not `CGFloat`: without this, those casts fail where iOS code expects them to succeed.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The class a `CGFloat` bridges to.
    public typealias _ObjectiveCType = NSNumber

    /// The number as an `NSNumber` holding a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber {
        NSNumber(value: Double(self))
    }

    /// The number's value as a `CGFloat`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's value as a `CGFloat`: every number has one, as Apple's bridging gives.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's value, or zero for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
