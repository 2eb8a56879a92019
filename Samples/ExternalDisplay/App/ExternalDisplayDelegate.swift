public import UIKit

/// The seed's external-display listings (Windows chapter, Listings 2-1 to 2-3) in the
/// selector-free form: block observers instead of `addObserver:selector:`, so each listing keeps
/// its shape with one changed line.
///
/// At launch the main window is made, the delegate starts observing screen connections
/// (Listing 2-1) and, when a second screen is already there, gives it a window (Listing 2-3).
/// A screen connected later gets the same window unless one exists; disconnecting it hides and
/// releases the window (Listing 2-2). The second window is shown with `isHidden = false`, not
/// made key: it shows static content and takes no events.
@MainActor
public final class ExternalDisplayDelegate: UIResponder, UIApplicationDelegate {
    /// The main screen's window.
    public var window: UIWindow?
    /// The window on the external screen, while one is connected.
    public private(set) var secondWindow: UIWindow?
    /// The mode the external screen is switched to when it offers it (the seed's "adjust the
    /// screen mode if needed"); `nil` keeps the screen's mode.
    public var preferredModeSize: CGSize?
    private var observers: [any NSObjectProtocol] = []

    public override init() {
        super.init()
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        window.backgroundColor = .systemBlue
        window.title = "External display"
        window.makeKeyAndVisible()
        self.window = window
        registerForScreenNotifications()
        // Listing 2-3: a screen already connected at launch gets its window now.
        if UIScreen.screens.count > 1 { configureSecondWindow(on: UIScreen.screens[1]) }
        return true
    }

    /// Listing 2-1: observe connections from a long-lived object, the delegate.
    private func registerForScreenNotifications() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let screen = note.object
            // Screens post from the main actor, so the observer runs there.
            MainActor.assumeIsolated { (screen as? UIScreen).map { self?.screenDidConnect($0) } }
        })
        observers.append(center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.screenDidDisconnect() }
        })
        // Not in the listings: a mode is set through the display server and takes effect when
        // it answers, so the window follows its screen's new bounds then.
        observers.append(center.addObserver(forName: UIScreen.modeDidChangeNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let window = self?.secondWindow else { return }
                window.frame = window.screen.bounds
            }
        })
    }

    /// Listing 2-2, connect: a window for the new screen, unless one exists already.
    private func screenDidConnect(_ screen: UIScreen) {
        guard secondWindow == nil else { return }
        configureSecondWindow(on: screen)
    }

    /// Listing 2-2, disconnect: hide the second window and let it go.
    private func screenDidDisconnect() {
        guard let secondWindow else { return }
        secondWindow.isHidden = true
        self.secondWindow = nil
    }

    /// Listing 2-3: a window filling `screen`, white, with "<no content>" centred in 18-point text.
    private func configureSecondWindow(on screen: UIScreen) {
        if let size = preferredModeSize, let mode = screen.availableModes.first(where: { $0.size == size }), screen.currentMode != mode {
            screen.currentMode = mode
        }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let whiteField = UIView(frame: window.bounds)
        whiteField.backgroundColor = .white
        whiteField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = UILabel()
        label.text = "<no content>"
        label.font = .systemFont(ofSize: 18)
        label.textColor = .black
        label.sizeToFit()
        // Erratum: the listing centres with the screen's bounds; the field's are the same here
        // and stay right when the mode changes later.
        label.frame.origin = CGPoint(
            x: ((whiteField.bounds.width - label.frame.width) / 2).rounded(), y: ((whiteField.bounds.height - label.frame.height) / 2).rounded())
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        whiteField.addSubview(label)
        window.addSubview(whiteField)
        window.isHidden = false
        secondWindow = window
    }
}
