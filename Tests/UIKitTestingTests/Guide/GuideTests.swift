import Foundation
import Testing

@Suite("The testing guide")
struct GuideTests {
    @Test("the guide's complete example is the example test file, word for word")
    func exampleMatchesFile() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let example = try String(contentsOf: here.appendingPathComponent("CounterAppTests.swift"), encoding: .utf8)
        var root = here
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let guide = try String(contentsOf: root.appendingPathComponent("docs/Testing.md"), encoding: .utf8)
        #expect(guide.contains("```swift\n" + example + "```"))
    }
}
