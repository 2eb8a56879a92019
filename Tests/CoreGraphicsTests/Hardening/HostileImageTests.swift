import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing

/// `data` with the width and height its header declares replaced (JPEG's SOF marker, PNG's IHDR).
private func declaring(_ width: Int, _ height: Int, in data: Data) -> Data {
    var bytes = [UInt8](data)
    func put16(_ value: Int, at offset: Int) { (bytes[offset], bytes[offset + 1]) = (UInt8(value >> 8), UInt8(value & 0xFF)) }
    func put32(_ value: Int, at offset: Int) { for i in 0..<4 { bytes[offset + i] = UInt8((value >> (24 - 8 * i)) & 0xFF) } }
    if bytes.starts(with: [0xFF, 0xD8]) {
        // Start of frame (baseline or progressive): FF C0/C2, length, precision, height, width.
        let sof = bytes.indices.first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) }!
        put16(height, at: sof + 5)
        put16(width, at: sof + 7)
    } else {
        put32(width, at: 16)
        put32(height, at: 20)
    }
    return Data(bytes)
}

@Suite("Hostile images are refused before they are decoded")
struct HostileImageTests {
    @Test("a JPEG declaring 30000×30000 pixels is refused at its header, with the limit named", arguments: ["solid.jpg", "photo.jpg"])
    func hugeJPEG(name: String) throws {
        let huge = declaring(30_000, 30_000, in: try Data(contentsOf: Fixtures.url(name)))
        #expect {
            try CGImage.decoded(from: huge)
        } throws: { error in
            guard let error = error as? GraphicsError else { return false }
            return error.kind == .unsupportedFormat && error.message.contains("30000×30000") && error.message.contains("100 megapixels")
        }
    }

    @Test("a PNG declaring 30000×30000 pixels is refused at its header")
    func hugePNG() throws {
        let huge = declaring(30_000, 30_000, in: try Data(contentsOf: Fixtures.url("quad-rgb.png")))
        #expect {
            try CGImage.decoded(from: huge)
        } throws: { ($0 as? GraphicsError)?.message.contains("30000×30000") == true }
    }

    @Test("a PNG declaring 40000 pixels a side is refused for Cairo's limit")
    func widePNG() throws {
        let wide = declaring(40_000, 1, in: try Data(contentsOf: Fixtures.url("quad-rgb.png")))
        #expect {
            try CGImage.decoded(from: wide)
        } throws: { ($0 as? GraphicsError)?.message.contains("at most 32767 pixels a side") == true }
    }

    @Test("a PNG declaring no pixels, or cut before its header, is called corrupt or truncated")
    func emptyAndCutPNG() throws {
        let png = try Data(contentsOf: Fixtures.url("quad-rgb.png"))
        #expect {
            try CGImage.decoded(from: declaring(0, 5, in: png))
        } throws: { ($0 as? GraphicsError)?.message.contains("empty: it is corrupt") == true }
        #expect {
            try CGImage.decoded(from: png.prefix(20))
        } throws: { ($0 as? GraphicsError)?.message.contains("truncated: it ends before its header") == true }
    }

    @Test("a file's errors name the file")
    func fileNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString.prefix(6)).jpg")
        try declaring(30_000, 30_000, in: try Data(contentsOf: Fixtures.url("solid.jpg"))).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try CGImage.decoded(contentsOf: url)
        } throws: { ($0 as? GraphicsError)?.message.hasPrefix(url.lastPathComponent) == true }
    }
}
