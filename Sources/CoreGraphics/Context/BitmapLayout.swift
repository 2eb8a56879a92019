import Foundation

/// A bitmap-context pixel layout, and how its 32-bit words relate to the Cairo format drawn into.
struct BitmapLayout {
    let cairoFormat: PixelBuffer.Format
    let bytesPerPixel: Int
    /// How a caller pixel, read as a native (little-endian) word, becomes a Cairo word.
    let order: PixelOrder

    init?(bitsPerComponent: Int, space: CGColorSpace, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
        let alphaInfo = info.alphaInfo
        if alphaInfo == .alphaOnly {
            (cairoFormat, bytesPerPixel, order) = (.a8, 1, .native)
            return
        }
        guard space.model == .rgb else { return nil }
        bytesPerPixel = 4
        let little = info.isLittleEndian32
        switch alphaInfo {
        case .premultipliedFirst, .noneSkipFirst:
            cairoFormat = alphaInfo == .premultipliedFirst ? .argb32 : .rgb24
            // Little-endian ARGB words are Cairo's own; bytes A, R, G, B are those words reversed.
            order = little ? .native : .reversedBytes
        case .premultipliedLast, .noneSkipLast:
            cairoFormat = alphaInfo == .premultipliedLast ? .argb32 : .rgb24
            // Bytes R, G, B, A read as a word are A, B, G, R: Cairo's order with red and blue
            // exchanged. Bytes A, B, G, R (RGBA words, little-endian) are Cairo's rotated a byte.
            order = little ? .rotated : .swappedRedAndBlue
        default:
            // Core Graphics bitmap contexts never draw into non-premultiplied alpha either.
            return nil
        }
    }
}

/// How the words of a 32-bit caller layout map onto Cairo's premultiplied ARGB words.
enum PixelOrder {
    /// Cairo's own order.
    case native
    /// Cairo's order with the red and blue bytes exchanged (RGBA bytes): Cairo draws into such
    /// memory directly when every source has red and blue exchanged too.
    case swappedRedAndBlue
    /// Cairo's word with its bytes reversed (ARGB bytes).
    case reversedBytes
    /// Cairo's word rotated by a byte (RGBA in little-endian words, so ABGR bytes).
    case rotated

    /// Whether Cairo can draw into memory of this order, given suitable sources.
    var isDrawable: Bool { self == .native || self == .swappedRedAndBlue }

    /// The Cairo word for a caller word.
    @inline(__always)
    func cairoWord(_ word: UInt32) -> UInt32 {
        switch self {
        case .native: word
        case .swappedRedAndBlue: PixelOrder.exchangeRedAndBlue(word)
        case .reversedBytes: word.byteSwapped
        case .rotated: word >> 8 | word << 24
        }
    }

    /// The caller word for a Cairo word.
    @inline(__always)
    func callerWord(_ word: UInt32) -> UInt32 {
        switch self {
        case .native: word
        case .swappedRedAndBlue: PixelOrder.exchangeRedAndBlue(word)
        case .reversedBytes: word.byteSwapped
        case .rotated: word << 8 | word >> 24
        }
    }

    @inline(__always)
    static func exchangeRedAndBlue(_ word: UInt32) -> UInt32 {
        word & 0xFF00_FF00 | (word >> 16) & 0xFF | (word & 0xFF) << 16
    }

    /// Exchanges red and blue in place in the 32-bit pixels of `rect` (pixel coordinates, inside the buffer).
    static func exchangeRedAndBlue(
        in bytes: UnsafeMutableRawPointer, bytesPerRow: Int, rect: (x: Int, y: Int, width: Int, height: Int)
    ) {
        for y in rect.y..<(rect.y + rect.height) {
            let row = (bytes + y * bytesPerRow).assumingMemoryBound(to: UInt32.self) + rect.x
            for x in 0..<rect.width { row[x] = exchangeRedAndBlue(row[x]) }
        }
    }
}

/// Caller memory in a layout Cairo cannot draw into, and the private Cairo bitmap drawn in its place.
///
/// Each drawing call reads the pixels it may touch in from caller memory first (the caller may
/// have written there since) and writes them back after, so the two never disagree at the
/// boundary of a public call.
final class BitmapMirror {
    let order: PixelOrder
    let bytes: UnsafeMutableRawPointer
    let bytesPerRow: Int
    private let owned: Bool

    init(order: PixelOrder, bytes: UnsafeMutableRawPointer, bytesPerRow: Int, owned: Bool) {
        self.order = order
        self.bytes = bytes
        self.bytesPerRow = bytesPerRow
        self.owned = owned
    }

    deinit {
        if owned { free(bytes) }
    }

    /// Copies the caller's pixels inside `rect` (device pixels, already clamped) into `target`.
    func read(into target: PixelBuffer, rect: (x: Int, y: Int, width: Int, height: Int)) {
        // Padding layouts keep whatever the caller left in the padding byte; Cairo ignores it.
        for y in rect.y..<(rect.y + rect.height) {
            let from = bytes + y * bytesPerRow + rect.x * 4
            let to = (target.bytes + y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self) + rect.x
            for x in 0..<rect.width {
                to[x] = order.cairoWord(from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            }
        }
    }

    /// Copies the pixels of `source` inside `rect` (device pixels, already clamped) into caller memory.
    func write(from source: PixelBuffer, rect: (x: Int, y: Int, width: Int, height: Int)) {
        // An opaque layout's padding byte is written as 255, as if it were alpha.
        let opaque: UInt32 = source.format == .rgb24 ? 0xFF00_0000 : 0
        for y in rect.y..<(rect.y + rect.height) {
            let from = (source.bytes + y * source.bytesPerRow).assumingMemoryBound(to: UInt32.self) + rect.x
            let to = bytes + y * bytesPerRow + rect.x * 4
            for x in 0..<rect.width {
                to.storeBytes(of: order.callerWord(from[x] | opaque), toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }
}
