import Foundation
import Testing
import UIKit

@Suite("Data assets")
struct NSDataAssetTests {
    /// A bundle folder holding `files` (relative path → contents).
    private func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-assets-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test func anAssetCatalogsDataSetIsRead() throws {
        let resources = try bundle([
            "Levels.dataset/Contents.json": #"{"data": [{"filename": "levels.json", "idiom": "universal", "universal-type-identifier": "public.json"}], "info": {"author": "xcode", "version": 1}}"#,
            "Levels.dataset/levels.json": #"[1, 2, 3]"#,
        ])
        let asset = try #require(NSDataAsset(name: "Levels", bundle: resources))
        #expect(asset.name == "Levels")
        #expect(String(decoding: asset.data, as: UTF8.self) == "[1, 2, 3]")
        #expect(asset.typeIdentifier == "public.json")
    }

    @Test func aPlainResourceFileIsReadByItsNameWithoutExtension() throws {
        let resources = try bundle(["credits.txt": "Thanks"])
        let asset = try #require(NSDataAsset(name: "credits", bundle: resources))
        #expect(asset.data == Data("Thanks".utf8))
        #expect(asset.typeIdentifier == "public.plain-text")
    }

    @Test func aMissingOrEmptyNameHasNoAsset() throws {
        let resources = try bundle(["credits.txt": "Thanks"])
        #expect(NSDataAsset(name: "missing", bundle: resources) == nil)
        #expect(NSDataAsset(name: "", bundle: resources) == nil)
    }

    @Test func aCopyHasTheSameContents() throws {
        let resources = try bundle(["blob": "bytes"])
        let asset = try #require(NSDataAsset(name: "blob", bundle: resources))
        let copy = try #require(asset.copy() as? NSDataAsset)
        #expect(copy.data == asset.data)
        #expect(copy.typeIdentifier == "public.data")
    }
}
