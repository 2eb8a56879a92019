public import CoreGraphics

/// A space points and rectangles can be converted into and out of: a view's bounds, or a screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's extent in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`, as the bounding box of its corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space, as the bounding box of its corners.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// How a space is placed on its screen: every conversion goes through screen coordinates.
@MainActor
package protocol ScreenPlacedSpace: UICoordinateSpace {
    /// `point`, in this space, in the screen's coordinate space.
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    /// `point`, in the screen's coordinate space, in this space.
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenPlacedSpace {
    package func convertPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        guard let target = space as? any ScreenPlacedSpace else { return point }
        if target === self { return point }
        return target.pointFromScreen(pointOnScreen(point))
    }

    package func convertRect(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
        CGRect.boundingBox(of: rect) { convertPoint($0, to: space) }
    }

    package func convertRect(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
        CGRect.boundingBox(of: rect) { space.convert($0, to: self) }
    }
}

extension CGRect {
    /// The bounding box of the rectangle's corners mapped by `map`; a null rectangle stays null.
    package static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView: ScreenPlacedSpace {
    /// Converts `point` from this view's bounds to `coordinateSpace` (a view or a screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return convertPoint(point, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` (a view or a screen's space) to this view's bounds.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return coordinateSpace.convert(point, to: self)
    }

    /// Converts `rect` from this view's bounds to `coordinateSpace`, as the bounding box of its corners.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return convertRect(rect, to: coordinateSpace)
    }

    /// Converts `rect` from `coordinateSpace` to this view's bounds, as the bounding box of its corners.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return convertRect(rect, from: coordinateSpace)
    }

    package func pointOnScreen(_ point: CGPoint) -> CGPoint {
        let root = rootView.layer
        return root.pointInSuperlayerSpace(layer.convert(point, to: root))
    }

    package func pointFromScreen(_ point: CGPoint) -> CGPoint {
        let root = rootView.layer
        return layer.convert(root.pointFromSuperlayerSpace(point), from: root)
    }
}
