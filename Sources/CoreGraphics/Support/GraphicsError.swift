/// An environmental failure in the graphics stack: memory, files, image data or a C library.
///
/// Misuse of the API (a NaN coordinate, a negative size) is not reported through this type;
/// such calls are ignored, as Core Graphics ignores them. See ``CGContext`` and ``CGMutablePath``.
public struct GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The broad class of failure, for code that reacts to one kind.
    public enum Kind: Sendable, Equatable {
        /// The system could not provide memory for a surface or buffer.
        case outOfMemory
        /// A file could not be opened, read or written.
        case fileAccess
        /// Image or document data is missing, truncated or not in a supported format.
        case invalidData
        /// A size, stride or format is outside what the backing library supports.
        case unsupportedFormat
        /// A font could not be found or loaded.
        case font
        /// Any other failure reported by Cairo or Pango.
        case library
    }

    /// The broad class of failure.
    public let kind: Kind
    /// What failed, what was being done, and what to try, in one or two sentences.
    public let message: String

    /// Creates an error of `kind` with an explanation a user can act on.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The error message.
    public var description: String { message }
}
