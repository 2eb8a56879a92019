import CoreGraphics
public import Foundation
import QuartzCore

/// A view that blurs what lies behind it, or makes its content vibrant, by its ``effect``.
///
/// Put the views it shows in ``contentView``. The blur is the compositor's: it is painted from
/// what the layers below have drawn, and again whenever anything behind it changes, so it
/// follows content scrolling or animating underneath.
///
/// - Note: Divergence: setting ``effect`` inside an animation block changes it at once (Core
///   Animation here has no animatable blur radius); fade a blur in by animating the view's `alpha`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The blur, painted under the tint.
    private let backdropView = UIView()
    /// The material's tint over the blur.
    private let tintView = UIView()
    /// Blends the content with the blur for vibrancy; holds ``contentView``.
    private let vibrancyView = UIView()
    /// Whether the view is adding its own parts, which are no misplaced subviews.
    private var addsOwnParts = false

    /// The view to add subviews to: it sits above the effect and fills the view.
    public let contentView = UIView()

    /// The effect shown; `nil` shows what lies behind unchanged.
    @NSCopying open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        configureEffectView()
    }

    /// An effect view with no effect, from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureEffectView()
    }

    private func configureEffectView() {
        addsOwnParts = true
        defer { addsOwnParts = false }
        for part in [backdropView, tintView, vibrancyView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            part.isUserInteractionEnabled = part === vibrancyView
            addSubview(part)
        }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vibrancyView.addSubview(contentView)
        applyEffect()
    }

    /// Gives the parts the look of ``effect`` in the current appearance.
    private func applyEffect() {
        let appearance = traitCollection.userInterfaceStyle
        let blur = effect as? UIBlurEffect
        let vibrancy = effect as? UIVibrancyEffect
        if let blur {
            let look = blur.look(in: appearance)
            backdropView.layer.backdrop = LayerBackdrop(radius: look.radius, saturation: look.saturation)
            tintView.backgroundColor = UIColor { traits in blur.look(in: traits.userInterfaceStyle).tint }
        } else {
            backdropView.layer.backdrop = nil
            tintView.backgroundColor = nil
        }
        if let vibrancy {
            vibrancyView.layer.compositingFilter = vibrancy.blurEffect.isDark(in: appearance) ? "screenBlendMode" : "multiplyBlendMode"
            vibrancyView.layer.opacity = Float(vibrancy.strength)
        } else {
            vibrancyView.layer.compositingFilter = nil
            vibrancyView.layer.opacity = 1
        }
    }

    /// A change between light and dark restyles the effect.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect() }
    }

    /// Says where a subview added to the effect view itself belongs, as UIKit does.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !addsOwnParts else { return }
        Diagnostics.report(
            "Casement UIKit: \(subview) was added to a UIVisualEffectView itself; add it to the effect view's contentView, which shows it above the effect.")
    }
}
