import CasementDebugging
import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("Inspector protocol and socket", .serialized)
struct InspectorTests {
    /// A shown 200×100 window holding a card at (20, 20, 60, 40) named "card".
    private func stage() -> (TestApp, UIWindow, UIView) {
        let app = inMemoryApp()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, card)
    }

    /// Sends `request` and decodes the answer.
    private func ask(_ request: [String: Any]) throws -> [String: Any] {
        let line = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
        let answer = InspectorProtocol.respond(to: line)
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
    }

    private func errorCode(_ answer: [String: Any]) -> String? {
        (answer["error"] as? [String: Any])?["code"] as? String
    }

    @Test("tree answers the hierarchy snapshot and its text; pick names the view hit testing finds")
    func treeAndPick() throws {
        let kept = stage()
        defer { _ = kept }
        let tree = try #require(try ask(["version": 1, "id": 1, "method": "tree"])["result"] as? [String: Any])
        #expect((tree["text"] as? String)?.contains("UIView frame (20, 20, 60, 40)") == true)
        #expect(((tree["snapshot"] as? [String: Any])?["version"] as? Int) == 1)
        let picked = try ask(["version": 1, "id": 2, "method": "pick", "params": ["window": 0, "x": 30, "y": 30]])
        #expect(picked["id"] as? Int == 2)
        let result = try #require(picked["result"] as? [String: Any])
        #expect(result["path"] as? String == "0.0" && result["className"] as? String == "UIView")
    }

    @Test("set changes a view live: its background colour shows in the next frame and in a screenshot")
    func setAndScreenshot() throws {
        let (_, window, card) = stage()
        let answer = try ask(["version": 1, "id": 3, "method": "set", "params": ["window": 0, "path": "0.0", "property": "backgroundColor", "value": "#FF0000"]])
        #expect(answer["result"] != nil)
        #expect(card.backgroundColor?.cgColor.components == [1, 0, 0, 1])
        #expect(RGBAImage(window.platformWindow!.surface.makeImage()!)[30, 30] == [255, 0, 0, 255])
        let shot = try #require(try ask(["version": 1, "id": 4, "method": "screenshot", "params": ["window": 0, "path": "0.0"]])["result"] as? [String: Any])
        let encoded = try #require(shot["png"] as? String)
        let png = try #require(Data(base64Encoded: encoded))
        let image = RGBAImage(try CGImage.decoded(from: png))
        #expect(image.width == 60 && image.height == 40 && image[5, 5] == [255, 0, 0, 255])
    }

    @Test("highlight outlines a view in the window's overlay, and clears")
    func highlight() throws {
        let (_, window, _) = stage()
        _ = try ask(["version": 1, "id": 5, "method": "highlight", "params": ["window": 0, "path": "0.0"]])
        let outlined = RGBAImage(window.platformWindow!.surface.makeImage()!)[21, 30]
        #expect(outlined[0] > 200 && outlined[2] < 100)
        _ = try ask(["version": 1, "id": 6, "method": "highlight", "params": ["window": 0]])
        #expect(RGBAImage(window.platformWindow!.surface.makeImage()!)[21, 30] == [0, 122, 255, 255])
    }

    @Test("Malformed and wrong requests get an error answer with a code, never a crash")
    func errors() throws {
        let kept = stage()
        defer { _ = kept }
        let garbled = try JSONSerialization.jsonObject(with: Data(InspectorProtocol.respond(to: "{not json").utf8)) as? [String: Any]
        #expect(errorCode(try #require(garbled)) == "malformed")
        #expect(errorCode(try ask(["id": 1, "method": "tree"])) == "malformed")
        #expect(errorCode(try ask(["version": 7, "id": 1, "method": "tree"])) == "unsupported-version")
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "explode"])) == "unknown-method")
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "pick", "params": ["window": 0]])) == "bad-params")
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "set", "params": ["window": 0, "path": "0.9", "property": "alpha", "value": 1]])) == "no-such-view")
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "set", "params": ["window": 0, "path": "0.0", "property": "alpha", "value": "x"]])) == "bad-params")
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "tree", "params": ["window": 3]])) == nil)
        #expect(errorCode(try ask(["version": 1, "id": 1, "method": "pick", "params": ["window": 3, "x": 1, "y": 1]])) == "no-such-window")
    }

    @Test("The socket exists only when the app asks for it, and goes when stopped")
    func socketOnlyWhenAsked() throws {
        let kept = stage()
        defer { _ = kept }
        #expect(UIApplication.shared.inspectorSocketPath == nil)
        let path = try UIApplication.shared.startInspector()
        #expect(FileManager.default.fileExists(atPath: path) && UIApplication.shared.inspectorSocketPath == path)
        #expect(try UIApplication.shared.startInspector() == path)
        UIApplication.shared.stopInspector()
        #expect(!FileManager.default.fileExists(atPath: path) && UIApplication.shared.inspectorSocketPath == nil)
    }

    @Test("The socket answers a request line, and a malformed one with an error")
    func socketRoundTrip() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString.prefix(8)).sock").path
        // A server of the test's own, so another test's app replacing this one cannot close it.
        let server = try InspectorServer(path: path)
        defer { server.stop() }
        let answer = try await Task.detached { try Self.request(#"{"version":1,"id":9,"method":"hello"}"#, at: path) }.value
        #expect(answer.contains("\"id\":9") && answer.contains("\"version\":1"))
        let malformed = try await Task.detached { try Self.request("nonsense", at: path) }.value
        #expect(malformed.contains("\"malformed\""))
    }

    /// Connects to the socket at `path`, sends `line` and reads one line back (blocking; off the main actor).
    nonisolated private static func request(_ line: String, at path: String) throws -> String {
        let client = try UnixSocketClient(path)
        client.send(line)
        return client.readLine() ?? ""
    }
}
