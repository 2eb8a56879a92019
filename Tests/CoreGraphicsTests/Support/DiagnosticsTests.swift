import Foundation
import Testing
@testable import CoreGraphics

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("a line is new once; the same line again is not")
    func newOnce() {
        var lines = RememberedLines(capacity: 3)
        let first = lines.insert("a")
        let second = lines.insert("a")
        #expect(first && !second && lines.count == 1)
    }

    @Test("past its capacity the remembered lines start again, so they never grow without end")
    func bounded() {
        var lines = RememberedLines(capacity: 3)
        for line in ["a", "b", "c", "d"] { _ = lines.insert(line) }
        #expect(lines.count == 1)
        #expect(lines.contains { $0 == "d" } && !lines.contains { $0 == "a" })
        let again = lines.insert("a")
        #expect(again)
    }

    @Test("a line reported quietly is neither remembered nor written; one reported after is")
    func quiet() async {
        let token = UUID().uuidString
        await Diagnostics.quietly { Diagnostics.report("quiet \(token)") }
        #expect(!Diagnostics.hasReported("quiet \(token)"))
        Diagnostics.report("loud \(token)")
        #expect(Diagnostics.hasReported("loud \(token)"))
    }
}
