public import CoreGraphics
public import Foundation
import QuartzCore

/// A spinning wheel that shows a task is under way, for as long as it is animating.
///
/// The wheel has a fixed size for its style and is centred in the view's bounds. While stopped it
/// is hidden, unless ``hidesWhenStopped`` is false.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and colour of the wheel.
    public enum Style: Int, Sendable {
        /// A large white wheel (the old style; prefer ``large`` with a colour).
        case whiteLarge = 0
        /// A white wheel (the old style; prefer ``medium`` with a colour).
        case white = 1
        /// A gray wheel (the old style; prefer ``medium``).
        case gray = 2
        /// The standard wheel.
        case medium = 100
        /// A large wheel.
        case large = 101
    }

    /// The wheel's style; the standard ``Style/medium`` for an indicator made with a frame.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            wheel.style = style
            wheel.color = color
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The wheel's colour; the style's until set. Setting `nil` goes back to the style's.
    open var color: UIColor! {
        get { customColor ?? style.defaultColor }
        set {
            noteAppearance("UIActivityIndicatorView.color", { ($0 as? UIActivityIndicatorView)?.color = newValue })
            customColor = newValue
            wheel.color = color
        }
    }

    /// Whether the indicator hides itself while it is not animating; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the wheel is spinning.
    open private(set) var isAnimating = false

    private var customColor: UIColor?
    private let wheel: ActivityWheelView

    /// Creates a stopped indicator of `style`, sized to its wheel.
    public init(style: Style) {
        self.style = style
        wheel = ActivityWheelView(style: style)
        super.init(frame: CGRect(origin: .zero, size: style.wheelSize))
        configureIndicator()
    }

    /// Creates a stopped indicator of the standard style in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        wheel = ActivityWheelView(style: .medium)
        super.init(frame: frame)
        configureIndicator()
    }

    /// Creates a stopped indicator of the standard style, with no archive to restore from.
    public required init(coder: NSCoder) {
        style = .medium
        wheel = ActivityWheelView(style: .medium)
        super.init(coder: coder)!
        configureIndicator()
    }

    private func configureIndicator() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        wheel.color = color
        addSubview(wheel)
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
    }

    /// Starts the wheel spinning and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        wheel.spin()
    }

    /// Stops the wheel, hiding the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.stop()
        if hidesWhenStopped { isHidden = true }
    }

    /// The wheel's size, whatever the bounds.
    open override var intrinsicContentSize: CGSize { style.wheelSize }

    /// The wheel's size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.wheelSize }

    /// Centres the wheel in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = style.wheelSize
        wheel.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A spinning indicator taken out of its window and put back spins again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating, window != nil { wheel.spin() }
    }

    /// "In progress" while spinning, "Progress halted" when stopped, unless a label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (isAnimating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }
}

extension UIActivityIndicatorView.Style {
    /// The wheel's size: 20 points, or 37 for the large styles (UIKit's sizes).
    var wheelSize: CGSize {
        switch self {
        case .whiteLarge, .large: CGSize(width: 37, height: 37)
        case .white, .gray, .medium: CGSize(width: 20, height: 20)
        }
    }

    /// The colour of a wheel without one set: white for the white styles, the system gray
    /// otherwise (Casement's choice; UIKit documents only that a colour set overrides it).
    var defaultColor: UIColor {
        switch self {
        case .whiteLarge, .white: .white
        case .gray, .medium, .large: .systemGray
        }
    }
}

/// The wheel of an activity indicator: eight spokes fading behind the leading one, turned a
/// spoke at a time.
final class ActivityWheelView: UIView {
    /// The number of spokes.
    static let spokes = 8
    /// The time for one turn of the wheel.
    static let period: CFTimeInterval = 1
    /// The key of the spinning animation.
    static let animationKey = "casement.activityIndicator.spin"

    var style: UIActivityIndicatorView.Style { didSet { setNeedsDisplay() } }
    var color: UIColor = .systemGray { didSet { setNeedsDisplay() } }

    init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.wheelSize))
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Turns the wheel a spoke at a time, one turn per period, until stopped.
    func spin() {
        guard layer.animation(forKey: Self.animationKey) == nil else { return }
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let step = 2 * CGFloat.pi / CGFloat(Self.spokes)
        turn.values = (0..<Self.spokes).map { CGFloat($0) * step }
        turn.calculationMode = .discrete
        turn.duration = Self.period
        turn.repeatCount = .infinity
        layer.add(turn, forKey: Self.animationKey)
    }

    func stop() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Draws the spokes: round-capped lines from 45 % of the radius out to the edge, the leading
    /// one (at twelve o'clock, turning clockwise) opaque and each one behind it fainter.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = min(bounds.width, bounds.height) / 2
        let lineWidth = radius * (style.wheelSize.width > 20 ? 0.2 : 0.22)
        let inner = radius * 0.45, outer = radius - lineWidth / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        for index in 0..<Self.spokes {
            // Spoke 0 leads; spoke n is n steps behind it, counterclockwise.
            let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(Self.spokes)
            let alpha = 1 - CGFloat(index) * 0.7 / CGFloat(Self.spokes - 1)
            context.setStrokeColor(color.fading(by: alpha).cgColor)
            context.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            context.addLine(to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
            context.strokePath()
        }
    }
}
