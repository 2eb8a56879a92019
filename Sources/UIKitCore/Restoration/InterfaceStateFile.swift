import Foundation

/// The file an app's interface state is kept in, under the XDG state directory, and the guard
/// that drops a state the app stopped in while restoring it.
///
/// As iOS deletes the state of an app that crashes at launch, the file is set aside while the
/// app restores from it and put back once the launch is done: a state that makes the app crash
/// is not restored again.
struct InterfaceStateFile {
    /// The folder of the app's state.
    let directory: URL

    private var url: URL { directory.appendingPathComponent("interface-state.plist") }
    private var restoringURL: URL { directory.appendingPathComponent("interface-state.restoring.plist") }

    /// `$XDG_STATE_HOME/identifier`, or `~/.local/state/identifier` when `XDG_STATE_HOME` is not
    /// an absolute path (as the XDG base-directory specification says); `nil` without a home.
    static func defaultDirectory(environment: [String: String], identifier: String) -> URL? {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        } else {
            return nil
        }
        // A name with a slash would reach outside the state folder.
        return base.appendingPathComponent(identifier.replacingOccurrences(of: "/", with: "_"), isDirectory: true)
    }

    /// The state saved for `application`, set aside until ``launchFinished()``; `nil`, with a
    /// message saying why, when there is none to use.
    func load(application: String) -> SavedInterfaceState? {
        let files = FileManager.default
        if files.fileExists(atPath: restoringURL.path) {
            Diagnostics.report(
                "Casement UIKit: the app stopped while restoring its interface state last time; that state (\(restoringURL.path)) is dropped.")
            try? files.removeItem(at: restoringURL)
        }
        guard files.fileExists(atPath: url.path) else { return nil }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        } catch {
            Diagnostics.report("Casement UIKit: the saved interface state \(url.path) is unreadable (\(error.localizedDescription)); the app starts without it.")
            return nil
        }
        switch SavedInterfaceState.read(plist, application: application) {
        case .failure(let reason):
            Diagnostics.report("Casement UIKit: the saved interface state \(url.path) is not used: \(reason).")
            return nil
        case .success(let state):
            try? files.moveItem(at: url, to: restoringURL)
            return state
        }
    }

    /// Puts back the state set aside at launch, unless the app has saved a newer one since.
    func launchFinished() {
        let files = FileManager.default
        guard files.fileExists(atPath: restoringURL.path) else { return }
        if files.fileExists(atPath: url.path) {
            try? files.removeItem(at: restoringURL)
        } else {
            try? files.moveItem(at: restoringURL, to: url)
        }
    }

    /// Writes `state` for `application`, replacing the file at once (a reader never sees half
    /// of it); a failure is reported, and the app goes on.
    func write(_ state: SavedInterfaceState, application: String) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(
                fromPropertyList: state.propertyList(application: application), format: .binary, options: 0)
            try data.write(to: url, options: .atomic)
            try? FileManager.default.removeItem(at: restoringURL)
        } catch {
            Diagnostics.report("Casement UIKit: the interface state could not be saved to \(url.path): \(error.localizedDescription).")
        }
    }
}
