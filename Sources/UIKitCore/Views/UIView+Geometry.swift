public import CoreGraphics
public import QuartzCore

extension UIView {
    /// The aspects of a view that stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: UInt
        /// The set with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space to the left of the view changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right of the view changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above the view changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below the view changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Autoresizes the subviews and asks for layout after the bounds' size changed from `oldSize`.
    ///
    /// The superview is asked too, by the layer (as Core Animation asks a superlayer), unless
    /// the change comes from the superview's own layout.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviewStorage { subview.autoresize(fromSuperviewSize: oldSize, to: newSize) }
        }
        setNeedsLayout()
        safeAreaMayHaveChanged()
    }

    /// Applies ``autoresizingMask`` for a superview that changed size.
    ///
    /// Along each axis the change is shared among the flexible parts (margins and size) in
    /// proportion to their current lengths, or equally when those are all zero. The view's
    /// untransformed rectangle about its center is what changes, so a transformed view keeps
    /// its transform (UIKit leaves frame-based resizing undefined then).
    // UIKit parity: proportional sharing, not the seed's "evenly" (AutoresizingTests).
    func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let size = bounds.size
        let origin = CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
        let (x, width) = Self.share(
            origin: origin.x, length: size.width, from: oldSize.width, to: newSize.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.share(
            origin: origin.y, length: size.height, from: oldSize.height, to: newSize.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        if width != size.width || height != size.height {
            bounds.size = CGSize(width: width, height: height)
        }
        center = CGPoint(x: x + width / 2, y: y + height / 2)
    }

    private static func share(
        origin: CGFloat, length: CGFloat, from old: CGFloat, to new: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = new - old
        let end = old - origin - length
        let parts = [(flexible.start, origin), (flexible.length, length), (flexible.end, end)].filter(\.0).map(\.1)
        guard !parts.isEmpty, delta != 0 else { return (origin, length) }
        let total = parts.reduce(0, +)
        func share(of value: CGFloat) -> CGFloat {
            total != 0 ? delta * value / total : delta / CGFloat(parts.count)
        }
        return (origin + (flexible.start ? share(of: origin) : 0), length + (flexible.length ? share(of: length) : 0))
    }

    // MARK: Converting between coordinate spaces

    /// `point` in `view`'s bounds coordinates converted to this view's (``convert(_:from:)``).
    func point(_ point: CGPoint, convertedFrom view: UIView?) -> CGPoint {
        guard let view else { return layer.convert(point, from: nil) }
        // A view's own space (a pan's translation in its window, every motion): the same point.
        if view === self { return point }
        if view.rootView === rootView { return layer.convert(point, from: view.layer) }
        let sourceRoot = view.rootView.layer, targetRoot = rootView.layer
        let inSource = sourceRoot.convert(point, from: view.layer)
        let onScreen = sourceRoot.pointInSuperlayerSpace(inSource)
        let inTarget = targetRoot.pointFromSuperlayerSpace(onScreen)
        return layer.convert(inTarget, from: targetRoot)
    }

    /// `rect` in `view`'s bounds coordinates converted to this view's (``convert(_:from:)``).
    func rect(_ rect: CGRect, convertedFrom view: UIView?) -> CGRect {
        guard let view else { return layer.convert(rect, from: nil) }
        if view.rootView === rootView { return layer.convert(rect, from: view.layer) }
        return CGRect.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// `rect`, in this view's bounds coordinates, in the space its hierarchy's root is placed in:
    /// the screen for a view in a window.
    func screenRect(of rect: CGRect) -> CGRect {
        CGRect.boundingBox(of: rect) { pointOnScreen($0) }
    }

    /// The topmost ancestor: the window for a view in one.
    var rootView: UIView {
        var current: UIView = self
        while let parent = current.superviewStorage { current = parent }
        return current
    }
}

extension UIView {
    /// `point`, in the superview's bounds coordinates, in this view's: directly for an
    /// untransformed view in an untransformed superview (the common case hit testing walks),
    /// through the layers otherwise.
    func pointFromSuperview(_ point: CGPoint, superviewIsPlain: Bool) -> CGPoint {
        let layer = self.layer
        let placement = layer.placement
        guard superviewIsPlain, placement.isPlain || CATransform3DIsIdentity(layer.transform) else {
            return superviewStorage.map { layer.convert(point, from: $0.layer) } ?? point
        }
        let (bounds, position, anchor) = (placement.bounds, placement.position, placement.anchorPoint)
        return CGPoint(
            x: point.x - position.x + anchor.x * bounds.width + bounds.minX,
            y: point.y - position.y + anchor.y * bounds.height + bounds.minY)
    }
}
