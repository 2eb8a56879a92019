import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("The restoration archive and its file", .serialized)
struct RestorationArchiveTests {
    /// The app-level archive read back at the next launch, after `encode` added to it.
    private func roundTrip(_ encode: @escaping (NSCoder) -> Void) throws -> NSCoder {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        first.encodeExtra = encode
        try TestApp(delegate: first, stateDirectory: directory).quit()
        let delegate = RestoringAppDelegate()
        _ = try TestApp(delegate: delegate, stateDirectory: directory)
        return try #require(delegate.restoreArchive)
    }

    @Test func propertyListValuesAndGeometryComeBackAsTheyWere() throws {
        let archive = try roundTrip { coder in
            coder.encode(["a", "b"], forKey: "list")
            coder.encode(["pages": 3], forKey: "map")
            coder.encode(true, forKey: "flag")
            coder.encode(-7, forKey: "count")
            coder.encode(2.5, forKey: "ratio")
            coder.encode(Data([1, 2, 3]), forKey: "bytes")
            coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
            coder.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        }
        #expect(archive.decodeObject(forKey: "list") as? [String] == ["a", "b"])
        #expect(archive.decodeObject(forKey: "map") as? [String: Int] == ["pages": 3])
        #expect(archive.decodeBool(forKey: "flag") && archive.decodeInteger(forKey: "count") == -7)
        #expect(archive.decodeDouble(forKey: "ratio") == 2.5)
        #expect(archive.decodeObject(forKey: "bytes") as? Data == Data([1, 2, 3]))
        #expect(archive.decodeCGRect(forKey: "rect") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(archive.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!archive.containsValue(forKey: "missing") && archive.decodeInteger(forKey: "missing") == 0)
    }

    @Test func aSecureDecodeOfTheWrongClassIsNilNotACrash() throws {
        let archive = try roundTrip { $0.encode("text", forKey: "value") }
        #expect(archive.decodeObject(of: NSNumber.self, forKey: "value") == nil)
        #expect(archive.decodeObject(of: NSString.self, forKey: "value") == "text")
    }

    @Test func aSecureCodingObjectComesBackByItsClass() throws {
        let archive = try roundTrip { $0.encode(Bookmark(page: 12), forKey: "bookmark") }
        #expect((archive.decodeObject(forKey: "bookmark") as? Bookmark)?.page == 12)
        #expect(archive.decodeObject(of: Bookmark.self, forKey: "bookmark")?.page == 12)
    }

    @Test func aValueThatCannotBeArchivedIsLeftOutWithAMessage() throws {
        struct Selection { var row = 3 }
        let archive = try roundTrip { $0.encode(Selection(), forKey: "selection") }
        #expect(!archive.containsValue(forKey: "selection"))
        #expect(Diagnostics.hasReported("for key \"selection\""))
    }

    /// The delegate of an app launched with `contents` as its saved state file.
    private func launched(withStateFile contents: Data) throws -> RestoringAppDelegate {
        let directory = temporaryStateDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try contents.write(to: stateFile(in: directory))
        let delegate = RestoringAppDelegate()
        _ = try TestApp(delegate: delegate, stateDirectory: directory)
        return delegate
    }

    @Test func aCorruptStateFileIsIgnoredWithAMessage() throws {
        let delegate = try launched(withStateFile: Data("not a property list \u{0}\u{1}".utf8))
        #expect(delegate.restoreArchive == nil)
        #expect(Diagnostics.hasReported("is unreadable"))
    }

    @Test func anotherApplicationsStateFileIsIgnoredWithAMessage() throws {
        let foreign: [String: Any] = ["format": "casement-interface-state", "version": 1, "application": "com.example.other", "controllers": []]
        let delegate = try launched(withStateFile: try PropertyListSerialization.data(fromPropertyList: foreign, format: .xml, options: 0))
        #expect(delegate.restoreArchive == nil)
        #expect(Diagnostics.hasReported("is the state of another application (com.example.other)"))
    }

    @Test func aStateTheAppStoppedWhileRestoringIsDropped() throws {
        let directory = temporaryStateDirectory()
        try TestApp(delegate: RestoringAppDelegate(), stateDirectory: directory).quit()
        // What a launch that never finished leaves: the state set aside while it was restored.
        try FileManager.default.moveItem(at: stateFile(in: directory), to: directory.appendingPathComponent("interface-state.restoring.plist"))
        let delegate = RestoringAppDelegate()
        _ = try TestApp(delegate: delegate, stateDirectory: directory)
        #expect(delegate.restoreArchive == nil)
        #expect(Diagnostics.hasReported("stopped while restoring"))
    }

    @Test func theStateIsKeptForTheLaunchAfterNext() throws {
        let directory = temporaryStateDirectory()
        let first = RestoringAppDelegate()
        let app = try TestApp(delegate: first, stateDirectory: directory)
        first.root.note = "kept"
        app.quit()
        _ = try TestApp(delegate: RestoringAppDelegate(), stateDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: stateFile(in: directory).path))
    }

    @Test func theDefaultFolderIsTheXDGStateHomeNamedForTheApp() {
        let identifier = ApplicationIdentity.identifier
        #expect(StateRestoration.defaultDirectory(environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/u"])?.path == "/var/state/\(identifier)")
        #expect(StateRestoration.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])?.path == "/home/u/.local/state/\(identifier)")
        #expect(StateRestoration.defaultDirectory(environment: [:]) == nil)
    }
}
