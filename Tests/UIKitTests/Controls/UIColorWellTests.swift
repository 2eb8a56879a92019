import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("UIColorWell")
struct UIColorWellTests {
    init() { PinnedFonts.install() }

    @MainActor
    final class Log {
        var colors: [UIColor?] = []
    }

    /// A well at (40, 40) on a white stage, logging the colours it sends.
    private func stage(_ change: (UIColorWell) -> Void = { _ in }) -> (TouchStage, UIColorWell, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let well = UIColorWell(frame: CGRect(x: 40, y: 40, width: 28, height: 28))
        change(well)
        stage.root.addSubview(well)
        let log = Log()
        well.addAction(UIAction { [weak well] _ in log.colors.append(well?.selectedColor) }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, well, log)
    }

    /// The first view of `type` below `view`, depth first.
    private func firstSubview<T: UIView>(of type: T.Type, in view: UIView) -> T? {
        for subview in view.subviews {
            if let match = subview as? T ?? firstSubview(of: type, in: subview) { return match }
        }
        return nil
    }

    /// The middle of the grid cell at `row` and `column`, in the popover window.
    private func cellPoint(row: Int, column: Int, in popover: UIWindow) throws -> CGPoint {
        let grid = try #require(firstSubview(of: ColorGridView.self, in: popover))
        return grid.convert(CGPoint(x: (CGFloat(column) + 0.5) * ColorPickerPanel.cell, y: (CGFloat(row) + 0.5) * ColorPickerPanel.cell), to: nil)
    }

    @Test("A well starts with no colour, supporting alpha, untitled, 28 points square, a button to accessibility")
    func defaults() {
        let well = UIColorWell(frame: .zero)
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 28, height: 28))
        #expect(well.isAccessibilityElement && well.accessibilityTraits.contains(.button))
        #expect(well.accessibilityLabel == "Color" && well.accessibilityValue == nil)
    }

    @Test("Setting the colour sends nothing and reads as its hexadecimal value")
    func settingSendsNothing() {
        let (_, well, log) = stage()
        well.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(log.colors.isEmpty)
        #expect(well.accessibilityValue == "#FF8000, 50% opacity")
        well.title = "Highlight"
        #expect(well.accessibilityLabel == "Highlight")
    }

    @Test("A click opens the picker below the well; a colour clicked in it is chosen and sent, and the picker stays open")
    func choosingAColour() throws {
        let (stage, well, log) = stage()
        stage.tap(CGPoint(x: 54, y: 54))
        let popover = try #require(stage.app.session.popovers.shownWindow)
        #expect(popover.frame.minY >= stage.window.frame.minY + 68)
        stage.tap(try cellPoint(row: 3, column: 4, in: popover), in: popover)
        let expected = ColorPickerPanel.paletteColor(row: 3, column: 4)
        #expect(well.selectedColor == expected)
        #expect(log.colors == [expected])
        #expect(stage.app.session.popovers.isOpen)
        stage.tap(try cellPoint(row: 0, column: 11, in: popover), in: popover)
        #expect(well.selectedColor == UIColor(white: 0, alpha: 1))
        #expect(log.colors.count == 2)
    }

    @Test("Escape closes the picker; the next click opens it again, showing the colour chosen")
    func closingAndReopening() throws {
        let (stage, well, _) = stage { $0.selectedColor = ColorPickerPanel.paletteColor(row: 5, column: 2) }
        stage.tap(CGPoint(x: 54, y: 54))
        #expect(stage.app.session.popovers.isOpen)
        let id = stage.window.platformWindow!.id
        stage.app.platform.inject(.key(
            window: id, isDown: true, keysym: 0xFF1B, hidUsage: 0x29, text: nil, isRepeat: false, modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(!stage.app.session.popovers.isOpen)
        stage.tap(CGPoint(x: 54, y: 54))
        let grid = try #require(stage.app.session.popovers.shownWindow.flatMap { firstSubview(of: ColorGridView.self, in: $0) })
        #expect(grid.selectedCell.map { [$0.row, $0.column] } == [5, 2])
        #expect(well.selectedColor == ColorPickerPanel.paletteColor(row: 5, column: 2))
    }

    @Test("The opacity slider makes the chosen colour translucent and sends it; without alpha there is no slider and colours are opaque")
    func opacity() throws {
        let (stage, well, log) = stage { $0.selectedColor = .systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
        stage.tap(CGPoint(x: 54, y: 54))
        let popover = try #require(stage.app.session.popovers.shownWindow)
        let slider = try #require(firstSubview(of: UISlider.self, in: popover))
        slider.setValue(0.25, animated: false)
        slider.sendActions(for: .valueChanged)
        #expect(abs((well.selectedColor?.cgColor.alpha ?? 0) - 0.25) < 0.001)
        #expect(log.colors.count == 1)
        stage.tap(try cellPoint(row: 2, column: 0, in: popover), in: popover)
        #expect(abs((well.selectedColor?.cgColor.alpha ?? 0) - 0.25) < 0.001)
        stage.app.session.popovers.dismiss()

        let (opaqueStage, opaqueWell, _) = self.stage { $0.supportsAlpha = false }
        opaqueStage.tap(CGPoint(x: 54, y: 54))
        let opaquePopover = try #require(opaqueStage.app.session.popovers.shownWindow)
        #expect(firstSubview(of: UISlider.self, in: opaquePopover)?.isHidden ?? true)
        opaqueStage.tap(try cellPoint(row: 2, column: 0, in: opaquePopover), in: opaquePopover)
        #expect(opaqueWell.selectedColor?.cgColor.alpha == 1)
    }

    @Test("The picker's cells are buttons named by their colour; the chosen one is selected, and activating another chooses it")
    func cellsToAccessibility() throws {
        let (stage, well, log) = stage { $0.selectedColor = UIColor(white: 1, alpha: 1) }
        stage.tap(CGPoint(x: 54, y: 54))
        let popover = try #require(stage.app.session.popovers.shownWindow)
        let grid = try #require(firstSubview(of: ColorGridView.self, in: popover))
        let cells = try #require(grid.accessibilityElements as? [UIAccessibilityElement])
        #expect(cells.count == 120)
        #expect(cells[0].accessibilityLabel == "#FFFFFF" && cells[0].accessibilityTraits == [.button, .selected])
        #expect(cells[11].accessibilityLabel == "#000000" && cells[11].accessibilityTraits == .button)
        #expect(cells[13].accessibilityFrame.width == ColorPickerPanel.cell)
        #expect(cells[11].accessibilityActivate())
        #expect(well.selectedColor == UIColor(white: 0, alpha: 1))
        #expect(log.colors.count == 1)
        #expect(cells[11].accessibilityTraits == [.button, .selected])
    }

    @Test("Space on a focused well opens the picker; a disabled well does not open")
    func keyboardAndDisabled() {
        let (stage, well, _) = stage()
        stage.typeKey(.tab)
        #expect(!stage.app.session.popovers.isOpen)
        stage.typeKey(.space)
        #expect(stage.app.session.popovers.isOpen)
        stage.app.session.popovers.dismiss()
        well.isEnabled = false
        stage.tap(CGPoint(x: 54, y: 54))
        #expect(!stage.app.session.popovers.isOpen)
    }

    @Test("A well removed from its window closes its picker")
    func removedWhileOpen() {
        let (stage, well, _) = stage()
        stage.tap(CGPoint(x: 54, y: 54))
        #expect(stage.app.session.popovers.isOpen)
        well.removeFromSuperview()
        stage.app.runTurn()
        #expect(!stage.app.session.popovers.isOpen)
    }

    @Test("Empty, chosen, translucent and disabled wells, and the open picker, render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 48))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let colors: [UIColor?] = [nil, .systemBlue, UIColor(red: 1, green: 0, blue: 0, alpha: 0.4), .systemGreen]
        for (index, color) in colors.enumerated() {
            let well = UIColorWell(frame: CGRect(x: 10 + CGFloat(index) * 40, y: 10, width: 28, height: 28))
            well.selectedColor = color
            well.isEnabled = index != 3
            window.addSubview(well)
        }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "wells" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)

        let panel = ColorPickerPanel(title: "Highlight", selectedColor: ColorPickerPanel.paletteColor(row: 4, column: 6).withAlphaComponent(0.6), supportsAlpha: true)
        let size = panel.sizeThatFits(.zero)
        let host = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width + 16, height: size.height + 16))
        host.backgroundColor = .systemBackground
        host.overrideUserInterfaceStyle = style
        panel.frame = CGRect(origin: CGPoint(x: 8, y: 8), size: size)
        host.addSubview(panel)
        host.makeKeyAndVisible()
        app.runTurn()
        let picker = try #require(app.platformWindow(of: host)?.presentedImage())
        GoldenImage.expectMatch(picker, named: "color-picker" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
