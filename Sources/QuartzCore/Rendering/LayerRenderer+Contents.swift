import CoreGraphics
import Foundation

extension LayerRenderer {
    /// Draws the contents image placed by gravity, cropped by contentsRect and nine-part stretched by contentsCenter.
    func drawContents(of layer: CALayer, in context: CGContext) {
        guard let dissolve = layer.contentsDissolve else {
            let kind = layer.contentsKind
            if case .drawn(let drawn) = kind {
                if drawn.isShownDirectly(by: layer), drawn.replaysExactly(into: context) { return drawn.draw(in: context) }
                if let image = drawn.image(isOpaque: layer.drawsOpaque) { drawContents(image, of: layer, in: context) }
                return
            }
            if let image = kind.image { drawContents(image, of: layer, in: context) }
            return
        }
        // old × (1 − t) + new × t: adding the new image's share keeps opaque contents opaque throughout.
        let t = CGFloat(dissolve.fraction)
        context.saveGState()
        context.beginTransparencyLayer(in: layer.bounds.union(layer.contentVisualRect), auxiliaryInfo: nil)
        if let from = CALayer.image(ofContents: dissolve.from) {
            context.setAlpha(1 - t)
            drawContents(from, of: layer, in: context)
        }
        if let to = CALayer.image(ofContents: dissolve.to) {
            context.setAlpha(t)
            context.setBlendMode(.plusLighter)
            drawContents(to, of: layer, in: context)
        }
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Draws `image` as the layer's contents.
    private func drawContents(_ image: CGImage, of layer: CALayer, in context: CGContext) {
        guard !layer.bounds.isEmpty else { return }
        guard let source = Self.cropped(image, to: layer.contentsRect) else { return }
        let scale = layer.contentsScale
        let size = CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
        let destination = Self.place(size, in: layer.bounds, gravity: layer.contentsGravity, flipped: layer.contentsAreFlipped())
        context.saveGState()
        let enlarging = destination.width * context.userSpaceToDeviceSpaceScale > CGFloat(source.width)
        context.interpolationQuality = Self.interpolation(for: enlarging ? layer.magnificationFilter : layer.minificationFilter)
        // The centre is in unit coordinates of the contents; what lies outside them, or is not a
        // number, selects nothing more than the whole.
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let center = layer.contentsCenter.isFiniteGeometry ? layer.contentsCenter.standardized.intersection(unit) : unit
        if !center.isNull, center != unit, layer.contentsGravity == .resize {
            drawNinePart(source, center: center, scale: scale, in: destination, context: context)
        } else {
            drawUpright(source, in: destination, context: context)
        }
        context.restoreGState()
    }

    /// The interpolation Cairo uses for a contents filter.
    static func interpolation(for filter: CALayerContentsFilter) -> CGInterpolationQuality {
        switch filter {
        case .nearest: .none
        case .trilinear: .high
        default: .default
        }
    }

    /// The part of `image` that `contentsRect` selects, or `nil` when it selects nothing.
    static func cropped(_ image: CGImage, to contentsRect: CGRect) -> CGImage? {
        let crop = pixelRect(contentsRect, of: image)
        guard crop.width > 0, crop.height > 0 else { return nil }
        return crop == CGRect(x: 0, y: 0, width: image.width, height: image.height) ? image : image.cropping(to: crop)
    }

    /// `contentsRect` in the image's pixels, row 0 at the top.
    static func pixelRect(_ unit: CGRect, of image: CGImage) -> CGRect {
        // A NaN or infinite contents rectangle selects nothing that can be drawn.
        guard unit.isFiniteGeometry else { return .null }
        let w = CGFloat(image.width)
        let h = CGFloat(image.height)
        let rect = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h).integral
        return rect.clampedIntersection(CGRect(x: 0, y: 0, width: w, height: h))
    }

    /// Where contents of `size` go in `bounds` under `gravity`.
    ///
    /// UIKit parity: "top" is the maximum-y edge of the bounds, which on a y-down screen is the
    /// bottom, unless the contents are flipped (CALayerRenderingTests.gravityTopIsMaxY).
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, flipped: Bool) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let ratio = gravity == .resizeAspect
                ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let fitted = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x: CGFloat = name.hasSuffix("left") || name == "left" ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let towardsMaxY = name.hasPrefix("top") != flipped
            let isVerticalEdge = name.hasPrefix("top") || name.hasPrefix("bottom")
            let y: CGFloat = !isVerticalEdge ? bounds.midY - size.height / 2
                : towardsMaxY ? bounds.maxY - size.height : bounds.minY
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Draws `image` with its first row at `rect.minY`, so it appears upright in y-down space.
    func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Nine-part stretching: the corners keep their size, the edges stretch along one axis, the centre along both.
    private func drawNinePart(_ image: CGImage, center: CGRect, scale: CGFloat, in rect: CGRect, context: CGContext) {
        let w = CGFloat(image.width)
        let h = CGFloat(image.height)
        let xs = [0, (center.minX * w).rounded(), (center.maxX * w).rounded(), w].map { min(max($0, 0), w) }
        let ys = [0, (center.minY * h).rounded(), (center.maxY * h).rounded(), h].map { min(max($0, 0), h) }
        for cell in NinePartGrid.cells(width: w, height: h, xs: xs, ys: ys, scale: scale, in: rect) {
            guard let piece = image.cropping(to: cell.source) else { continue }
            drawUpright(piece, in: cell.destination, context: context)
        }
    }
}

extension CGContext {
    /// How many device pixels one user-space unit covers, on average over both axes.
    var userSpaceToDeviceSpaceScale: CGFloat {
        let t = userSpaceToDeviceSpaceTransform
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}

extension CALayer {
    func defaultContentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }
}
