import CasementTestSupport
import Foundation
import Testing
import UIKit

@Suite("Asset catalog images")
@MainActor
struct AssetCatalogImageTests {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let green: [UInt8] = [0, 255, 0, 255]

    /// A bundle whose resources hold an asset catalog `Media.xcassets` with the image set `set`
    /// (its path in the catalog) of `images` (file name → scale and picture), and `loose` files.
    private func bundle(set: String, _ images: [String: (scale: String?, image: CGImage, idiom: String)], loose: [String: CGImage] = [:]) throws -> Bundle {
        let bundle = try ImageFixtures.bundle(loose)
        let folder = try #require(bundle.resourceURL).appendingPathComponent("Media.xcassets/\(set).imageset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var entries: [[String: String]] = []
        for (file, entry) in images.sorted(by: { $0.key < $1.key }) {
            try entry.image.pngData().write(to: folder.appendingPathComponent(file))
            var json = ["filename": file, "idiom": entry.idiom]
            if let scale = entry.scale { json["scale"] = scale }
            entries.append(json)
        }
        let contents = try JSONSerialization.data(withJSONObject: ["images": entries, "info": ["author": "xcode", "version": 1]])
        try contents.write(to: folder.appendingPathComponent("Contents.json"))
        return bundle
    }

    @Test("an image set is found by name and gives the file for the display scale, then larger, then smaller")
    func imageSetByScale() throws {
        let resources = try bundle(set: "icon", [
            "star-2.png": ("1x", ImageFixtures.solid(width: 10, height: 10, red), "universal"),
            "star.png": ("3x", ImageFixtures.solid(width: 30, height: 30, blue), "universal"),
        ])
        let three = try #require(UIImage(named: "icon", in: resources, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 3 && three.size == CGSize(width: 10, height: 10))
        let two = try #require(UIImage(named: "icon", in: resources, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 3)
        let one = try #require(UIImage(named: "icon", in: resources, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.cgImage?.width == 10)
    }

    @Test("the catalog wins over a loose file of the same name, as iOS looks in its catalog first")
    func catalogBeforeLooseFiles() throws {
        let resources = try bundle(
            set: "logo", ["logo.png": ("1x", ImageFixtures.solid(width: 4, height: 4, green), "universal")],
            loose: ["logo.png": ImageFixtures.solid(width: 8, height: 8, red)])
        #expect(UIImage(named: "logo", in: resources, compatibleWith: UITraitCollection(displayScale: 1))?.size == CGSize(width: 4, height: 4))
    }

    @Test("sets in a catalog's groups are found by name, and by group and name in a namespaced group")
    func groups() throws {
        let resources = try bundle(set: "Icons/heart", ["heart.png": ("1x", ImageFixtures.solid(width: 6, height: 6, red), "universal")])
        #expect(UIImage(named: "heart", in: resources, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Icons/heart", in: resources, compatibleWith: nil) != nil)
    }

    @Test("entries for a phone, a single unscaled entry and files that are not bitmaps are handled as iOS on an iPad would")
    func idiomsAndUnscaled() throws {
        let resources = try bundle(set: "badge", [
            "phone.png": ("2x", ImageFixtures.solid(width: 40, height: 40, red), "iphone"),
            "pad.png": (nil, ImageFixtures.solid(width: 12, height: 12, blue), "ipad"),
        ])
        let badge = try #require(UIImage(named: "badge", in: resources, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(badge.scale == 1 && badge.size == CGSize(width: 12, height: 12))
        #expect(UIImage(named: "missing", in: resources, compatibleWith: nil) == nil)
    }

    @Test("a data set inside a catalog is a data asset")
    func dataSetInCatalog() throws {
        let resources = try ImageFixtures.bundle([:])
        let folder = try #require(resources.resourceURL).appendingPathComponent("Assets.xcassets/Levels.dataset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"data": [{"filename": "levels.json", "idiom": "universal"}]}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        try Data("[1]".utf8).write(to: folder.appendingPathComponent("levels.json"))
        #expect(NSDataAsset(name: "Levels", bundle: resources)?.data == Data("[1]".utf8))
    }
}
