import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UISlider")
struct UISliderTests {
    @MainActor
    final class Log {
        var values: [Float] = []
    }

    /// A 200-point slider at (50, 100) on a white stage, logging the values it sends.
    private func stageWithSlider(continuous: Bool = true) -> (TouchStage, UISlider, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 200, height: 31))
        slider.isContinuous = continuous
        stage.root.addSubview(slider)
        let log = Log()
        slider.addAction(UIAction { _ in log.values.append(slider.value) }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, slider, log)
    }

    @Test("A slider starts at 0 in 0 to 1, continuous, with a height and no width of its own")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.accessibilityTraits == .adjustable)
    }

    @Test("The value stays within the range; a range that moves past it takes the value along; NaN is ignored")
    func clamping() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.8
        #expect(slider.value == 0.8)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -2
        #expect(slider.minimumValue == -2 && slider.value == -2)
        slider.minimumValue = .infinity
        #expect(slider.minimumValue == -2)
    }

    @Test("The thumb's place follows the value along the track, from end to end")
    func thumbRect() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 228)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 114)
        slider.semanticContentAttribute = .forceRightToLeft
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX == 228)
    }

    @Test("Value images sit at the ends and the track between them, 16 points away")
    func valueImages() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 280, y: 5.5, width: 20, height: 20))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 36 && track.maxX == 264)
    }

    @Test("Dragging the thumb moves the value by the drag and sends each change while continuous")
    func dragging() {
        let (stage, slider, log) = stageWithSlider()
        // The thumb at 0 spans x 50...78; the track leaves 172 points of travel.
        stage.press(CGPoint(x: 60, y: 115))
        stage.drag(CGPoint(x: 103, y: 115))
        #expect(abs(slider.value - 0.25) < 0.001)
        stage.drag(CGPoint(x: 146, y: 115))
        stage.release(CGPoint(x: 146, y: 115))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(log.values.count == 2)
        stage.advance(by: 1)
        stage.press(CGPoint(x: 140, y: 115))
        stage.drag(CGPoint(x: 400, y: 115))
        stage.release(CGPoint(x: 400, y: 115))
        #expect(slider.value == 1)
    }

    @Test("A slider that is not continuous sends one change when the touch lifts")
    func notContinuous() {
        let (stage, slider, log) = stageWithSlider(continuous: false)
        stage.press(CGPoint(x: 60, y: 115))
        stage.drag(CGPoint(x: 103, y: 115))
        stage.drag(CGPoint(x: 146, y: 115))
        #expect(log.values.isEmpty)
        stage.release(CGPoint(x: 146, y: 115))
        #expect(log.values.count == 1)
        #expect(abs(slider.value - 0.5) < 0.001)
    }

    @Test("A touch on the track away from the thumb moves nothing")
    func trackTouch() {
        let (stage, slider, log) = stageWithSlider()
        stage.press(CGPoint(x: 200, y: 115))
        stage.drag(CGPoint(x: 230, y: 115))
        stage.release(CGPoint(x: 230, y: 115))
        #expect(slider.value == 0)
        #expect(log.values.isEmpty)
    }

    @Test("setValue(_:animated:) moves the thumb without sending actions")
    func programmatic() {
        let (stage, slider, log) = stageWithSlider()
        slider.setValue(0.75, animated: true)
        stage.advance(by: 0.5)
        #expect(slider.value == 0.75)
        #expect(log.values.isEmpty)
    }

    @Test("Thumb and track images follow the state, falling back to the normal state's")
    func imagesPerState() {
        let normal = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let pressed = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        let slider = UISlider()
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.setMinimumTrackImage(normal, for: .normal)
        #expect(slider.currentThumbImage === normal)
        #expect(slider.thumbImage(for: .disabled) === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        #expect(slider.currentMinimumTrackImage === normal)
        #expect(slider.maximumTrackImage(for: .normal) == nil)
    }

    @Test("Accessibility reads the value as a percentage and steps it by a tenth of the range")
    func accessibility() {
        let slider = UISlider()
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 70)
        slider.value = 0
        slider.accessibilityDecrement()
        #expect(slider.value == 0)
        #expect(changes == 1)
    }

    @Test("Default, tinted, imaged and disabled sliders render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 170))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let plain = UISlider(frame: CGRect(x: 10, y: 10, width: 220, height: 31))
        plain.value = 0.3
        let tinted = UISlider(frame: CGRect(x: 10, y: 50, width: 220, height: 31))
        tinted.value = 0.7
        tinted.minimumTrackTintColor = .systemPink
        tinted.maximumTrackTintColor = .systemGray3
        tinted.thumbTintColor = .systemYellow
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
            UIColor.darkGray.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 14, height: 14))
        }
        let imaged = UISlider(frame: CGRect(x: 10, y: 90, width: 220, height: 31))
        imaged.minimumValueImage = icon
        imaged.maximumValueImage = icon
        imaged.value = 0.5
        let disabled = UISlider(frame: CGRect(x: 10, y: 130, width: 220, height: 31))
        disabled.value = 0.5
        disabled.isEnabled = false
        for slider in [plain, tinted, imaged, disabled] { window.addSubview(slider) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "sliders" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
