import Foundation
import Testing
@testable import UIKitTesting

/// An error a test body throws on purpose.
private struct Planned: Error {}

@Suite("The failure-bundle trait")
struct FailureBundleTraitTests {
    /// The folder the trait would write for the running test.
    private func folder() throws -> URL {
        FailureBundle.root.appendingPathComponent(FailureBundle.folderName(for: try #require(Test.current)))
    }

    @Test("a test body that throws leaves a bundle folder named after the test, and the error goes on")
    func thrownErrorWritesBundle() async throws {
        let folder = try folder()
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: Planned.self) {
            try await FailureBundleTrait().provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
                #expect(FailureBundle.current != nil)
                throw Planned()
            }
        }
        #expect(FileManager.default.fileExists(atPath: folder.path))
        #expect(folder.lastPathComponent.contains("thrownErrorWritesBundle"))
    }

    @Test("a test that only records known issues leaves no bundle")
    func knownIssuesLeaveNone() async throws {
        let folder = try folder()
        try? FileManager.default.removeItem(at: folder)
        try await FailureBundleTrait().provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            withKnownIssue { Issue.record("expected") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("outside the trait there is no bundle to collect into")
    func noBundleOutsideTrait() {
        #expect(FailureBundle.current == nil)
    }
}
