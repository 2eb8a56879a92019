import CoreGraphics
import Foundation

/// The outline of a layer's bounds with its masked corners rounded.
struct RoundedOutline: Hashable, Sendable {
    var radius: CGFloat
    var corners: CACornerMask

    init(layer: CALayer) {
        let b = layer.bounds
        radius = max(0, min(layer.cornerRadius, min(b.width, b.height) / 2))
        corners = layer.maskedCorners
    }

    private init(radius: CGFloat, corners: CACornerMask) {
        self.radius = radius
        self.corners = corners
    }

    var isRounded: Bool { radius > 0 && !corners.isEmpty }

    /// The outline of a border's inner edge: the radius shrinks by the border width.
    func insetBy(_ width: CGFloat) -> RoundedOutline {
        RoundedOutline(radius: max(0, radius - width), corners: corners)
    }

    /// The outline around `rect`, shared by every layer of the same size and corners, so a
    /// frame builds each shape once and the shadow cache recognises it at once.
    func path(in rect: CGRect) -> CGPath {
        let key = OutlineKey(outline: self, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        if let path = Self.lock.withLock({ Self.paths[key] }) { return path }
        let path = CGPath(elements: makePath(in: rect).elements)
        if !isRounded || corners.isSuperset(of: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) {
            path.roundedRectShape = (rect, isRounded ? min(radius, min(rect.width, rect.height) / 2) : 0)
        }
        Self.lock.withLock {
            // A bounded cache: sizes that animate would otherwise grow it without end.
            if Self.paths.count >= 512 { Self.paths.removeAll(keepingCapacity: true) }
            Self.paths[key] = path
        }
        return path
    }

    private struct OutlineKey: Hashable, Sendable {
        var outline: RoundedOutline
        var x, y, width, height: CGFloat
    }

    /// Shared by every thread that draws layers (a pure function of its key, and paths never
    /// change once made), so used only under ``lock``.
    nonisolated(unsafe) private static var paths: [OutlineKey: CGPath] = [:]
    private static let lock = NSLock()

    private func makePath(in rect: CGRect) -> CGMutablePath {
        let path = CGMutablePath()
        guard isRounded else {
            path.addRect(rect)
            return path
        }
        let r = min(radius, min(rect.width, rect.height) / 2)
        func corner(_ mask: CACornerMask) -> CGFloat { corners.contains(mask) ? r : 0 }
        let (tl, tr, bl, br) = (corner(.layerMinXMinYCorner), corner(.layerMaxXMinYCorner),
                                corner(.layerMinXMaxYCorner), corner(.layerMaxXMaxYCorner))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: tr) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: br) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bl) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: tl) }
        path.closeSubpath()
        return path
    }
}
