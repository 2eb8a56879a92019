import Dispatch
import Testing
import UIKit

// This target compiles in Swift 5 language mode, as much iOS code still does, and uses the loose
// isolation such code has: UIKit's main-actor types must give it warnings at most, as Apple's
// SDK does (its UIKit is imported with `@preconcurrency`). That the target builds is most of the
// test; each test also checks the code did what it says.

/// A helper without isolation that styles the view it is given.
func applyBadgeStyle(to view: UIView) {
    view.backgroundColor = .red
    view.layer.cornerRadius = 4
    view.isHidden = false
}

/// A protocol without isolation, as app code declares its own.
protocol Highlighting {
    func highlight()
}

/// A view implementing it with its main-actor methods.
final class HighlightingBadge: UIView, Highlighting {
    func highlight() {
        alpha = 0.5
    }
}

/// A view controller whose callbacks call the helper, as an iOS 12-era app would.
final class BadgeController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        applyBadgeStyle(to: view)
    }
}

/// A helper without isolation that builds a styled button, as iOS 15-era apps factor them.
func makeSignInButton(action: @escaping () -> Void) -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign In"
    configuration.cornerStyle = .capsule
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing.font = UIFont.boldSystemFont(ofSize: 17)
        return outgoing
    }
    let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    button.configurationUpdateHandler = { button in
        button.configuration?.showsActivityIndicator = button.isSelected
    }
    return button
}

/// A form built without isolation from the standard controls.
func makeSettingsRow() -> [UIControl] {
    let toggle = UISwitch()
    toggle.onTintColor = .systemTeal
    let slider = UISlider()
    slider.maximumValue = 10
    let stepper = UIStepper()
    stepper.wraps = true
    let segments = UISegmentedControl(items: ["A", "B"])
    segments.selectedSegmentIndex = 0
    return [toggle, slider, stepper, segments]
}

/// A controller that snaps a list to rows of 44 points, as iOS code does in its scroll delegate.
final class SnappingListController: UIViewController, UIScrollViewDelegate {
    var scrolls = 0

    override func loadView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 4400)
        scrollView.delegate = self
        view = scrollView
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

/// A scroll view subclass that is a gesture delegate too, as apps write them to scroll along
/// with other recognizers.
final class SharingScrollView: UIScrollView, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

@Suite("Swift 5 mode code with loose isolation")
struct LooseIsolationTests {
    @Test @MainActor func helpersWithoutIsolationBuildControls() {
        var pressed = false
        let button = makeSignInButton { pressed = true }
        #expect(button.configuration?.title == "Sign In")
        button.sendActions(for: .primaryActionTriggered)
        #expect(pressed)
        #expect(makeSettingsRow().count == 4)
    }

    @Test @MainActor func aHelperWithoutIsolationStylesAView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        applyBadgeStyle(to: view)
        #expect(view.layer.cornerRadius == 4)
        #expect(view.backgroundColor == .red)
    }

    @Test @MainActor func aMainQueueClosureChangesViews() async {
        let view = UIView()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                view.alpha = 0.25
                done.resume()
            }
        }
        #expect(view.alpha == 0.25)
    }

    @Test @MainActor func aViewImplementsAProtocolWithoutIsolation() {
        let badge = HighlightingBadge()
        let highlighting: Highlighting = badge
        highlighting.highlight()
        #expect(badge.alpha == 0.5)
    }

    @Test @MainActor func aControllersCallbackUsesTheHelper() {
        let controller = BadgeController()
        controller.loadViewIfNeeded()
        #expect(controller.view.layer.cornerRadius == 4)
    }

    @Test @MainActor func aScrollDelegateWrittenForIOSScrolls() {
        let controller = SnappingListController()
        controller.loadViewIfNeeded()
        let scrollView = controller.view as! UIScrollView
        scrollView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
        #expect(controller.scrolls == 1 && scrollView.contentOffset.y == 88)
        let sharing = SharingScrollView()
        #expect(sharing.panGestureRecognizer.view === sharing)
    }
}

/// A view that follows the app's state with notification methods, as lottie-ios's animation view does.
final class ForegroundFollowingView: UIView {
    var foregroundCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(
            self, selector: ForegroundFollowingView.willEnterForeground, name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    required init?(coder: NSCoder) { nil }

    func willEnterForeground() { foregroundCount += 1 }
}

@Suite("Swift 5 mode notification observers")
struct NotificationObserverInSwift5Mode {
    @Test @MainActor func aViewsMethodHearsTheNotification() {
        let view = ForegroundFollowingView(frame: .zero)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        #expect(view.foregroundCount == 1)
        NotificationCenter.default.removeObserver(view)
    }
}
