import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's page of gestures: a photo to drag, pinch, rotate and double-tap, on a background
/// that swipes to the next photo. With a mouse, Alt-drag makes the two fingers of a pinch or a
/// rotation (mirrored about the window's centre) and Shift-Alt-drag moves them together.
@MainActor
public enum GesturePage {
    public static let size = CGSize(width: 960, height: 720)
    /// Where the photo rests before it is moved, and returns on a double tap.
    static let photoCenter = CGPoint(x: 480, y: 400)

    /// The page's views, with their recognizers attached, for a window to show.
    public static func makeView() -> UIView {
        let page = Page()
        page.frame = CGRect(origin: .zero, size: size)
        return page
    }

    /// The page: it owns the recognizers' delegate and answers their actions.
    private final class Page: UIView, UIGestureRecognizerDelegate {
        private let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 360, height: 260))
        private let status = UILabel(frame: CGRect(x: 24, y: 660, width: 912, height: 30))
        private var photoIndex = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.97, alpha: 1)
            layer.addSublayer(pageLabel("Casement · gestures", at: CGPoint(x: 24, y: 16), size: 24, bold: true))
            layer.addSublayer(pageLabel(
                "Drag the photo · pinch and rotate with two fingers (Alt-drag; Shift-Alt moves them) · double-tap it to reset · swipe the background",
                at: CGPoint(x: 24, y: 60), size: 13, bold: false))
            photo.image = Self.photo(0)
            photo.center = GesturePage.photoCenter
            photo.isUserInteractionEnabled = true
            photo.layer.cornerRadius = 10
            photo.clipsToBounds = true
            photo.accessibilityIdentifier = "photo"
            addSubview(photo)
            status.font = .systemFont(ofSize: 15)
            status.textColor = UIColor(white: 0.3, alpha: 1)
            status.text = "Waiting for a gesture."
            addSubview(status)

            let pan = UIPanGestureRecognizer(target: self, action: Page.panned)
            let doubleTap = UITapGestureRecognizer(target: self, action: Page.doubleTapped)
            doubleTap.numberOfTapsRequired = 2
            photo.addGestureRecognizer(pan)
            photo.addGestureRecognizer(doubleTap)
            let pinch = UIPinchGestureRecognizer(target: self, action: Page.pinched)
            let rotation = UIRotationGestureRecognizer(target: self, action: Page.rotated)
            for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] { recognizer.delegate = self }
            addGestureRecognizer(pinch)
            addGestureRecognizer(rotation)
            for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
                let swipe = UISwipeGestureRecognizer(target: self, action: Page.swiped)
                swipe.direction = direction
                addGestureRecognizer(swipe)
            }
        }

        required init?(coder: NSCoder) { nil }

        // Dragging, pinching and rotating combine, as in a photo viewer.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }

        private func panned(_ pan: UIPanGestureRecognizer) {
            let translation = pan.translation(in: self)
            photo.center = CGPoint(x: photo.center.x + translation.x, y: photo.center.y + translation.y)
            pan.setTranslation(.zero, in: self)
            report("drag", pan.state, String(format: "at %.0f, %.0f", photo.center.x, photo.center.y))
        }

        private func pinched(_ pinch: UIPinchGestureRecognizer) {
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
            report("pinch", pinch.state, String(format: "%.2f×", hypot(photo.transform.a, photo.transform.b)))
        }

        private func rotated(_ rotation: UIRotationGestureRecognizer) {
            photo.transform = photo.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
            report("rotation", rotation.state, String(format: "%.0f°", atan2(photo.transform.b, photo.transform.a) * 180 / .pi))
        }

        private func doubleTapped(_ tap: UITapGestureRecognizer) {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
                self.photo.transform = .identity
                self.photo.center = GesturePage.photoCenter
            }
            report("double tap", tap.state, "reset")
        }

        private func swiped(_ swipe: UISwipeGestureRecognizer) {
            let forward = swipe.direction == .left
            photoIndex = (photoIndex + (forward ? 1 : Self.palettes.count - 1)) % Self.palettes.count
            let next = Self.photo(photoIndex)
            UIView.transition(with: photo, duration: 0.4, options: forward ? .transitionFlipFromRight : .transitionFlipFromLeft) {
                self.photo.image = next
            }
            report("swipe", swipe.state, forward ? "next photo" : "previous photo")
        }

        private func report(_ gesture: String, _ state: UIGestureRecognizer.State, _ detail: String) {
            let phase = switch state {
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            default: "…"
            }
            status.text = "\(gesture) \(phase): \(detail)"
        }

        /// Sky, sun and hill colours of the page's photos.
        static let palettes: [(sky: (CGFloat, CGFloat, CGFloat), sun: (CGFloat, CGFloat, CGFloat), hill: (CGFloat, CGFloat, CGFloat))] = [
            ((0.45, 0.7, 0.95), (1, 0.85, 0.3), (0.25, 0.6, 0.3)),
            ((0.95, 0.6, 0.4), (1, 0.95, 0.7), (0.45, 0.3, 0.35)),
            ((0.1, 0.12, 0.3), (0.95, 0.95, 0.85), (0.15, 0.25, 0.3)),
        ]

        /// A landscape drawn as a photo would show one: sky, sun, two hills.
        static func photo(_ index: Int) -> UIImage {
            let palette = palettes[index]
            func colour(_ c: (CGFloat, CGFloat, CGFloat)) -> UIColor { UIColor(red: c.0, green: c.1, blue: c.2, alpha: 1) }
            return UIGraphicsImageRenderer(size: CGSize(width: 360, height: 260)).image { context in
                colour(palette.sky).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 360, height: 260))
                colour(palette.sun).setFill()
                UIBezierPath(ovalIn: CGRect(x: 240, y: 40, width: 70, height: 70)).fill()
                let far = UIBezierPath()
                far.move(to: CGPoint(x: 0, y: 200))
                far.addQuadCurve(to: CGPoint(x: 360, y: 170), controlPoint: CGPoint(x: 150, y: 90))
                far.addLine(to: CGPoint(x: 360, y: 260))
                far.addLine(to: CGPoint(x: 0, y: 260))
                far.close()
                colour(palette.hill).withAlphaComponent(0.7).setFill()
                far.fill()
                let near = UIBezierPath()
                near.move(to: CGPoint(x: 0, y: 230))
                near.addQuadCurve(to: CGPoint(x: 360, y: 215), controlPoint: CGPoint(x: 250, y: 150))
                near.addLine(to: CGPoint(x: 360, y: 260))
                near.addLine(to: CGPoint(x: 0, y: 260))
                near.close()
                colour(palette.hill).setFill()
                near.fill()
            }
        }
    }
}
