public import Foundation

/// The size limits of a scene's windows, which the desktop's window manager enforces.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size the scene's windows may be made, in points.
    open var minimumSize: CGSize = .zero {
        didSet { scene?.applySizeRestrictions() }
    }
    /// The largest size the scene's windows may be made, in points; zero for no limit.
    open var maximumSize: CGSize = .zero {
        didSet { scene?.applySizeRestrictions() }
    }
    weak var scene: UIWindowScene?
}

/// A scene that shows windows: on the desktop, a top-level window and its secondary ones.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }
    private var windowList: [WeakWindowReference] = []

    /// The screen the scene's first window is on (the main screen before it has one).
    open var screen: UIScreen { windows.first?.screen ?? UIScreen.main }

    /// The traits of the scene's first window (the main screen's before it has one).
    open var traitCollection: UITraitCollection { windows.first?.traitCollection ?? screen.traitCollection }

    /// The size limits of the scene's windows; `nil` while the scene is not connected.
    open private(set) var sizeRestrictions: UISceneSizeRestrictions?

    /// Creates a window scene for `session`; UIKit makes scenes when it connects them.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        let restrictions = UISceneSizeRestrictions()
        restrictions.scene = self
        sizeRestrictions = restrictions
    }

    func add(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windowList.removeAll { $0.window == nil }
        windowList.append(WeakWindowReference(window))
        applySizeRestrictions()
        if let title { window.title = title }
    }

    override func showTitle() {
        guard let title else { return }
        for window in windows { window.title = title }
    }

    func remove(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
    }

    /// Hands the size restrictions to the scene's windows, whose platform windows pass them on
    /// as size hints.
    func applySizeRestrictions() {
        guard let sizeRestrictions else { return }
        for window in windows { window.applySceneSizeLimits(minimum: sizeRestrictions.minimumSize, maximum: sizeRestrictions.maximumSize) }
    }
}

/// A window held weakly, as a scene holds its windows (the app keeps them).
private struct WeakWindowReference {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}

/// A scene delegate whose scene shows windows; it keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate keeps.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window kept: a delegate that declares `var window: UIWindow?` keeps its own.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
