import CoreGraphics
import Foundation
import Testing

@Suite("CGFloat bridges to NSNumber, as on Apple's platforms")
struct CGFloatBridgingTests {
    @Test func aNumberReadFromJSONCastsToCGFloat() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(#"{"width": 320, "scale": 2.5}"#.utf8)) as? [String: Any])
        #expect(object["width"] as? CGFloat == 320)
        #expect(object["scale"] as? CGFloat == 2.5)
    }

    @Test func aGenericCastFindsTheBridgeToo() {
        func cast<T>(_ value: Any) -> T? { value as? T }
        let width: CGFloat? = cast(NSNumber(value: 888))
        #expect(width == 888)
    }

    @Test func aCGFloatCastsToNSNumber() {
        let value: Any = CGFloat(1.5)
        #expect((value as? NSNumber)?.doubleValue == 1.5)
    }
}
