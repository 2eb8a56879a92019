import CasementTestSupport
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A picker's data: components of titles; logs what the picker tells it.
@MainActor
final class PickerData: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var components: [[String]]
    var selections: [String] = []
    var madeViews = 0

    init(_ components: [[String]]) {
        self.components = components
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { components[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        madeViews += 1
        return components[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    /// A 300×216 picker at (50, 40) with `data`.
    private func stage(_ data: PickerData) -> (TouchStage, UIPickerView) {
        let stage = TouchStage()
        let picker = UIPickerView(frame: CGRect(x: 50, y: 40, width: 300, height: 216))
        picker.dataSource = data
        picker.delegate = data
        stage.root.addSubview(picker)
        stage.app.runTurn()
        return (stage, picker)
    }

    private let months = PickerData([["January", "February", "March", "April", "May", "June", "July", "August"]])

    @Test("A picker reports its components and rows, starts on each component's first row, and is 216 points high")
    func counts() {
        let data = PickerData([["A", "B", "C"], ["1", "2"]])
        let (_, picker) = stage(data)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 7) == -1)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(UIPickerView().intrinsicContentSize.height == 216)
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "B")
    }

    @Test("selectRow turns the wheel without telling the delegate; a row that does not exist is ignored")
    func selectRow() {
        let data = PickerData([["A", "B", "C"]])
        let (_, picker) = stage(data)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.selectRow(0, inComponent: 4, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(data.selections.isEmpty)
    }

    @Test("Dragging up two rows and letting go slowly settles on the third row, and the delegate hears it once settled")
    func dragSettles() {
        let (stage, picker) = stage(months)
        stage.press(CGPoint(x: 200, y: 148))
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 200, y: 120))
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 200, y: 90))
        stage.advance(by: 0.5)
        stage.drag(CGPoint(x: 200, y: 90))
        stage.release(CGPoint(x: 200, y: 90))
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(months.selections.isEmpty)
        stage.advance(by: 1)
        #expect(months.selections == ["0:2"])
    }

    @Test("A flick carries the wheel further than the drag, as iOS's deceleration does")
    func flick() {
        let (stage, picker) = stage(months)
        stage.press(CGPoint(x: 200, y: 148))
        for step in 1...3 {
            stage.advance(by: 0.016)
            stage.drag(CGPoint(x: 200, y: 148 - CGFloat(step) * 12))
        }
        stage.release(CGPoint(x: 200, y: 112))
        #expect(picker.selectedRow(inComponent: 0) > 2)
    }

    @Test("Clicking a row below the middle turns the wheel to it")
    func clickRow() {
        let (stage, picker) = stage(months)
        stage.tap(CGPoint(x: 200, y: 148 + 64))
        stage.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(months.selections == ["0:2"])
    }

    @Test("The mouse wheel turns the wheel")
    func mouseWheel() {
        let (stage, picker) = stage(months)
        stage.app.platform.inject(.scroll(
            window: stage.window.platformWindow!.id, deltaX: 0, deltaY: 6, location: CGPoint(x: 200, y: 148), modifiers: [],
            timestamp: stage.app.clock.now))
        stage.app.runTurn()
        stage.advance(by: 0.3)
        stage.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) >= 1)
    }

    @Test("With keyboard focus, Down turns the wheel a row and Up back; the delegate hears each")
    func keyboard() {
        let (stage, picker) = stage(months)
        stage.typeKey(.tab)
        #expect(picker.isFocused)
        stage.typeKey(.down)
        stage.advance(by: 1)
        stage.typeKey(.down)
        stage.advance(by: 1)
        stage.typeKey(.up)
        stage.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(months.selections == ["0:1", "0:2", "0:1"])
    }

    @Test("A wheel of 10,000 rows makes views only for the rows in sight")
    func manyRows() {
        let data = PickerData([(0..<10_000).map { "Row \($0)" }])
        let (_, picker) = stage(data)
        #expect(data.madeViews < 20)
        picker.selectRow(9_000, inComponent: 0, animated: false)
        #expect(picker.view(forRow: 9_000, forComponent: 0) != nil)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        #expect(data.madeViews < 40)
    }

    @Test("Reloading keeps the selection within the new rows")
    func reloadKeepsSelection() {
        let data = PickerData([["A", "B", "C", "D"]])
        let (_, picker) = stage(data)
        picker.selectRow(3, inComponent: 0, animated: false)
        data.components = [["A", "B"]]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        data.components = [[]]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("A picker renders as expected: rows in two wheels, the chosen ones in the band across the middle", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let data = PickerData([["January", "February", "March", "April", "May"], ["2024", "2025", "2026", "2027"]])
        let (stage, picker) = stage(data)
        stage.window.backgroundColor = .systemBackground
        stage.window.overrideUserInterfaceStyle = style
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        stage.advance(by: 0.02)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        let crop = try #require(image.cropping(to: CGRect(x: 50, y: 40, width: 300, height: 216)))
        GoldenImage.expectMatch(crop, named: "picker" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }

    @Test("Each wheel is an adjustable accessibility element valued by its chosen title; incrementing turns it a row")
    func accessibility() throws {
        let (stage, picker) = stage(months)
        let wheel = try #require(picker.subviews.first { $0.isAccessibilityElement })
        #expect(wheel.accessibilityTraits.contains(.adjustable))
        #expect(wheel.accessibilityValue == "January")
        wheel.accessibilityIncrement()
        stage.advance(by: 0.02)
        stage.advance(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(wheel.accessibilityValue == "February")
        #expect(months.selections == ["0:1"])
    }

    @Test("A data source with negative counts and a delegate with nonsense sizes leave a working picker")
    func hostileSizes() {
        final class Hostile: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? -5 : 3 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { .nan }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { -10 }
        }
        let data = Hostile()
        let (stage, picker) = stage(PickerData([]))
        picker.dataSource = data
        picker.delegate = data
        stage.advance(by: 0.02)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.rowSize(forComponent: 1).height == 32)
        #expect(picker.rowSize(forComponent: 1).width > 0)
        stage.tap(CGPoint(x: 100, y: 148))
        stage.advance(by: 1)
        withExtendedLifetime(data) {}
    }
}
