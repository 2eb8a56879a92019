public import Foundation

// Core Foundation is not available on Linux, and Casement's graphics API takes Swift types where
// Apple's takes Core Foundation ones. These names let code written for iOS keep its casts and
// declarations (`data as CFData`, `name as CFString`, `var error: Unmanaged<CFError>?`).
// Divergence: they are the Swift types themselves; of Core Foundation's functions only
// `CFRangeMake` and `CFArrayGetCount` are provided.

/// Core Foundation's string: a Swift `String` here.
public typealias CFString = String
/// Core Foundation's byte buffer: `Data` here.
public typealias CFData = Data
/// Core Foundation's URL: `URL` here.
public typealias CFURL = URL
/// Core Foundation's error: `NSError` here, so `Unmanaged<CFError>` works as on Apple's platforms.
public typealias CFError = NSError
/// Core Foundation's index and count type.
public typealias CFIndex = Int
/// Core Foundation's attributed string: `NSAttributedString` here.
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's array: a Swift array of any values here, so `colors as CFArray` passes a
/// gradient its colours and `CTFrameGetLines(frame) as! [CTLine]` reads a frame's lines.
public typealias CFArray = [Any]
/// Core Foundation's dictionary: a Swift dictionary here, so
/// `CTRunGetAttributes(run) as! [NSAttributedString.Key: Any]` reads a run's attributes.
public typealias CFDictionary = [AnyHashable: Any]

/// How many values `theArray` holds.
public func CFArrayGetCount(_ theArray: CFArray) -> CFIndex { theArray.count }

/// A range of a string or array in Core Foundation's form: a start and a count.
public struct CFRange: Equatable, Sendable {
    /// The index of the first item.
    public var location: CFIndex
    /// How many items.
    public var length: CFIndex

    /// A range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        (self.location, self.length) = (location, length)
    }

    /// The empty range at 0.
    public init() { (location, length) = (0, 0) }
}

/// A range of `length` items from `location`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}
