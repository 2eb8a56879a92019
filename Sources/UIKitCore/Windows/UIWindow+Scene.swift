public import Foundation

extension UIWindow {
    /// Creates a hidden window in `windowScene`, the size of its screen, as iOS sizes a scene's window.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        // An initializer's own assignments run no observers: the scene is told here.
        windowScene.add(self)
    }
}
