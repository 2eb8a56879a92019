// This file imports UIKit alone on purpose: that it compiles is the test that UIKit brings Core
// Text with it, as Apple's does (font loaders register fonts with UIKit alone imported).
import Testing
import UIKit

@Suite("import UIKit alone")
struct UIKitImportTests {
    @Test("brings Core Text")
    func bringsCoreText() {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        #expect(CTFontGetSize(font) == 20)
    }
}

