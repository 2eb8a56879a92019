import Foundation

/// A bitmap-context pixel layout, and how it relates to the Cairo format drawn into.
struct BitmapLayout {
    let cairoFormat: PixelBuffer.Format
    let bytesPerPixel: Int
    /// Byte positions of A, R, G, B in a caller pixel; alpha is `nil` for padding layouts.
    let positions: (alpha: Int?, red: Int, green: Int, blue: Int)?

    /// Whether Cairo can draw straight into memory of this layout.
    var isCairoNative: Bool { positions == nil }

    init?(bitsPerComponent: Int, space: CGColorSpace, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
        let alphaInfo = info.alphaInfo
        if alphaInfo == .alphaOnly {
            (cairoFormat, bytesPerPixel, positions) = (.a8, 1, nil)
            return
        }
        guard space.model == .rgb else { return nil }
        bytesPerPixel = 4
        let little = info.isLittleEndian32
        switch alphaInfo {
        case .premultipliedFirst, .noneSkipFirst:
            cairoFormat = alphaInfo == .premultipliedFirst ? .argb32 : .rgb24
            // ARGB words; native (little-endian) order is what Cairo uses.
            positions = little ? nil : (alphaInfo == .premultipliedFirst ? 0 : nil, 1, 2, 3)
        case .premultipliedLast, .noneSkipLast:
            cairoFormat = alphaInfo == .premultipliedLast ? .argb32 : .rgb24
            let order = little ? (3, 2, 1, 0) : (0, 1, 2, 3)
            positions = (alphaInfo == .premultipliedLast ? order.3 : nil, order.0, order.1, order.2)
        default:
            // Core Graphics bitmap contexts never draw into non-premultiplied alpha either.
            return nil
        }
    }
}

/// Caller memory in a non-Cairo layout, refreshed from the Cairo bitmap after each drawing call.
final class BitmapMirror {
    let layout: BitmapLayout
    let bytes: UnsafeMutableRawPointer
    let bytesPerRow: Int
    private let owned: Bool

    init(layout: BitmapLayout, bytes: UnsafeMutableRawPointer, bytesPerRow: Int, owned: Bool) {
        self.layout = layout
        self.bytes = bytes
        self.bytesPerRow = bytesPerRow
        self.owned = owned
    }

    deinit {
        if owned { free(bytes) }
    }

    /// Copies the pixels of `source` inside `rect` (device pixels, already clamped) into caller memory.
    func update(from source: PixelBuffer, rect: (x: Int, y: Int, width: Int, height: Int)) {
        guard let positions = layout.positions else { return }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let word = source.word(x: x, y: y)
                let pixel = bytes + y * bytesPerRow + x * 4
                let alpha = source.format == .rgb24 ? 255 : UInt8(word >> 24)
                pixel.storeBytes(of: UInt8(truncatingIfNeeded: word >> 16), toByteOffset: positions.red, as: UInt8.self)
                pixel.storeBytes(of: UInt8(truncatingIfNeeded: word >> 8), toByteOffset: positions.green, as: UInt8.self)
                pixel.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: positions.blue, as: UInt8.self)
                let padding = 6 - positions.red - positions.green - positions.blue
                pixel.storeBytes(of: alpha, toByteOffset: positions.alpha ?? padding, as: UInt8.self)
            }
        }
    }
}
