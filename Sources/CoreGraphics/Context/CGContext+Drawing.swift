@_implementationOnly import CCairo
public import Foundation

extension CGContext {
    /// Paints the area inside the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        setRule(rule)
        paint(color: state.fillColor, extents: pathExtents(stroke: false)) { cairo_fill_preserve($0) }
        cairo_new_path(cairo)
    }

    /// Paints the current path's outline with the stroke colour and line settings, and clears the path.
    public func strokePath() {
        guard lineWidthIsDrawable("strokePath()") else { return cairo_new_path(cairo) }
        withVisibleDashes {
            paint(color: state.strokeColor, extents: pathExtents(stroke: true)) { cairo_stroke_preserve($0) }
        }
        cairo_new_path(cairo)
    }

    /// The widest line, in device pixels, Cairo is asked to stroke: its pen is a polygon whose
    /// vertex count grows with the square root of the width, and one a hundred trillion pixels
    /// wide (a width of 100 under a scale of 1e12) exhausts memory and kills the context. Past
    /// this width a stroke around a path within Cairo's reach covers the whole surface anyway.
    static let widestStroke: CGFloat = 16_777_216

    /// Whether the current line width stays within ``widestStroke`` device pixels; when it does
    /// not, `function` is reported as ignored.
    func lineWidthIsDrawable(_ function: String) -> Bool {
        let width = cairo_get_line_width(cairo) * Self.stretches(of: userSpaceToDeviceSpaceTransform).largest
        guard !(width <= Self.widestStroke) else { return true }
        Diagnostics.ignoredCall(function, "the line would be \(width) device pixels wide, more than \(Int(Self.widestStroke)).")
        return false
    }

    /// Runs `stroke` with the current path dashed ahead of time when Cairo would cut it into more
    /// dashes than a frame can afford (it makes every dash of the path, seen or not).
    ///
    /// The path is then dashed in Swift, only where the clip lets strokes show, and stroked
    /// solid; the dash setting is back in place afterwards. Short patterns on short paths keep
    /// Cairo's own dashing.
    private func withVisibleDashes(_ stroke: () -> Void) {
        let count = Int(cairo_get_dash_count(cairo))
        guard count > 0 else { return stroke() }
        var lengths = [Double](repeating: 0, count: count)
        var phase = 0.0
        cairo_get_dash(cairo, &lengths, &phase)
        let elements = currentElements()
        // The control polygon is at least as long as the path, so this never underestimates.
        var polygon: CGFloat = 0
        var previous: CGPoint?
        for element in elements {
            for point in element.points {
                if let previous { polygon += (point - previous).length }
                previous = point
            }
        }
        let period = lengths.reduce(0, +)
        guard period > 0, !(polygon / period * CGFloat(count) <= 10_000) else { return stroke() }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let reach = cairo_get_line_width(cairo) / 2 * max(cairo_get_miter_limit(cairo), 1.5)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).insetBy(dx: -reach - 1, dy: -reach - 1)
        let dashed = CGPath(elements: elements).dashedElements(
            phase: phase, lengths: lengths.map { CGFloat($0) }, transform: .identity, visible: visible)
        cairo_new_path(cairo)
        replay(dashed)
        cairo_set_dash(cairo, nil, 0, 0)
        stroke()
        cairo_set_dash(cairo, lengths, Int32(count), phase)
    }

    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            setRule(mode == .fillStroke ? .winding : .evenOdd)
            paint(color: state.fillColor, extents: pathExtents(stroke: false)) { cairo_fill_preserve($0) }
            strokePath()
        }
    }

    /// Fills `rect` with the fill colour; the current path is left as it was.
    public func fill(_ rect: CGRect) {
        guard !fillsDirectly(CollectionOfOne(rect)) else { return }
        withTemporaryRects(CollectionOfOne(rect)) { fillPath() }
    }

    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) {
        guard !fillsDirectly(rects) else { return }
        withTemporaryRects(rects) { fillPath() }
    }

    /// Fills the ellipse that fits `rect`.
    public func fillEllipse(in rect: CGRect) { withTemporaryPath({ $0.addEllipse(in: rect) }) { fillPath() } }

    /// Strokes the outline of `rect` with the current line settings.
    public func stroke(_ rect: CGRect) { withTemporaryPath({ $0.addRect(rect) }) { strokePath() } }

    /// Strokes the outline of `rect` with a line `width` wide, leaving the line width setting unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = cairo_get_line_width(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cairo, previous)
    }

    /// Strokes the outline of the ellipse that fits `rect`.
    public func strokeEllipse(in rect: CGRect) { withTemporaryPath({ $0.addEllipse(in: rect) }) { strokePath() } }

    /// Strokes a separate line between each pair of points: 0 to 1, 2 to 3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        withTemporaryPath({ path in
            for i in stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[i])
                path.addLine(to: points[i + 1])
            }
        }) { strokePath() }
    }

    /// Makes the pixels in `rect` fully transparent (black for an opaque bitmap), ignoring blend mode, alpha and shadow.
    public func clear(_ rect: CGRect) {
        guard !clearsDirectly(rect) else { return }
        withTemporaryRects(CollectionOfOne(rect)) {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            let extents = pathExtents(stroke: false)
            willDraw(deviceRect: extents)
            cairo_fill(cairo)
            cairo_restore(cairo)
            didDraw(deviceRect: extents)
        }
    }

    /// Intersects the clip with the area inside the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        setRule(rule)
        cairo_clip(cairo)
        state.deviceClip = .unknown
    }

    /// Intersects the clip with `rect`; the current path is left as it was.
    public func clip(to rect: CGRect) { clip(toRects: CollectionOfOne(rect)) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) { clip(toRects: rects) }

    private func clip(toRects rects: some Collection<CGRect>) {
        withTemporaryRects(rects) {
            setRule(.winding)
            cairo_clip(cairo)
        }
        noteClip(to: rects)
    }

    /// Resets the clip to the whole destination.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.mask = nil
        state.deviceClip = .whole
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws `image` scaled to fill `rect`, its first row at the rectangle's maximum y.
    ///
    /// In the default y-up space the image appears upright; in a flipped (y-down) space it
    /// appears upside down, as with Core Graphics.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, tiled: false)
    }

    /// Draws `image` filling `rect`, or with `byTiling`, again and again in tiles of `rect`'s size
    /// and phase until the whole clip is covered.
    ///
    /// - Note: Divergence: an image enlarged more than 8,192 times is drawn as
    ///   one tile of solid pixels rather than tiled (a tile that size is bigger than what shows).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        drawImage(image, in: rect, tiled: byTiling)
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, tiled: Bool) {
        var r = rect.standardized
        if tiled { r = Self.firstTile(r, near: boundingBoxOfClipPath) }
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
            // A rectangle too thin for its mapping to be inverted shows nothing (and Cairo would
            // put the whole context into an error state for the pattern's matrix).
            Self.cairoAccepts(CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height), tx: r.minX, ty: r.minY))
        else {
            return
        }
        // Nothing shows of a rectangle that misses the clip, and Cairo cannot map one sent 1e300 away.
        let clip = boundingBoxOfClipPath
        guard tiled ? !clip.isEmpty : !clip.clampedIntersection(r).isEmpty else { return }
        var image = image
        // Image pixels to device pixels; Cairo hands pixman the inverse in 16.16 fixed point,
        // so an image shrunk more than 32,767 times along an axis puts the context into its
        // error state ("out of memory").
        let m = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: r.height / CGFloat(image.height), tx: 0, ty: 0)
            .concatenating(userSpaceToDeviceSpaceTransform)
        let determinant = abs(m.a * m.d - m.b * m.c)
        // Less than a thousandth of a device pixel of ink in all shows nothing.
        guard determinant * CGFloat(image.width) * CGFloat(image.height) >= 1.0 / 1024 else { return }
        let (largestStretch, smallestStretch) = Self.stretches(of: m)
        if !(largestStretch <= Self.maximumImageStretch) {
            guard !state.transformOverflowed else { return }
            // Each pixel's rectangle sets its own colour; the pattern is only a placeholder.
            let placeholder = cairo_pattern_create_rgba(0, 0, 0, 0)!
            defer { cairo_pattern_destroy(placeholder) }
            return withTemporaryPath({ $0.addRect(r) }) {
                paint(pattern: placeholder, extents: pathExtents(stroke: false)) { cairo in
                    cairo_new_path(cairo)
                    self.paintStretchedPixels(of: image, in: r, with: cairo)
                }
            }
        }
        let factor = Self.samplingFactor(forSmallestStretch: smallestStretch)
        if factor > 1 {
            guard let sampled = image.sampled(every: factor) else { return }
            image = sampled
        }
        let source = imagePattern(image, in: r)
        defer { cairo_pattern_destroy(source) }
        if tiled { cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT) }
        withTemporaryPath({ $0.addRect(tiled ? clip : r) }) {
            paint(pattern: source, extents: pathExtents(stroke: false)) { cairo_fill_preserve($0) }
        }
    }

    /// The tile of the grid `tile` starts that holds the clip's corner: tiling from there draws
    /// the same tiles, and keeps the pattern's offset within what Cairo can map (a first tile
    /// sent 1e300 away would put the context into its error state).
    private static func firstTile(_ tile: CGRect, near clip: CGRect) -> CGRect {
        guard tile.width > 0, tile.height > 0, !clip.isEmpty else { return tile }
        let across = ((clip.minX - tile.minX) / tile.width).rounded(.down)
        let down = ((clip.minY - tile.minY) / tile.height).rounded(.down)
        guard across.isFinite, down.isFinite else { return tile }
        var first = tile.offsetBy(dx: across * tile.width, dy: down * tile.height)
        // A grid sent so far away that its spacing is lost in rounding has no phase left to keep:
        // it starts at the clip.
        if !(abs(first.minX - clip.minX) <= first.width) { first.origin.x = clip.minX }
        if !(abs(first.minY - clip.minY) <= first.height) { first.origin.y = clip.minY }
        return first
    }

    /// A pattern that maps `image` onto `rect` with Core Graphics' row order and the context's filter.
    ///
    /// `forColor` false makes a pattern whose alpha alone matters (a mask), which needs no
    /// exchanged copy of the image in an RGBA bitmap.
    func imagePattern(_ image: CGImage, in rect: CGRect, forColor: Bool = true) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface((forColor ? sourcePixels(of: image) : image.pixels).surface)!
        // Pattern space is image pixels; user space puts row 0 at maxY.
        let imageToUser = CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
            tx: rect.minX, ty: rect.maxY)
        cairo_pattern_set_matrix(pattern, [imageToUser.inverted().cairoMatrix])
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let toDevice = imageToUser.concatenating(userSpaceToDeviceSpaceTransform)
        let areaScale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c)
        let magnifies = areaScale >= 1
        // Cairo's smoothing filters build a kernel as wide as the reduction: shrinking an image a
        // million times would need gigabytes. Beyond 64 times a side, a pixel of the result
        // covers so much of the image that plain sampling is what can be drawn.
        let extreme = !(areaScale >= 1.0 / 4096)
        cairo_pattern_set_filter(pattern, extreme ? CAIRO_FILTER_FAST : filter(for: image, magnifying: magnifies))
        return pattern
    }

    private func filter(for image: CGImage, magnifying: Bool) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        switch state.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        // Cairo's best filter is built for shrinking; enlarging with it looks almost unfiltered,
        // so enlargements use the smooth bilinear filter instead.
        case .high: return magnifying ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BEST
        }
    }

    // MARK: Shared drawing machinery

    private func setRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    }

    /// Runs `body`, which may change the current path (text moves its current point), then
    /// puts the current path back as it was.
    func withPathSetAside(_ body: () -> Void) {
        // Without a current point Cairo's path is empty, and there is nothing to keep aside.
        let saved = cairo_has_current_point(cairo) != 0 ? cairo_copy_path(cairo) : nil
        body()
        cairo_new_path(cairo)
        if let saved {
            cairo_append_path(cairo, saved)
            cairo_path_destroy(saved)
        }
    }

    /// Runs `body` with a path built by `build` in place of the current path, then restores the current path.
    func withTemporaryPath(_ build: (CGMutablePath) -> Void, _ body: () -> Void) {
        withPathSetAside {
            let scratch = CGMutablePath()
            build(scratch)
            cairo_new_path(cairo)
            replay(scratch.elements)
            body()
        }
    }

    /// ``withTemporaryPath(_:_:)`` for rectangles, without making a path: each goes to Cairo
    /// as a replayed `CGMutablePath.addRect` would (from its minimum corner, along x first), when
    /// every coordinate is near enough to need none of the clamping a replayed path gets. Clips,
    /// clears and fills of rectangles run for every frame of a compositor.
    func withTemporaryRects(_ rects: some Collection<CGRect>, _ body: () -> Void) {
        let near = Self.farthestDevicePoint / 64
        guard rects.allSatisfy({ max(abs($0.minX), abs($0.maxX), abs($0.minY), abs($0.maxY)) <= near }) else {
            return withTemporaryPath({ $0.addRects(Array(rects)) }, body)
        }
        withPathSetAside {
            cairo_new_path(cairo)
            // The corners as a replayed path gives them (not cairo_rectangle's relative steps,
            // which round differently under a turned transform).
            for rect in rects {
                cairo_move_to(cairo, rect.minX, rect.minY)
                cairo_line_to(cairo, rect.maxX, rect.minY)
                cairo_line_to(cairo, rect.maxX, rect.maxY)
                cairo_line_to(cairo, rect.minX, rect.maxY)
                cairo_close_path(cairo)
            }
            body()
        }
    }

    /// The device-space bounding box of filling or stroking the current path.
    func pathExtents(stroke: Bool) -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroke { cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cairo, &x1, &y1, &x2, &y2) }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(userSpaceToDeviceSpaceTransform)
    }

    /// Draws with a solid colour through `operation` (which must preserve the path).
    ///
    /// `extents` (device pixels) is evaluated only when needed: for a shadow, or to keep caller
    /// memory in another layout current. Asking Cairo for path extents costs as much as a small fill.
    func paint(color: CGColor, extents: @autoclosure () -> CGRect, _ operation: (OpaquePointer) -> Void) {
        if let tile = color.pattern, let source = tile.makeCairoPattern(exchangingRedAndBlue: swapsRedAndBlue) {
            defer { cairo_pattern_destroy(source) }
            return paint(pattern: source, extents: extents(), operation)
        }
        let (r, g, b, a) = sourceComponents(color)
        let source = cairo_pattern_create_rgba(r, g, b, a)!
        defer { cairo_pattern_destroy(source) }
        paint(pattern: source, extents: extents(), operation)
    }

    /// Draws `pattern` through `operation`, applying blend mode, alpha, shadow and mask clip.
    ///
    /// The simple case (opaque alpha, no shadow, no mask) draws directly. Otherwise the shape is
    /// drawn into a group first, so alpha applies to it as a whole and the shadow can be cast from it.
    func paint(pattern: OpaquePointer, extents: @autoclosure () -> CGRect, _ operation: (OpaquePointer) -> Void) {
        let blend = state.blendMode.cairoOperator
        if state.alpha >= 1, state.shadow == nil, state.mask == nil, !blendNeedsCairoOrder {
            let area = mirror != nil ? extents() : .null
            willDraw(deviceRect: area)
            cairo_save(cairo)
            cairo_set_source(cairo, pattern)
            cairo_set_operator(cairo, blend)
            operation(cairo)
            cairo_restore(cairo)
            didDraw(deviceRect: area)
            return
        }
        let extents = extents()
        // A shadow lands beyond the shape, by as much as only casting it tells.
        willDraw(deviceRect: state.shadow == nil ? extents : .null)
        var damaged = extents
        if let shadow = state.shadow {
            // The shape is drawn again for its shadow rather than taken from the group below,
            // whose pixels stop at the destination's edges: parts outside still cast shadow inside.
            let cast = castShadow(extents: extents, shadow: shadow) { painter in
                copyShapeState(to: painter)
                cairo_set_source(painter, pattern)
                operation(painter)
            }
            damaged = damaged.union(cast)
        }
        cairo_push_group(cairo)
        cairo_set_source(cairo, pattern)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        operation(cairo)
        let shape = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(shape) }
        composite(shape, operator: blend)
        didDraw(deviceRect: damaged)
    }

    /// Gives `painter` the current path and the settings that shape fills and strokes.
    private func copyShapeState(to painter: OpaquePointer) {
        if let path = cairo_copy_path(cairo) {
            cairo_append_path(painter, path)
            cairo_path_destroy(path)
        }
        cairo_set_fill_rule(painter, cairo_get_fill_rule(cairo))
        cairo_set_line_width(painter, cairo_get_line_width(cairo))
        cairo_set_line_cap(painter, cairo_get_line_cap(cairo))
        cairo_set_line_join(painter, cairo_get_line_join(cairo))
        cairo_set_miter_limit(painter, cairo_get_miter_limit(cairo))
        cairo_set_antialias(painter, cairo_get_antialias(cairo))
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &lengths, &phase)
            cairo_set_dash(painter, lengths, Int32(dashCount), phase)
        }
    }

    /// Paints `group` with the state's alpha through the mask clip, if any.
    func composite(_ group: OpaquePointer, operator blend: cairo_operator_t) {
        if blendNeedsCairoOrder {
            return compositeInCairoOrder(group, operator: blend) { compositeWithoutReordering(group, operator: blend) }
        }
        compositeWithoutReordering(group, operator: blend)
    }

    private func compositeWithoutReordering(_ group: OpaquePointer, operator blend: cairo_operator_t) {
        cairo_save(cairo)
        cairo_set_operator(cairo, blend)
        // A group holds device pixels, so it is drawn in device space: through the current
        // transform Cairo would hand pixman that transform times its inverse, which under a
        // scale of 1e300 does not come back to the identity and kills the context.
        cairo_identity_matrix(cairo)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(group, &identity)
        if let mask = state.mask {
            cairo_push_group(cairo)
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_pop_group_to_source(cairo)
            cairo_mask_surface(cairo, mask.surface, 0, 0)
        } else {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, state.alpha)
        }
        cairo_restore(cairo)
    }
}

extension CGContext {
    /// Composites `image` with its top-left pixel at `origin` in device pixels, unscaled, with the
    /// state's alpha, blend mode and clip (the CTM is ignored).
    ///
    /// Layer caches use this: an image rendered at device resolution goes back exactly at a whole
    /// pixel, and resampled (bilinear) between pixels.
    package func drawDeviceImage(_ image: CGImage, at origin: CGPoint) {
        // No flush: an image's pixels are never a drawing target, so Cairo has nothing pending on them.
        // Between pixels the image is resampled; the pixels it reaches are those of the whole-pixel
        // rectangle around it.
        let rect = CGRect(x: origin.x, y: origin.y, width: CGFloat(image.width), height: CGFloat(image.height)).integral
        let pixels = sourcePixels(of: image)
        willDraw(deviceRect: rect)
        if state.alpha >= 1, state.mask == nil, !blendNeedsCairoOrder {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_operator(cairo, state.blendMode.cairoOperator)
            cairo_set_source_surface(cairo, pixels.surface, origin.x, origin.y)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
            cairo_restore(cairo)
        } else {
            let pattern = cairo_pattern_create_for_surface(pixels.surface)!
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(&matrix, -origin.x, -origin.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_push_group(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            let group = cairo_pop_group(cairo)!
            composite(group, operator: state.blendMode.cairoOperator)
            cairo_pattern_destroy(group)
            cairo_restore(cairo)
            cairo_pattern_destroy(pattern)
        }
        didDraw(deviceRect: rect)
    }
}
