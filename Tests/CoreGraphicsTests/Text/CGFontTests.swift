import CoreGraphics
import Foundation
import Testing
import UIKitTesting

@Suite("CGFont")
struct CGFontTests {
    // Fonts come from the pinned set (DejaVu), whatever the machine has installed.
    init() { PinnedFonts.install() }

    private let boldFile = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")

    @Test func aFontFromDataHasItsNamesAndMetrics() throws {
        let provider = try #require(CGDataProvider(url: boldFile as URL))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "DejaVuSans-Bold")
        #expect(font.fullName == "DejaVu Sans Bold")
        #expect(font.unitsPerEm == 2048)
        #expect(font.numberOfGlyphs > 1000)
        #expect(font.ascent > 0 && font.descent < 0)
        #expect(font.capHeight > 0 && font.xHeight > 0 && font.xHeight < font.capHeight)
        #expect(font.fontBBox.width > 0 && font.fontBBox.height > CGFloat(font.ascent))
        #expect(font.italicAngle == 0)
    }

    @Test func anInstalledFontIsFoundByPostScriptFullOrFamilyName() throws {
        let byPostScript = try #require(CGFont("DejaVuSans-Bold"))
        #expect(byPostScript.fullName == "DejaVu Sans Bold")
        let byFullName = try #require(CGFont("DejaVu Sans Bold"))
        #expect(byFullName.postScriptName == "DejaVuSans-Bold")
        let byFamily = try #require(CGFont("DejaVu Serif"))
        #expect(byFamily.postScriptName?.hasPrefix("DejaVuSerif") == true)
    }

    @Test func anObliqueFaceHasANegativeItalicAngle() throws {
        let provider = try #require(CGDataProvider(url: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf") as URL))
        let font = try #require(CGFont(provider))
        #expect(font.italicAngle < 0)
    }

    @Test func unknownNamesAndDataThatIsNotAFontGiveNil() throws {
        #expect(CGFont("No Such Font Anywhere") == nil)
        #expect(CGFont("") == nil)
        #expect(CGFont(CGDataProvider(data: Data("not a font".utf8))!) == nil)
        #expect(CGFont(CGDataProvider(data: Data())!) == nil)
    }

    @Test func truncatedFontDataGivesNil() throws {
        let data = try Data(contentsOf: boldFile)
        #expect(CGFont(CGDataProvider(data: data.prefix(200))!) == nil)
    }

    @Test("a font loader's NSData passes to a data provider, as iOS bridges it")
    func fontFromNSData() throws {
        let bytes = try #require(NSData(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")))
        let provider = try #require(CGDataProvider(data: bytes))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "DejaVuSans-Bold")
    }
}
