import CasementDebugging
import CasementTestSupport
import CoreGraphics
import Foundation
import GalleryPages
import Testing
import UIKitCore
import UIKitTesting

/// The debugging tools on the Gallery's view page: the dump, the JSON and the exploded page.
@MainActor
@Suite("Gallery hierarchy: dump, JSON and exploded page", .serialized)
struct GalleryHierarchyTests {
    /// The gestures page in a shown window on the in-memory display.
    private func stage() throws -> (TestApp, UIWindow) {
        let app = try TestApp()
        let window = UIWindow(frame: CGRect(origin: .zero, size: GesturePage.size))
        window.addSubview(GesturePage.makeView())
        window.makeKeyAndVisible()
        try app.waitForIdle()
        return (app, window)
    }

    @Test("the dump and the JSON list every visible view, with frames where hit testing finds them")
    func framesMatchHitTesting() throws {
        let (app, window) = try stage()
        defer { _ = app }
        let snapshot = HierarchySnapshot()
        let text = snapshot.text()
        var checked = 0
        func visit(_ record: HierarchySnapshot.View, _ view: UIView) {
            guard !record.isHidden, record.alpha >= 0.01 else { return }
            #expect(text.contains(HierarchySnapshot.text(of: record).split(separator: "\n")[0].trimmingCharacters(in: .whitespaces)))
            if record.isUserInteractionEnabled, let frame = record.frameInWindow, frame.width > 0, frame.height > 0 {
                let center = CGPoint(x: frame.midX, y: frame.midY)
                let hit = window.hitTest(center, with: nil)
                // Hit testing at the centre of a view's recorded frame lands on it or on a view in front.
                #expect(hit.map { $0.convert($0.bounds, to: window).contains(center) } == true, "\(record.path) at \(center)")
                checked += 1
            }
            for (subrecord, subview) in zip(record.subviews, view.subviews) { visit(subrecord, subview) }
        }
        let root = try #require(snapshot.windows.first?.root)
        visit(root, window)
        #expect(checked >= 2)
    }

    @Test("the exploded page of the Gallery opens in headless Chromium with every picture")
    func explodedPage() throws {
        let (app, window) = try stage()
        defer { _ = (app, window) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try HierarchyExport.write(to: folder)
        func count(_ view: HierarchySnapshot.View) -> Int { 1 + view.subviews.map(count).reduce(0, +) }
        let planes = try #require(snapshot.windows.first.map { count($0.root) })
        let chromium = "/usr/bin/chromium"
        try #require(FileManager.default.isExecutableFile(atPath: chromium), "Chromium is missing: apt-get install -y chromium")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--virtual-time-budget=5000", "--dump-dom", folder.appendingPathComponent("exploded.html").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(dom.contains("data-planes=\"\(planes)\""))
        #expect(dom.contains("data-loaded=\"\(planes)\""), "Chromium did not show every picture")
        #expect(dom.contains("data-failed=\"0\""))
    }
}
