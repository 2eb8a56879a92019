import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The inspector's protocol: one JSON object a line each way, versioned.
///
/// A request is `{"version": 1, "id": ID, "method": NAME, "params": {...}}`; the answer is
/// `{"id": ID, "result": {...}}` or `{"id": ID, "error": {"code": CODE, "message": TEXT}}`.
/// Methods: `hello`; `tree` (the ``HierarchySnapshot`` and its text); `pick` (`window`, `x`, `y`
/// in the window's points: the view hit testing finds there); `screenshot` (`window`, optional
/// view `path`: a PNG in base64); `highlight` (`window`, `path`, or no path to clear); `set`
/// (`window`, `path`, `property`, `value`; properties `backgroundColor` "#RRGGBB[AA]", `alpha`,
/// `isHidden`, `frame` [x, y, width, height], `accessibilityIdentifier`). Windows are numbered
/// as in the snapshot, back to front from 0; views are named by their snapshot path.
@MainActor
package enum InspectorProtocol {
    /// The protocol version this build speaks.
    package static let version = 1

    /// A refusal with a code a client can act on.
    struct Failure: Error {
        let code: String
        let message: String
    }

    /// The answer to one request line about `application`'s windows, as one line of JSON
    /// (without its newline).
    package static func respond(to line: String, application: UIApplication = .shared) -> String {
        var id: Any = NSNull()
        do {
            guard let request = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw Failure(code: "malformed", message: "The request is not a JSON object.")
            }
            id = request["id"] ?? NSNull()
            guard let version = request["version"] as? Int else {
                throw Failure(code: "malformed", message: "The request has no version.")
            }
            guard version == Self.version else {
                throw Failure(code: "unsupported-version", message: "This app speaks version \(Self.version), not \(version).")
            }
            guard let method = request["method"] as? String else { throw Failure(code: "malformed", message: "The request has no method.") }
            let params = request["params"] as? [String: Any] ?? [:]
            return encode(["id": id, "result": try answer(method, params, session: application.session)])
        } catch let failure as Failure {
            return encode(["id": id, "error": ["code": failure.code, "message": failure.message]])
        } catch {
            return encode(["id": id, "error": ["code": "internal", "message": "\(error)"]])
        }
    }

    private static func answer(_ method: String, _ params: [String: Any], session: PlatformSession) throws -> Any {
        switch method {
        case "hello":
            return ["version": Self.version, "pid": Int(getpid()), "windows": session.shownWindows.count]
        case "tree":
            let snapshot = HierarchySnapshot(application: session.application, options: .init(includesInternalViews: params["internal"] as? Bool ?? false))
            let json = try JSONSerialization.jsonObject(with: snapshot.jsonData())
            return ["snapshot": json, "text": snapshot.text(includingLayers: params["layers"] as? Bool ?? false)]
        case "pick":
            let window = try self.window(params, in: session)
            guard let x = number(params["x"]), let y = number(params["y"]) else {
                throw Failure(code: "bad-params", message: "pick needs x and y, numbers in the window's points.")
            }
            guard let view = window.hitTest(CGPoint(x: x, y: y), with: nil) else { return ["path": NSNull()] }
            let record = HierarchySnapshot.views(of: view)
            return ["path": path(of: view, in: window), "className": record.className, "text": HierarchySnapshot.text(of: record).split(separator: "\n").first.map(String.init) ?? ""]
        case "screenshot":
            let window = try self.window(params, in: session)
            let view = try self.view(params, in: window, required: false) ?? window
            guard let image = HierarchyExport.render(view, scale: window.screen.scale, alone: false) else {
                throw Failure(code: "empty", message: "The view has no area to draw.")
            }
            return ["width": image.width, "height": image.height, "png": try image.pngData().base64EncodedString()]
        case "highlight":
            let window = try self.window(params, in: session)
            let view = try self.view(params, in: window, required: false)
            session.debugOverlays.highlightedView = view
            window.setNeedsFullRepaint()
            session.updateScreens()
            return [:] as [String: Any]
        case "set":
            let window = try self.window(params, in: session)
            guard let view = try self.view(params, in: window, required: true) else { return [:] as [String: Any] }
            try set(params["property"] as? String, params["value"], on: view)
            session.updateScreens()
            return [:] as [String: Any]
        default:
            throw Failure(code: "unknown-method", message: "There is no method \"\(method)\"; methods: hello, tree, pick, screenshot, highlight, set.")
        }
    }

    private static func window(_ params: [String: Any], in session: PlatformSession) throws -> UIWindow {
        let windows = session.shownWindows
        let index = params["window"] as? Int ?? 0
        guard windows.indices.contains(index) else {
            throw Failure(code: "no-such-window", message: "There is no window \(index); the app shows \(windows.count).")
        }
        return windows[index]
    }

    /// The view at `params["path"]` ("0" is the window, "0.2" its third subview).
    private static func view(_ params: [String: Any], in window: UIWindow, required: Bool) throws -> UIView? {
        guard let path = params["path"] as? String else {
            if required { throw Failure(code: "bad-params", message: "The request needs the path of a view, such as \"0.1\".") }
            return nil
        }
        let steps = path.split(separator: ".").map { Int($0) }
        guard steps.first == 0, steps.allSatisfy({ $0 != nil }) else {
            throw Failure(code: "bad-params", message: "\"\(path)\" is not a view path such as \"0.1.2\".")
        }
        var view: UIView = window
        for step in steps.dropFirst().compactMap({ $0 }) {
            guard view.subviews.indices.contains(step) else { throw Failure(code: "no-such-view", message: "There is no view at \(path).") }
            view = view.subviews[step]
        }
        return view
    }

    private static func path(of view: UIView, in window: UIWindow) -> String {
        var steps: [Int] = []
        var current = view
        while current !== window, let parent = current.superview {
            steps.insert(parent.subviews.firstIndex { $0 === current } ?? 0, at: 0)
            current = parent
        }
        return (["0"] + steps.map(String.init)).joined(separator: ".")
    }

    private static func set(_ property: String?, _ value: Any?, on view: UIView) throws {
        switch property {
        case "backgroundColor":
            guard let text = value as? String, let color = color(text) else {
                throw Failure(code: "bad-params", message: "backgroundColor takes \"#RRGGBB\" or \"#RRGGBBAA\".")
            }
            view.backgroundColor = color
        case "alpha":
            guard let alpha = number(value) else { throw Failure(code: "bad-params", message: "alpha takes a number.") }
            view.alpha = alpha
        case "isHidden":
            guard let hidden = value as? Bool else { throw Failure(code: "bad-params", message: "isHidden takes true or false.") }
            view.isHidden = hidden
        case "frame":
            guard let values = value as? [Any], values.count == 4, let numbers = Optional(values.compactMap(number)), numbers.count == 4 else {
                throw Failure(code: "bad-params", message: "frame takes [x, y, width, height].")
            }
            view.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "accessibilityIdentifier":
            view.accessibilityIdentifier = value as? String
        default:
            throw Failure(code: "bad-params", message: "Properties that can be set: backgroundColor, alpha, isHidden, frame, accessibilityIdentifier.")
        }
    }

    private static func color(_ text: String) -> UIColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let rgba = text.count == 7 ? value << 8 | 0xFF : value
        return UIColor(
            red: CGFloat((rgba >> 24) & 0xFF) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255, blue: CGFloat((rgba >> 8) & 0xFF) / 255,
            alpha: CGFloat(rgba & 0xFF) / 255)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        (value as? NSNumber).map { CGFloat($0.doubleValue) }
    }

    private static func encode(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
