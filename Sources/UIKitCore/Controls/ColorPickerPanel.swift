import CoreGraphics
import Foundation

/// What a colour well's picker shows in its popover: the well's title, a grid of colours to
/// click or drag across, and an opacity slider when the well supports alpha.
package final class ColorPickerPanel: UIView {
    static let columns = 12
    static let rows = 10
    package static let cell: CGFloat = 24
    static let spacing: CGFloat = 8

    /// Called with each colour chosen, its opacity the slider's.
    var onChoice: ((UIColor) -> Void)?

    var selectedColor: UIColor? {
        didSet { showSelectedColor() }
    }

    var supportsAlpha: Bool {
        didSet {
            opacity.isHidden = !supportsAlpha
            opacityLabel.isHidden = !supportsAlpha
            setNeedsLayout()
        }
    }

    private let titleLabel = UILabel()
    private let grid = ColorGridView()
    private let opacity = UISlider()
    private let opacityLabel = UILabel()

    package init(title: String?, selectedColor: UIColor?, supportsAlpha: Bool) {
        self.supportsAlpha = supportsAlpha
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.isHidden = title?.isEmpty ?? true
        opacity.value = 1
        opacity.isHidden = !supportsAlpha
        opacityLabel.isHidden = !supportsAlpha
        opacityLabel.font = .systemFont(ofSize: 13)
        opacityLabel.textColor = .secondaryLabel
        opacityLabel.textAlignment = .right
        for view in [titleLabel, grid, opacity, opacityLabel] as [UIView] { addSubview(view) }
        grid.onPick = { [weak self] row, column in self?.picked(row: row, column: column) }
        opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        self.selectedColor = selectedColor
        // Observers do not run for a class's own initializer.
        showSelectedColor()
    }

    package required init?(coder: NSCoder) { nil }

    private var titleHeight: CGFloat { titleLabel.isHidden ? 0 : 20 + Self.spacing }
    private var opacityHeight: CGFloat { supportsAlpha ? Self.spacing + 31 : 0 }

    package override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: CGFloat(Self.columns) * Self.cell, height: titleHeight + CGFloat(Self.rows) * Self.cell + opacityHeight)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let width = CGFloat(Self.columns) * Self.cell
        titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: 20)
        grid.frame = CGRect(x: 0, y: titleHeight, width: width, height: CGFloat(Self.rows) * Self.cell)
        let sliderY = grid.frame.maxY + Self.spacing
        opacityLabel.frame = CGRect(x: width - 44, y: sliderY, width: 44, height: 31)
        opacity.frame = CGRect(x: 0, y: sliderY, width: width - 52, height: 31)
    }

    private func picked(row: Int, column: Int) {
        let alpha = supportsAlpha ? CGFloat(opacity.value) : 1
        let color = Self.paletteColor(row: row, column: column).withAlphaComponent(alpha)
        grid.selectedCell = (row, column)
        onChoice?(color)
    }

    /// A new opacity applies to the colour chosen, when there is one.
    private func opacityChanged() {
        updateOpacityText()
        guard let selectedColor else { return }
        onChoice?(selectedColor.withAlphaComponent(CGFloat(opacity.value)))
    }

    private func showSelectedColor() {
        grid.selectedCell = selectedColor.flatMap(Self.cell(of:))
        if let alpha = selectedColor?.cgColor.alpha { opacity.value = Float(alpha) }
        updateOpacityText()
    }

    private func updateOpacityText() {
        opacityLabel.text = "\(Int((opacity.value * 100).rounded()))%"
    }

    // MARK: Palette

    /// The colour of a cell: the top row runs from white to black; below it each column is a hue
    /// (from cyan round to green), from its darkest shade at the top to its palest at the bottom.
    package static func paletteColor(row: Int, column: Int) -> UIColor {
        if row == 0 { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let hue = (0.55 + CGFloat(column) / CGFloat(columns)).truncatingRemainder(dividingBy: 1)
        // Rows 1 to 5 brighten the full colour; rows 6 to 9 pale it.
        let (saturation, brightness): (CGFloat, CGFloat) = row <= 5
            ? (1, 0.3 + 0.7 * CGFloat(row - 1) / 4)
            : (1 - 0.18 * CGFloat(row - 5), 1)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// The cell showing `color` (ignoring its opacity), if one does.
    static func cell(of color: UIColor) -> (row: Int, column: Int)? {
        let wanted = opaqueComponents(color)
        for row in 0..<rows {
            for column in 0..<columns where opaqueComponents(paletteColor(row: row, column: column)) == wanted {
                return (row, column)
            }
        }
        return nil
    }

    private static func opaqueComponents(_ color: UIColor) -> [Int] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return [] }
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }

    /// `color` as accessibility reads it: "#RRGGBB", with its opacity when it is not opaque.
    static func describe(_ color: UIColor) -> String {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let hex = [red, green, blue].map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
        return alpha < 1 ? "#\(hex), \(Int((alpha * 100).rounded()))% opacity" : "#\(hex)"
    }
}

/// The grid of colours: a press or drag chooses the cell under the pointer, the chosen cell
/// outlined.
package final class ColorGridView: ControlPartView {
    var onPick: ((Int, Int) -> Void)?
    package internal(set) var selectedCell: (row: Int, column: Int)? {
        didSet { setNeedsDisplay() }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        // Each cell is a button to accessibility, named by its colour.
        var elements: [Any] = []
        for row in 0..<ColorPickerPanel.rows {
            for column in 0..<ColorPickerPanel.columns {
                let element = ColorCellElement(grid: self, row: row, column: column)
                element.accessibilityLabel = ColorPickerPanel.describe(ColorPickerPanel.paletteColor(row: row, column: column))
                let cell = ColorPickerPanel.cell
                element.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                elements.append(element)
            }
        }
        isAccessibilityElement = false
        accessibilityElements = elements
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let cell = ColorPickerPanel.cell
        context.saveGState()
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath)
        context.clip()
        for row in 0..<ColorPickerPanel.rows {
            for column in 0..<ColorPickerPanel.columns {
                context.setFillColor(ColorPickerPanel.paletteColor(row: row, column: column).cgColor)
                context.fill(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell))
            }
        }
        context.restoreGState()
        // A hairline keeps the palest cells apart from a background of their colour.
        context.addPath(UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 7.5).cgPath)
        context.setLineWidth(1)
        context.setStrokeColor(resolvedCGColor(.separator))
        context.strokePath()
        guard let selectedCell else { return }
        let frame = CGRect(x: CGFloat(selectedCell.column) * cell, y: CGFloat(selectedCell.row) * cell, width: cell, height: cell)
        // A white ring inside a dark one shows on light and dark cells alike.
        context.setLineWidth(3)
        context.setStrokeColor(CGColor(gray: 1, alpha: 1))
        context.stroke(frame.insetBy(dx: 1.5, dy: 1.5))
        context.setLineWidth(1)
        context.setStrokeColor(CGColor(gray: 0, alpha: 0.6))
        context.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pick(touches)
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        pick(touches)
    }

    /// Whether the cell at `row` and `column` is the chosen one.
    fileprivate func isChosen(row: Int, column: Int) -> Bool {
        selectedCell.map { $0 == (row, column) } ?? false
    }

    /// Chooses the cell at `row` and `column`, as a press on it does.
    fileprivate func choose(row: Int, column: Int) {
        onPick?(row, column)
    }

    /// Chooses the cell under the touch when it is another than the chosen one.
    private func pick(_ touches: Set<UITouch>) {
        guard let point = touches.first?.location(in: self), bounds.contains(point) else { return }
        let cell = ColorPickerPanel.cell
        let row = min(Int(point.y / cell), ColorPickerPanel.rows - 1)
        let column = min(Int(point.x / cell), ColorPickerPanel.columns - 1)
        if let selectedCell, selectedCell == (row, column) { return }
        onPick?(row, column)
    }
}

/// A cell of the grid as accessibility sees it: a button named by its colour, selected when
/// chosen; activating it chooses it.
private final class ColorCellElement: UIAccessibilityElement {
    private let row: Int
    private let column: Int

    init(grid: ColorGridView, row: Int, column: Int) {
        (self.row, self.column) = (row, column)
        super.init(accessibilityContainer: grid)
    }

    private var grid: ColorGridView? { accessibilityContainer as? ColorGridView }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { grid?.isChosen(row: row, column: column) == true ? [.button, .selected] : .button }
        set { super.accessibilityTraits = newValue }
    }

    override func accessibilityActivate() -> Bool {
        guard let grid else { return false }
        grid.choose(row: row, column: column)
        return true
    }
}
