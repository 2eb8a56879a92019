import Foundation
import UIKit
import UIKitCore
import UIKitTesting

/// What the restoration callbacks of these tests heard, in order. File-wide because UIKit makes
/// restored controllers by their class; the suites are serialized.
@MainActor
var restorationLog: [String] = []

/// A controller that saves a note (internal, so its class is found by name).
@MainActor
class NoteController: UIViewController {
    var note = ""

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(forKey: "note") as? String ?? ""
        restorationLog.append("\(restorationIdentifier ?? "?") decode \(note)")
    }

    override func applicationFinishedRestoringState() {
        restorationLog.append("\(restorationIdentifier ?? "?") finished")
    }
}

/// A controller nothing makes at launch: its restoration class makes it.
@MainActor
final class RestoredDetailController: NoteController, UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        restorationLog.append("make \(identifierComponents.joined(separator: "/")) \(coder.decodeObject(forKey: "note") as? String ?? "")")
        let controller = RestoredDetailController()
        controller.restorationIdentifier = identifierComponents.last
        controller.restorationClass = RestoredDetailController.self
        return controller
    }
}

/// An app delegate that opts in to state restoration and makes its window and root controller
/// in `willFinishLaunching`, as Apple's restoration samples do.
@MainActor
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The root controller, set before launch to another kind when a test needs one.
    var root = NoteController()
    var saves = true, restores = true
    /// Adds values to the app-level archive as it is saved.
    var encodeExtra: ((NSCoder) -> Void)?
    /// The app-level archive's values when the delegate was asked to restore.
    var restoreArchive: NSCoder?
    /// Makes controllers the archive names, in place of UIKit's search.
    var makeController: (([String]) -> UIViewController?)?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        root.restorationIdentifier = "root"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.restorationIdentifier = "main"
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { saves }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        restoreArchive = coder
        return restores
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode("from the delegate", forKey: "appValue")
        encodeExtra?(coder)
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("didDecode \(coder.decodeObject(forKey: "appValue") as? String ?? "")")
    }

    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? {
        makeController?(identifierComponents)
    }
}

/// A fresh folder for one test's saved state.
func temporaryStateDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("casement-state-\(UUID().uuidString)", isDirectory: true)
}

/// The state file a test app writes in `directory`.
func stateFile(in directory: URL) -> URL {
    directory.appendingPathComponent("interface-state.plist")
}

/// A controller whose view holds a scroll view with a restoration identifier, made when the view loads.
@MainActor
final class ListController: NoteController {
    private(set) var list: UIScrollView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.restorationIdentifier = "list"
        view.addSubview(scroll)
        list = scroll
    }
}

/// A model object that archives itself securely (internal, so its class is found by name).
final class Bookmark: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let page: Int

    init(page: Int) {
        self.page = page
        super.init()
    }

    init?(coder: NSCoder) {
        page = coder.decodeInteger(forKey: "page")
        super.init()
    }

    func encode(with coder: NSCoder) { coder.encode(page, forKey: "page") }
}
