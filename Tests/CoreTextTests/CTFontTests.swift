import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Core Text fonts and font registration", .serialized)
struct CTFontTests {
    // Fonts come from the pinned set (DejaVu), whatever the machine has installed.
    init() { PinnedFonts.install() }

    @Test func aFontByNameHasItsFaceNamesAndMetricsInPoints() {
        let font = CTFontCreateWithName("DejaVuSans-Bold" as CFString, 20, nil)
        #expect(CTFontCopyPostScriptName(font) == "DejaVuSans-Bold")
        #expect(CTFontCopyFamilyName(font) == "DejaVu Sans")
        #expect(CTFontCopyFullName(font) == "DejaVu Sans Bold")
        #expect(CTFontGetSize(font) == 20)
        #expect(CTFontGetUnitsPerEm(font) == 2048)
        let graphics = CTFontCopyGraphicsFont(font, nil)
        #expect(abs(CTFontGetAscent(font) - CGFloat(graphics.ascent) * 20 / 2048) < 1e-9)
        #expect(CTFontGetDescent(font) > 0)
        #expect(CTFontGetCapHeight(font) > CTFontGetXHeight(font) && CTFontGetCapHeight(font) < CTFontGetAscent(font))
        #expect(CTFontGetBoundingBox(font).height > CTFontGetAscent(font))
    }

    @Test func aSizeOfZeroIsTwelvePoints() {
        #expect(CTFontGetSize(CTFontCreateWithName("DejaVu Sans" as CFString, 0, nil)) == 12)
        #expect(CTFontGetSize(CTFontCreateWithName("DejaVu Sans" as CFString, .nan, nil)) == 12)
    }

    @Test func anUnknownNameGivesTheSubstitutedFace() {
        let font = CTFontCreateWithName("Helvetica Neue Imaginary" as CFString, 14, nil)
        #expect(CTFontCopyFamilyName(font) == "DejaVu Sans")
        #expect(CTFontGetSize(font) == 14)
    }

    @Test func aDescriptorNamesTheFontAndItsSize() {
        let descriptor = CTFontDescriptorCreateWithNameAndSize("DejaVu Serif" as CFString, 18)
        let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        #expect(CTFontCopyFamilyName(font) == "DejaVu Serif")
        #expect(CTFontGetSize(font) == 18)
        #expect(CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(font), kCTFontSizeAttribute as CFString) as? CGFloat == 18)
    }

    @Test func aFontRegisteredFromDataBecomesAvailableByName() throws {
        // The pinned set lacks this face; an app ships it and registers it, as iOS apps do.
        #expect(CGFont("DejaVuMathTeXGyre-Regular") == nil)
        let url = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf")
        let data = try Data(contentsOf: url) as CFData
        let provider = try #require(CGDataProvider(data: data))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        #expect(CGFont("DejaVuMathTeXGyre-Regular")?.postScriptName == "DejaVuMathTeXGyre-Regular")
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("DejaVuMathTeXGyre-Regular" as CFString, 12, nil)) == "DejaVu Math TeX Gyre")
        // Registrations outlive a change of font configuration.
        PinnedFonts.install()
        #expect(CGFont("DejaVuMathTeXGyre-Regular") != nil)
    }

    @Test func registeringAFileThatIsNotAFontFailsWithAnError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("plain text".utf8).write(to: file)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
        let reported = try #require(error?.takeRetainedValue())
        #expect(reported.domain == kCTFontManagerErrorDomain)
        var missing: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nonexistent/font.ttf"), .process, &missing))
        #expect(missing?.takeRetainedValue().code == 101)
    }
}
