public import CoreGraphics
public import Foundation

/// Pull to refresh: a spinner above a scroll view's content that the user pulls into view; pulled
/// far enough, it starts refreshing and sends `valueChanged`, and it stays in view, spinning,
/// until ``endRefreshing()``.
///
/// Give it to a scroll view with ``UIScrollView/refreshControl``.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How tall the control is, and how much room it keeps above the content while refreshing.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled (as shown) to start refreshing.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way, started by a pull or ``beginRefreshing()``.
    open private(set) var isRefreshing = false

    /// A line of text under the spinner, or `nil` (the default).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Set once a pull has started a refresh, so the same pull does not start another.
    private var pullTriggered = false

    /// Creates a refresh control, ready to give to a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRefreshControl()
    }

    /// Creates a refresh control, ready to give to a scroll view.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a refresh control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    private func configureRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = "Refresh"
    }

    /// Starts a refresh from code: the spinner turns and the scroll view keeps room for it; no
    /// `valueChanged` is sent. Scrolling the control into view is left to the caller, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        accessibilityValue = "Refreshing"
        scrollView?.refreshStateChanged()
    }

    /// Ends the refresh: the spinner stops and the room above the content closes.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        accessibilityValue = nil
        let scrollView = self.scrollView
        if scrollView?.isDragging != true { pullTriggered = false }
        UIView.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
        scrollView?.refreshStateChanged()
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Places the control above the content's top and shows the spinner as far as it is pulled.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let top = -scrollView.adjustedContentInset.top + (isRefreshing ? Self.height : 0)
        let pulled = top - scrollView.contentOffset.y
        frame = CGRect(x: 0, y: top - Self.height, width: scrollView.bounds.width, height: Self.height)
        guard !isRefreshing else { return }
        spinner.alpha = min(max(pulled / Self.triggerDistance, 0), 1)
        if scrollView.isDragging, pulled >= Self.triggerDistance, !pullTriggered {
            pullTriggered = true
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// A drag ended: the next pull may start a refresh again once this one is over.
    func scrollViewDidEndDragging() {
        if !isRefreshing { pullTriggered = false }
    }

    /// Lays out the spinner in the middle and the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight: CGFloat = attributedTitle == nil ? 0 : 16
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY - titleHeight / 2)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 2, width: bounds.width, height: titleHeight)
    }

    /// The spinner takes the control's tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }
}
