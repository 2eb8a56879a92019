import CoreGraphics
import Foundation

/// The look of a stepper: a rounded gray background, a divider, and minus and plus signs, or the
/// images set for the segments' states.
final class StepperFaceView: UIView {
    /// What to draw.
    struct Look {
        var background: UIImage?
        var divider: UIImage?
        var left: (segment: UIStepper.Segment, state: UIControl.State, image: UIImage?)
        var right: (segment: UIStepper.Segment, state: UIControl.State, image: UIImage?)
        var tint: UIColor
    }

    private var look: Look?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ look: Look) {
        self.look = look
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let look, let context = UIGraphicsGetCurrentContext() else { return }
        let half = bounds.width / 2
        if let background = look.background {
            background.draw(in: bounds)
        } else {
            let shape = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
            UIColor.tertiarySystemFill.setFill()
            shape.fill()
            // A pressed segment darkens its half.
            for (index, side) in [look.left, look.right].enumerated() where side.state == .highlighted {
                context.saveGState()
                shape.addClip()
                UIColor.tertiarySystemFill.setFill()
                context.fill(CGRect(x: CGFloat(index) * half, y: 0, width: half, height: bounds.height))
                context.restoreGState()
            }
        }
        if let divider = look.divider {
            let size = divider.size
            divider.draw(in: CGRect(x: half - size.width / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
        } else {
            UIColor.separator.setFill()
            context.fill(CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16))
        }
        for (index, side) in [look.left, look.right].enumerated() {
            let center = CGPoint(x: half * (CGFloat(index) + 0.5), y: bounds.height / 2)
            if let image = side.image {
                let size = image.size
                let frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
                image.draw(in: frame, blendMode: .normal, alpha: side.state == .disabled ? 0.3 : 1)
                continue
            }
            let color: UIColor = side.state == .disabled ? .tertiaryLabel : .label
            color.setFill()
            let arm: CGFloat = 7, thickness: CGFloat = 1.5
            context.fill(CGRect(x: center.x - arm, y: center.y - thickness / 2, width: 2 * arm, height: thickness))
            if side.segment == .increment {
                context.fill(CGRect(x: center.x - thickness / 2, y: center.y - arm, width: thickness, height: 2 * arm))
            }
        }
    }
}

/// One segment of a stepper as accessibility sees it: a button named for its step, which
/// activating performs.
final class StepperSegmentElement: UIAccessibilityElement {
    private let segment: UIStepper.Segment

    init(stepper: UIStepper, segment: UIStepper.Segment) {
        self.segment = segment
        super.init(accessibilityContainer: stepper)
    }

    private var stepper: UIStepper? { accessibilityContainer as? UIStepper }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (segment == .increment ? "Increment" : "Decrement") }
        set { super.accessibilityLabel = newValue }
    }

    /// The stepper's value, as a whole number when it is one.
    override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            guard let value = stepper?.value else { return nil }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let stepper else { return super.accessibilityTraits }
            return stepper.state(of: segment) == .disabled ? [.button, .notEnabled] : .button
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Half of the stepper, on the segment's side.
    override var accessibilityFrame: CGRect {
        get {
            guard let stepper else { return super.accessibilityFrame }
            let size = UIStepper.naturalSize
            let onLeft = (segment == .decrement) != (stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let half = CGRect(x: onLeft ? 0 : size.width / 2, y: 0, width: size.width / 2, height: size.height)
            return stepper.screenRect(of: half.offsetBy(dx: stepper.bounds.minX, dy: stepper.bounds.minY))
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Steps the value and sends the change, as a press would.
    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.state(of: segment) != .disabled else { return false }
        if stepper.step(segment) { stepper.sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }
}
