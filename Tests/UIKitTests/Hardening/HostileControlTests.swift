import CasementTestSupport
import Foundation
import Testing
import UIKit

/// Controls handed values and events no one should send them: each keeps working and says what
/// it did, and nothing crashes or leaks.
@MainActor
@Suite("Controls under hostile input")
struct HostileControlTests {
    @Test("A button titled with 100,000 characters lays out, sizes and draws within its bounds")
    func hugeTitle() throws {
        let stage = TouchStage()
        let title = String(repeating: "Lorem ipsum ", count: 8_334)
        let legacy = UIButton(type: .system)
        legacy.setTitle(title, for: .normal)
        legacy.frame = CGRect(x: 10, y: 10, width: 300, height: 40)
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        let configured = UIButton(configuration: configuration)
        configured.frame = CGRect(x: 10, y: 60, width: 300, height: 60)
        stage.root.addSubview(legacy)
        stage.root.addSubview(configured)
        stage.app.runTurn()
        #expect(legacy.intrinsicContentSize.width.isFinite)
        let fitted = configured.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(fitted.width <= 300 && fitted.height.isFinite)
        #expect((legacy.titleLabel?.frame.maxX ?? .infinity) <= 300)
        #expect((configured.titleLabel?.frame.width ?? .infinity) <= 300)
    }

    @Test("Images set to nil everywhere leave controls drawing their own look")
    func nilImages() {
        let stage = TouchStage()
        let button = UIButton(type: .custom)
        button.setImage(nil, for: .normal)
        button.setBackgroundImage(nil, for: .highlighted)
        var configuration = UIButton.Configuration.plain()
        configuration.image = nil
        configuration.background.image = nil
        let configured = UIButton(configuration: configuration)
        let slider = UISlider(frame: CGRect(x: 0, y: 50, width: 200, height: 31))
        slider.setThumbImage(nil, for: .normal)
        slider.setMinimumTrackImage(nil, for: .disabled)
        let stepper = UIStepper()
        stepper.setIncrementImage(nil, for: .normal)
        stepper.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .normal)
        let control = UISegmentedControl(items: ["A"])
        control.setImage(nil, forSegmentAt: 0)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.preferredIndicatorImage = nil
        for view in [button, configured, slider, stepper, control, pages] as [UIView] { stage.root.addSubview(view) }
        stage.app.runTurn()
        #expect(slider.currentThumbImage == nil)
        #expect(control.imageForSegment(at: 0) == nil)
    }

    @Test("A control removed from its window while pressed sends touchCancel, and the release does nothing")
    func removedWhileTracking() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        stage.press(CGPoint(x: 60, y: 60))
        #expect(button.isHighlighted)
        button.removeFromSuperview()
        stage.release(CGPoint(x: 60, y: 60))
        #expect(events == ["cancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("An action that removes its own control, and its other actions, runs to the end without a crash")
    func actionRemovesItsControl() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var log: [String] = []
        let second = UIAction { _ in log.append("second") }
        button.addAction(UIAction { [weak button] _ in
            log.append("first")
            button?.removeAction(second, for: .touchUpInside)
            button?.removeFromSuperview()
        }, for: .touchUpInside)
        button.addAction(second, for: .touchUpInside)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log.first == "first")
        #expect(button.superview == nil)
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log.filter { $0 == "first" }.count == 1)
    }

    @Test("A stepper whose window goes while it is held stops repeating and tracking")
    func windowGoesMidGesture() {
        let stage = TouchStage()
        let stepper = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 50, y: 150, width: 200, height: 31))
        stage.root.addSubview(stepper)
        stage.root.addSubview(slider)
        stage.press(CGPoint(x: 120, y: 66))
        stage.window.isHidden = true
        stage.root.removeFromSuperview()
        stage.advance(by: 3)
        #expect(stepper.value == 1)
        #expect(!stepper.isTracking)
    }

    @Test("A thousand segments, Int.max pages and extreme stepper values stay usable")
    func extremeCounts() {
        let stage = TouchStage()
        let control = UISegmentedControl(items: (0..<1_000).map { "S\($0)" })
        control.frame = CGRect(x: 0, y: 0, width: 400, height: 32)
        control.selectedSegmentIndex = 999
        let pages = UIPageControl(frame: CGRect(x: 0, y: 50, width: 200, height: 26))
        pages.numberOfPages = Int.max
        pages.currentPage = Int.max
        #expect(pages.currentPage == Int.max - 1)
        #expect(pages.size(forNumberOfPages: Int.max).width.isFinite)
        let stepper = UIStepper()
        stepper.maximumValue = .greatestFiniteMagnitude
        stepper.stepValue = .greatestFiniteMagnitude
        stepper.value = .greatestFiniteMagnitude
        stepper.minimumValue = -.infinity
        #expect(stepper.minimumValue == 0)
        stage.root.addSubview(control)
        stage.root.addSubview(pages)
        stage.root.addSubview(stepper)
        stage.app.runTurn()
        #expect(control.selectedSegmentIndex == 999)
        #expect(stepper.value == .greatestFiniteMagnitude)
    }

    @Test("Controls with NaN and infinite frames lay out without crashing")
    func hostileFrames() {
        let stage = TouchStage()
        let views: [UIView] = [
            UIButton(configuration: .filled()), UISwitch(), UISlider(), UIStepper(), UISegmentedControl(items: ["A", "B"]),
            UIProgressView(), UIPageControl(), UIActivityIndicatorView(style: .large),
        ]
        for (index, view) in views.enumerated() {
            view.frame = index % 2 == 0
                ? CGRect(x: CGFloat.nan, y: 0, width: .nan, height: 20)
                : CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -50)
            stage.root.addSubview(view)
        }
        stage.app.runTurn()
        for view in views { view.layoutIfNeeded() }
        #expect(views.count == 8)
    }
}
