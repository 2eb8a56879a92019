@_implementationOnly import CCairo
public import Foundation

/// Options that extend a gradient's end colours beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fills the area before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fills the area beyond the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth blend between colours placed at locations from 0 to 1.
public final class CGGradient {
    /// The colour stops, sorted by location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// Creates a gradient from colours and their locations, or returns `nil` when there are none.
    ///
    /// Without `locations` the colours are spread evenly from 0 to 1. Locations are clamped to
    /// 0...1. `colors` holds `CGColor`s (`cgColors as CFArray`); a gradient with anything else
    /// among them is `nil`, with a message.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = colors
        let colors = given.compactMap { $0 as? CGColor }
        guard colors.count == given.count else {
            let stray = given.first { !($0 is CGColor) }.map { "\(type(of: $0))" } ?? "?"
            Diagnostics.report("Casement CoreGraphics: CGGradient(colorsSpace:colors:locations:) is nil: its colors hold a \(stray), not only CGColors.")
            return nil
        }
        guard !colors.isEmpty else { return nil }
        let places = (0..<colors.count).map { i -> CGFloat in
            if let locations { return min(max(locations[i], 0), 1) }
            return colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)
        }
        stops = zip(places, colors).map { ($0, $1) }.sorted { $0.location < $1.location }
    }

    /// Creates a gradient from `count` colours given as consecutive components (colour then alpha) in `space`.
    public convenience init?(
        colorSpace space: CGColorSpace,
        colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?,
        count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { CGColor(colorSpace: space, components: components + $0 * stride) }
        guard colors.count == count else { return nil }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// Adds the stops to `pattern` in the channel order `context` draws in.
    func addStops(to pattern: OpaquePointer, for context: CGContext) {
        for (location, color) in stops {
            let (r, g, b, a) = context.sourceComponents(color)
            cairo_pattern_add_color_stop_rgba(pattern, location, r, g, b, a)
        }
    }

    /// The colour at `location` (held to 0...1), interpolated between the stops around it.
    func components(at location: CGFloat) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let location = min(max(location, 0), 1)
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return stops.last!.color.srgbComponents }
        guard after > 0, stops[after].location > stops[after - 1].location else { return stops[after].color.srgbComponents }
        let (a, b) = (stops[after - 1], stops[after])
        let f = (location - a.location) / (b.location - a.location)
        let (x, y) = (a.color.srgbComponents, b.color.srgbComponents)
        let t = Double(f)
        return (x.0 + (y.0 - x.0) * t, x.1 + (y.1 - x.1) * t, x.2 + (y.2 - x.2) * t, x.3 + (y.3 - x.3) * t)
    }

    /// The stops between `from` and `to` (both in 0...1, `from` < `to`), moved to 0...1 of that
    /// part, with the colours at its ends.
    func stops(from: CGFloat, to: CGFloat) -> [(location: CGFloat, color: (red: Double, green: Double, blue: Double, alpha: Double))] {
        let inside = stops.filter { $0.location > from && $0.location < to }
            .map { (location: ($0.location - from) / (to - from), color: $0.color.srgbComponents) }
        return [(location: 0, color: components(at: from))] + inside + [(location: 1, color: components(at: to))]
    }
}

extension CGContext {
    /// Fills the clip with a gradient along the line from `start` to `end`.
    ///
    /// Without options, nothing is drawn before `start` or beyond `end` (measured along the line).
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return Diagnostics.ignoredCall("drawLinearGradient", "a point is NaN or infinite.")
        }
        if !Self.pixmanPlacesPatterns(under: userSpaceToDeviceSpaceTransform) {
            return drawLinearGradientInDeviceSpace(gradient, start: start, end: end, options: options)
        }
        var (start, end) = (start, end)
        let pattern: OpaquePointer
        let device = [start, end].map { $0.applying(userSpaceToDeviceSpaceTransform) }
        if device.contains(where: { !(abs($0.x) <= Self.farthestGradientPoint && abs($0.y) <= Self.farthestGradientPoint) }) {
            // Pixman cannot place a gradient whose ends are this far away; the part between the
            // ends that the clip shows, with its stops, is the same gradient over what can show.
            guard let visible = visibleLinearGradient(gradient, start: start, end: end, options: options) else { return }
            (start, end, pattern) = visible
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            gradient.addStops(to: pattern, for: self)
        }
        defer { cairo_pattern_destroy(pattern) }
        let direction = end - start
        // Padding both ends and clipping the unwanted side to a half-plane gives the one-sided options.
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        var keep: [(CGPoint, CGPoint)] = []
        if options == .drawsAfterEndLocation { keep.append((start, direction)) }
        if options == .drawsBeforeStartLocation { keep.append((end, CGPoint(x: -direction.x, y: -direction.y))) }
        fillClip(with: pattern, halfPlanes: keep)
    }

    /// Whether pixman can map device pixels back to a pattern drawn under `transform`: it takes
    /// the inverse transform in 16.16 fixed point, so each of its entries must stay within
    /// ±32,767. A shear of 10¹² (invertible, and accepted as a transform) is not.
    static func pixmanPlacesPatterns(under transform: CGAffineTransform) -> Bool {
        let inverse = transform.inverted()
        return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy { abs($0) <= farthestGradientPoint }
    }

    /// Draws a linear gradient as the same gradient in device space, for transforms pixman
    /// cannot invert: the colour at a device pixel depends on it linearly, through the start's
    /// device position and the gradient's device-space direction `g` (the user direction through
    /// the inverse transpose, over its squared length), so the device gradient runs from the
    /// start to `start + g / |g|²`.
    private func drawLinearGradientInDeviceSpace(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let m = userSpaceToDeviceSpaceTransform
        let direction = end - start
        let lengthSquared = direction.x * direction.x + direction.y * direction.y
        let determinant = m.a * m.d - m.b * m.c
        let g = CGPoint(
            x: (m.d * direction.x - m.b * direction.y) / determinant / lengthSquared,
            y: (-m.c * direction.x + m.a * direction.y) / determinant / lengthSquared)
        let gSquared = g.x * g.x + g.y * g.y
        let deviceStart = start.applying(m)
        let deviceEnd = CGPoint(x: deviceStart.x + g.x / gSquared, y: deviceStart.y + g.y / gSquared)
        guard lengthSquared > 0, [deviceStart.x, deviceStart.y, deviceEnd.x, deviceEnd.y].allSatisfy(\.isFinite), deviceStart != deviceEnd else {
            return Diagnostics.ignoredCall("drawLinearGradient", "under the current transform the gradient has no direction on the device.")
        }
        // The clip is kept in device space, so it stands while the transform is set aside.
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        drawLinearGradient(gradient, start: deviceStart, end: deviceEnd, options: options)
        cairo_restore(cairo)
    }

    /// How far from the device origin, in pixels, a linear gradient's ends can be for pixman,
    /// which takes them in 16.16 fixed point (Cairo rescales larger ones, but not under every
    /// transform: a turned gradient 700,000 pixels away still killed the context).
    static let farthestGradientPoint: CGFloat = 32767

    /// The part of the gradient from `start` to `end` that the clip shows, as a gradient whose ends
    /// lie within the clip's reach (the original ends where they show), or nil when nothing shows.
    private func visibleLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) -> (CGPoint, CGPoint, OpaquePointer)? {
        let box = boundingBoxOfClipPath
        let direction = end - start
        let lengthSquared = direction.x * direction.x + direction.y * direction.y
        guard !box.isNull, !box.isEmpty, lengthSquared > 0, lengthSquared.isFinite else { return nil }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let along = corners.map { (($0.x - start.x) * direction.x + ($0.y - start.y) * direction.y) / lengthSquared }
        let (first, last) = (max(along.min()!, 0), min(along.max()!, 1))
        func point(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + direction.x * t, y: start.y + direction.y * t) }
        let stops: [(location: CGFloat, color: (red: Double, green: Double, blue: Double, alpha: Double))]
        let (from, to): (CGPoint, CGPoint)
        if first < last {
            stops = gradient.stops(from: first, to: last)
            // Moved across the line to pass through the clip's centre, where the colours are the same.
            let center = CGPoint(x: box.midX, y: box.midY)
            let middle = ((center.x - start.x) * direction.x + (center.y - start.y) * direction.y) / lengthSquared
            let shift = center - point(middle)
            (from, to) = (point(first) + shift, point(last) + shift)
        } else {
            // Only what lies before the start or after the end shows: one colour, when extended.
            let before = along.max()! <= 0
            guard options.contains(before ? .drawsBeforeStartLocation : .drawsAfterEndLocation) else { return nil }
            let color = gradient.components(at: before ? 0 : 1)
            stops = [(location: 0, color: color), (location: 1, color: color)]
            (from, to) = (corners[0], corners[3])
        }
        // Under a transform that sends the clip itself out of reach nothing can be placed.
        guard [from, to].allSatisfy({ point in
            let p = point.applying(userSpaceToDeviceSpaceTransform)
            return abs(p.x) <= Self.farthestGradientPoint && abs(p.y) <= Self.farthestGradientPoint
        }), from != to else {
            Diagnostics.ignoredCall("drawLinearGradient", "the visible part of the gradient is beyond Cairo's reach (32,767 device pixels).")
            return nil
        }
        let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
        for (location, color) in stops {
            let (r, g, b, a) = ordered(color)
            cairo_pattern_add_color_stop_rgba(pattern, location, r, g, b, a)
        }
        return (from, to, pattern)
    }

    /// Fills the clip with a gradient between two circles.
    ///
    /// Without options only the cone between the circles is drawn. With both options the
    /// end colours extend everywhere. With one option the extension is bounded by the other
    /// circle, which is exact for concentric circles.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
            startRadius >= 0, endRadius >= 0
        else { return Diagnostics.ignoredCall("drawRadialGradient", "a centre or radius is NaN, infinite or negative.") }
        let toDevice = userSpaceToDeviceSpaceTransform
        guard Self.pixmanPlacesPatterns(under: toDevice) else {
            // Divergence: as below; a radial gradient has no device-space equivalent to fall back on.
            return Diagnostics.ignoredCall("drawRadialGradient", "the current transform is beyond what Cairo can invert for a pattern.")
        }
        let scale = Self.stretches(of: toDevice).largest
        let reach = [startCenter, endCenter].map { $0.applying(toDevice) }.flatMap { [abs($0.x), abs($0.y)] } + [startRadius * scale, endRadius * scale]
        guard reach.allSatisfy({ $0 <= Self.farthestGradientPoint }) else {
            // Divergence: Core Graphics draws such a gradient; pixman cannot place it, and would
            // put the context into its error state.
            return Diagnostics.ignoredCall("drawRadialGradient", "a centre or radius is beyond Cairo's reach (32,767 device pixels).")
        }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, for: self)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        saveGState()
        if options == .drawsBeforeStartLocation {
            withTemporaryPath({ $0.addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius)) }) { clip() }
        } else if options == .drawsAfterEndLocation {
            withTemporaryPath({ path in
                path.addRect(boundingBoxOfClipPath.insetBy(dx: -1, dy: -1))
                path.addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius, width: 2 * startRadius, height: 2 * startRadius))
            }) { clip(using: .evenOdd) }
        }
        fillClip(with: pattern, halfPlanes: [])
        restoreGState()
    }

    /// Paints `pattern` over the whole clip, limited to the half-planes on the side each normal points to.
    private func fillClip(with pattern: OpaquePointer, halfPlanes: [(CGPoint, CGPoint)]) {
        let clipBox = boundingBoxOfClipPath
        guard !clipBox.isNull, clipBox.width > 0, clipBox.height > 0 else { return }
        withTemporaryPath({ path in
            guard let (origin, normal) = halfPlanes.first else { return path.addRect(clipBox) }
            // A large rectangle on the kept side of the line through origin, perpendicular to normal.
            let span = (clipBox.width + clipBox.height + (origin - CGPoint(x: clipBox.midX, y: clipBox.midY)).length) * 2
            let n = normal.normalized
            let along = n.perpendicular * span
            path.addLines(between: [origin + along, origin + along + n * span, origin - along + n * span, origin - along])
            path.closeSubpath()
        }) {
            paint(pattern: pattern, extents: pathExtents(stroke: false)) { cairo_fill_preserve($0) }
        }
    }
}

extension CGContext {
    /// Fills the clip with a gradient that sweeps once around `center`, starting at `startAngle`.
    ///
    /// Core Graphics has no conic gradient; Core Animation's conic `CAGradientLayer` draws with
    /// this. The sweep runs towards increasing angles and is built from Cairo mesh patches, so it
    /// is smooth with no seams between wedges.
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat) {
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite else { return }
        let box = boundingBoxOfClipPath
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let device = userSpaceToDeviceSpaceTransform
        let deviceRadius = radius * abs(device.a * device.d - device.b * device.c).squareRoot()
        guard deviceRadius.isFinite, deviceRadius < 32768 else {
            // Seen from this far, the clip spans a sliver of the sweep, and Cairo would subdivide
            // patches thousands of pixels long without end: fill with the colour of that sliver.
            let toward = atan2(box.midY - center.y, box.midX - center.x) - startAngle
            let turns = toward / (2 * .pi)
            let (r, g, b, a) = gradient.color(at: turns - turns.rounded(.down))
            saveGState()
            setFillColor(CGColor(srgbRed: r, green: g, blue: b, alpha: a))
            fill(box)
            restoreGState()
            return
        }
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        let wedges = 128
        for index in 0..<wedges {
            let f0 = CGFloat(index) / CGFloat(wedges)
            let f1 = CGFloat(index + 1) / CGFloat(wedges)
            let (a0, a1) = (startAngle + f0 * 2 * .pi, startAngle + f1 * 2 * .pi)
            let c0 = ordered(gradient.color(at: f0))
            let c1 = ordered(gradient.color(at: f1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.0, color.1, color.2, color.3)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        withTemporaryPath({ $0.addRect(box) }) {
            paint(pattern: mesh, extents: pathExtents(stroke: false)) { cairo_fill_preserve($0) }
        }
    }
}

extension CGGradient {
    /// The interpolated sRGB colour at `location`, with the end colours beyond the first and last stops.
    func color(at location: CGFloat) -> (Double, Double, Double, Double) {
        guard let first = stops.first else { return (0, 0, 0, 0) }
        if location <= first.location { return first.color.srgbComponents }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = Double(span > 0 ? (location - lower.location) / span : 1)
            let (a, b) = (lower.color.srgbComponents, upper.color.srgbComponents)
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t, a.3 + (b.3 - a.3) * t)
        }
        return stops.last!.color.srgbComponents
    }
}
