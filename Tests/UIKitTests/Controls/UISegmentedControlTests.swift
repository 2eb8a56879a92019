import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// A 300-point control of three segments (100 points each) at (50, 50) on a white stage.
    private func stageWithControl(_ change: (UISegmentedControl) -> Void = { _ in }) -> (TouchStage, UISegmentedControl, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 50, width: 300, height: 32)
        change(control)
        stage.root.addSubview(control)
        let log = Log()
        control.addAction(UIAction { _ in log.entries.append("changed \(control.selectedSegmentIndex)") }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, control, log)
    }

    private func centre(of segment: Int) -> CGPoint { CGPoint(x: 100 + CGFloat(segment) * 100, y: 66) }

    @Test("A control made from items has a segment for each, none selected, 32 points high")
    func items() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        let control = UISegmentedControl(items: ["A", image, "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A")
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.height == 32)
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    @Test("Equal segments are as wide as the widest content; apportioned ones follow their content")
    func widths() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        #expect(apportioned < equal)
        control.frame = CGRect(x: 0, y: 0, width: apportioned, height: 32)
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)
        #expect(control.intrinsicContentSize.width < apportioned + 50)
    }

    @Test("Tapping a segment selects it and sends value changed; tapping it again sends nothing")
    func tapping() {
        let (stage, control, log) = stageWithControl()
        stage.tap(centre(of: 1))
        #expect(control.selectedSegmentIndex == 1)
        stage.advance(by: 1)
        stage.tap(centre(of: 1))
        stage.advance(by: 1)
        stage.tap(centre(of: 2))
        #expect(log.entries == ["changed 1", "changed 2"])
    }

    @Test("A press slid to another segment selects the one where it lifts; lifted far away it selects none")
    func sliding() {
        let (stage, control, log) = stageWithControl()
        stage.press(centre(of: 0))
        stage.drag(centre(of: 2))
        stage.release(centre(of: 2))
        #expect(control.selectedSegmentIndex == 2)
        stage.advance(by: 1)
        stage.press(centre(of: 0))
        stage.drag(CGPoint(x: 100, y: 290))
        stage.release(CGPoint(x: 100, y: 290))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["changed 2"])
    }

    @Test("Disabled segments take no taps; setting the index sends nothing; a bad index is ignored")
    func disabledAndProgrammatic() {
        let (stage, control, log) = stageWithControl()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        stage.tap(centre(of: 1))
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries.isEmpty)
    }

    @Test("A momentary control sends the tapped index and keeps no selection")
    func momentary() {
        let (stage, control, log) = stageWithControl { $0.isMomentary = true }
        stage.tap(centre(of: 0))
        stage.advance(by: 1)
        stage.tap(centre(of: 0))
        #expect(log.entries == ["changed 0", "changed 0"])
        #expect(control.selectedSegmentIndex == -1)
    }

    @Test("Segments made from actions show their titles and perform them when selected")
    func actions() {
        let stage = TouchStage()
        var ran: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in ran.append("list") }
        let grid = UIAction(title: "Grid") { action in ran.append(action.title) }
        let control = UISegmentedControl(frame: CGRect(x: 50, y: 50, width: 200, height: 32), actions: [list, grid])
        stage.root.addSubview(control)
        stage.app.runTurn()
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0) === list)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        stage.tap(CGPoint(x: 200, y: 66))
        #expect(ran == ["Grid"])
        control.insertSegment(action: UIAction(title: "Map") { _ in ran.append("map") }, at: 0, animated: true)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("Inserting and removing segments keeps the selection on its segment, or drops it with it")
    func insertRemove() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        #expect(control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == -1)
        control.removeSegment(at: 42, animated: false)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Title attributes per state style the titles; the selected title is semibold")
    func titleAttributes() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        // The labels that show the titles, by their text.
        let labels = control.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        func attribute(_ key: NSAttributedString.Key, of title: String) -> Any? {
            labels.first { $0.text == title }?.attributedText?.attribute(key, at: 0, effectiveRange: nil)
        }
        #expect(attribute(.foregroundColor, of: "A") as? UIColor == .systemRed)
        #expect(attribute(.foregroundColor, of: "B") as? UIColor == .systemBlue)
        #expect(attribute(.font, of: "B") as? UIFont == .systemFont(ofSize: 13, weight: .semibold))
        #expect(attribute(.font, of: "A") as? UIFont == .systemFont(ofSize: 13))
    }

    @Test("Accessibility sees a button for each segment, the selected one selected; activating one selects it")
    func accessibility() throws {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.selectedSegmentIndex = 0
        #expect(!control.isAccessibilityElement)
        let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Day", "Week"])
        #expect(elements[0].accessibilityTraits == [.button, .selected])
        #expect(elements[1].accessibilityActivate())
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("Plain, selected, tinted, disabled and image segmented controls render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 140))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let plain = UISegmentedControl(items: ["One", "Two", "Three"])
        plain.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
        let selected = UISegmentedControl(items: ["One", "Two", "Three"])
        selected.frame = CGRect(x: 10, y: 52, width: 240, height: 32)
        selected.selectedSegmentIndex = 1
        selected.selectedSegmentTintColor = .systemBlue
        selected.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        selected.setEnabled(false, forSegmentAt: 2)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 14, height: 14))
        }
        let images = UISegmentedControl(items: [square, "Text", square])
        images.frame = CGRect(x: 10, y: 94, width: 240, height: 32)
        images.selectedSegmentIndex = 0
        for control in [plain, selected, images] { window.addSubview(control) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "segmented" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
