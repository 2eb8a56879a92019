import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIStepper")
struct UIStepperTests {
    @MainActor
    final class Log {
        var values: [Double] = []
    }

    /// A stepper at (50, 50) on a white stage, logging the values it sends. Its minus segment is
    /// at (70, 66), its plus segment at (120, 66).
    private func stageWithStepper(_ change: (UIStepper) -> Void = { _ in }) -> (TouchStage, UIStepper, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let stepper = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        change(stepper)
        stage.root.addSubview(stepper)
        let log = Log()
        stepper.addAction(UIAction { _ in log.values.append(stepper.value) }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, stepper, log)
    }

    private let minus = CGPoint(x: 70, y: 66)
    private let plus = CGPoint(x: 120, y: 66)

    @Test("A stepper starts at 0 in 0 to 100 by steps of 1, continuous, repeating, not wrapping, 94 by 32 points")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 3, y: 4, width: 300, height: 300))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame == CGRect(x: 3, y: 4, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test("Bounds that cross push each other; the value stays inside; bad steps and NaN are ignored")
    func badValues() {
        let stepper = UIStepper()
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.minimumValue = 20
        #expect(stepper.maximumValue == 20 && stepper.value == 20)
        stepper.maximumValue = -5
        #expect(stepper.minimumValue == -5)
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.value = .nan
        #expect(stepper.value == -5)
    }

    @Test("A tap on plus steps up and on minus steps down, each sending one change")
    func taps() {
        let (stage, stepper, log) = stageWithStepper { $0.stepValue = 2.5 }
        stage.tap(plus)
        stage.advance(by: 1)
        stage.tap(plus)
        stage.advance(by: 1)
        stage.tap(minus)
        #expect(stepper.value == 2.5)
        #expect(log.values == [2.5, 5, 2.5])
    }

    @Test("Minus does nothing at the minimum, and plus stops at the maximum")
    func ends() {
        let (stage, stepper, log) = stageWithStepper { $0.maximumValue = 3; $0.stepValue = 2 }
        stage.tap(minus)
        #expect(log.values.isEmpty)
        stage.advance(by: 1)
        stage.tap(plus)
        stage.advance(by: 1)
        stage.tap(plus)
        stage.advance(by: 1)
        stage.tap(plus)
        #expect(stepper.value == 3)
        #expect(log.values == [2, 3])
    }

    @Test("A wrapping stepper goes round from the maximum to the minimum and back")
    func wrapping() {
        let (stage, stepper, log) = stageWithStepper { $0.maximumValue = 2; $0.wraps = true }
        stage.tap(minus)
        stage.advance(by: 1)
        stage.tap(plus)
        #expect(log.values == [2, 0])
        #expect(stepper.value == 0)
    }

    @Test("Holding plus repeats after half a second, then faster")
    func autorepeat() {
        let (stage, stepper, log) = stageWithStepper()
        stage.press(plus)
        #expect(stepper.value == 1)
        stage.advance(by: 0.45)
        #expect(stepper.value == 1)
        stage.advance(by: 0.1)
        #expect(stepper.value == 2)
        // Repeats every 0.2 s until five, every 0.1 s until fifteen, then every 0.05 s.
        stage.advance(by: 1.0)
        #expect(stepper.value == 8)
        stage.advance(by: 1.0)
        #expect(stepper.value == 21)
        stage.release(plus)
        stage.advance(by: 1.0)
        #expect(stepper.value == 21)
        #expect(log.values.count == 21)
    }

    @Test("Without autorepeat, holding steps once; a stepper that is not continuous sends one change at the end")
    func notRepeatingNotContinuous() {
        let (stage, stepper, log) = stageWithStepper { $0.autorepeat = true; $0.isContinuous = false }
        stage.press(plus)
        stage.advance(by: 1.05)
        #expect(stepper.value == 4)
        #expect(log.values.isEmpty)
        stage.release(plus)
        #expect(log.values == [4])
        stepper.autorepeat = false
        stage.advance(by: 1)
        stage.press(plus)
        stage.advance(by: 2)
        stage.release(plus)
        #expect(stepper.value == 5)
    }

    @Test("Dragging off the stepper pauses the repeat; coming back resumes it")
    func dragOff() {
        let (stage, stepper, _) = stageWithStepper()
        stage.press(plus)
        stage.drag(CGPoint(x: 390, y: 290))
        stage.advance(by: 2)
        #expect(stepper.value == 1)
        stage.drag(plus)
        stage.advance(by: 0.55)
        #expect(stepper.value == 2)
        stage.release(plus)
    }

    @Test("Setting the value sends nothing; a stepper removed from its window while held stops repeating")
    func programmaticAndRemoval() {
        let (stage, stepper, log) = stageWithStepper()
        stepper.value = 40
        #expect(log.values.isEmpty)
        stage.press(plus)
        stepper.removeFromSuperview()
        stage.advance(by: 2)
        #expect(stepper.value == 41)
    }

    @Test("Accessibility sees two buttons, Decrement and Increment, with the value; activating one steps")
    func accessibility() throws {
        let stepper = UIStepper()
        stepper.value = 3
        #expect(!stepper.isAccessibilityElement)
        let elements = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(elements[1].accessibilityValue == "3")
        #expect(elements[1].accessibilityActivate())
        #expect(stepper.value == 4)
        stepper.value = 100
        #expect(elements[1].accessibilityTraits == [.button, .notEnabled])
        #expect(!elements[1].accessibilityActivate())
    }

    @Test("The held half of a stepper is darker than the other until it is let go")
    func heldHalfDarkens() throws {
        let (stage, _, _) = stageWithStepper()
        func gray(at point: CGPoint) throws -> Int {
            let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
            return Int(RGBAPixels(image)[Int(point.x), Int(point.y)][0])
        }
        // Beside the signs, on the gray background of each half.
        let (minusBackground, plusBackground) = (CGPoint(x: 56, y: 56), CGPoint(x: 138, y: 56))
        #expect(try gray(at: minusBackground) == gray(at: plusBackground))
        stage.press(plus)
        stage.app.runTurn()
        #expect(try gray(at: plusBackground) < gray(at: minusBackground) - 5)
        stage.release(plus)
        stage.app.runTurn()
        #expect(try gray(at: minusBackground) == gray(at: plusBackground))
    }

    @Test("Default, at-minimum, disabled and image steppers render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let middle = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        middle.value = 50
        let atMinimum = UIStepper(frame: CGRect(x: 115, y: 10, width: 0, height: 0))
        let disabled = UIStepper(frame: CGRect(x: 10, y: 55, width: 0, height: 0))
        disabled.value = 50
        disabled.isEnabled = false
        let imaged = UIStepper(frame: CGRect(x: 115, y: 55, width: 0, height: 0))
        imaged.value = 50
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.systemRed.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        imaged.setIncrementImage(dot, for: .normal)
        for stepper in [middle, atMinimum, disabled, imaged] { window.addSubview(stepper) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "steppers" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
