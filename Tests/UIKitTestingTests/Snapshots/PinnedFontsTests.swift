import Foundation
import Testing
import UIKitTesting
@testable import CoreGraphics

@Suite("Pinned fonts")
struct PinnedFontsTests {
    @Test("pinned fonts take effect even after text was drawn with other fonts")
    func pinnedAfterText() async {
        // In a process of its own: fontconfig reads its configuration once per process.
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-mono-only-\(getpid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("DejaVuSansMono.ttf"), withDestinationURL: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
            let other = folder.appendingPathComponent("fonts.conf")
            try? """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig><dir>\(folder.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
                """.write(to: other, atomically: true, encoding: .utf8)
            setenv("FONTCONFIG_FILE", other.path, 1)
            _ = TextLayout(text: "drawn before", font: FontDescriptor(family: "sans-serif", size: 12, weight: 400, isItalic: false)).size
            // Pango adds its generic names (Sans, Serif, Monospace) to whatever fontconfig has.
            let before = Set(FontDescriptor.availableFamilies)
            guard before.contains("DejaVu Sans Mono"), !before.contains("DejaVu Serif") else { exit(2) }
            PinnedFonts.install()
            let families = Set(FontDescriptor.availableFamilies)
            exit(families.isSuperset(of: ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "WenQuanYi Micro Hei"]) ? 0 : 1)
        }
    }
}
