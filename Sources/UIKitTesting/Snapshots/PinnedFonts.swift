public import Foundation
import Synchronization
package import CoreGraphics

/// Points fontconfig at a fixed set of fonts so text renders the same on every machine.
///
/// The set is Debian's fonts-dejavu-core (DejaVu Sans, Sans Mono and Serif, regular and bold)
/// and fonts-wqy-microhei for CJK. Other installed fonts, including fonts-dejavu-extra, are
/// invisible to the tests. Call ``install()`` before drawing text whose pixels are compared; a
/// ``TestApp`` does it for you.
public enum PinnedFonts {
    /// The font files text renders with under test.
    public static let files = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    ]

    private static let installed = Mutex<Bool>(false)

    /// Makes text in this process use only the pinned fonts, whatever was drawn before, and sets
    /// `FONTCONFIG_FILE` for the processes it starts; later calls do nothing.
    public static func install() {
        installed.withLock { done in
            guard !done else { return }
            done = true
            let missing = files.filter { !FileManager.default.fileExists(atPath: $0) }
            precondition(
                missing.isEmpty,
                "Pinned fonts are missing: \(missing). Install them with: apt-get install -y fonts-dejavu-core fonts-wqy-microhei")
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("casement-fonts-\(getpid())", isDirectory: true)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files {
                let link = directory.appendingPathComponent((file as NSString).lastPathComponent)
                try? FileManager.default.removeItem(at: link)
                try? FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file)
            }
            let config = """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig>
                  <dir>\(directory.path)</dir>
                  <cachedir>\(directory.path)/cache</cachedir>
                  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family><family>WenQuanYi Micro Hei</family></prefer></alias>
                  <alias><family>serif</family><prefer><family>DejaVu Serif</family><family>WenQuanYi Micro Hei</family></prefer></alias>
                  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family><family>WenQuanYi Micro Hei</family></prefer></alias>
                </fontconfig>
                """
            let configURL = directory.appendingPathComponent("fonts.conf")
            try? config.write(to: configURL, atomically: true, encoding: .utf8)
            // The variable reaches processes the test starts; the configuration takes effect in
            // this one even when text was drawn before.
            setenv("FONTCONFIG_FILE", configURL.path, 1)
            precondition(FontConfiguration.use(file: configURL.path), "The pinned fonts' configuration \(configURL.path) could not be loaded.")
        }
    }

    /// A short fingerprint of the pinned files' contents (FNV-1a, 64 bits, in hexadecimal), which
    /// changes when a font package update changes a glyph; read once per process.
    public static let fingerprint: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            for byte in data {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }()
}
