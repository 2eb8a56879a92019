import Foundation
import UIKitCore

/// The Gallery's app delegate, in the scene form of Xcode's templates: each scene (one window
/// each, as on the desktop) is a `GallerySceneDelegate`'s.
@MainActor
public final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// The page the first window opens on (`--page NAME`); later windows open on the first page.
    public var startPage: String?
    /// Why a window could not be made, if one could not.
    public private(set) var failure: String?

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // No Info.plist: the scene's delegate class is given in code.
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GallerySceneDelegate.self
        return configuration
    }

    /// Takes the start page, so only the first window opens on it.
    func takeStartPage() -> String? {
        defer { startPage = nil }
        return startPage
    }

    /// Records why a window could not be made, and says so on standard error.
    func fail(_ message: String) {
        failure = message
        FileHandle.standardError.write(Data("Gallery: \(message)\n".utf8))
    }
}

/// One Gallery window: its own pages (a layer tree can be shown in one window only) and the host
/// that flips through them.
@MainActor
public final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    /// The window's pages.
    private var host: GalleryHost?
    /// Whether the window opened on a page asked for on the command line, which a restored
    /// state does not replace.
    private var openedOnRequestedPage = false
    /// The kind of activity that brings a Gallery window back to its page.
    static let pageActivityType = "org.casement.gallery.page"

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let app = UIApplication.shared.delegate as? GalleryAppDelegate else { return }
        let pages: [(name: String, content: PageContent)]
        do {
            pages = try Self.makePages()
        } catch {
            return app.fail("could not draw a page: \(error)")
        }
        windowScene.title = "Casement Gallery"
        let screen = windowScene.screen.bounds
        let size = DrawingPage.size
        // Each further window opens a little down and to the right of the one before, as desktop apps place them.
        let offset = CGFloat(UIApplication.shared.connectedScenes.count - 1) * 32
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(
            x: screen.minX + max(0, (screen.width - size.width) / 2) + offset,
            y: screen.minY + max(0, (screen.height - size.height) / 2) + offset, width: size.width, height: size.height)
        let host = GalleryHost(frame: window.bounds, pages: pages)
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(host)
        window.makeKeyAndVisible()
        host.becomeFirstResponder()
        self.window = window
        self.host = host

        let startPage = app.takeStartPage()
        let startIndex = startPage.flatMap { name in pages.firstIndex { $0.name == name } } ?? 0
        if let startPage, pages[startIndex].name != startPage {
            FileHandle.standardError.write(Data("Gallery: there is no page \"\(startPage)\"; pages: \(pages.map(\.name).joined(separator: ", ")).\n".utf8))
        }
        host.show(startIndex)
        openedOnRequestedPage = startPage != nil
    }

    /// The page the window shows, kept so that the next launch reopens the window on it.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let host else { return nil }
        let activity = NSUserActivity(activityType: Self.pageActivityType)
        activity.userInfo = ["page": host.pages[host.current].name]
        return activity
    }

    /// Shows the page the window showed when the app last ended, unless the command line asked for one.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        guard !openedOnRequestedPage, stateRestorationActivity.activityType == Self.pageActivityType, let host,
            let name = stateRestorationActivity.userInfo?["page"] as? String, let index = host.pages.firstIndex(where: { $0.name == name })
        else { return }
        host.show(index)
    }

    /// The pages, in the order the arrows go through them. The CoreGraphics page is one picture;
    /// the layer pages are live layer trees that the window's compositor repaints where they
    /// change; the gestures and controls pages are views.
    private static func makePages() throws -> [(name: String, content: PageContent)] {
        [
            ("drawing-page", .picture(try DrawingPage.render())),
            ("layer-styles", .layers(try LayerStylesPage.makeLayerTree())),
            ("layer-kinds", .layers(LayerKindsPage.makeLayerTree())),
            ("animation", .animated(AnimationPage.makeLayerTree(), start: AnimationPage.startAnimations(in:))),
            ("view-listings", .layers(ViewListingsPage.makeLayerTree())),
            ("view-animations", .animated(ViewAnimationPage.makeLayerTree(), start: ViewAnimationPage.startAnimations(in:))),
            ("animation-listings", .animated(AnimationListingsPage.makeLayerTree(), start: AnimationListingsPage.startAnimations(in:))),
            ("gestures", .views(GesturePage.makeView())),
            ("controls", .views(ControlsPage.makeView())),
            ("scrolling", .views(ScrollingPages.makeListPage())),
            ("paging", .views(ScrollingPages.makePagingPage())),
            ("zooming", .views(ScrollingPages.makeZoomPage())),
            ("materials", .views(ScrollingPages.makeMaterialsPage())),
        ]
    }
}
