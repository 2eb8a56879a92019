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
}
