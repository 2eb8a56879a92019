import Foundation

/// Reads and writes the text chunks (`tEXt`) of PNG data, where reference images keep the
/// rendering stack they were made with.
enum PNGText {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// `png` with a text chunk `keyword` = `text` after its header chunk; unchanged if it is not a PNG.
    static func adding(_ keyword: String, _ text: String, to png: Data) -> Data {
        let bytes = [UInt8](png)
        guard bytes.count > 33, Array(bytes[0..<8]) == signature else { return png }
        // The header chunk is always first and 13 bytes long: 8 + 4 + 4 + 13 + 4.
        let afterHeader = 33
        let payload = Array(keyword.utf8.prefix(79)) + [0] + Array(text.utf8)
        let type = Array("tEXt".utf8)
        var chunk = withUnsafeBytes(of: UInt32(payload.count).bigEndian, Array.init)
        chunk += type + payload
        chunk += withUnsafeBytes(of: crc32(type + payload).bigEndian, Array.init)
        return Data(bytes[0..<afterHeader] + chunk + bytes[afterHeader...])
    }

    /// The text of the first chunk named `keyword` in `png`, if any.
    static func text(_ keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { return nil }
            if type == "tEXt", let separator = bytes[start..<start + length].firstIndex(of: 0),
                String(decoding: bytes[start..<separator], as: UTF8.self) == keyword
            {
                return String(decoding: bytes[separator + 1..<start + length], as: UTF8.self)
            }
            if type == "IEND" { return nil }
            offset = start + length + 4
        }
        return nil
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
