public import CoreGraphics
public import Foundation

/// A control that shows a colour and lets the person choose another from a colour picker.
///
/// The well is a ring of hues around the chosen colour. A click (or Space or Return while it is
/// focused) opens the picker below it in a pop-up window: a grid of colours and, when
/// ``supportsAlpha`` is true, an opacity slider. Each choice becomes ``selectedColor`` and sends
/// `valueChanged`; the picker stays open until a click outside it or Escape closes it, as a
/// desktop colour panel does.
///
/// Divergence: UIKit presents a `UIColorPickerViewController` (grid, spectrum and sliders); here
/// the picker is the grid and the opacity slider in a popover, its palette Casement's own.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The title shown at the top of the colour picker; none by default.
    open var title: String?

    /// Whether the picker lets the person choose colours that are not opaque; true by default.
    open var supportsAlpha = true {
        didSet { panel?.supportsAlpha = supportsAlpha }
    }

    /// The colour shown and chosen; `nil` (the default) shows the ring alone. Setting it sends
    /// no event; a choice in the picker sets it and sends `valueChanged`.
    open var selectedColor: UIColor? {
        didSet {
            face.selectedColor = selectedColor
            panel?.selectedColor = selectedColor
        }
    }

    /// The size UIKit's well takes: a ring 28 points across.
    static let naturalSize = CGSize(width: 28, height: 28)

    private let face = ColorWellFaceView()
    /// The picker while it is open.
    private var panel: ColorPickerPanel?

    /// Creates a colour well with no colour chosen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureWell()
    }

    /// Creates a colour well from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureWell()
    }

    private func configureWell() {
        face.isUserInteractionEnabled = false
        addSubview(face)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// The ring's size, 28 by 28 points.
    open override var intrinsicContentSize: CGSize { Self.naturalSize }

    /// The ring's size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.naturalSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        face.frame = bounds
    }

    override var sendsPrimaryActionWhenPressed: Bool { true }

    /// A press opens the picker before the actions run.
    override func primaryActionWillTrigger() {
        openPicker()
    }

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        face.alpha = !isEnabled ? 0.35 : isHighlighted ? 0.5 : 1
    }

    // MARK: Picker

    /// Whether the picker is open.
    var isPickerOpen: Bool { panel != nil }

    private func openPicker() {
        guard let session = window?.session, panel == nil else { return }
        let shown = ColorPickerPanel(title: title, selectedColor: selectedColor, supportsAlpha: supportsAlpha)
        shown.frame.size = shown.sizeThatFits(.zero)
        shown.onChoice = { [weak self] color in self?.userChose(color) }
        panel = shown
        session.popovers.present(shown, from: self, rect: bounds) { [weak self] in
            if self?.panel === shown { self?.panel = nil }
        }
    }

    /// A colour chosen in the picker: it becomes the well's, and the well sends the change.
    private func userChose(_ color: UIColor) {
        selectedColor = color
        send(.valueChanged, event: nil)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        // A well leaving its window takes its picker with it.
        if newWindow == nil, panel != nil { window?.session.popovers.dismiss() }
    }

    // MARK: Accessibility

    /// The title, or "Color".
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title ?? "Color" }
        set { super.accessibilityLabel = newValue }
    }

    /// The chosen colour's red, green and blue in hexadecimal, with its opacity when it has one.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? selectedColor.map(ColorPickerPanel.describe) }
        set { super.accessibilityValue = newValue }
    }
}
