import Foundation

/// A supported caller pixel layout and its conversion to Cairo's formats.
struct PixelLayout {
    /// Byte offsets within a pixel; `nil` where the layout has no such component.
    private var red: Int?
    private var green: Int?
    private var blue: Int?
    private var gray: Int?
    private var alpha: Int?
    private var premultiplied: Bool
    private var bytesPerPixel: Int

    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
        let alphaInfo = info.alphaInfo
        premultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
        bytesPerPixel = bitsPerPixel / 8
        switch (model, bitsPerPixel, alphaInfo) {
        case (.rgb, 32, .premultipliedFirst), (.rgb, 32, .first), (.rgb, 32, .noneSkipFirst):
            // Logical order A R G B; little-endian words store it reversed.
            let order = info.isLittleEndian32 ? [3, 2, 1, 0] : [0, 1, 2, 3]
            alpha = alphaInfo == .noneSkipFirst ? nil : order[0]
            (red, green, blue) = (order[1], order[2], order[3])
        case (.rgb, 32, .premultipliedLast), (.rgb, 32, .last), (.rgb, 32, .noneSkipLast):
            let order = info.isLittleEndian32 ? [3, 2, 1, 0] : [0, 1, 2, 3]
            (red, green, blue) = (order[0], order[1], order[2])
            alpha = alphaInfo == .noneSkipLast ? nil : order[3]
        case (.rgb, 24, .none):
            (red, green, blue) = (0, 1, 2)
        case (.monochrome, 8, .none):
            gray = 0
        case (.monochrome, 16, .premultipliedLast), (.monochrome, 16, .last):
            (gray, alpha) = (0, 1)
        case (_, 8, .alphaOnly):
            alpha = 0
        default:
            return nil
        }
    }

    private var format: PixelBuffer.Format {
        if red == nil && gray == nil { return .a8 }
        return alpha == nil ? .rgb24 : .argb32
    }

    /// Copies `data` into a new buffer in the matching Cairo format, premultiplying where needed.
    func convert(_ data: Data, width: Int, height: Int, bytesPerRow: Int) throws(GraphicsError) -> PixelBuffer {
        let target = try PixelBuffer(width: width, height: height, format: format)
        data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            for y in 0..<height {
                let row = y * bytesPerRow
                for x in 0..<width {
                    let p = row + x * bytesPerPixel
                    let a = alpha.map { UInt32(source[p + $0]) } ?? 255
                    if format == .a8 {
                        target.bytes.storeBytes(of: UInt8(a), toByteOffset: y * target.bytesPerRow + x, as: UInt8.self)
                        continue
                    }
                    var r: UInt32, g: UInt32, b: UInt32
                    if let gray {
                        r = UInt32(source[p + gray])
                        (g, b) = (r, r)
                    } else {
                        (r, g, b) = (UInt32(source[p + red!]), UInt32(source[p + green!]), UInt32(source[p + blue!]))
                    }
                    if !premultiplied && a < 255 {
                        (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255)
                    }
                    let word = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
                    target.bytes.storeBytes(of: word, toByteOffset: y * target.bytesPerRow + x * 4, as: UInt32.self)
                }
            }
        }
        return target
    }
}
