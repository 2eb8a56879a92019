import CoreText
import Foundation
import Testing
import UIKit

@Suite("UIFont in Core Text")
struct CoreTextBridgingTests {
    @Test func aLineStyledWithAUIFontIsLaidOutInThatFont() {
        let small = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        let large = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        let smallWidth = CTLineGetTypographicBounds(small, nil, nil, nil)
        let largeWidth = CTLineGetTypographicBounds(large, nil, nil, nil)
        #expect(largeWidth > 2.5 * smallWidth && largeWidth < 3.5 * smallWidth)
    }

    @Test func aUIFontAndTheSameCoreTextFontMeasureTheSame() {
        let uiFont = CTLineCreateWithAttributedString(NSAttributedString(string: "Hi", attributes: [.font: UIFont(name: "DejaVu Sans", size: 16)!]))
        let ctFont = CTLineCreateWithAttributedString(
            NSAttributedString(string: "Hi", attributes: [kCTFontAttributeName: CTFontCreateWithName("DejaVu Sans" as CFString, 16, nil)]))
        #expect(CTLineGetTypographicBounds(uiFont, nil, nil, nil) == CTLineGetTypographicBounds(ctFont, nil, nil, nil))
    }
}
