import CoreGraphics
import Foundation

/// One field of a compact date picker: the date or the time as text on a rounded gray plate,
/// which opens the picker's popover for it; its text takes the tint while the popover is open.
final class DatePickerPill: UIControl {
    enum Field {
        case date, time
    }

    static let height: CGFloat = 34
    static let horizontalPadding: CGFloat = 11

    let field: Field
    private let label = UILabel()
    /// Whether the pill's popover is open.
    var isOpen = false {
        didSet { label.textColor = isOpen ? tintColor : .label }
    }

    init(field: Field) {
        self.field = field
        super.init(frame: .zero)
        isFrameworkInternal = true
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = field == .date ? "Date" : "Time"
    }

    required init?(coder: NSCoder) { nil }

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            accessibilityValue = newValue
            invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: label.intrinsicContentSize.width.rounded(.up) + 2 * Self.horizontalPadding, height: Self.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isOpen { label.textColor = tintColor }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}
