import CoreGraphics
import Foundation

/// The flip and page-curl transitions, which UIKit's view transitions use. Core Animation knows
/// them as the undocumented types "oglFlip", "pageCurl" and "pageUnCurl"; Casement draws them
/// under the same names.
extension CATransitionType {
    /// The layer turns over about its centre line, showing the new picture on its back.
    static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old picture peels up from the bottom like a page, uncovering the new one.
    static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new picture comes down from the top like a page laid back down over the old one.
    static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

extension CATransition {
    /// The 3D placement of the picture a flip shows at `progress` over `bounds`, and whether that
    /// picture is the old one: the old turns its first 90°, the new its last.
    ///
    /// From the left (the default) the left edge comes towards the viewer, about the vertical
    /// centre line; from the top, the top edge, about the horizontal one; the others mirror these.
    func flipPlacement(at progress: Double, bounds: CGRect) -> (transform: CATransform3D, showsOld: Bool) {
        let turned = CGFloat(progress) * .pi
        let showsOld = turned <= .pi / 2
        let angle = showsOld ? turned : turned - .pi
        let rotation: CATransform3D = switch subtype {
        case .fromRight?: CATransform3DMakeRotation(-angle, 0, 1, 0)
        case .fromTop?: CATransform3DMakeRotation(-angle, 1, 0, 0)
        case .fromBottom?: CATransform3DMakeRotation(angle, 1, 0, 0)
        default: CATransform3DMakeRotation(angle, 0, 1, 0)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(bounds.width, bounds.height, 1))
        var t = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        t = CATransform3DConcat(t, rotation)
        t = CATransform3DConcat(t, perspective)
        return (CATransform3DConcat(t, CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)), showsOld)
    }

    /// The fold of a page curl at `progress` over `bounds`: the page keeps the points `p` with
    /// `normal · p ≤ offset` flat; the rest is lifted and shows folded back over it, mirrored in
    /// the fold line. The fold starts at the bottom-right corner and sweeps past the top-left one.
    func curlFold(at progress: Double, bounds: CGRect) -> (normal: CGPoint, offset: CGFloat) {
        // Tilted a little off horizontal, so the bottom-right corner lifts first.
        let normal = CGPoint(x: sin(0.3), y: cos(0.3))
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { $0.x * normal.x + $0.y * normal.y }
        let (near, far) = (reach.min() ?? 0, reach.max() ?? 0)
        // A curl runs the page up; an uncurl lays it back down, the same motion backwards.
        let lifted = type == .pageUnCurl ? 1 - progress : progress
        return (normal, far - CGFloat(lifted) * (far - near))
    }
}

extension LayerRenderer {
    /// Draws a flip: the picture in its half of the turn, in perspective.
    func drawFlip(_ transition: CATransition, progress: Double, of layer: CALayer, in context: CGContext) {
        let (transform, showsOld) = transition.flipPlacement(at: progress, bounds: layer.bounds)
        let plane = ProjectiveTransform(transform)
        if showsOld {
            guard let snapshot = transition.snapshot, let image = snapshot.image else { return }
            drawProjected(image, covering: snapshot.rect, through: plane, in: context)
        } else if !layer.isHidden, let (image, rect) = liveImage(of: layer) {
            drawProjected(image, covering: rect, through: plane, in: context)
        }
    }

    /// Draws a page curl or uncurl: the picture underneath, the flat part of the page, then its
    /// lifted part folded back over it, its back a pale mirror image of its face.
    func drawCurl(_ transition: CATransition, progress: Double, of layer: CALayer, in context: CGContext) {
        let (normal, offset) = transition.curlFold(at: progress, bounds: layer.bounds)
        let pageIsNew = transition.type == .pageUnCurl
        let bounds = layer.bounds
        var live = offscreen
        live.inheritedOpacity = inheritedOpacity
        func drawOld() {
            guard let snapshot = transition.snapshot, let image = snapshot.image else { return }
            context.saveGState()
            context.setAlpha(inheritedOpacity)
            drawUpright(image, in: snapshot.rect, context: context)
            context.restoreGState()
        }
        func drawNew() {
            guard !layer.isHidden else { return }
            live.drawLayerBody(layer, in: context)
        }
        let drawPage = pageIsNew ? drawNew : drawOld
        if pageIsNew { drawOld() } else { drawNew() }
        // The flat part: the page's side of the fold.
        let flat = halfPlane(normal: normal, offset: offset, within: bounds)
        context.saveGState()
        context.addPath(flat)
        context.clip()
        drawPage()
        context.restoreGState()
        // The lifted part, mirrored in the fold line onto the flat side, within the page.
        let mirror = CGAffineTransform(
            a: 1 - 2 * normal.x * normal.x, b: -2 * normal.x * normal.y, c: -2 * normal.x * normal.y, d: 1 - 2 * normal.y * normal.y,
            tx: 2 * offset * normal.x, ty: 2 * offset * normal.y)
        let flap = CGMutablePath()
        flap.addPath(halfPlane(normal: CGPoint(x: -normal.x, y: -normal.y), offset: -offset, within: bounds), transform: mirror)
        context.saveGState()
        context.addPath(flat)
        context.clip()
        context.addPath(flap)
        context.clip()
        context.saveGState()
        context.concatenate(mirror)
        drawPage()
        context.restoreGState()
        context.setFillColor(CGColor(srgbRed: 0.97, green: 0.97, blue: 0.95, alpha: 0.75 * inheritedOpacity))
        context.fill(bounds.union(bounds.applying(mirror)))
        context.restoreGState()
    }

    /// The part of `rect` where `normal · p ≤ offset`, as a path.
    private func halfPlane(normal: CGPoint, offset: CGFloat, within rect: CGRect) -> CGPath {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        // Clip the rectangle's outline by the half-plane (one pass of Sutherland–Hodgman).
        var points: [CGPoint] = []
        for (index, current) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            let a = current.x * normal.x + current.y * normal.y - offset
            let b = next.x * normal.x + next.y * normal.y - offset
            if a <= 0 { points.append(current) }
            if (a < 0) != (b < 0), a != b {
                let t = a / (a - b)
                points.append(CGPoint(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
            }
        }
        let path = CGMutablePath()
        if points.count >= 3 { path.addLines(between: points) ; path.closeSubpath() }
        return path
    }

    /// Draws `image`, which covers `rect` of the layer's space, through `plane`.
    private func drawProjected(_ image: CGImage, covering rect: CGRect, through plane: ProjectiveTransform, in context: CGContext) {
        let imageToLayer = ProjectiveTransform(CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.minY))
        context.saveGState()
        context.setAlpha(inheritedOpacity)
        context.drawProjected(image, transform: imageToLayer.concatenating(plane))
        context.restoreGState()
    }

    /// The layer as it is drawn now, as an image at its contents scale, and the area it covers.
    private func liveImage(of layer: CALayer) -> (CGImage, CGRect)? {
        let area = layer.subtreeRectInOwnSpace.integral
        guard let bitmap = Self.bitmap(covering: area, scale: max(layer.contentsScale, 1)) else { return nil }
        offscreen.drawLayerBody(layer, in: bitmap)
        return bitmap.makeImage().map { ($0, area) }
    }
}

extension CALayer {
    /// The area a flip paints at `progress`: the picture it shows, in perspective.
    func flipCoverage(_ transition: CATransition, progress: Double, shown: CALayer) -> CGRect {
        let (transform, showsOld) = transition.flipPlacement(at: progress, bounds: shown.bounds)
        let rect = showsOld ? transition.snapshot?.rect ?? .null : shown.subtreeRectInOwnSpace
        guard !rect.isNull else { return .null }
        let plane = ProjectiveTransform(transform)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { plane.apply($0) }
        guard corners.allSatisfy({ $0.w > 0 }) else { return .null }
        let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!).integral
    }
}
