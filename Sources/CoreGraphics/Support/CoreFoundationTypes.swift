public import Foundation

// Core Foundation is not available on Linux, and Casement's graphics API takes Swift types where
// Apple's takes Core Foundation ones. These names let code written for iOS keep its casts and
// declarations (`data as CFData`, `name as CFString`, `var error: Unmanaged<CFError>?`).
// Divergence: they are the Swift types themselves; Core Foundation's functions are not provided.

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
