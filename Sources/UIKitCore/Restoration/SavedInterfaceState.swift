import CoreGraphics
import Foundation

/// What state restoration keeps of an app between launches, in the property-list form it is
/// written in: the app's own values, its view controllers and views with restoration
/// identifiers, its windows' places and its scenes' sessions.
struct SavedInterfaceState {
    /// A view controller's saved state, under its restoration path.
    struct Controller {
        /// The restoration identifiers from the root controller down to this one.
        var path: [String]
        /// The name of its `restorationClass`, which makes it again.
        var restorationClass: String?
        /// What its `encodeRestorableState(with:)` wrote.
        var state: [String: Any]
        /// Its views' states, by their restoration identifiers.
        var views: [(identifier: String, state: [String: Any])]
    }

    /// Where a window was: its screen (by the platform's name of it) and its frame on that screen.
    struct WindowPlace {
        /// The window's restoration identifier, which finds it again in an app without scenes.
        var identifier: String?
        var screen: String
        var frame: CGRect
    }

    /// A scene session that was open.
    struct Scene {
        var persistentIdentifier: String
        var role: String
        var userInfo: [String: Any]?
        var activity: [String: Any]?
        /// Its shown windows, back to front.
        var windows: [WindowPlace]
    }

    /// The values of the app-level coder, including UIKit's own keys (bundle version, …).
    var application: [String: Any] = [:]
    /// View controllers, each after its parent.
    var controllers: [Controller] = []
    /// Windows with restoration identifiers, in an app without scenes.
    var windows: [WindowPlace] = []
    /// The open scene sessions, in the order their windows are stacked.
    var scenes: [Scene] = []

    private static let format = "casement-interface-state", version = 1

    // MARK: Property-list form

    /// The state as the property list written for `application`.
    func propertyList(application identifier: String) -> [String: Any] {
        [
            "format": Self.format, "version": Self.version, "application": identifier,
            "applicationState": application,
            "controllers": controllers.map { controller -> [String: Any] in
                var entry: [String: Any] = [
                    "path": controller.path, "state": controller.state,
                    "views": controller.views.map { ["identifier": $0.identifier, "state": $0.state] as [String: Any] },
                ]
                entry["restorationClass"] = controller.restorationClass
                return entry
            },
            "windows": windows.map(\.propertyList),
            "scenes": scenes.map { scene -> [String: Any] in
                var entry: [String: Any] = [
                    "persistentIdentifier": scene.persistentIdentifier, "role": scene.role, "windows": scene.windows.map(\.propertyList),
                ]
                entry["userInfo"] = scene.userInfo
                entry["activity"] = scene.activity
                return entry
            },
        ]
    }

    /// The state a property list holds, or why it holds none of `application`'s.
    static func read(_ plist: Any, application identifier: String) -> Result<Self, ReadError> {
        guard let root = plist as? [String: Any], root["format"] as? String == format else { return .failure(.notState) }
        guard (root["version"] as? Int) == version else { return .failure(.otherVersion) }
        guard root["application"] as? String == identifier else { return .failure(.otherApplication(root["application"] as? String ?? "?")) }
        var state = SavedInterfaceState()
        state.application = root["applicationState"] as? [String: Any] ?? [:]
        for entry in root["controllers"] as? [[String: Any]] ?? [] {
            guard let path = entry["path"] as? [String], !path.isEmpty else { continue }
            let views = (entry["views"] as? [[String: Any]] ?? []).compactMap { view -> (String, [String: Any])? in
                guard let identifier = view["identifier"] as? String else { return nil }
                return (identifier, view["state"] as? [String: Any] ?? [:])
            }
            state.controllers.append(Controller(
                path: path, restorationClass: entry["restorationClass"] as? String, state: entry["state"] as? [String: Any] ?? [:],
                views: views))
        }
        state.windows = (root["windows"] as? [[String: Any]] ?? []).compactMap(WindowPlace.init(propertyList:))
        for entry in root["scenes"] as? [[String: Any]] ?? [] {
            guard let identifier = entry["persistentIdentifier"] as? String, let role = entry["role"] as? String else { continue }
            state.scenes.append(Scene(
                persistentIdentifier: identifier, role: role, userInfo: entry["userInfo"] as? [String: Any],
                activity: entry["activity"] as? [String: Any],
                windows: (entry["windows"] as? [[String: Any]] ?? []).compactMap(WindowPlace.init(propertyList:))))
        }
        return .success(state)
    }

    /// Why a state file was not used.
    enum ReadError: Error, CustomStringConvertible {
        case notState, otherVersion, otherApplication(String)

        var description: String {
            switch self {
            case .notState: "it is not a Casement interface-state file"
            case .otherVersion: "it was written by another version of Casement"
            case .otherApplication(let name): "it is the state of another application (\(name))"
            }
        }
    }
}

extension SavedInterfaceState.WindowPlace {
    var propertyList: [String: Any] {
        var entry: [String: Any] = ["screen": screen, "frame": [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)]
        entry["identifier"] = identifier
        return entry
    }

    init?(propertyList entry: [String: Any]) {
        // A number read back from a property list is an `NSNumber`, integral or not.
        let numbers = (entry["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        guard let screen = entry["screen"] as? String, numbers.count == 4,
            numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0
        else { return nil }
        self.init(
            identifier: entry["identifier"] as? String, screen: screen,
            frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
