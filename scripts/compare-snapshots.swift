// Compares renderings with the reference images a library's snapshot tests were recorded
// against; scripts/compare-ios-libraries builds it into its harness package and runs it.
//
// Usage: CompareSnapshots REFERENCES ARTIFACTS REPORT MARKER LOG
//
// REFERENCES holds the references (one folder per test file), ARTIFACTS the renderings that
// SnapshotTesting wrote where they differed (the same layout), LOG the tests' output (a test
// that passed wrote no rendering: it matched its reference exactly), REPORT receives, for each
// reference whose name contains MARKER, the rendering, the reference and a heat map, and a
// summary (summary.txt). A rendering matches when at most 2 % of its pixels differ from the
// reference by more than a just-noticeable colour difference (CIEDE2000 2.3), which the two
// platforms' different fonts alone approach.
import Foundation
import UIKit
import UIKitTesting

let arguments = CommandLine.arguments
guard arguments.count == 6 else {
    FileHandle.standardError.write(Data("usage: CompareSnapshots REFERENCES ARTIFACTS REPORT MARKER LOG\n".utf8))
    exit(2)
}
let references = URL(fileURLWithPath: arguments[1])
let artifacts = URL(fileURLWithPath: arguments[2])
let report = URL(fileURLWithPath: arguments[3])
let marker = arguments[4]
let log = (try? String(contentsOfFile: arguments[5], encoding: .utf8)) ?? ""
let tolerance = ImageTolerance.perceptual(deltaE: 2.3, fraction: 0.02)
let manager = FileManager.default
try? manager.createDirectory(at: report, withIntermediateDirectories: true)

/// The bitmap of a PNG file, or `nil` when it cannot be read.
func bitmap(_ url: URL) -> CGImage? {
    UIImage(contentsOfFile: url.path)?.cgImage
}

var lines: [String] = []
var matched = 0
var compared = 0
var missing: [String] = []
let suites = ((try? manager.contentsOfDirectory(atPath: references.path)) ?? []).sorted()
for suite in suites {
    let folder = references.appendingPathComponent(suite)
    for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.contains(marker) && name.hasSuffix(".png") {
        let label = "\(suite)/\(name)"
        guard let reference = bitmap(folder.appendingPathComponent(name)) else {
            missing.append("\(label): the reference cannot be read")
            continue
        }
        // SnapshotTesting writes a rendering only when it differs from the reference.
        let rendered = artifacts.appendingPathComponent(suite).appendingPathComponent(name)
        // "testName-variant.png" (one test per reference) or "testName.sample-frame.png" (one
        // test renders many).
        let test = String(name.prefix { $0 != "-" && $0 != "." })
        let identical = !manager.fileExists(atPath: rendered.path) && log.contains("Test Case '\(suite).\(test)' passed")
        guard let image = identical ? reference : bitmap(rendered) else {
            missing.append("\(label): no rendering (the test did not run or stopped before its snapshot)")
            continue
        }
        compared += 1
        let comparison = ImageComparison(image, reference: reference, tolerance: tolerance)
        let strong = ImageComparison(image, reference: reference, tolerance: .perceptual(deltaE: 10))
        if comparison.matches { matched += 1 }
        let stem = (name as NSString).deletingPathExtension
        let out = report.appendingPathComponent(suite)
        try? manager.createDirectory(at: out, withIntermediateDirectories: true)
        if !identical {
            try? manager.copyItem(at: rendered, to: out.appendingPathComponent("\(stem)-casement.png"))
            try? manager.copyItem(at: folder.appendingPathComponent(name), to: out.appendingPathComponent("\(stem)-ios.png"))
            if let map = ImageComparison.heatMap(of: image, against: reference, tolerance: .perceptual()), let png = UIImage(cgImage: map).pngData() {
                try? png.write(to: out.appendingPathComponent("\(stem)-difference.png"))
            }
        }
        let numbers = comparison.sizesMatch
            ? String(format: "%6.2f %% over ΔE 2.3, %6.2f %% over ΔE 10", comparison.differingFraction * 100, strong.differingFraction * 100)
            : comparison.description
        lines.append("\(comparison.matches ? "match " : "differ") \(label): \(numbers)")
    }
}
let rate = compared == 0 ? 0 : Double(matched) / Double(compared) * 100
let summary = (lines + missing + [
    String(format: "%d of %d renderings match (%.1f %%): at most 2 %% of pixels over ΔE 2.3; %d not rendered", matched, compared, rate, missing.count),
]).joined(separator: "\n") + "\n"
try? Data(summary.utf8).write(to: report.appendingPathComponent("summary.txt"))
print(summary, terminator: "")
