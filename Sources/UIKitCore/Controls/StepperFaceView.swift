import CoreGraphics
import Foundation

/// The look of a stepper: a rounded gray background, a divider, and minus and plus signs, or the
/// images set for the segments' states.
final class StepperFaceView: ControlPartView {
    /// What to draw.
    struct Look {
        var background: UIImage?
        var divider: UIImage?
        var left: (segment: UIStepper.Segment, state: UIControl.State, image: UIImage?)
        var right: (segment: UIStepper.Segment, state: UIControl.State, image: UIImage?)
        var tint: UIColor
    }

    private var look: Look?

    func show(_ look: Look) {
        self.look = look
        setNeedsDisplay()
    }

    /// The standard face (no images set) is drawn straight into each frame, as raw shapes would
    /// be: a few fills cost less than a backing store to fill and composite.
    override func directDrawing() -> DirectDrawing? {
        guard let look else { return .nothing }
        guard look.background == nil, look.divider == nil, look.left.image == nil, look.right.image == nil else { return nil }
        let face = standardFace(look)
        return .drawing(reach: bounds) { context in
            face.drawBackground(in: context)
            face.drawDivider(in: context)
            face.drawSigns(in: context)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let look, let context = UIGraphicsGetCurrentContext() else { return }
        let face = standardFace(look)
        if let background = look.background { background.draw(in: bounds) } else { face.drawBackground(in: context) }
        if let divider = look.divider {
            let size = divider.size
            divider.draw(in: CGRect(x: bounds.width / 2 - size.width / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
        } else {
            face.drawDivider(in: context)
        }
        for (index, side) in [look.left, look.right].enumerated() {
            guard let image = side.image else {
                face.drawSign(index, in: context)
                continue
            }
            let center = face.center(of: index), size = image.size
            let frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            image.draw(in: frame, blendMode: .normal, alpha: side.state == .disabled ? 0.3 : 1)
        }
    }

    /// The standard shapes for `look` in the current bounds, colours resolved for the view's traits.
    private func standardFace(_ look: Look) -> StandardStepperFace {
        // Worked out once for the four colours: outside a window that walks the hierarchy.
        let traits = currentTraits
        func resolved(_ color: UIColor) -> CGColor { color.resolvedColor(with: traits).cgColor }
        return StandardStepperFace(
            bounds: bounds, shape: UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath,
            fill: resolved(.tertiarySystemFill), separator: resolved(.separator),
            sides: [look.left, look.right].map { side in
                (side.segment, side.state == .highlighted, resolved(side.state == .disabled ? .tertiaryLabel : .label))
            })
    }
}

/// A stepper's face without images: a rounded gray shape (darker on a pressed half), a divider,
/// and minus and plus signs, as values any thread can draw.
struct StandardStepperFace {
    var bounds: CGRect
    var shape: CGPath
    var fill: CGColor
    var separator: CGColor
    /// Left, then right: the segment shown, whether it is pressed, the colour of its sign.
    var sides: [(segment: UIStepper.Segment, pressed: Bool, color: CGColor)]

    func center(of side: Int) -> CGPoint {
        CGPoint(x: bounds.width / 2 * (CGFloat(side) + 0.5), y: bounds.height / 2)
    }

    func drawBackground(in context: CGContext) {
        context.addPath(shape)
        context.setFillColor(fill)
        context.fillPath()
        // A pressed segment darkens its half.
        for (index, side) in sides.enumerated() where side.pressed {
            context.saveGState()
            context.addPath(shape)
            context.clip()
            context.fill(CGRect(x: CGFloat(index) * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
            context.restoreGState()
        }
    }

    func drawDivider(in context: CGContext) {
        context.setFillColor(separator)
        context.fill(CGRect(x: bounds.width / 2 - 0.5, y: 8, width: 1, height: bounds.height - 16))
    }

    func drawSigns(in context: CGContext) {
        for index in sides.indices { drawSign(index, in: context) }
    }

    func drawSign(_ index: Int, in context: CGContext) {
        let side = sides[index], center = center(of: index)
        let arm: CGFloat = 7, thickness: CGFloat = 1.5
        context.setFillColor(side.color)
        context.fill(CGRect(x: center.x - arm, y: center.y - thickness / 2, width: 2 * arm, height: thickness))
        if side.segment == .increment {
            context.fill(CGRect(x: center.x - thickness / 2, y: center.y - arm, width: thickness, height: 2 * arm))
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
