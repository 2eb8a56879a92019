public import Foundation

/// A source of bytes for an image: in memory or read from a file.
///
/// - Note: Divergence: takes and returns `Data` and `URL`, since Linux has no `CFData` or `CFURL`.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// Creates a provider over a copy of `data`.
    public init?(data: Data) {
        self.bytes = data
    }

    /// Creates a provider over a copy of `data`'s bytes: the form iOS code writes when it passes
    /// Foundation's `NSData` where Core Graphics takes a `CFData` (`NSData(contentsOf: url)!`),
    /// which Apple's platforms bridge without a cast.
    public convenience init?(data: NSData) {
        self.init(data: Data(referencing: data))
    }

    /// Creates a provider with the contents of the file at `url`, or returns `nil` when it cannot be read.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// Creates a provider with the contents of the file at `filename`, or returns `nil` when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }

    /// The provider's bytes.
    public var data: Data? { bytes }
}
