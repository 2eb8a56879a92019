public import CoreGraphics
public import Foundation

/// A bar that fills from its leading end to show how far a task has got.
///
/// Set ``progress`` (0 to 1) as the task advances, or hand the view a Foundation `Progress` as
/// ``observedProgress`` and it follows that.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How the bar looks.
    public enum Style: Int, Sendable {
        /// A rounded bar on a gray track.
        case `default` = 0
        /// A square bar for toolbars, on a clear track.
        case bar = 1
    }

    /// The bar's style; ``Style/default`` for a view made with a frame.
    open var progressViewStyle: Style {
        didSet { updateProgressAppearance() }
    }

    /// How far the task has got, from 0 to 1; values outside are kept inside, and a value that is
    /// not a number is ignored. Setting it does not animate.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part; `nil` shows the tint colour.
    open var progressTintColor: UIColor? {
        didSet {
            noteAppearance("UIProgressView.progressTintColor", { [value = progressTintColor] in ($0 as? UIProgressView)?.progressTintColor = value })
            updateProgressAppearance()
        }
    }

    /// The colour of the unfilled track; `nil` shows the style's.
    open var trackTintColor: UIColor? {
        didSet {
            noteAppearance("UIProgressView.trackTintColor", { [value = trackTintColor] in ($0 as? UIProgressView)?.trackTintColor = value })
            updateProgressAppearance()
        }
    }

    /// An image stretched over the filled part, in place of its colour.
    open var progressImage: UIImage? {
        didSet {
            noteAppearance("UIProgressView.progressImage", { [value = progressImage] in ($0 as? UIProgressView)?.progressImage = value })
            updateProgressAppearance()
        }
    }

    /// An image stretched over the track, in place of its colour.
    open var trackImage: UIImage? {
        didSet {
            noteAppearance("UIProgressView.trackImage", { [value = trackImage] in ($0 as? UIProgressView)?.trackImage = value })
            updateProgressAppearance()
        }
    }

    /// A Foundation progress the bar follows: it shows the progress's fraction completed from now
    /// on, until the progress finishes or another is set.
    ///
    /// - Note: Divergence: Foundation on Linux cannot observe a `Progress` (no key-value
    ///   observing), so the view reads its fraction 30 times a second while it is in a window and
    ///   the progress is unfinished; nothing is read otherwise.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            stopObserving()
            readObservedProgress()
        }
    }

    private var storedProgress: Float = 0
    private var observationTimer: (session: PlatformSession, id: Int)?
    let track = UIImageView()
    let fill = UIImageView()

    /// Creates an empty bar of `style`, sized to its height.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height(for: style)))
        configureProgressView()
    }

    /// Creates an empty bar of the default style in `frame`.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        configureProgressView()
    }

    /// Creates an empty bar, with no archive to restore from.
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        configureProgressView()
    }

    private func configureProgressView() {
        isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        fill.isUserInteractionEnabled = false
        track.clipsToBounds = true
        fill.clipsToBounds = true
        addSubview(track)
        addSubview(fill)
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        updateProgressAppearance()
    }

    /// Sets how far the task has got, sliding the bar there when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return }
        let clamped = min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        if animated, window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutBar()
            }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Size and layout

    /// The style's height, and no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(for: progressViewStyle))
    }

    /// The offered width, with the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, 0), height: Self.height(for: progressViewStyle))
    }

    /// Fills the bounds with the track, and the filled part from the leading end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    private func layoutBar() {
        track.frame = bounds
        var width = bounds.width * CGFloat(storedProgress)
        if storedProgress > 0 { width = min(max(width, Self.minimumFill(for: progressViewStyle)), bounds.width) }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - width : bounds.minX
        fill.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    private func updateProgressAppearance() {
        fill.image = progressImage
        fill.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor ?? .systemBlue : nil
        track.image = trackImage
        let styleTrack: UIColor = progressViewStyle == .default ? .systemFill : .clear
        track.backgroundColor = trackImage == nil ? trackTintColor ?? styleTrack : nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The filled part follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateProgressAppearance()
    }

    // MARK: Observed progress

    /// Shows the observed progress's fraction and, while it is unfinished and the view is in a
    /// window, reads it again a frame later.
    private func readObservedProgress() {
        observationTimer = nil
        guard let observed = observedProgress else { return }
        let fraction = observed.fractionCompleted
        if fraction.isFinite { setProgress(Float(fraction), animated: false) }
        guard !observed.isFinished, fraction < 1, let session = window?.session else { return }
        let id = session.timers.schedule(after: Self.observationInterval) { [weak self] in
            self?.readObservedProgress()
        }
        observationTimer = (session, id)
    }

    private func stopObserving() {
        if let observationTimer { observationTimer.session.timers.cancel(observationTimer.id) }
        observationTimer = nil
    }

    /// Starts reading an observed progress in a window, and stops outside one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        stopObserving()
        if window != nil { readObservedProgress() }
    }

    // MARK: Accessibility

    /// How far the task has got, as a percentage ("40%").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
}

extension UIProgressView {
    /// How often an observed progress is read.
    static let observationInterval: TimeInterval = 1.0 / 30
    /// How long an animated change takes.
    static let animationDuration: TimeInterval = 0.25

    /// The natural height of `style`: a 4-point rounded bar, a 2.5-point square one.
    static func height(for style: Style) -> CGFloat {
        style == .default ? 4 : 2.5
    }

    /// The narrowest the filled part is drawn once there is any progress, so a little progress
    /// shows: about 8 points for the default style and 5.33 for the bar, as measured on iOS.
    static func minimumFill(for style: Style) -> CGFloat {
        style == .default ? 8 : 16.0 / 3
    }
}
