import CasementTestSupport
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@Suite("UIFont")
@MainActor
struct UIFontTests {
    init() { PinnedFonts.install() }

    @Test("The system font has its size, resolves to an installed family, and has consistent metrics")
    func systemFontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender)) < 0.01)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight && font.capHeight < font.ascender)
    }

    @Test("A bold system font sets wider text than the regular one")
    func boldIsWider() {
        let regular = "Casement".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        let bold = "Casement".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(bold.width > regular.width + 2)
        #expect(UIFont.systemFont(ofSize: 20, weight: .bold) == UIFont.boldSystemFont(ofSize: 20))
    }

    @Test("A font by name resolves family and style; an unknown name gives nil")
    func namedFonts() {
        let bold = UIFont(name: "DejaVuSans-Bold", size: 12)
        #expect(bold != nil && bold?.familyName == "DejaVu Sans" && bold?.fontName == "DejaVuSans-Bold")
        #expect(bold == UIFont(name: "DejaVu Sans Bold", size: 12))
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "NoSuchFamily", size: 12) == nil)
        #expect(UIFont(name: "DejaVuSans-Wobbly", size: 12) == nil)
    }

    @Test("withSize keeps the face and changes the size; the families list the installed ones")
    func withSizeAndFamilies() {
        let font = UIFont(name: "DejaVuSerif-Bold", size: 10)!.withSize(30)
        #expect(font.pointSize == 30 && font.fontName == "DejaVuSerif-Bold")
        #expect(UIFont.familyNames.contains("DejaVu Serif"))
    }

    @Test("Text styles have iOS's default sizes; the standard sizes are UIKit's")
    func textStylesAndSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect((UIFont.labelFontSize, UIFont.systemFontSize, UIFont.buttonFontSize, UIFont.smallSystemFontSize) == (17, 14, 18, 12))
    }

    @Test("A size that is not positive and finite is reported and replaced")
    func invalidSize() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == UIFont.systemFontSize)
        #expect(Diagnostics.hasReported("a font size of nan points is not valid"))
    }
}

@Suite("UIFont names of registered faces")
@MainActor
struct RegisteredFontNameTests {
    init() {
        PinnedFonts.install()
        // A condensed face outside the pinned set, registered as an app registers the fonts it ships.
        let url = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf")
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }

    @Test("a registered face is found by its PostScript name and by its full name, named by its PostScript name")
    func byPostScriptAndFullName() throws {
        let byPostScript = try #require(UIFont(name: "DejaVuSansCondensed-Bold", size: 20))
        let byFullName = try #require(UIFont(name: "DejaVu Sans Condensed Bold", size: 20))
        #expect(byPostScript.fontName == "DejaVuSansCondensed-Bold" && byFullName.fontName == "DejaVuSansCondensed-Bold")
        #expect(byPostScript == byFullName)
    }

    @Test("the face found is the one drawn: condensed text is narrower than the family's normal width")
    func theFaceIsDrawn() throws {
        let condensed = "Casement".size(withAttributes: [.font: try #require(UIFont(name: "DejaVuSansCondensed-Bold", size: 20))])
        let normal = "Casement".size(withAttributes: [.font: try #require(UIFont(name: "DejaVuSans-Bold", size: 20))])
        #expect(condensed.width < normal.width * 0.95)
    }

    @Test("fontNames(forFamilyName:) lists the PostScript names of a family's faces; none for an unknown family")
    func fontNamesOfAFamily() {
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        #expect(names.contains("DejaVuSans") && names.contains("DejaVuSans-Bold"))
        #expect(names.allSatisfy { UIFont(name: $0, size: 12) != nil })
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
