import CasementDebugging
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("Hierarchy export: per-view pictures and the exploded page", .serialized)
struct HierarchyExportTests {
    /// A shown 240×160 window: a blue card holding an orange square that sticks out of it
    /// (clipped), and a green view beside it.
    private func stage() -> (TestApp, UIWindow) {
        PinnedFonts.install()
        let app = inMemoryApp()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.backgroundColor = .white
        window.title = "Export"
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        card.clipsToBounds = true
        let square = UIView(frame: CGRect(x: 60, y: 60, width: 80, height: 80))
        square.backgroundColor = .systemOrange
        card.addSubview(square)
        let beside = UIView(frame: CGRect(x: 150, y: 20, width: 60, height: 60))
        beside.backgroundColor = .systemGreen
        let badge = CALayer()
        badge.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        beside.layer.addSublayer(badge)
        window.addSubview(card)
        window.addSubview(beside)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window)
    }

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
    }

    @Test("Each view is drawn alone and with its subviews, beside the JSON")
    func perViewPictures() throws {
        let kept = stage()
        defer { _ = kept }
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try HierarchyExport.write(to: folder)
        #expect(snapshot.windows.count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("layers").path).sorted()
        #expect(files == [
            "w0-0.0.0.group.png", "w0-0.0.0.solo.png", "w0-0.0.group.png", "w0-0.0.solo.png", "w0-0.1-layer0.group.png",
            "w0-0.1-layer0.solo.png", "w0-0.1.group.png", "w0-0.1.solo.png", "w0-0.group.png", "w0-0.solo.png",
        ])
        let badgeAlone = RGBAImage(try CGImage.decoded(contentsOf: folder.appendingPathComponent("layers/w0-0.1-layer0.solo.png")))
        #expect(badgeAlone.width == 20 && badgeAlone[10, 10] == [255, 0, 0, 255])
        let cardAlone = RGBAImage(try CGImage.decoded(contentsOf: folder.appendingPathComponent("layers/w0-0.0.solo.png")))
        let cardGroup = RGBAImage(try CGImage.decoded(contentsOf: folder.appendingPathComponent("layers/w0-0.0.group.png")))
        #expect(cardAlone[80, 80] == [0, 122, 255, 255])
        #expect(cardGroup[80, 80] == [255, 149, 0, 255])
        #expect(cardGroup.width == 100 && cardGroup.height == 100)
        let windowAlone = RGBAImage(try CGImage.decoded(contentsOf: folder.appendingPathComponent("layers/w0-0.solo.png")))
        #expect(windowAlone[30, 30] == [255, 255, 255, 255])
        let decoded = try HierarchySnapshot(jsonData: Data(contentsOf: folder.appendingPathComponent("hierarchy.json")))
        #expect(decoded == snapshot)
        // The model's views are where they were: the export puts hidden layers back.
        #expect(kept.1.subviews[0].subviews[0].layer.isHidden == false)
    }

    @Test("The exploded page is one file with a plane per view, clipped where its ancestors clip, and opens in headless Chromium with every picture")
    func explodedPageInChromium() throws {
        let kept = stage()
        defer { _ = kept }
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HierarchyExport.write(to: folder)
        let page = folder.appendingPathComponent("exploded.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"plane\"").count - 1 == 4)
        #expect(html.contains("data-path=\"0.0.0\"") && html.contains("data-clip=\"inset(0px 40px 40px 0px)\""))
        #expect(!html.contains("src=\"layers/"))

        let chromium = "/usr/bin/chromium"
        try #require(FileManager.default.isExecutableFile(atPath: chromium), "Chromium is missing: apt-get install -y chromium")
        let profile = folder.appendingPathComponent("profile")
        let dom = try run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000",
            "--dump-dom", page.absoluteString,
        ])
        #expect(dom.contains("data-planes=\"4\""))
        #expect(dom.contains("data-loaded=\"4\""), "Chromium did not show every picture")
        #expect(dom.contains("data-failed=\"0\""))
        let shot = folder.appendingPathComponent("shot.png")
        _ = try run(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000",
            "--window-size=800,600", "--screenshot=\(shot.path)", page.absoluteString,
        ])
        #expect(FileManager.default.fileExists(atPath: shot.path))
        if let keep = ProcessInfo.processInfo.environment["CASEMENT_KEEP_EXPORT"] {
            try? FileManager.default.copyItem(at: shot, to: URL(fileURLWithPath: keep))
        }
    }

    /// Runs `tool` and returns what it printed on standard output.
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
