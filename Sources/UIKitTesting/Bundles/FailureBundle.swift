public import CoreGraphics
import Foundation
import Synchronization
public import Testing

/// What a failed UI test leaves behind: a folder with the hierarchy of every window of the apps
/// under test, pictures of the windows, the reference, actual and difference images of failed
/// snapshots, the last input events and what was busy.
///
/// Turn it on with the ``Testing/Trait/failureBundle`` trait on a test or suite. Folders go to
/// `$CASEMENT_ARTIFACTS/failures/` (or `artifacts/failures/` in the current directory), one per
/// failed test, named after it.
public final class FailureBundle: Sendable {
    /// The bundle of the test running in this task, if it asked for one.
    @TaskLocal static var current: FailureBundle?

    private struct SnapshotFailure {
        let reference: CGImage
        let actual: CGImage
        let message: String
    }

    private struct State: @unchecked Sendable {
        // Safety: the images are immutable once made; the state is only touched under the mutex.
        var failed = false
        var snapshotFailures: [SnapshotFailure] = []
        var sources: [@MainActor @Sendable (URL) -> Void] = []
    }

    private let state = Mutex(State())
    /// The folder the bundle is written to if the test fails.
    public let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    /// Records that the test failed.
    func noteIssue() {
        state.withLock { $0.failed = true }
    }

    /// Keeps a failed snapshot's images for the bundle.
    static func noteSnapshotFailure(reference: CGImage, actual: CGImage, message: String) {
        current?.state.withLock { $0.snapshotFailures.append(SnapshotFailure(reference: reference, actual: actual, message: message)) }
    }

    /// Adds something that writes its part of the bundle into the folder it is given.
    static func addSource(_ write: @escaping @MainActor @Sendable (URL) -> Void) {
        current?.state.withLock { $0.sources.append(write) }
    }

    var failed: Bool { state.withLock { $0.failed } }

    /// Writes the bundle's files; the folder's previous contents are replaced.
    @MainActor
    func write() {
        let (failures, sources) = state.withLock { ($0.snapshotFailures, $0.sources) }
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, failure) in failures.enumerated() {
            let name = "snapshot-\(index + 1)"
            try? failure.reference.pngData().write(to: folder.appendingPathComponent("\(name)-reference.png"))
            try? failure.actual.pngData().write(to: folder.appendingPathComponent("\(name)-actual.png"))
            if let heatMap = ImageComparison.heatMap(of: failure.actual, against: failure.reference) {
                try? heatMap.pngData().write(to: folder.appendingPathComponent("\(name)-difference.png"))
            }
            try? Data(failure.message.utf8).write(to: folder.appendingPathComponent("\(name).txt"))
        }
        for source in sources { source(folder) }
    }

    /// Where bundles go: `$CASEMENT_ARTIFACTS/failures`, or `artifacts/failures` under the current directory.
    static var root: URL {
        if let custom = ProcessInfo.processInfo.environment["CASEMENT_ARTIFACTS"], !custom.isEmpty {
            return URL(fileURLWithPath: custom).appendingPathComponent("failures")
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("artifacts/failures")
    }

    /// A folder name made of the test's name, safe on every file system.
    static func folderName(for test: Test) -> String {
        let name = (test.id.nameComponents.isEmpty ? [test.name] : test.id.nameComponents).joined(separator: ".").replacingOccurrences(of: "()", with: "")
        let allowed = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-" ? Character($0) : "_" }
        return String(allowed.prefix(120))
    }
}

/// A test trait that writes a ``FailureBundle`` when the test records an issue or throws.
public struct FailureBundleTrait: TestTrait, SuiteTrait, TestScoping {
    /// On a suite, the trait applies to every test in it and in its nested suites.
    public var isRecursive: Bool { true }

    /// Runs one test case with a bundle of its own, written if the case records an issue or
    /// throws; a suite or a test with cases runs as usual, its cases each getting a bundle.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        let bundle = FailureBundle(folder: FailureBundle.root.appendingPathComponent(FailureBundle.folderName(for: test)))
        let watcher = IssueHandlingTrait.compactMapIssues { issue in
            // Known issues and warnings do not fail the test, so they leave no bundle.
            if issue.isFailure { bundle.noteIssue() }
            return issue
        }
        do {
            try await FailureBundle.$current.withValue(bundle) {
                try await watcher.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            bundle.noteIssue()
            await bundle.write()
            throw error
        }
        if bundle.failed { await bundle.write() }
    }
}

extension Trait where Self == FailureBundleTrait {
    /// Writes a failure bundle (hierarchies, window pictures, snapshot images, recent input,
    /// busy resources) for each test of this scope that fails.
    public static var failureBundle: FailureBundleTrait { FailureBundleTrait() }
}
