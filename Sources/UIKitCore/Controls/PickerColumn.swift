import CoreGraphics
import Foundation

/// One wheel of a picker view: its rows stacked in a view whose bounds scroll, dragged or
/// wheeled by the user, settling on the nearest row.
///
/// Only the rows in sight have views (a wheel of thousands of rows costs the few it shows);
/// they are reused as the wheel turns.
final class PickerColumn: UIView {
    /// The rows' view, whose bounds' origin is how far the wheel has turned.
    let content = UIView()
    let component: Int
    weak var picker: UIPickerView?
    var rowCount = 0
    var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The row the wheel rests on, or -1 when it has none.
    var selectedRow = -1
    /// Row views by row, for the rows in sight.
    private var rowViews: [Int: UIView] = [:]
    private var reusable: [UIView] = []
    /// The offset a settling animation started from, so the rows it passes stay laid out.
    private var settlingFrom: CGFloat?
    private var dragStart: CGFloat = 0
    private var isDragging = false

    /// Whether the wheel is being dragged or is settling, so layout leaves its offset alone.
    var isTracking: Bool { isDragging || settlingFrom != nil }
    private let pan = UIPanGestureRecognizer()
    private let tap = UITapGestureRecognizer()

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        clipsToBounds = true
        content.isUserInteractionEnabled = false
        addSubview(content)
        pan.allowedScrollTypesMask = .all
        pan.addTarget { [weak self] (recognizer: UIPanGestureRecognizer) in self?.panned(recognizer) }
        addGestureRecognizer(pan)
        tap.addTarget { [weak self] (recognizer: UITapGestureRecognizer) in self?.tapped(recognizer) }
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: Accessibility

    /// The chosen row's title, or its view's label.
    override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            guard selectedRow >= 0, let picker else { return nil }
            if let title = picker.delegate?.pickerView(picker, titleForRow: selectedRow, forComponent: component) { return title }
            if let title = picker.delegate?.pickerView(picker, attributedTitleForRow: selectedRow, forComponent: component) { return title.string }
            return rowViews[selectedRow]?.accessibilityLabel
        }
        set { super.accessibilityValue = newValue }
    }

    /// Turns to the next row, as a swipe up of an assistive technology asks.
    override func accessibilityIncrement() {
        if rowCount > 0 { settle(on: min(selectedRow + 1, rowCount - 1)) }
    }

    /// Turns to the previous row.
    override func accessibilityDecrement() {
        if rowCount > 0 { settle(on: max(selectedRow - 1, 0)) }
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Offsets

    /// The offset at which `row` sits in the middle.
    func offset(of row: Int) -> CGFloat {
        CGFloat(row) * rowHeight - (bounds.height - rowHeight) / 2
    }

    private var minimumOffset: CGFloat { offset(of: 0) }
    private var maximumOffset: CGFloat { offset(of: max(rowCount - 1, 0)) }

    /// The row nearest the middle at `offset`.
    private func row(at offset: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        let row = Int(((offset + (bounds.height - rowHeight) / 2) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// Turns the wheel to `row`, animated or at once, then calls `done` (after the animation).
    func show(row: Int, animated: Bool, done: (() -> Void)? = nil) {
        let target = offset(of: row)
        guard animated, window != nil else {
            content.layer.removeAllAnimations()
            settlingFrom = nil
            content.bounds.origin.y = target
            layoutRows()
            done?()
            return
        }
        let start = content.layer.presentation()?.bounds.origin.y ?? content.bounds.origin.y
        settlingFrom = start
        let duration = min(max(abs(target - start) / 1000 + 0.25, 0.25), 0.8)
        content.layer.removeAllAnimations()
        content.bounds.origin.y = start
        layoutRows()
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            self.content.bounds.origin.y = target
        } completion: { [weak self] _ in
            self?.settlingFrom = nil
            self?.layoutRows()
            done?()
        }
    }

    // MARK: Input

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Catch the wheel where it is.
            let current = content.layer.presentation()?.bounds.origin.y ?? content.bounds.origin.y
            content.layer.removeAllAnimations()
            settlingFrom = nil
            content.bounds.origin.y = current
            dragStart = current
            isDragging = true
            follow(recognizer)
        case .changed:
            follow(recognizer)
        case .ended, .cancelled:
            isDragging = false
            // Where iOS's deceleration (0.998 a millisecond) would carry it, then the nearest row.
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: self).y : 0
            let projected = content.bounds.origin.y - velocity * 0.998 / (1 - 0.998) / 1000
            settle(on: row(at: min(max(projected, minimumOffset), maximumOffset)))
        default:
            break
        }
    }

    /// Moves the wheel with the drag (or the wheel's scrolling) so far.
    private func follow(_ recognizer: UIPanGestureRecognizer) {
        var offset = dragStart - recognizer.translation(in: self).y
        // Past the ends the wheel follows at half the distance.
        if offset < minimumOffset { offset = minimumOffset - (minimumOffset - offset) / 2 }
        if offset > maximumOffset { offset = maximumOffset + (offset - maximumOffset) / 2 }
        content.bounds.origin.y = offset
        layoutRows()
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, rowCount > 0 else { return }
        let y = recognizer.location(in: self).y + content.bounds.origin.y
        settle(on: min(max(Int((y / rowHeight).rounded(.down)), 0), rowCount - 1))
    }

    /// Turns to `row` and, once there, tells the delegate if the selection changed.
    func settle(on row: Int) {
        guard row >= 0 else { return }
        let changed = row != selectedRow
        selectedRow = row
        show(row: row, animated: true) { [weak self] in
            guard changed, let self, let picker else { return }
            picker.userDidSelect(row: row, inComponent: component)
        }
    }

    // MARK: Rows

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame.size = bounds.size
        layoutRows()
    }

    /// Gives the rows in sight (and those a settling animation passes) their views, and lets the others go.
    func layoutRows() {
        guard rowCount > 0, bounds.height > 0, let picker else {
            for view in rowViews.values { view.removeFromSuperview() }
            rowViews = [:]
            return
        }
        var low = content.bounds.origin.y, high = low + bounds.height
        if let settlingFrom {
            low = min(low, settlingFrom)
            high = max(high, settlingFrom + bounds.height)
        }
        let first = max(Int((low / rowHeight).rounded(.down)), 0)
        let last = min(Int((high / rowHeight).rounded(.up)), rowCount - 1)
        guard first <= last else { return }
        for (row, view) in rowViews where row < first || row > last {
            view.removeFromSuperview()
            reusable.append(view)
            rowViews[row] = nil
        }
        for row in first...last {
            let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let view = rowViews[row] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            let view = picker.makeRowView(row: row, component: component, reusing: reusable.popLast())
            view.frame = frame
            content.addSubview(view)
            rowViews[row] = view
        }
    }

    /// Drops every row view, to be made again from the delegate.
    func reloadRows() {
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        reusable = []
        setNeedsLayout()
    }

    /// The view showing `row`, if it is in sight.
    func viewForRow(_ row: Int) -> UIView? { rowViews[row] }
}
