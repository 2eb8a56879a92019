import CoreGraphics
import Foundation
import QuartzCore

extension UISegmentedControl {
    // MARK: Titles

    /// The attributes of segment `index`'s title: 13-point text in the label colour (semibold
    /// when selected, dimmed when disabled), then the attributes set for the normal state and
    /// for the segment's own state.
    func titleAttributes(forSegment index: Int) -> [NSAttributedString.Key: Any] {
        let state = self.state(ofSegment: index)
        let selected = state.contains(.selected)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        if let normal = titleAttributesByState[UIControl.State.normal.rawValue] {
            attributes.merge(normal) { $1 }
        }
        for part in [UIControl.State.selected, .highlighted, .disabled] where state.contains(part) {
            if let own = titleAttributesByState[part.rawValue] { attributes.merge(own) { $1 } }
        }
        return attributes
    }

    /// The state segment `index` shows: selected, pressed, disabled (by itself or the control).
    func state(ofSegment index: Int) -> UIControl.State {
        var state = UIControl.State.normal
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == selectedSegmentIndex, !isMomentary { state.insert(.selected) }
        if index == pressedIndex { state.insert(.highlighted) }
        return state
    }

    /// The size of segment `index`'s content: its image, or its title in the wider of its
    /// normal and selected fonts; measured once until the content or attributes change.
    private func contentSize(ofSegment index: Int) -> CGSize {
        if measuredContentSizes.count != segments.count { measuredContentSizes = Array(repeating: nil, count: segments.count) }
        if let size = measuredContentSizes[index] { return size }
        let size = measureContent(ofSegment: index)
        measuredContentSizes[index] = size
        return size
    }

    private func measureContent(ofSegment index: Int) -> CGSize {
        let segment = segments[index]
        if let image = segment.image { return image.size }
        guard let title = segment.title, !title.isEmpty else { return .zero }
        // The title takes its widest form when selected (semibold); with the default fonts that
        // one measure covers both, and only custom fonts need the other measured too.
        var attributes = titleAttributes(forSegment: index)
        attributes[.font] = titleAttributesByState[UIControl.State.selected.rawValue]?[.font]
            ?? titleAttributesByState[UIControl.State.normal.rawValue]?[.font]
            ?? UIFont.systemFont(ofSize: Self.titleFontSize, weight: .semibold)
        var size = measure(title, attributes)
        if titleAttributesByState.values.contains(where: { $0[.font] != nil }) {
            let regular = measure(title, titleAttributes(forSegment: index))
            size = CGSize(width: max(size.width, regular.width), height: max(size.height, regular.height))
        }
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    /// The size of `title` drawn with `attributes`. Titles styled only by a font and a colour
    /// (the usual case) share one layout per string and font on this thread, so a form of many
    /// controls with the same titles shapes each title once.
    private func measure(_ title: String, _ attributes: [NSAttributedString.Key: Any]) -> CGSize {
        if let font = attributes[.font] as? UIFont, attributes.keys.allSatisfy({ $0 == .font || $0 == .foregroundColor }) {
            return TextLayout.shared(text: title, font: font.descriptor).size
        }
        return (title as NSString).size(withAttributes: attributes)
    }

    /// The width segment `index` asks for: the width set, or its content with padding.
    private func naturalWidth(ofSegment index: Int) -> CGFloat {
        let fixed = segments[index].width
        return fixed > 0 ? fixed : contentSize(ofSegment: index).width + 2 * Self.contentPadding
    }

    // MARK: Geometry

    /// The segments' frames across `bounds`: set widths kept, the rest sharing what is left
    /// equally, or in proportion to their content when apportioning.
    func segmentFrames(in bounds: CGRect) -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let natural = segments.indices.map(naturalWidth(ofSegment:))
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let fixedTotal = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + natural[$1] }
        let available = max(bounds.width - fixedTotal, 0)
        let flexibleNatural = flexible.reduce(0) { $0 + natural[$1] }
        var widths = natural
        for index in flexible {
            widths[index] = apportionsSegmentWidthsByContent && flexibleNatural > 0
                ? available * natural[index] / flexibleNatural
                : available / CGFloat(flexible.count)
        }
        var x = bounds.minX
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.minX + bounds.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    /// The index of the segment at `point` (bounds coordinates), if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames(in: bounds).firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// The segments' natural width (equal widths: the widest content for each) and 32 points high.
    var naturalSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.naturalHeight) }
        let natural = segments.indices.map(naturalWidth(ofSegment:))
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let fixedTotal = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + natural[$1] }
        let flexibleTotal = apportionsSegmentWidthsByContent
            ? flexible.reduce(0) { $0 + natural[$1] }
            : CGFloat(flexible.count) * (flexible.map { natural[$0] }.max() ?? 0)
        let contentHeight = segments.indices.map { contentSize(ofSegment: $0).height }.max() ?? 0
        return CGSize(width: ceil(fixedTotal + flexibleTotal), height: max(Self.naturalHeight, contentHeight + 8))
    }

    func layoutSegments() {
        backgroundView.frame = bounds
        contentView.frame = bounds
        let frames = segmentFrames(in: bounds)
        let selected = isMomentary ? nil : frames.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        if let selected {
            selectionView.frame = frames[selected].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
        }
        selectionView.alpha = selected == nil ? 0 : 1
        for (index, frame) in frames.enumerated() where itemViews.indices.contains(index) {
            let view = itemViews[index]
            let size = contentSize(ofSegment: index)
            let width = min(size.width, max(frame.width - 2 * Self.selectionInset, 0))
            let offset = segments[index].contentOffset
            view.frame = CGRect(
                x: (frame.midX - width / 2 + offset.width).rounded(), y: (frame.midY - size.height / 2 + offset.height).rounded(),
                width: width, height: size.height)
        }
        // Dividers between segments, except beside the selected one.
        let dividers = frames.indices.dropFirst().compactMap { index -> CGFloat? in
            guard index != selected, index - 1 != selected else { return nil }
            return min(frames[index].minX, frames[index - 1].minX) == frames[index].minX ? frames[index].maxX : frames[index].minX
        }
        backgroundView.show(dividers: dividers, enabled: isEnabled)
    }

    // MARK: Content views

    /// Makes each segment's title label or image view show its content in its state.
    func showSegments() {
        if itemViews.count != segments.count {
            for view in itemViews { view.removeFromSuperview() }
            itemViews = segments.map { _ in UIView() }
            styledItems = Array(repeating: nil, count: segments.count)
        }
        for index in segments.indices {
            let segment = segments[index]
            let key = (state: state(ofSegment: index).rawValue, generation: contentGeneration)
            if let styled = styledItems[index], styled == key { continue }
            styledItems[index] = key
            let attributes = titleAttributes(forSegment: index)
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            var view = itemViews[index]
            if let image = segment.image {
                let imageView = view as? UIImageView ?? UIImageView()
                imageView.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
                imageView.tintColor = color
                view = imageView
            } else {
                let label = view as? UILabel ?? UILabel()
                label.setStyledText(segment.title.map { AttributedText(string: $0, attributes: attributes) })
                label.textAlignment = .center
                label.lineBreakMode = .byTruncatingTail
                view = label
            }
            view.alpha = pressedIndex == index && index != selectedSegmentIndex ? Self.pressedContentAlpha : 1
            if view !== itemViews[index] {
                itemViews[index].removeFromSuperview()
                itemViews[index] = view
            }
            if view.superview == nil {
                view.isUserInteractionEnabled = false
                contentView.addSubview(view)
            }
        }
        selectionView.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.selectionColor
        setNeedsLayout()
    }

    /// How much of its opacity a pressed segment's content keeps.
    static let pressedContentAlpha: CGFloat = 0.5
}

/// The background of a segmented control: a rounded gray fill with dividers between segments,
/// all layer properties (no drawing), so a form of many controls allocates no bitmaps for them.
final class SegmentedBackgroundView: UIView {
    private var dividers: [CALayer] = []
    private var isDimmed = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows dividers at the `positions` (x in the bounds), dimmed when not `enabled`.
    func show(dividers positions: [CGFloat], enabled: Bool) {
        layer.cornerRadius = min(UISegmentedControl.cornerRadius, bounds.height / 2)
        // Dividers are plain layers: they jump where they go, as a view's own layer would.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        while dividers.count < positions.count {
            let divider = CALayer()
            layer.addSublayer(divider)
            dividers.append(divider)
        }
        while dividers.count > positions.count { dividers.removeLast().removeFromSuperlayer() }
        let color = resolvedCGColor(UIColor.separator.withAlphaComponent(enabled ? 0.2 : 0.1))
        let inset = min(8, bounds.height / 4)
        for (divider, x) in zip(dividers, positions) {
            divider.frame = CGRect(x: x - 0.5, y: bounds.minY + inset, width: 1, height: max(bounds.height - 2 * inset, 0))
            divider.backgroundColor = color
        }
    }
}
