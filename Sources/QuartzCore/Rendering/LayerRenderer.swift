import CoreGraphics
import Foundation

/// Draws a layer tree into a `CGContext` in Core Animation's order.
///
/// For each visible layer: its shadow, background, contents, sublayers (clipped to the rounded
/// bounds with masksToBounds), border on top; the whole is masked by ``CALayer/mask`` and faded
/// by ``CALayer/opacity`` as one group. The context's user space must be the space the layer
/// tree is placed in, with y down.
package struct LayerRenderer {
    /// The area being repainted, in root coordinates; layers whose subtree lies outside it are skipped.
    private let visibleArea: [CGRect]?
    /// Bitmaps of stable subtrees; only the compositor's renderer has one.
    private let rasterCache: RasterCache?
    /// The media time of the compositor frame being drawn; `nil` draws model values, as `render(in:)` does.
    private var frameTime: CFTimeInterval?
    /// Opacity handed down by ancestors that do not group their opacity.
    var inheritedOpacity: CGFloat = 1
    /// Counts how the layers were drawn, for the compositor's frame report.
    private var tally: RenderTally?

    /// A renderer that draws everything.
    package init() {
        visibleArea = nil
        rasterCache = nil
        frameTime = nil
    }

    /// A renderer that skips layers whose area, as the compositor recorded it this frame, misses
    /// `visibleArea`, composites stable subtrees from `rasterCache`, and draws animated layers as
    /// their presentation at media time `frameTime`.
    init(visibleArea: [CGRect], rasterCache: RasterCache?, frameTime: CFTimeInterval, tally: RenderTally?) {
        self.visibleArea = visibleArea
        self.rasterCache = rasterCache
        self.frameTime = frameTime
        self.tally = tally
    }

    /// Records how `layer` was drawn: on the model layer, for the debugging overlays, and in the tally.
    private func note(_ outcome: RenderOutcome?, for layer: CALayer) {
        let model = layer.modelLayer ?? layer
        let written = model.withRecord(ifAbsent: false) { record in
            record.renderOutcome = outcome
            return true
        }
        if !written, outcome != nil { model.record.renderOutcome = outcome }
        tally?.count(outcome)
    }

    /// A renderer for drawing part of a frame offscreen: the same presentation time, nothing culled or cached.
    var offscreen: LayerRenderer {
        var renderer = LayerRenderer()
        renderer.frameTime = frameTime
        return renderer
    }

    /// What `layer` shows: its presentation in a compositor frame while animations run, else the layer itself.
    func shown(_ layer: CALayer) -> CALayer {
        if CALayer.showsCommittedState { return layer.shownCommittedState }
        guard let frameTime, !layer.animationEntries.isEmpty else { return layer }
        return layer.presentation(forFrameAt: frameTime)
    }

    private func isCulled(_ layer: CALayer) -> Bool {
        guard let visibleArea, layer.compositedChangeCount >= 0 else { return false }
        let area = layer.compositedSubtreeRect
        // A loop, not contains(where:): a main-actor closure would check its executor on every call.
        for rect in visibleArea where rect.overlaps(area) { return false }
        return true
    }

    /// Draws `layer` and its sublayers in `layer`'s own bounds space (its position and transform are not applied).
    package func renderContents(of layer: CALayer, in context: CGContext) {
        if let transformLayer = layer as? CATransformLayer {
            return render3D(transformLayer, placement: CATransform3DIdentity, in: context)
        }
        drawLayerBody(layer, in: context)
    }

    /// Draws `layer` placed by its position and transform in its superlayer's space.
    package func render(_ layer: CALayer, in context: CGContext) {
        render(layer, placement: shown(layer).transformToSuperlayerIgnoringParent, in: context)
    }

    /// Draws `layer` placed by `placement`, a 3D transform from its bounds space to the context's user space.
    ///
    /// An affine placement concatenates onto the CTM. A projective one (perspective) renders the
    /// layer's subtree offscreen and maps that image with pixman; a back face is skipped when the
    /// layer is not double-sided.
    func render(_ model: CALayer, placement: CATransform3D, in context: CGContext) {
        let layer = shown(model)
        // A transition draws the old picture even when the new state is hidden or transparent.
        var transition: (transition: CATransition, progress: Double)?
        if model.runsTransition, let frameTime { transition = model.runningTransition(atMediaTime: frameTime) }
        guard transition != nil || (!layer.isHidden && layer.opacity > 0), !isCulled(model) else { return }
        if let transformLayer = layer as? CATransformLayer {
            return render3D(transformLayer, placement: placement, in: context)
        }
        let plane = ProjectiveTransform(placement)
        if !layer.isDoubleSided && plane.isBackFacing(for: layer.bounds) { return }
        if plane.m13 == 0 && plane.m23 == 0 && plane.m33 != 0 {
            let t = CGAffineTransform(
                a: plane.m11 / plane.m33, b: plane.m12 / plane.m33, c: plane.m21 / plane.m33, d: plane.m22 / plane.m33,
                tx: plane.m31 / plane.m33, ty: plane.m32 / plane.m33)
            let determinant = t.a * t.d - t.b * t.c
            guard determinant != 0, determinant.isFinite else { return }
            // Only the CTM changes here; the layer's body saves and restores the rest itself.
            let saved = context.userSpaceToDeviceSpaceTransform
            context.concatenate(t)
            if let transition {
                drawTransition(transition, of: layer, in: context)
            } else if !drawFromRasterCache(model, in: context) {
                drawLayerBody(layer, in: context)
            }
            context.setUserSpaceToDeviceSpaceTransform(saved)
            return
        }
        drawProjected(layer, transition: transition, plane: plane, in: context)
    }

    /// Draws `layer` (in its bounds space) from a cached bitmap, making one when it has been stable;
    /// returns `false` when the layer must be drawn normally.
    private func drawFromRasterCache(_ layer: CALayer, in context: CGContext) -> Bool {
        // A cached picture is drawn plainly: a layer blended with what is behind it is drawn afresh.
        guard let rasterCache, layer.superlayer != nil, !layer.sublayerStorage.isEmpty || layer.shadowOpacity > 0,
            layer.compositingBlendMode == .normal
        else { return false }
        let device = context.userSpaceToDeviceSpaceTransform
        if let cached = rasterCache.reusable(for: layer, transform: device, allowingFractionalShift: layer.animationsOnlyMoveIt) {
            context.drawDeviceImage(cached.image, at: cached.origin)
            note(.cacheHit, for: layer)
            return true
        }
        guard rasterCache.mayAdmit(layer) else { return false }
        let area = layer.subtreeRectInOwnSpace.applying(device).integral
        guard !area.isNull, area.width > 0, area.height > 0, rasterCache.admits(pixelCount: Int(saturating: area.width * area.height)),
            // The same device mapping, shifted so the area's corner is the bitmap's first pixel.
            let offscreen = CGContext.offscreenBitmap(width: Int(area.width), height: Int(area.height), origin: area.origin)
        else { return false }
        offscreen.concatenate(device)
        self.offscreen.drawLayerBody(shown(layer), in: offscreen)
        guard let image = offscreen.makeImage() else { return false }
        rasterCache.store(image, for: layer, transform: device, origin: area.origin)
        context.drawDeviceImage(image, at: area.origin)
        note(.cacheMiss, for: layer)
        return true
    }

    /// Draws the layer from the bitmap ``CALayer/shouldRasterize`` keeps, made at
    /// ``CALayer/rasterizationScale`` and reused until something in the subtree changes; returns
    /// `false` when there is nothing to rasterize.
    private func drawRasterized(_ layer: CALayer, opacity: CGFloat, in context: CGContext) -> Bool {
        let signature = layer.subtreeChangeSignature
        let record = layer.record
        let reused = record.rasterization?.signature == signature
        defer { note(reused ? .cacheHit : .cacheMiss, for: layer) }
        if record.rasterization?.signature != signature {
            let area = layer.subtreeRectInOwnSpace.integral
            // A NaN, infinite or non-positive scale rasterizes at the contents scale.
            let scale = layer.rasterizationScale.isFinite && layer.rasterizationScale > 0 ? max(layer.rasterizationScale, 0.01) : layer.contentsScale
            guard let offscreen = Self.bitmap(covering: area, scale: scale) else { return false }
            // The bitmap holds the layer with its own opacity; only inherited opacity applies on top.
            layer.withoutRasterizing { self.offscreen.drawLayerBody(layer, in: offscreen) }
            guard let image = offscreen.makeImage() else { return false }
            record.rasterization = (image, area, signature)
        }
        guard let rasterization = record.rasterization else { return false }
        context.saveGState()
        context.setAlpha(opacity)
        drawUpright(rasterization.image, in: rasterization.rect, context: context)
        context.restoreGState()
        return true
    }

    /// A bitmap for drawing `area` (whole points of a layer's space) at `scale` pixels a point,
    /// whose user space is that layer space, y down; `nil` when the area is empty or would need
    /// more than 8192 pixels a side.
    static func bitmap(covering area: CGRect, scale: CGFloat) -> CGContext? {
        let width = Int(saturating: (area.width * scale).rounded(.up)), height = Int(saturating: (area.height * scale).rounded(.up))
        guard !area.isNull, scale.isFinite, width <= 8192, height <= 8192 else { return nil }
        return CGContext.offscreenBitmap(
            width: width, height: height, origin: area.origin, scale: (CGFloat(width) / area.width, CGFloat(height) / area.height))
    }

    /// Draws a transform layer's sublayers with their full 3D placements, back to front, each faded by its opacity.
    private func render3D(_ layer: CATransformLayer, placement: CATransform3D, in context: CGContext) {
        let opacity = CGFloat(min(max(layer.opacity, 0), 1))
        for (sublayer, combined) in layer.sublayersByDepth(under: placement, shown: shown) {
            guard opacity < 1 else {
                render(sublayer, placement: combined, in: context)
                continue
            }
            context.saveGState()
            context.setAlpha(opacity)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            render(sublayer, placement: combined, in: context)
            context.endTransparencyLayer()
            context.restoreGState()
        }
    }

    private func drawProjected(
        _ layer: CALayer, transition: (transition: CATransition, progress: Double)?, plane: ProjectiveTransform, in context: CGContext
    ) {
        let painted = transition.map { layer.model().transitionCoverage($0, shown: layer) } ?? layer.subtreeRectInOwnSpace
        let area = painted.integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        let ctm = context.userSpaceToDeviceSpaceTransform
        let scale = max(1, abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot())
        let width = min(Int(saturating: (area.width * scale).rounded(.up)), 4096)
        let height = min(Int(saturating: (area.height * scale).rounded(.up)), 4096)
        let pixelScale = (x: CGFloat(width) / area.width, y: CGFloat(height) / area.height)
        guard let offscreen = CGContext.offscreenBitmap(width: width, height: height, origin: area.origin, scale: pixelScale) else { return }
        if let transition {
            self.offscreen.drawTransition(transition, of: layer, in: offscreen)
        } else {
            self.offscreen.drawLayerBody(layer, in: offscreen)
        }
        guard let image = offscreen.makeImage() else { return }
        let imageToLayer = ProjectiveTransform(CGAffineTransform(
            a: 1 / pixelScale.x, b: 0, c: 0, d: 1 / pixelScale.y, tx: area.minX, ty: area.minY))
        context.drawProjected(image, transform: imageToLayer.concatenating(plane))
    }

    /// Draws the layer in its bounds space: group opacity, shadow, mask, then the layer's parts.
    func drawLayerBody(_ layer: CALayer, in context: CGContext) {
        guard !layer.isHidden else { return }
        let ownOpacity = CGFloat(min(max(layer.opacity, 0), 1))
        // Without group opacity the layer's parts and each sublayer are faded separately.
        let groups = layer.allowsGroupOpacity || layer.sublayerStorage.isEmpty
        let opacity = groups ? ownOpacity * inheritedOpacity : 1
        let blend = layer.compositingBlendMode
        if layer.shouldRasterize, !layer.withRecord(ifAbsent: false, { $0.isRasterizingNow }), blend == .normal, drawRasterized(layer, opacity: inheritedOpacity, in: context) { return }
        let shadow = visibleShadow(of: layer, context: context)
        // A shadow cast from a known shape (the shadow path, or the outline of an opaque
        // background that covers everything the layer draws) comes from a cached mask; any
        // other shadow is cast from the layer's composited alpha.
        // A mask shapes the shadow too, so a masked layer's outline is not its shadow's shape.
        let outline = shadow == nil || layer.shadowPath != nil || layer.maskToRender != nil ? nil : layer.opaqueOutlineCoveringContent
        let shadowShape = shadow == nil ? nil : layer.shadowPath ?? outline
        let needsGroup = opacity < 1 || layer.maskToRender != nil || (shadow != nil && shadowShape == nil) || blend != .normal
        var inner = self
        inner.inheritedOpacity = groups ? 1 : ownOpacity * inheritedOpacity
        // A plain layer in a plain context changes no state that needs saving (its parts save
        // their own): most layers of a frame, spared a Cairo state copy each.
        if !needsGroup, shadow == nil, inner.inheritedOpacity >= 1, context.drawsPlainly {
            note(nil, for: layer)
            return inner.drawParts(of: layer, in: context)
        }
        context.saveGState()
        context.setAlpha(opacity)
        // A compositing filter blends the whole group with what lies behind it.
        if blend != .normal { context.setBlendMode(blend) }
        if let shadow, let shape = shadowShape {
            // The opaque background hides the shadow beneath it; that part need not be painted.
            let hidden = outline != nil && opacity >= 1 ? layer.bounds.insetBy(cornerRadius: RoundedOutline(layer: layer).radius) : nil
            context.drawCachedShadow(of: shape, offset: shadow.offset, blur: shadow.blur, color: shadow.color, underneath: hidden)
        }
        if needsGroup {
            note(.offscreen, for: layer)
            if let shadow, shadowShape == nil {
                context.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
            }
            // The group covers only what the layer paints, so it and its shadow stay small.
            // Its shadow comes from all of it, wherever the frame's clip (the damage) cuts it.
            context.beginTransparencyLayer(in: layer.subtreeRectInOwnSpace.insetBy(dx: -1, dy: -1), castingShadowPastClip: true)
            inner.drawParts(of: layer, in: context, partsOpacity: groups ? 1 : inner.inheritedOpacity)
            if let mask = layer.maskToRender { drawMask(mask, in: context) }
            context.endTransparencyLayer()
        } else {
            note(nil, for: layer)
            inner.drawParts(of: layer, in: context, partsOpacity: groups ? 1 : inner.inheritedOpacity)
        }
        context.restoreGState()
    }

    /// The layer's shadow in the context's base space, or `nil` when it casts none.
    ///
    /// Core Animation's offset and radius are in the layer's own space, so they turn and scale
    /// with it; Core Graphics takes base-space values, hence the mapping through the CTM.
    private func visibleShadow(of layer: CALayer, context: CGContext) -> (offset: CGSize, blur: CGFloat, color: CGColor)? {
        // masksToBounds clips everything outside the bounds, the shadow included.
        guard layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor else { return nil }
        let alpha = CGFloat(min(layer.shadowOpacity, 1)) * color.alpha
        guard let shadowColor = color.copy(alpha: alpha) else { return nil }
        let ctm = context.ctm
        let offset = layer.shadowOffset.applying(ctm)
        let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        // Core Graphics blur is twice the standard deviation; Core Animation's radius is the deviation.
        return (offset, 2 * layer.shadowRadius * scale, shadowColor)
    }

    private func drawMask(_ mask: CALayer, in context: CGContext) {
        context.saveGState()
        context.setBlendMode(.destinationIn)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        render(mask, in: context)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Background, contents, sublayers and border, in that order; `partsOpacity` fades the
    /// layer's own parts when its opacity is not applied to the group.
    private func drawParts(of layer: CALayer, in context: CGContext, partsOpacity: CGFloat = 1) {
        let bounds = layer.bounds
        if partsOpacity < 1 { context.setAlpha(partsOpacity) }
        let outline = RoundedOutline(layer: layer)
        if let backdrop = layer.backdrop, backdrop.radius > 0 || backdrop.saturation != 1, !bounds.isEmpty {
            let shape = outline.isRounded ? outline.path(in: bounds) : CGPath(rect: bounds, transform: nil)
            context.drawBackdropBlur(in: shape, sigma: backdrop.radius, saturation: backdrop.saturation)
        }
        if let background = layer.backgroundColor, background.alpha > 0, !bounds.isEmpty {
            context.saveGState()
            context.setShouldAntialias(outline.isRounded || layer.allowsEdgeAntialiasing)
            context.setFillColor(background)
            // A square-cornered background is a rectangle: no path to build.
            if outline.isRounded {
                context.addPath(outline.path(in: bounds))
                context.fillPath()
            } else {
                context.fill(bounds)
            }
            context.restoreGState()
        }
        let sublayers = renderOrder(of: layer)
        if layer.masksToBounds {
            context.saveGState()
            if outline.isRounded {
                context.addPath(outline.path(in: bounds))
                context.clip()
            } else {
                context.clip(to: bounds)
            }
            layer.drawVisibleContent(in: context)
            layer.drawSublayers(sublayers, renderer: self, in: context)
            context.restoreGState()
        } else {
            layer.drawVisibleContent(in: context)
            layer.drawSublayers(sublayers, renderer: self, in: context)
        }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0, !bounds.isEmpty {
            drawBorder(of: layer, color: border, outline: outline, in: context)
        }
    }

    /// The sublayers in drawing order, by the zPosition each shows in the frame being drawn.
    private func renderOrder(of layer: CALayer) -> [CALayer] {
        let order = layer.sublayersInRenderOrder
        guard frameTime != nil, layer.sublayerStorage.hasAnimatedLayer else { return order }
        let depths = layer.sublayerStorage.map { shown($0).zPosition }
        return layer.sublayerStorage.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { layer.sublayerStorage[$0] }
    }

    /// Draws `sublayers` of `layer` in its bounds space, each placed with `extraTransform` (if any)
    /// applied after its own placement and before the layer's sublayer space.
    func drawSublayers(_ sublayers: [CALayer], of layer: CALayer, extraTransform: CATransform3D?, in context: CGContext) {
        guard !sublayers.isEmpty else { return }
        let space = layer.sublayerSpaceTransform
        let hasSpace = !CATransform3DIsIdentity(space)
        DeepRecursion.guarded {
            for sublayer in sublayers where !isCulled(sublayer) {
                var placement = shown(sublayer).transformToSuperlayerIgnoringParent
                if let extraTransform { placement = CATransform3DConcat(placement, extraTransform) }
                render(sublayer, placement: hasSpace ? CATransform3DConcat(placement, space) : placement, in: context)
            }
        }
    }

    private func drawBorder(of layer: CALayer, color: CGColor, outline: RoundedOutline, in context: CGContext) {
        // The border lies inside the bounds: the area between the outline and the outline inset by the width.
        let bounds = layer.bounds
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        context.saveGState()
        context.setShouldAntialias(outline.isRounded || layer.allowsEdgeAntialiasing)
        context.setFillColor(color)
        context.addPath(outline.path(in: bounds))
        context.addPath(outline.insetBy(width).path(in: bounds.insetBy(dx: width, dy: width)))
        context.fillPath(using: .evenOdd)
        context.restoreGState()
    }
}

extension [CALayer] {
    /// Whether any of the layers has animations; a loop, as this runs for every layer drawn.
    fileprivate var hasAnimatedLayer: Bool {
        for layer in self where !layer.animationEntries.isEmpty { return true }
        return false
    }
}

extension ProjectiveTransform {
    /// The plane part of a 3D transform: what it does to points with z = 0, perspective included.
    init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// Whether `rect` comes out mirrored, which is how its back face shows.
    func isBackFacing(for rect: CGRect) -> Bool {
        guard !rect.isEmpty else { return false }
        let a = apply(CGPoint(x: rect.minX, y: rect.minY))
        let b = apply(CGPoint(x: rect.maxX, y: rect.minY))
        let c = apply(CGPoint(x: rect.minX, y: rect.maxY))
        guard a.w > 0, b.w > 0, c.w > 0 else { return true }
        let cross = (b.point.x - a.point.x) * (c.point.y - a.point.y) - (b.point.y - a.point.y) * (c.point.x - a.point.x)
        return cross < 0
    }
}

extension CALayer {
    /// The area the layer and its sublayers paint, in its own bounds coordinates.
    var subtreeRectInOwnSpace: CGRect {
        guard !isHidden else { return .null }
        var rect = visualRect
        let space = sublayerSpaceTransform
        for model in sublayerStorage {
            let sublayer = model.shownInFrame
            let placement = CATransform3DConcat(sublayer.transformToSuperlayerIgnoringParent, space)
            rect = rect.union(CALayer.coverage(of: model.paintedRect(shown: sublayer), through: placement))
        }
        return masksToBounds ? rect.clampedIntersection(visualRect) : rect
    }

    /// The area this model layer paints in its bounds space in the frame being drawn, where
    /// `shown` is what it shows: its subtree's area, or a running transition's.
    func paintedRect(shown: CALayer) -> CGRect {
        if runsTransition, !CALayer.showsCommittedState, let running = runningTransition(atMediaTime: presentationTime) {
            return transitionCoverage(running, shown: shown)
        }
        return shown.subtreeRectInOwnSpace
    }

    /// What an animated layer shows in the frame being drawn (the compositor makes its
    /// presentation before drawing), or the layer itself; while a transition's old picture is
    /// drawn, the layer as the last commit left it.
    var shownInFrame: CALayer {
        if CALayer.showsCommittedState { return shownCommittedState }
        return animationEntries.isEmpty ? self : presentationForRender ?? self
    }
}

extension CGRect {
    /// The largest rectangle inside this one with its corners rounded by `radius`: the corners
    /// of the result lie on the arcs.
    fileprivate func insetBy(cornerRadius radius: CGFloat) -> CGRect {
        let inset = radius * (1 - 0.5.squareRoot())
        return insetBy(dx: inset, dy: inset)
    }
}

extension CALayer {
    /// The rounded outline of the bounds when an opaque background fills it and everything else
    /// the layer and its sublayers paint lies inside, so the composited alpha is exactly that shape.
    var opaqueOutlineCoveringContent: CGPath? {
        guard let background = backgroundColor, background.alpha >= 1, !bounds.isEmpty else { return nil }
        let space = sublayerSpaceTransform
        let painted = sublayerStorage.lazy.map(\.shownInFrame).reduce(contentVisualRect) { area, sublayer in
            area.union(CALayer.boundingBox(
                of: sublayer.subtreeRectInOwnSpace, through: CATransform3DConcat(sublayer.transformToSuperlayerIgnoringParent, space)))
        }
        guard painted.isNull || bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(painted) else { return nil }
        if let border = borderColor, borderWidth > 0, border.alpha < 1 { return nil }
        return RoundedOutline(layer: self).path(in: bounds)
    }
}

extension CALayer {
    /// A fingerprint of every change in the subtree (its own placement aside), for ``rasterization``.
    var subtreeChangeSignature: Int {
        sublayerStorage.reduce(drawnChangeCount &* 31 &+ (mask?.changeCount ?? 0)) { value, sublayer in
            value &* 1_000_003 &+ sublayer.subtreeChangeSignature &+ sublayer.placementSignature
        }
    }

    /// Runs `body` with ``shouldRasterize`` off, so the layer's bitmap can be drawn from its parts.
    func withoutRasterizing(_ body: () -> Void) {
        let record = self.record
        let stored = record.rasterization
        record.isRasterizingNow = true
        body()
        record.isRasterizingNow = false
        record.rasterization = stored
    }
}
