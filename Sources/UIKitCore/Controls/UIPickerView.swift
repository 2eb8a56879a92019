public import CoreGraphics
public import Foundation

/// Wheels of rows to choose from, one per component, as iOS shows them: the chosen rows sit in a
/// band across the middle, the others fade towards the edges.
///
/// A wheel turns when dragged, flicked (settling where iOS's deceleration carries it, on the
/// nearest row), wheeled, or when a row is clicked; the delegate hears `didSelectRow` once it
/// settles on a new row. When the picker has keyboard focus, Up and Down turn the focused
/// wheel a row, Left and Right move between wheels. The data source says how many rows there
/// are; the delegate gives each row its view or title.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// A picker's height when it chooses its own, as iOS's.
    static let defaultHeight: CGFloat = 216
    /// A row's height unless the delegate gives one.
    static let defaultRowHeight: CGFloat = 32
    /// The space between components.
    static let componentSpacing: CGFloat = 5

    /// Says how many components and rows there are.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }

    /// Gives rows their content and hears what the user picks.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    private var columns: [PickerColumn] = []
    private let selectionBand = UIView()
    private let topFade = PickerFadeView(towardsTop: true)
    private let bottomFade = PickerFadeView(towardsTop: false)
    /// The wheel the arrow keys turn while the picker has focus.
    private var focusedComponent = 0

    /// A picker with no components until it has a data source.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePicker()
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
    }

    private func configurePicker() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
        topFade.isUserInteractionEnabled = false
        bottomFade.isUserInteractionEnabled = false
        addSubview(topFade)
        addSubview(bottomFade)
        isAccessibilityElement = false
    }

    // MARK: Components and rows

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int { columns.count }

    /// The number of rows of `component`, as the data source last said; 0 for a component that
    /// does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of `component`'s rows.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidths()[component], height: columns[component].rowHeight)
    }

    /// Asks the data source and delegate again about every component.
    open func reloadAllComponents() {
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(component: columns.count, picker: self)
            insertSubview(column, aboveSubview: columns.last ?? selectionBand)
            columns.append(column)
        }
        for component in columns.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again about `component`; its selection stays, within
    /// its new rows. A component that does not exist is ignored.
    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else { return }
        let column = columns[component]
        column.rowCount = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        column.rowHeight = height > 0 && height.isFinite ? height : Self.defaultRowHeight
        if column.rowCount == 0 {
            column.selectedRow = -1
        } else {
            column.selectedRow = min(max(column.selectedRow, 0), column.rowCount - 1)
        }
        column.reloadRows()
        if column.selectedRow >= 0 { column.show(row: column.selectedRow, animated: false) }
    }

    /// Turns `component` to `row`, animated or at once; the delegate is not told. A component or
    /// row that does not exist is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard columns.indices.contains(component), row >= 0, row < columns[component].rowCount else {
            Diagnostics.report("Casement UIKit: UIPickerView.selectRow(\(row), inComponent: \(component)) ignored: no such row.")
            return
        }
        columns[component].selectedRow = row
        columns[component].show(row: row, animated: animated)
    }

    /// The row `component` rests on, or -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    /// The view showing `row` of `component`, while it is in sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        columns.indices.contains(component) ? columns[component].viewForRow(row) : nil
    }

    // MARK: Layout

    /// As wide as given, 216 points high by default.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight)
    }

    /// The size the picker takes within `size`: 320 by 216 points unless told otherwise.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.defaultHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = componentWidths()
        let total = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * Self.componentSpacing
        var x = bounds.midX - total / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, column) in (rightToLeft ? columns.reversed() : columns).enumerated() {
            let width = rightToLeft ? widths[widths.count - 1 - index] : widths[index]
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let bandHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: 8, y: bounds.midY - bandHeight / 2, width: max(bounds.width - 16, 0), height: bandHeight)
        let fade = max((bounds.height - bandHeight) / 2, 0)
        topFade.frame = CGRect(x: 0, y: 0, width: bounds.width, height: fade)
        bottomFade.frame = CGRect(x: 0, y: bounds.height - fade, width: bounds.width, height: fade)
        for column in columns where column.selectedRow >= 0 && !column.isTracking {
            column.show(row: column.selectedRow, animated: false)
        }
    }

    /// Each component's width: the delegate's, or an equal share of what is left.
    private func componentWidths() -> [CGFloat] {
        guard !columns.isEmpty else { return [] }
        let asked = columns.indices.map { component -> CGFloat in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return width > 0 && width.isFinite ? width : 0
        }
        let spacing = CGFloat(columns.count - 1) * Self.componentSpacing
        let free = max(bounds.width - 16 - spacing - asked.reduce(0, +), 0)
        let shares = asked.filter { $0 == 0 }.count
        return asked.map { $0 > 0 ? $0 : free / CGFloat(max(shares, 1)) }
    }

    // MARK: Rows

    /// A row's view: the delegate's view, or a label with its attributed or plain title.
    func makeRowView(row: Int, component: Int, reusing reused: UIView?) -> UIView {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reused) { return view }
        let label = reused as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// The user settled `component` on `row`.
    func userDidSelect(row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Keyboard

    /// A picker with components takes keyboard focus.
    open override var canBecomeFocused: Bool { !columns.isEmpty }

    override var defaultFocusEffect: UIFocusEffect? { UIFocusEffect() }

    /// While focused: Up and Down turn the focused wheel a row (telling the delegate), Left and
    /// Right move between wheels.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFocused, let key = presses.first?.key, !columns.isEmpty else { return super.pressesBegan(presses, with: event) }
        focusedComponent = min(focusedComponent, columns.count - 1)
        let column = columns[focusedComponent]
        switch key.keyCode {
        case .keyboardUpArrow where column.rowCount > 0:
            column.settle(on: max(column.selectedRow - 1, 0))
        case .keyboardDownArrow where column.rowCount > 0:
            column.settle(on: min(column.selectedRow + 1, column.rowCount - 1))
        case .keyboardLeftArrow:
            focusedComponent = max(focusedComponent - 1, 0)
        case .keyboardRightArrow:
            focusedComponent = min(focusedComponent + 1, columns.count - 1)
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}

/// The fade over a picker's rows towards its top or bottom edge: the background colour, clear
/// near the selection band, opaque at the edge, as the wheel turning away looks.
final class PickerFadeView: UIView {
    private let towardsTop: Bool

    init(towardsTop: Bool) {
        self.towardsTop = towardsTop
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let base = (superview?.backgroundColor ?? .systemBackground)
        let colors = [base.withAlphaComponent(0.85).cgColor, base.withAlphaComponent(0).cgColor]
        let locations: [CGFloat] = [0, 1]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) else { return }
        let (start, end) = towardsTop ? (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: bounds.height)) : (CGPoint(x: 0, y: bounds.height), CGPoint(x: 0, y: 0))
        context.drawLinearGradient(gradient, start: start, end: end, options: [])
    }
}
