import CoreGraphics
import Foundation

/// The look of a checkbox-style switch: a rounded box, filled with the tint and checked while
/// on, and the title beside it, as a Mac shows a checkbox.
final class SwitchCheckboxView: ControlPartView {
    /// The side of the box.
    static let boxSide: CGFloat = 16
    /// The space between the box and the title.
    static let titleSpacing: CGFloat = 6

    private let label = UILabel()
    private var isOn = false
    private var tint = UIColor.systemBlue
    private var isPressed = false

    var title: String? {
        didSet {
            label.text = title
            label.isHidden = title?.isEmpty ?? true
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 13)
        label.isHidden = true
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the box for `isOn`, in `tint`, dimmed when not `enabled`, darker while `pressed`.
    func show(isOn: Bool, tint: UIColor, enabled: Bool, pressed: Bool) {
        self.isOn = isOn
        self.tint = tint
        isPressed = pressed
        alpha = enabled ? 1 : UISwitch.disabledAlpha
        setNeedsDisplay()
    }

    /// The box, and the title beside it when there is one.
    override var intrinsicContentSize: CGSize {
        guard !label.isHidden else { return CGSize(width: Self.boxSide, height: Self.boxSide) }
        let title = label.intrinsicContentSize
        return CGSize(width: Self.boxSide + Self.titleSpacing + title.width, height: max(Self.boxSide, title.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let title = label.intrinsicContentSize
        label.frame = CGRect(
            x: Self.boxSide + Self.titleSpacing, y: ((bounds.height - title.height) / 2).rounded(),
            width: max(bounds.width - Self.boxSide - Self.titleSpacing, 0), height: title.height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let box = CGRect(x: 0.5, y: ((bounds.height - Self.boxSide) / 2).rounded() + 0.5, width: Self.boxSide - 1, height: Self.boxSide - 1)
        let path = UIBezierPath(roundedRect: box, cornerRadius: 3.5)
        if isOn {
            (isPressed ? tint.fading(by: 0.75) : tint).setFill()
            path.fill()
            context.setStrokeColor(UIColor.white.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: box.minX + 3.5, y: box.midY + 0.5))
            context.addLine(to: CGPoint(x: box.minX + 6.5, y: box.maxY - 4))
            context.addLine(to: CGPoint(x: box.maxX - 3.5, y: box.minY + 4))
            context.strokePath()
        } else {
            (isPressed ? UIColor.systemGray5 : .tertiarySystemBackground).setFill()
            path.fill()
            UIColor.systemGray2.setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }
}
