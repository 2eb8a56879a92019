import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    private func pixels(_ stage: TouchStage) -> RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    private func isClose(_ pixel: [UInt8]?, to expected: [Int], within tolerance: Int = 2) -> Bool {
        guard let pixel else { return false }
        return zip(pixel.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
    }

    /// A switch at (50, 50) on a white stage, with the actions it sends logged.
    private func stageWithSwitch() -> (TouchStage, UISwitch, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        stage.root.addSubview(toggle)
        let log = Log()
        toggle.addAction(UIAction { _ in log.entries.append("changed \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
        stage.app.runTurn()
        return (stage, toggle, log)
    }

    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test("A switch is 51 by 31 points whatever frame it is made with, sliding, and off")
    func size() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        #expect(!toggle.isOn)
        #expect(UISwitch.Style.checkbox.rawValue == 1 && UISwitch.Style.sliding.rawValue == 2)
    }

    @Test("A tap turns the switch on, then off, sending value changed and the primary action once each time")
    func tapToggles() {
        let (stage, toggle, log) = stageWithSwitch()
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(toggle.isOn)
        #expect(log.entries == ["changed true", "primary"])
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(!toggle.isOn)
        #expect(log.entries == ["changed true", "primary", "changed false", "primary"])
    }

    @Test("setOn and isOn change the switch without sending actions")
    func programmatic() {
        let (_, toggle, log) = stageWithSwitch()
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        toggle.isOn = true
        #expect(toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test("Sliding the thumb to the other side turns the switch; sliding it back changes nothing")
    func sliding() {
        let (stage, toggle, log) = stageWithSwitch()
        stage.press(CGPoint(x: 62, y: 65))
        stage.drag(CGPoint(x: 80, y: 65), CGPoint(x: 95, y: 65))
        #expect(!toggle.isOn)
        stage.release(CGPoint(x: 95, y: 65))
        #expect(toggle.isOn)
        #expect(log.entries == ["changed true", "primary"])
        stage.advance(by: 1)
        stage.press(CGPoint(x: 90, y: 65))
        stage.drag(CGPoint(x: 60, y: 65))
        stage.drag(CGPoint(x: 92, y: 65))
        stage.release(CGPoint(x: 92, y: 65))
        #expect(toggle.isOn)
        #expect(log.entries.count == 2)
    }

    @Test("A press dragged far away and released does not turn the switch")
    func releasedOutside() {
        let (stage, toggle, log) = stageWithSwitch()
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 60, y: 290))
        stage.release(CGPoint(x: 60, y: 290))
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test("A disabled switch ignores taps and is faded")
    func disabled() {
        let (stage, toggle, log) = stageWithSwitch()
        toggle.isEnabled = false
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
        #expect(toggle.accessibilityTraits.contains(.notEnabled))
    }

    @Test("The track is the off fill, then green when on, or the on tint set; the thumb is white or its tint")
    func colours() {
        let (stage, toggle, _) = stageWithSwitch()
        // (53, 65): the track's left end, left of the thumb; (98, 65): its right end.
        #expect(isClose(pixels(stage)?[98, 65], to: [233, 233, 235]))
        #expect(isClose(pixels(stage)?[66, 66], to: [255, 255, 255]))
        toggle.isOn = true
        stage.advance(by: 0.02)
        #expect(isClose(pixels(stage)?[53, 65], to: [52, 199, 89]))
        toggle.onTintColor = .systemBlue
        toggle.thumbTintColor = .systemYellow
        stage.advance(by: 0.02)
        #expect(isClose(pixels(stage)?[53, 65], to: [0, 122, 255]))
        #expect(isClose(pixels(stage)?[86, 66], to: [255, 204, 0]))
    }

    @Test("Turned on with animation, the thumb slides across over a quarter of a second")
    func animation() {
        let (stage, toggle, _) = stageWithSwitch()
        toggle.setOn(true, animated: true)
        stage.advance(by: 0.02)
        stage.advance(by: 0.1)
        let middle = pixels(stage)?[76, 66]
        #expect(isClose(middle, to: [255, 255, 255]))
        stage.advance(by: 0.3)
        #expect(isClose(pixels(stage)?[60, 66], to: [52, 199, 89], within: 3))
    }

    @Test("Accessibility hears a button whose value is 1 when on and 0 when off")
    func accessibility() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test("A checkbox switch shows its box and title, sized to them, and a tap on the title toggles it")
    func checkbox() {
        let (stage, toggle, log) = stageWithSwitch()
        toggle.preferredStyle = .checkbox
        toggle.title = "Remember me"
        #expect(toggle.style == .checkbox)
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.text = "Remember me"
        let size = toggle.intrinsicContentSize
        #expect(size.width == 16 + 6 + label.intrinsicContentSize.width)
        toggle.frame.size = size
        stage.app.runTurn()
        stage.tap(CGPoint(x: 50 + size.width - 5, y: 58))
        #expect(toggle.isOn)
        #expect(log.entries == ["changed true", "primary"])
        #expect(toggle.accessibilityLabel == "Remember me")
    }

    @Test("Off, on, tinted, disabled and checkbox switches render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 250, height: 90))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
        on.isOn = true
        let tinted = UISwitch(frame: CGRect(x: 130, y: 10, width: 0, height: 0))
        tinted.isOn = true
        tinted.onTintColor = .systemOrange
        tinted.thumbTintColor = .systemGray6
        let disabled = UISwitch(frame: CGRect(x: 190, y: 10, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        let unchecked = UISwitch(frame: CGRect(x: 10, y: 55, width: 0, height: 0))
        unchecked.preferredStyle = .checkbox
        unchecked.title = "Off"
        let checked = UISwitch(frame: CGRect(x: 90, y: 55, width: 0, height: 0))
        checked.preferredStyle = .checkbox
        checked.title = "Checked"
        checked.isOn = true
        for toggle in [off, on, tinted, disabled, unchecked, checked] {
            toggle.frame.size = toggle.intrinsicContentSize
            window.addSubview(toggle)
        }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "switches" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
