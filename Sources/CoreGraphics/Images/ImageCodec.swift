@_implementationOnly import CCairo
@_implementationOnly import CTurboJPEG
import Foundation

/// PNG and JPEG reading and PNG writing, with errors that say what was wrong with the data.
package enum ImageCodec {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG or JPEG data, chosen by its first bytes.
    package static func decode(_ data: Data) throws(GraphicsError) -> CGImage {
        if data.starts(with: pngSignature) { return CGImage(pixels: try decodePNG(data)) }
        if data.starts(with: [0xFF, 0xD8]) { return CGImage(pixels: try decodeJPEG(data)) }
        if data.isEmpty { throw GraphicsError(.invalidData, "The image data is empty.") }
        throw GraphicsError(.invalidData, "The data is neither PNG nor JPEG (its first bytes are not a known signature).")
    }

    /// Decodes the image file at `url`.
    package static func decode(contentsOf url: URL) throws(GraphicsError) -> CGImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw GraphicsError(.fileAccess, "Could not read the image file \(url.path): \(error.localizedDescription)")
        }
        do {
            return try decode(data)
        } catch {
            throw GraphicsError(error.kind, "\(url.lastPathComponent): \(error.message)")
        }
    }

    /// The most pixels an image may declare (100 megapixels, 400 MB decoded); a larger one is
    /// refused before any of it is decoded, as is one that would not fit in the memory available.
    package static let maximumPixelCount = 100_000_000

    /// Refuses to decode an image of `width` × `height` that is empty, beyond Cairo's 32767
    /// pixels a side, beyond ``maximumPixelCount``, or larger than half the memory available.
    static func checkDeclaredSize(width: Int, height: Int, format: String) throws(GraphicsError) {
        guard width > 0, height > 0 else {
            throw GraphicsError(.invalidData, "The \(format) data declares a size of \(width)×\(height) pixels, which is empty: it is corrupt.")
        }
        let side = PixelBuffer.maximumSide
        guard width <= side, height <= side else {
            throw GraphicsError(
                .unsupportedFormat, "The \(format) image is \(width)×\(height) pixels; images may be at most \(side) pixels a side. It was not decoded.")
        }
        let pixels = width * height
        guard pixels <= maximumPixelCount else {
            throw GraphicsError(
                .unsupportedFormat,
                "The \(format) image is \(width)×\(height) pixels (\(pixels / 1_000_000) megapixels), more than the limit of \(maximumPixelCount / 1_000_000) megapixels. It was not decoded.")
        }
        if let available = availableMemory(), pixels * 4 > available / 2 {
            throw GraphicsError(
                .outOfMemory,
                "The \(format) image is \(width)×\(height) pixels: decoded it takes \(pixels * 4 >> 20) MB, more than half the memory available (\(available >> 20) MB). It was not decoded.")
        }
    }

    /// The system's available memory in bytes (Linux's MemAvailable), when it can be read.
    private static func availableMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// The width and height a PNG's header declares.
    static func pngDeclaredSize(_ data: Data) throws(GraphicsError) -> (width: Int, height: Int) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24 else {
            throw GraphicsError(.invalidData, "The PNG data is truncated: it ends before its header (\(data.count) bytes).")
        }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw GraphicsError(.invalidData, "The PNG data is corrupt: its first chunk is not the IHDR header.")
        }
        func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    static func decodePNG(_ data: Data) throws(GraphicsError) -> PixelBuffer {
        guard data.starts(with: pngSignature) else {
            throw GraphicsError(.invalidData, "The data does not start with the PNG signature.")
        }
        let declared = try pngDeclaredSize(data)
        try checkDeclaredSize(width: declared.width, height: declared.height, format: "PNG")
        let reader = ByteReader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<ByteReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: buffer!, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                },
                Unmanaged.passUnretained(reader).toOpaque())
        }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_READ_ERROR ? "is truncated" : "is corrupt"
            throw GraphicsError(.invalidData, "The PNG data \(reason) (\(String(cString: cairo_status_to_string(status)))).")
        }
        return try PixelBuffer(adopting: surface!)
    }

    static func decodeJPEG(_ data: Data) throws(GraphicsError) -> PixelBuffer {
        guard let handle = tjInitDecompress() else {
            throw GraphicsError(.library, "TurboJPEG could not create a decompressor.")
        }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let decoded: Result<PixelBuffer, GraphicsError> = data.withUnsafeBytes { bytes in
            Result { () throws(GraphicsError) -> PixelBuffer in
            let source = bytes.bindMemory(to: UInt8.self).baseAddress
            guard source != nil,
                tjDecompressHeader3(handle, source, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
            else { throw jpegError(handle, "header") }
            guard colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else {
                throw GraphicsError(.unsupportedFormat, "CMYK JPEG images are not supported; convert the file to RGB.")
            }
            try checkDeclaredSize(width: Int(width), height: Int(height), format: "JPEG")
            let pixels = try PixelBuffer(width: Int(width), height: Int(height), format: .rgb24)
            let result = tjDecompress2(
                handle, source, UInt(bytes.count), pixels.bytes.assumingMemoryBound(to: UInt8.self),
                width, Int32(pixels.bytesPerRow), height, Int32(TJPF_BGRX.rawValue), 0)
            guard result == 0 else { throw jpegError(handle, "pixels") }
            cairo_surface_mark_dirty(pixels.surface)
            return pixels
            }
        }
        return try decoded.get()
    }

    private static func jpegError(_ handle: tjhandle, _ part: String) -> GraphicsError {
        let detail = String(cString: tjGetErrorStr2(handle))
        return GraphicsError(.invalidData, "The JPEG \(part) could not be decoded: \(detail).")
    }

    /// Encodes the image as PNG, keeping its alpha channel when it has one.
    package static func encodePNG(_ image: CGImage) throws(GraphicsError) -> Data {
        let writer = ByteWriter()
        cairo_surface_flush(image.pixels.surface)
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                image.pixels.surface,
                { closure, buffer, length in
                    let writer = Unmanaged<ByteWriter>.fromOpaque(closure!).takeUnretainedValue()
                    writer.data.append(buffer!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                },
                Unmanaged.passUnretained(writer).toOpaque())
        }
        try CairoStatus.check(status, "Encoding a \(image.width)×\(image.height) image as PNG")
        return writer.data
    }
}

extension ImageCodec {
    /// Encodes the image as a baseline JPEG at `quality` (1...100), 4:2:0 in colour, or as grey
    /// levels of its coverage for an alpha-only image. JPEG has no alpha: colour is written as
    /// Cairo keeps it, premultiplied, so transparent pixels come out black, as Apple's encoder
    /// writes them.
    package static func encodeJPEG(_ image: CGImage, quality: Int) throws(GraphicsError) -> Data {
        guard let handle = tjInitCompress() else {
            throw GraphicsError(.library, "TurboJPEG could not create a compressor.")
        }
        defer { tjDestroy(handle) }
        let pixels = image.pixels
        cairo_surface_flush(pixels.surface)
        let gray = pixels.format == .a8
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = tjCompress2(
            handle, pixels.bytes.assumingMemoryBound(to: UInt8.self), Int32(pixels.width), Int32(pixels.bytesPerRow),
            Int32(pixels.height), Int32(gray ? TJPF_GRAY.rawValue : TJPF_BGRX.rawValue), &output, &size,
            Int32(gray ? TJSAMP_GRAY.rawValue : TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
        defer { tjFree(output) }
        guard result == 0, let output else {
            throw GraphicsError(.library, "Encoding a \(image.width)×\(image.height) image as JPEG failed: \(String(cString: tjGetErrorStr2(handle))).")
        }
        return Data(bytes: output, count: Int(size))
    }
}

private final class ByteReader {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
        offset += count
        return true
    }
}

private final class ByteWriter {
    var data = Data()
}
