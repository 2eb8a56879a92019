import CoreGraphics
import Foundation

/// Saves the app's interface when it goes to the background or ends, and restores it at the
/// next launch: view controllers and views with restoration identifiers (when the app delegate
/// agrees), windows where they were, and scene sessions with their restoration activities.
///
/// One per application; the entry point chooses where the state is kept (``directory``), and
/// keeps none when it does not say (unit tests, code with no app).
@MainActor
package final class StateRestoration {
    /// The folder the state file is kept in; `nil` keeps no state.
    package var directory: URL?

    /// Where an app keeps its state: the XDG state folder named for its identifier.
    package static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        InterfaceStateFile.defaultDirectory(environment: environment, identifier: ApplicationIdentity.identifier)
    }
    /// The state read at launch, until the launch is done.
    private var restored: SavedInterfaceState?
    /// The scene sessions still to reconnect from the restored state.
    private(set) var scenesToReconnect: [SavedInterfaceState.Scene] = []

    private var file: InterfaceStateFile? { directory.map(InterfaceStateFile.init(directory:)) }

    // MARK: Launch

    /// Reads the saved state, if any: called as the launch begins.
    func beginLaunch() {
        restored = file?.load(application: ApplicationIdentity.identifier)
        scenesToReconnect = restored?.scenes ?? []
    }

    /// Restores the view controllers saved last time, if the delegate agrees: each is found or
    /// made (its restoration class, else the delegate, else among the controllers the app
    /// already made), then all decode their state (parents first, each followed by its views),
    /// the delegate hears the archive was decoded, and each hears the restoration finished.
    func restoreControllers(of application: UIApplication) {
        guard let saved = restored, !saved.controllers.isEmpty, let delegate = application.delegate else { return }
        let archive = RestorationCoder(values: saved.application)
        guard delegate.application(application, shouldRestoreSecureApplicationState: archive) else { return }
        var found: [(UIViewController, SavedInterfaceState.Controller, RestorationCoder)] = []
        for entry in saved.controllers {
            let coder = RestorationCoder(values: entry.state)
            let controller: UIViewController?
            if let name = entry.restorationClass {
                guard let type = NSClassFromString(name) as? any UIViewControllerRestoration.Type else {
                    Diagnostics.report(
                        "Casement UIKit: the restoration class \(name) of the view controller at \(entry.path.joined(separator: "/")) was not found; it is not restored.")
                    continue
                }
                controller = type.viewController(withRestorationIdentifierPath: entry.path, coder: coder)
            } else {
                controller = delegate.application(application, viewControllerWithRestorationIdentifierPath: entry.path, coder: coder)
                    ?? existingController(at: entry.path, in: application)
            }
            if let controller, !found.contains(where: { $0.0 === controller }) { found.append((controller, entry, coder)) }
        }
        for (controller, entry, coder) in found {
            controller.decodeRestorableState(with: coder)
            for (identifier, state) in entry.views {
                if let view = Self.restorableView(identifier, of: controller) {
                    view.decodeRestorableState(with: RestorationCoder(values: state))
                }
            }
        }
        delegate.application(application, didDecodeRestorableStateWith: archive)
        for (controller, _, _) in found { controller.applicationFinishedRestoringState() }
    }

    /// Ends the launch: windows with restoration identifiers go back where they were (in an app
    /// without scenes), and the state file is kept for the next launch.
    func finishLaunch(of application: UIApplication) {
        defer {
            restored = nil
            scenesToReconnect = []
            file?.launchFinished()
        }
        guard let saved = restored, !saved.windows.isEmpty else { return }
        for window in application.windows where window.windowScene == nil {
            guard let identifier = window.restorationIdentifier, let place = saved.windows.first(where: { $0.identifier == identifier }) else { continue }
            Self.put(window, at: place, screens: application.session.screens)
        }
    }

    /// Puts the windows of a reconnected scene where the saved session's windows were, in order.
    func placeWindows(of scene: UIScene, as saved: SavedInterfaceState.Scene, screens: [UIScreen]) {
        guard let windows = (scene as? UIWindowScene)?.windows else { return }
        for (window, place) in zip(windows, saved.windows) { Self.put(window, at: place, screens: screens) }
    }

    /// Moves `window` to the saved place when its screen is still connected and the place is
    /// still on it (a monitor that changed its mode may have shrunk).
    private static func put(_ window: UIWindow, at place: SavedInterfaceState.WindowPlace, screens: [UIScreen]) {
        guard let screen = screens.first(where: { $0.platformScreen.id == place.screen }),
            screen.bounds.contains(CGPoint(x: place.frame.midX, y: place.frame.midY))
        else { return }
        window.screen = screen
        window.frame = place.frame
    }

    // MARK: Saving

    /// Asks `scene`'s delegate for the activity that restores it, keeping a copy in its session.
    func refreshActivity(of scene: UIScene) {
        guard let activity = scene.delegate?.stateRestorationActivity(for: scene) else {
            scene.session.stateRestorationActivity = nil
            return
        }
        scene.session.stateRestorationActivity = activity.restorationCopy()
    }

    /// Saves the app as it ends: scenes still in front give their activities first.
    func saveAtTermination(of application: UIApplication) {
        guard directory != nil else { return }
        for scene in application.connectedScenes where scene.activationState != .background { refreshActivity(of: scene) }
        save(application)
    }

    /// Writes the app's interface state: its scene sessions and, if the delegate agrees, its
    /// view controllers and windows.
    func save(_ application: UIApplication) {
        guard let file else { return }
        var state = SavedInterfaceState()
        state.scenes = orderedScenes(of: application).map { scene in
            SavedInterfaceState.Scene(
                persistentIdentifier: scene.session.persistentIdentifier, role: scene.session.role.rawValue,
                userInfo: scene.session.userInfo.flatMap(Self.propertyList(ofUserInfo:)),
                activity: scene.session.stateRestorationActivity?.restorationPropertyList,
                windows: ((scene as? UIWindowScene)?.windows ?? []).filter { !$0.isHidden }.map { Self.place(of: $0) })
        }
        if let delegate = application.delegate {
            let archive = RestorationCoder()
            writeKeys(into: archive, application: application)
            if delegate.application(application, shouldSaveSecureApplicationState: archive) {
                delegate.application(application, willEncodeRestorableStateWith: archive)
                for window in application.windows where !window.isHidden {
                    if let root = window.rootViewController { save(root, under: [], into: &state) }
                    if window.windowScene == nil, let identifier = window.restorationIdentifier {
                        state.windows.append(Self.place(of: window, identifier: identifier))
                    }
                }
                state.application = archive.values
            }
        }
        file.write(state, application: ApplicationIdentity.identifier)
    }

    /// UIKit's own values in the app-level archive.
    private func writeKeys(into archive: RestorationCoder, application: UIApplication) {
        let device = application.session.device
        if let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String {
            archive.encode(version, forKey: UIApplication.stateRestorationBundleVersionKey)
        }
        archive.encode(device.userInterfaceIdiom.rawValue, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        archive.encode(application.session.currentDate(), forKey: UIApplication.stateRestorationTimestampKey)
        archive.encode(device.systemVersion, forKey: UIApplication.stateRestorationSystemVersionKey)
    }

    /// Saves `controller` (when it has a restoration identifier) with its views, then its children.
    private func save(_ controller: UIViewController, under parentPath: [String], into state: inout SavedInterfaceState) {
        guard let identifier = controller.restorationIdentifier else { return }
        let path = parentPath + [identifier]
        let coder = RestorationCoder()
        controller.encodeRestorableState(with: coder)
        var views: [(identifier: String, state: [String: Any])] = []
        if let root = controller.viewIfLoaded {
            for view in Self.ownViews(of: controller, from: root) {
                guard let identifier = view.restorationIdentifier else { continue }
                let viewCoder = RestorationCoder()
                view.encodeRestorableState(with: viewCoder)
                views.append((identifier, viewCoder.values))
            }
        }
        let restorationClass = controller.restorationClass.map { NSStringFromClass($0 as AnyClass) }
        state.controllers.append(.init(path: path, restorationClass: restorationClass, state: coder.values, views: views))
        for child in controller.children { save(child, under: path, into: &state) }
    }

    // MARK: Finding

    /// The controller at `path` among the windows' root controllers and their children.
    private func existingController(at path: [String], in application: UIApplication) -> UIViewController? {
        var candidates = application.windows.compactMap(\.rootViewController)
        var match: UIViewController?
        for identifier in path {
            guard let next = candidates.first(where: { $0.restorationIdentifier == identifier }) else { return nil }
            match = next
            candidates = next.children
        }
        return match
    }

    /// `controller`'s views, depth first from `view`, leaving out the views of child controllers.
    private static func ownViews(of controller: UIViewController, from view: UIView) -> [UIView] {
        var views = [view]
        for subview in view.subviews {
            if let owner = subview.viewControllerStorage, owner !== controller { continue }
            views += ownViews(of: controller, from: subview)
        }
        return views
    }

    /// The view of `controller` with restoration identifier `identifier`, loading its view.
    private static func restorableView(_ identifier: String, of controller: UIViewController) -> UIView? {
        guard let root = controller.view else { return nil }
        return ownViews(of: controller, from: root).first { $0.restorationIdentifier == identifier }
    }

    /// The connected scenes in the order of their windows, back to front; scenes without a
    /// window last.
    private func orderedScenes(of application: UIApplication) -> [UIScene] {
        var scenes: [UIScene] = []
        for window in application.windows {
            if let scene = window.windowScene, application.connectedScenes.contains(scene), !scenes.contains(scene) { scenes.append(scene) }
        }
        return scenes + application.connectedScenes.filter { !scenes.contains($0) }
    }

    private static func place(of window: UIWindow, identifier: String? = nil) -> SavedInterfaceState.WindowPlace {
        .init(identifier: identifier, screen: window.screen.platformScreen.id, frame: window.frame)
    }

    /// The property-list values of a session's `userInfo`; a value that has none is left out
    /// with a message.
    private static func propertyList(ofUserInfo userInfo: [String: Any]) -> [String: Any] {
        var plist: [String: Any] = [:]
        for (key, value) in userInfo {
            guard let converted = RestorationCoder.propertyList(of: value) else {
                Diagnostics.report("Casement UIKit: the scene session's userInfo value for \"\(key)\" (a \(type(of: value))) cannot be saved; it is left out.")
                continue
            }
            plist[key] = converted
        }
        return plist
    }
}
