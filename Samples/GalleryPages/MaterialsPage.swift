import CoreGraphics
import Foundation
import UIKitCore

/// The Gallery's materials page: UIKit's blur materials over a photo and bands of colour that
/// scroll beneath them, with vibrant labels; the compositor paints a blur again only when what
/// lies behind it moves.
extension ScrollingPages {
    /// The five adaptive materials, named as UIKit names them.
    static let materials: [(name: String, style: UIBlurEffect.Style)] = [
        ("Ultra thin", .systemUltraThinMaterial), ("Thin", .systemThinMaterial), ("Material", .systemMaterial),
        ("Thick", .systemThickMaterial), ("Chrome", .systemChromeMaterial),
    ]

    /// Scrolling pictures under a row of material cards and a dark bar.
    public static func makeMaterialsPage() -> UIView {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 912, height: 606))
        content.clipsToBounds = true
        content.layer.cornerRadius = 12
        let backdrop = UIScrollView(frame: content.bounds)
        backdrop.accessibilityIdentifier = "materials"
        let colors: [UIColor] = [.systemOrange, .systemTeal, .systemPink, .systemYellow, .systemIndigo]
        var y: CGFloat = 0
        for (index, color) in colors.enumerated() {
            let band = UIView(frame: CGRect(x: 0, y: y, width: 912, height: 140))
            band.backgroundColor = color
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 150 + 40, y: 20, width: 60, height: 100))
            stripe.backgroundColor = .white
            band.addSubview(stripe)
            backdrop.addSubview(band)
            y += 140
            let picture = UIImageView(image: photo)
            picture.frame = CGRect(x: 0, y: y, width: 912, height: 320)
            picture.contentMode = .scaleAspectFill
            picture.clipsToBounds = true
            backdrop.addSubview(picture)
            y += 320
        }
        backdrop.contentSize = CGSize(width: 912, height: y)
        content.addSubview(backdrop)
        for (index, material) in materials.enumerated() {
            let blur = UIBlurEffect(style: material.style)
            let card = UIVisualEffectView(effect: blur)
            card.frame = CGRect(x: 24 + CGFloat(index) * 176, y: 40, width: 160, height: 120)
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
            vibrancy.frame = card.contentView.bounds
            let label = UILabel(frame: vibrancy.contentView.bounds)
            (label.text, label.font, label.textAlignment) = (material.name, .boldSystemFont(ofSize: 20), .center)
            vibrancy.contentView.addSubview(label)
            card.contentView.addSubview(vibrancy)
            content.addSubview(card)
        }
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        bar.frame = CGRect(x: 0, y: 526, width: 912, height: 80)
        let caption = UILabel(frame: bar.contentView.bounds.insetBy(dx: 24, dy: 0))
        (caption.text, caption.font, caption.textColor) = ("A dark blur: what scrolls beneath shows through, softened.", .systemFont(ofSize: 17), .white)
        bar.contentView.addSubview(caption)
        content.addSubview(bar)
        return page("Materials", "Scroll the pictures: each material blurs what passes beneath it, and is painted again only while that moves.", content: content)
    }
}
