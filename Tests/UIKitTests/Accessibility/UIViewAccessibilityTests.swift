import Testing
import UIKit

@MainActor
@Suite("UIView accessibility")
struct UIViewAccessibilityTests {
    @Test("a plain view is not an element and has no label, hint, value, identifier or traits")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
        #expect(view.accessibilityIdentifier == nil && view.accessibilityTraits == .none)
    }

    @Test("the properties keep what is set; traits combine")
    func settable() {
        let view = UIView(frame: .zero)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Play"
        view.accessibilityHint = "Plays the song"
        view.accessibilityValue = "50 %"
        view.accessibilityIdentifier = "player.play"
        view.accessibilityTraits = [.button, .selected]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Play" && view.accessibilityHint == "Plays the song")
        #expect(view.accessibilityValue == "50 %" && view.accessibilityIdentifier == "player.play")
        #expect(view.accessibilityTraits.contains(.button) && view.accessibilityTraits.contains(.selected))
        #expect(!view.accessibilityTraits.contains(.header))
    }

    @Test("the accessibility frame is the view on the screen, through its window's place and transforms")
    func frameOnScreen() {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        window.addSubview(parent)
        parent.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 115, y: 75, width: 40, height: 20))
        // Scaled about its centre (110, 120): the corner at (5, 5) of its bounds lands at (-80, -70) in the window.
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.accessibilityFrame == CGRect(x: 20, y: -20, width: 80, height: 40))
    }

    @Test("an accessibility frame that is set replaces the computed one")
    func explicitFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
