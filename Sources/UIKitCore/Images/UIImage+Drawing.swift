public import CoreGraphics
import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point`, combined by `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (a resizable image keeps its caps' size).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image to fill `rect`, combined by `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, !rect.isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if capInsets != .zero, let upright = uprightCGImage {
            drawNinePart(upright, in: rect.standardized, context: context)
        } else {
            Self.draw(cgImage, orientation: imageOrientation, in: rect, context: context)
        }
        context.restoreGState()
    }

    /// Fills `rect` with copies of the image side by side, from the context's origin.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let upright = uprightCGImage, size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        Self.tile(upright, tileSize: size, over: rect, phase: .zero, context: context)
        context.restoreGState()
    }

    /// The bitmap turned upright: the stored one for an upright image, otherwise drawn turned.
    var uprightCGImage: CGImage? {
        guard let cgImage else { return nil }
        guard imageOrientation != .up else { return cgImage }
        let pixels = imageOrientation.isSideways ? CGSize(width: cgImage.height, height: cgImage.width) : CGSize(width: cgImage.width, height: cgImage.height)
        guard let context = CGContext.uikitBitmap(width: Int(pixels.width), height: Int(pixels.height)) else { return nil }
        Self.draw(cgImage, orientation: imageOrientation, in: CGRect(origin: .zero, size: pixels), context: context)
        return context.makeImage()
    }

    /// Draws `image`, stored turned by `orientation`, upright to fill `rect` of a y-down context.
    static func draw(_ image: CGImage, orientation: Orientation, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.midX, y: rect.midY)
        context.rotate(by: orientation.angle)
        if orientation.isMirrored { context.scaleBy(x: -1, y: 1) }
        let size = orientation.isSideways ? CGSize(width: rect.height, height: rect.width) : rect.size
        // Core Graphics draws images upright in y-up space; the context is y-down.
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
        context.restoreGState()
    }

    /// Draws a resizable image: the corners at their size, the edges and middle stretched or
    /// tiled between them. Caps larger than `rect` shrink to fit it.
    private func drawNinePart(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        // Boundaries in the bitmap's pixels and in the destination's points.
        let sx = [0, min(capInsets.left * scale, w), max(w - capInsets.right * scale, 0), w].map { $0.rounded() }
        let sy = [0, min(capInsets.top * scale, h), max(h - capInsets.bottom * scale, 0), h].map { $0.rounded() }
        for cell in NinePartGrid.cells(width: w, height: h, xs: sx, ys: sy, scale: scale, in: rect) {
            guard let piece = image.cropping(to: cell.source) else { continue }
            let destination = cell.destination
            if resizingMode == .stretch || cell.isCorner {
                Self.draw(piece, orientation: .up, in: destination, context: context)
            } else {
                context.saveGState()
                context.clip(to: destination)
                // Edges tile along their length only; the middle tiles both ways.
                let tileSize = CGSize(
                    width: cell.column == 1 ? cell.source.width / scale : destination.width,
                    height: cell.row == 1 ? cell.source.height / scale : destination.height)
                Self.tile(piece, tileSize: tileSize, over: destination, phase: destination.origin, context: context)
                context.restoreGState()
            }
        }
    }

    /// Draws copies of `image`, each `tileSize`, covering `rect`, the grid aligned to `phase`.
    static func tile(_ image: CGImage, tileSize: CGSize, over rect: CGRect, phase: CGPoint, context: CGContext) {
        guard tileSize.width > 0, tileSize.height > 0 else { return }
        var y = phase.y + ((rect.minY - phase.y) / tileSize.height).rounded(.down) * tileSize.height
        while y < rect.maxY {
            var x = phase.x + ((rect.minX - phase.x) / tileSize.width).rounded(.down) * tileSize.width
            while x < rect.maxX {
                draw(image, orientation: .up, in: CGRect(x: x, y: y, width: tileSize.width, height: tileSize.height), context: context)
                x += tileSize.width
            }
            y += tileSize.height
        }
    }
}
