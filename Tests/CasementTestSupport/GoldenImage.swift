import CoreGraphics
import Foundation
import Testing

/// Compares rendered images with reference PNGs stored next to the tests.
///
/// References live in `__Snapshots__/<TestFile>/<name>.png` beside the test file. A missing
/// reference is recorded and the test fails once, so a new golden is always looked at; set
/// `CASEMENT_RECORD_GOLDENS=1` to re-record them all. On a mismatch the actual image and a
/// difference image are written to `artifacts/golden-failures/` at the package root (or to
/// `$CASEMENT_ARTIFACTS`), and the failure reports the pixel numbers.
public enum GoldenImage {
    public static func expectMatch(
        _ image: CGImage,
        named name: String,
        tolerance: Int = 0,
        maximumFraction: Double = 0,
        filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let reference = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["CASEMENT_RECORD_GOLDENS"] == "1"
        if record || !FileManager.default.fileExists(atPath: reference.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try image.pngData().write(to: reference)
                Issue.record("Recorded golden image \(reference.path); look at it, then run the test again.", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden image \(reference.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let expected: CGImage
        do {
            expected = try CGImage.decoded(contentsOf: reference)
        } catch {
            Issue.record("Could not read golden image \(reference.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        let actualPixels = RGBAPixels(image)
        let expectedPixels = RGBAPixels(expected)
        let difference = actualPixels.difference(from: expectedPixels, tolerance: tolerance)
        guard difference.sizeMismatch || difference.fraction > maximumFraction else { return }
        let artifacts = artifactsFolder(for: testFile)
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let actualURL = artifacts.appendingPathComponent("\(name).actual.png")
        let diffURL = artifacts.appendingPathComponent("\(name).diff.png")
        try? image.pngData().write(to: actualURL)
        try? actualPixels.differenceImage(against: expectedPixels)?.pngData().write(to: diffURL)
        Issue.record(
            "Golden image \(name) differs: \(difference) (allowed: channel tolerance \(tolerance), fraction \(maximumFraction)). Actual: \(actualURL.path); diff: \(diffURL.path). Size \(image.width)×\(image.height) vs reference \(expected.width)×\(expected.height).",
            sourceLocation: sourceLocation)
    }

    private static func artifactsFolder(for testFile: URL) -> URL {
        if let custom = ProcessInfo.processInfo.environment["CASEMENT_ARTIFACTS"] {
            return URL(fileURLWithPath: custom).appendingPathComponent("golden-failures")
        }
        var root = testFile.deletingLastPathComponent()
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = root.deletingLastPathComponent()
        }
        return root.appendingPathComponent("artifacts/golden-failures")
    }
}

/// Locates files in a test target's `Fixtures` folder.
public enum Fixtures {
    public static func url(_ name: String, filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fixtures").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}
