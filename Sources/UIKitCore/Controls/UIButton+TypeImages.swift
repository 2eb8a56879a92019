import CoreGraphics
import Foundation

extension UIButton.ButtonType {
    /// The image a button of this type shows from the start: an info circle, a plus circle or a
    /// close mark, drawn as iOS draws its symbols (nil for types without one).
    @MainActor
    var standardImage: UIImage? {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark: Self.circledGlyph(plus: false)
        case .contactAdd: Self.circledGlyph(plus: true)
        case .close: Self.closeMark()
        case .custom, .system, .plain: nil
        }
    }

    /// The side of the info and add images.
    static let glyphSide: CGFloat = 22
    /// The side of the close image.
    static let closeSide: CGFloat = 30

    /// A ring with an "i" or a plus inside, as a template the button's tint colours.
    @MainActor
    private static func circledGlyph(plus: Bool) -> UIImage {
        let side = glyphSide
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(UIColor.black.cgColor)
            context.setFillColor(UIColor.black.cgColor)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: 1.75, y: 1.75, width: side - 3.5, height: side - 3.5))
            let centre = side / 2
            if plus {
                context.setLineCap(.round)
                context.move(to: CGPoint(x: centre - 5, y: centre))
                context.addLine(to: CGPoint(x: centre + 5, y: centre))
                context.move(to: CGPoint(x: centre, y: centre - 5))
                context.addLine(to: CGPoint(x: centre, y: centre + 5))
                context.strokePath()
            } else {
                context.fillEllipse(in: CGRect(x: centre - 1.25, y: 5.5, width: 2.5, height: 2.5))
                context.fill(CGRect(x: centre - 1, y: 9.5, width: 2, height: 7))
                context.fill(CGRect(x: centre - 2.5, y: 9.5, width: 2, height: 1.5))
                context.fill(CGRect(x: centre - 2.5, y: 15, width: 5, height: 1.5))
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// A light gray disc with a gray cross: the close button's own colours, not the tint.
    @MainActor
    private static func closeMark() -> UIImage {
        let side = closeSide
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.tertiarySystemFill.cgColor)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
            context.setStrokeColor(UIColor.secondaryLabel.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.round)
            let centre = side / 2, arm: CGFloat = 4.5
            context.move(to: CGPoint(x: centre - arm, y: centre - arm))
            context.addLine(to: CGPoint(x: centre + arm, y: centre + arm))
            context.move(to: CGPoint(x: centre + arm, y: centre - arm))
            context.addLine(to: CGPoint(x: centre - arm, y: centre + arm))
            context.strokePath()
        }
        return image.withRenderingMode(.alwaysOriginal)
    }
}
