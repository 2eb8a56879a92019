import CoreGraphics
import Foundation

/// Renders a layer tree into a surface frame after frame, repainting only what changed.
///
/// Each frame lays out and displays the layers that need it, then works out the damage: for
/// every layer whose properties changed, or whose place on the surface moved, the area its
/// subtree covered before and covers now (shadows, borders and overflowing contents included);
/// for every layer that left the tree, the area it covered. Only the damage is cleared and
/// redrawn, and layers whose subtree lies outside it are skipped.
///
/// Setting the environment variable `CASEMENT_FLASH_DAMAGE=1` tints each frame's damage, so
/// what is repainted can be watched; the tint is repainted away on the next frame.
///
/// What was drawn is kept in each layer's render record (``LayerRenderRecord``), which the layer
/// holds for the compositor, so a layer tree has one compositor.
@MainActor
package final class LayerCompositor {
    package let rootLayer: CALayer
    let rasterCache = RasterCache()
    @exclusivity(unchecked) private var needsFullRepaint = true
    private var flashed: [CGRect] = []
    /// The media time of the frame being drawn: what animated layers show.
    @exclusivity(unchecked) private(set) var frameTime: CFTimeInterval = 0
    @exclusivity(unchecked) package var flashesDamage = ProcessInfo.processInfo.environment["CASEMENT_FLASH_DAMAGE"] == "1"
    /// Above this many rectangles, the damage becomes their bounding box.
    nonisolated static let maximumDamageRects = 16

    /// A tree drawn above the root's, in the same space, for the framework's debugging overlays
    /// (touch markers); it is no part of the app's layer tree and its changes are damage too.
    package var overlayLayer: CALayer? {
        didSet {
            guard oldValue !== overlayLayer, let oldValue, oldValue.compositedChangeCount >= 0 else { return }
            overlayLeft.append(oldValue.compositedSubtreeRect)
        }
    }
    /// Where overlays that were taken away were drawn: the next frame repaints it.
    private var overlayLeft: [CGRect] = []

    /// The scrolls found by this frame's walk, whose pixels move rather than repaint.
    @exclusivity(unchecked) var scrollMoves: [ScrollMove] = []
    /// How this frame's root space maps to device pixels, when scrolled pixels can move.
    @exclusivity(unchecked) var scrollDeviceMapping: (scale: CGFloat, tx: CGFloat, ty: CGFloat)?
    /// The surface's extent in root space this frame.
    @exclusivity(unchecked) var scrollSurfaceBounds = CGRect.null
    /// Whether the surface's pixels are moved with a scroll. A platform that moves what the
    /// screen shows itself, and presents only painted areas from the surface, needs no copy:
    /// the surface then holds stale pixels where content moved, which are never presented, and
    /// areas the screen loses come back through ``setNeedsRepaint(of:)``.
    @exclusivity(unchecked) package var movesSurfacePixels = true
    /// Areas (root coordinates) asked to be painted again by the next frame.
    private var repaintRequests: [CGRect] = []
    /// The layers of the tree that blur their backdrop, with where they show and what they read
    /// (``LayerCompositor+Backdrops.swift``).
    var backdrops: [ObjectIdentifier: BackdropArea] = [:]

    /// Makes the next frame paint `rect` (root coordinates) again, as after the screen lost it.
    package func setNeedsRepaint(of rect: CGRect) {
        repaintRequests.append(rect)
    }

    /// Set while a frame repaints everything anyway (a new surface): nothing moves.
    @exclusivity(unchecked) var needsFullRepaintThisFrame = false

    /// Whether large repaints are split into two bands of rows, one painted on another thread
    /// (``LayerCompositor+Bands.swift``); on when the machine has more than one core.
    @exclusivity(unchecked) package var paintsBandsInParallel = ProcessInfo.processInfo.activeProcessorCount > 1
    /// The fewest device pixels a repaint must have to be split: below it, handing a band over
    /// costs more than painting it.
    @exclusivity(unchecked) package var parallelPixelThreshold = 256 * 1024
    /// The share of a split repaint's pixels the other thread paints, balanced frame by frame
    /// from what each side took.
    @exclusivity(unchecked) package var bandShare = 0.6
    /// What the last large repaint split and the last on one thread cost, in seconds a device
    /// pixel, and which large repaint each was: splitting loses where both threads wait on the
    /// same font (text drawn by the thousand), so the compositor takes the cheaper way.
    var largeRepaintCost: (split: (seconds: Double, repaint: Int)?, whole: (seconds: Double, repaint: Int)?) = (nil, nil)
    /// Large repaints so far, which pace those retries.
    @exclusivity(unchecked) var largeRepaints = 0
    /// The layers this frame's damage walk visited, and how many of those draw text straight
    /// into the frame (a label's text, a text layer): a frame of mostly text is not split.
    @exclusivity(unchecked) var walked = (layers: 0, text: 0)
    /// How many paints wrote their damage as solid fills without the renderer
    /// (`LayerCompositor+SolidFills.swift`), for tests that the short way is taken.
    @exclusivity(unchecked) package internal(set) var solidFillFrames = 0
    /// Whether damage of plain opaque rectangles is written as fills; tests turn it off to
    /// compare with the renderer's pixels.
    @exclusivity(unchecked) package var paintsSolidFillsDirectly = true
    /// Where the other band is painted: a queue of this compositor's, so windows do not wait on
    /// one another and app work on the global queues does not delay a frame.
    lazy var bandQueue = DispatchQueue(label: "Casement compositor bands", qos: .userInteractive)

    /// The clock, animations and display links of the tree: its application session's.
    package nonisolated let environment: AnimationEnvironment

    /// A compositor for the tree under `rootLayer`, which runs on `environment` (the current
    /// one unless given: a test's tree runs on the clock the test installed).
    package init(rootLayer: CALayer, environment: AnimationEnvironment = .current) {
        self.rootLayer = rootLayer
        self.environment = environment
        rootLayer.hostingCompositor = self
    }

    /// Whether the last frame drew layers that change with time (animations, running or waiting
    /// to start, and emitters), so frames must keep coming; other trees' animations do not count.
    @exclusivity(unchecked) package private(set) var isAnimating = false

    /// Whether Cairo put the context into its error state during the last frame, after which it
    /// draws nothing more: the owner of the surface must give the next frame a new context.
    @exclusivity(unchecked) package private(set) var lastFrameFailed = false

    /// Makes the next frame repaint everything, as after the surface was replaced.
    package func setNeedsFullRepaint() {
        needsFullRepaint = true
    }

    /// Runs one frame along the pipeline: commit (transactions, layout, display), animate
    /// (presentation values at the frame's time), composite (damage, caches, drawing into
    /// `context`), and reports it; presenting the report's damage is the caller's step.
    ///
    /// `context` must map the root layer's superlayer space (y down) to the surface, and
    /// `surfaceBounds` is the surface's extent in that space. The report's damage, in the same
    /// space, is what must be presented; empty means nothing changed.
    ///
    /// A removed layer needs no bookkeeping of its own: removing it changes its old superlayer,
    /// whose previous area (which covered the removed layer) is then damaged.
    ///
    /// Animated layers show their presentation at `time`: a frame-clock tick's target time, or
    /// the current media time when not given.
    @discardableResult
    package func renderFrame(in context: CGContext, surfaceBounds: CGRect, at time: CFTimeInterval? = nil) -> FrameReport {
        // Another thread changing this tree under CATransaction.lock() waits for the frame, and
        // the frame for it.
        CATransaction.withLock { renderLockedFrame(in: context, surfaceBounds: surfaceBounds, at: time) }
    }

    /// The commit step alone (transactions, layout, display) for a frame that is not composited
    /// yet: the tree is ready, and its changes wait as damage for the next frame, which this
    /// returns whether there is (a changed layer, an overlay's, or a repaint asked for).
    package func commitWithoutCompositing() -> Bool {
        CATransaction.withLock {
            CATransaction.flush()
            rootLayer.layoutIfNeeded()
            rootLayer.displaySubtreeIfNeeded()
            return needsFullRepaint || isAnimating || rootLayer.subtreeChanged || overlayLayer?.subtreeChanged == true
                || !overlayLeft.isEmpty || !flashed.isEmpty || !repaintRequests.isEmpty
        }
    }

    private func renderLockedFrame(in context: CGContext, surfaceBounds: CGRect, at time: CFTimeInterval?) -> FrameReport {
        var report = FrameReport()
        let work = TransactionContext.current.work
        let (layouts, redraws) = (work.layoutPasses, work.redraws)
        let started = DispatchTime.now().uptimeNanoseconds
        // Commit: changes take effect, and animations added since the last frame start, before the frame is drawn.
        CATransaction.flush()
        let committed = DispatchTime.now().uptimeNanoseconds
        // Animate.
        frameTime = time ?? environment.now
        environment.engine.update(at: frameTime)
        let animated = DispatchTime.now().uptimeNanoseconds
        // Delegates and completion blocks told of started and ended animations (those of any
        // layer, including ones that went away) may have changed layers: their changes join
        // this frame instead of an implicit transaction left open after it.
        CATransaction.flush()
        rootLayer.layoutIfNeeded()
        rootLayer.displaySubtreeIfNeeded()
        let recommitted = DispatchTime.now().uptimeNanoseconds
        // What the frame did and cost, filled in as it returns.
        func finished(_ report: FrameReport) -> FrameReport {
            var report = report
            report.layoutPasses = work.layoutPasses - layouts
            report.redraws = work.redraws - redraws
            report.isAnimating = isAnimating
            report.failed = lastFrameFailed
            report.commitTime = Double(committed - started + recommitted - animated) / 1e9
            report.animateTime = Double(animated - committed) / 1e9
            report.compositeTime = Double(DispatchTime.now().uptimeNanoseconds - recommitted) / 1e9
            return report
        }

        var damage = flashed
        if !overlayLeft.isEmpty {
            damage += overlayLeft
            overlayLeft = []
        }
        if !repaintRequests.isEmpty {
            damage += repaintRequests
            repaintRequests = []
        }
        rasterCache.beginFrame()
        isAnimating = false
        scrollMoves = []
        needsFullRepaintThisFrame = needsFullRepaint
        scrollDeviceMapping = needsFullRepaint ? nil : deviceMapping(of: context)
        scrollSurfaceBounds = surfaceBounds
        walked = (0, 0)
        collect(rootLayer, parentToRoot: CATransform3DIdentity, damage: &damage)
        if let overlayLayer {
            overlayLayer.layoutIfNeeded()
            overlayLayer.displaySubtreeIfNeeded()
            collect(overlayLayer, parentToRoot: CATransform3DIdentity, damage: &damage)
        }
        report.moves = performScrollMoves(in: context, damage: &damage)
        if needsFullRepaint {
            damage = [surfaceBounds]
            needsFullRepaint = false
        }
        // A blur reads the pixels around it, so it is painted after everything below it there.
        let paintsBackdrops = !backdrops.isEmpty && includeBackdrops(in: &damage)
        // A loop, not map and filter: main-actor closures check their executor on every call.
        var visible: [CGRect] = []
        visible.reserveCapacity(damage.count)
        for rect in damage {
            let clamped = rect.clampedIntersection(surfaceBounds).integral
            if !clamped.isNull && !clamped.isEmpty { visible.append(clamped) }
        }
        let region = Self.simplify(visible)
        guard !region.isEmpty else {
            flashed = []
            return finished(report)
        }
        let tally = RenderTally()
        // Damage of plain rectangles is written as fills, which cost less than any split;
        // otherwise a large repaint hands its lower band to another thread, which paints it meanwhile.
        if !(paintsSolidFillsDirectly && paintsSolidFills(region, in: context)) {
            // A blur reads pixels across any band's edge, so a frame that paints one is not split.
            switch paintsBandsInParallel && !paintsBackdrops ? startPaintingBand(of: region, in: context, tally: tally) : .notSplittable {
            case .notSplittable:
                paint(region, in: context, tally: tally)
            case .whole(let pixels):
                let started = DispatchTime.now().uptimeNanoseconds
                paint(region, in: context, tally: tally)
                noteWholeRepaint(pixels: pixels, seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            case .split(let band):
                paint(band.remainder, in: context, tally: tally)
                report.pixelsPaintedElsewhere = finish(band, in: context)
            }
        }
        context.shadowCache.frameEnded()
        do {
            try context.checkStatus()
            lastFrameFailed = false
        } catch {
            // Cairo stops drawing after its first error; say so once instead of showing a blank window.
            Diagnostics.report("Casement QuartzCore: the compositor's surface stopped drawing: \(error.message); a new context repaints it.")
            lastFrameFailed = true
        }
        if flashesDamage {
            context.saveGState()
            context.setFillColor(red: 1, green: 0.1, blue: 0.3, alpha: 0.25)
            context.fill(region)
            context.restoreGState()
            flashed = region
        } else {
            flashed = []
        }
        (report.cacheHits, report.cacheMisses, report.offscreenPasses) = (tally.cacheHits, tally.cacheMisses, tally.offscreenPasses)
        report.damage = region
        return finished(report)
    }

    /// Draws the tree's layers that reach `area` (root coordinates) into it, after clearing it.
    func paint(_ area: [CGRect], in context: CGContext, tally: RenderTally) {
        context.saveGState()
        context.clip(to: area)
        // Where the root's opaque background paints every pixel anyway, clearing first would only
        // write the pixels twice.
        let covered = rootLayer.wholePixelsOfOpaqueBackground
        for rect in area where !covered.contains(rect) {
            context.clear(rect)
        }
        let renderer = LayerRenderer(visibleArea: area, rasterCache: rasterCache, frameTime: frameTime, tally: tally)
        renderer.render(rootLayer, in: context)
        if let overlayLayer { renderer.render(overlayLayer, in: context) }
        context.restoreGState()
    }

    /// Walks the tree, recording each layer's covered area and adding the damage of changed
    /// layers; returns the area and the signature the layer contributes to its superlayer's.
    ///
    /// `clip` is what the ancestors that mask to their bounds let show (root coordinates), and
    /// `shift` how far this frame moves the pixels already drawn for the branch (a scroll view
    /// above it scrolled): a branch that only moved with them needs no repaint, and a changed
    /// layer's old pixels are where they were moved to as well as where they were.
    @discardableResult
    private func collect(
        _ layer: CALayer, parentToRoot: CATransform3D, clip: CGRect = .infinite, shift: CGPoint = .zero, damage: inout [CGRect]
    ) -> (area: CGRect, signature: Int) {
        // An unchanged branch in an unchanged place covers what it covered last frame, with the
        // same signature. Read without retaining the record: most layers of a wide level end
        // here. (An animated layer is never unchanged: it marks itself changed for every frame.)
        let unchanged = layer.withRecord(ifAbsent: nil) { record -> (CGRect, Int)? in
            guard !record.subtreeChanged, record.compositedChangeCount >= 0 else { return nil }
            switch Self.placementChange(from: record.compositedParentToRoot, to: parentToRoot, shift: shift) {
            case .none:
                return (record.compositedSubtreeRect, record.signatureContribution)
            case .shifted:
                // Moved with the pixels of a scroll: its drawing is already where it now belongs.
                record.compositedParentToRoot = parentToRoot
                record.compositedSubtreeRect = Self.shifted(record.compositedSubtreeRect, by: shift)
                // Its sublayers moved with it: the renderer culls them by their records.
                if !layer.sublayerStorage.isEmpty { Self.carryRecords(below: layer, by: shift) }
                return (record.compositedSubtreeRect, record.signatureContribution)
            case .other:
                return nil
            }
        }
        if let unchanged { return unchanged }
        walked.layers &+= 1
        if layer.drawsTextIntoFrames { walked.text &+= 1 }
        // Geometry and visibility come from what the layer shows; the bookkeeping stays on the model.
        let shown = layer.animationEntries.isEmpty ? layer : layer.presentation(forFrameAt: frameTime)
        let record = layer.record
        let wasPlaced = record.compositedChangeCount >= 0 && CATransform3DEqualToTransform(parentToRoot, record.compositedParentToRoot)
        record.subtreeChanged = false
        record.compositedParentToRoot = parentToRoot
        let toRoot = CATransform3DConcat(shown.transformToSuperlayerIgnoringParent, parentToRoot)
        var subtree = CGRect.null
        // The signature changes when anything drawn in the subtree changes, its own placement excepted.
        var signature = layer.drawnChangeCount &* 31 &+ (layer.mask?.changeCount ?? 0)
        let ownLook = layer.ownLookChangeCount &+ (layer.mask?.changeCount ?? 0)
        let placement = layer.placementSignature
        // Drawn before, in the same place and looking the same: what changed in the subtree is
        // the damage, not the whole layer. Only the bounds origin moved (a scroll): the pixels
        // drawn for its sublayers can move with it.
        let keepsLook = wasPlaced && shown === layer && record.compositedOwnLook == ownLook && record.compositedPlacement == placement
        let scroll = keepsLook ? scrollMove(of: layer, record: record, toRoot: toRoot, clip: clip, shift: shift) : nil
        let keepsSublayerSpace = keepsLook && layer.bounds.origin == record.compositedBoundsOrigin
        var sublayerShift = shift
        if let scroll {
            scrollMoves.append(scroll)
            damage.append(contentsOf: scroll.exposed)
            sublayerShift = CGPoint(x: shift.x + scroll.offset.x, y: shift.y + scroll.offset.y)
        }
        if layer.backdrop != nil || !backdrops.isEmpty { noteBackdrop(of: layer, shown: shown, toRoot: toRoot) }
        if !shown.isHidden {
            subtree = CALayer.coverage(of: shown.visualRect, through: toRoot)
            let sublayerToRoot = CATransform3DConcat(shown.sublayerSpaceTransform, toRoot)
            let sublayerClip = shown.masksToBounds ? clip.intersection(subtree) : clip
            if !layer.sublayerStorage.isEmpty {
                var sublayersArea = CGRect.null, sublayersSignature = 0
                if scroll != nil, !record.descendantChanged {
                    // Scrolled with nothing below changed: every sublayer would find itself moved
                    // with the pixels, so their records are moved without walking each.
                    Self.carryRecords(below: layer, by: sublayerShift)
                    sublayersArea = Self.shifted(record.sublayersArea, by: sublayerShift)
                    sublayersSignature = record.sublayersSignature
                } else {
                    // Cleared first: a sublayer that changes with time marks it again as it is walked.
                    record.descendantChanged = false
                    DeepRecursion.guarded {
                        let unmoved = sublayerShift == .zero
                        for sublayer in layer.sublayerStorage {
                            // Most of a wide level is unchanged in an unchanged place: read from
                            // the record here, without the call (what `collect` would return).
                            let kept = !unmoved ? nil : sublayer.withRecord(ifAbsent: nil) { record -> (CGRect, Int)? in
                                guard !record.subtreeChanged, record.compositedChangeCount >= 0,
                                    CATransform3DEqualToTransform(record.compositedParentToRoot, sublayerToRoot)
                                else { return nil }
                                return (record.compositedSubtreeRect, record.signatureContribution)
                            }
                            let collected = kept ?? collect(sublayer, parentToRoot: sublayerToRoot, clip: sublayerClip, shift: sublayerShift, damage: &damage)
                            sublayersArea = Self.union(sublayersArea, collected.0)
                            sublayersSignature = sublayersSignature &* 1_000_003 &+ collected.1
                        }
                    }
                }
                (record.sublayersArea, record.sublayersSignature) = (sublayersArea, sublayersSignature)
                subtree = Self.union(subtree, sublayersArea)
                signature = signature &* 1_000_003 &+ sublayersSignature
            }
            if shown.masksToBounds {
                subtree = subtree.clampedIntersection(CALayer.coverage(of: shown.visualRect, through: toRoot))
            }
        }
        // A transition paints its old picture too (even over a hidden layer), and moves both.
        if layer.runsTransition, let running = layer.runningTransition(atMediaTime: frameTime) {
            subtree = subtree.union(CALayer.coverage(of: layer.transitionCoverage(running, shown: shown), through: toRoot))
        }
        if signature != record.compositedSignature || record.compositedChangeCount < 0 {
            record.signatureChangedFrame = rasterCache.frame
        }
        record.compositedSignature = signature
        record.signatureContribution = signature &+ placement
        let changeCount = layer.changeCount &+ (layer.mask?.changeCount ?? 0)
        if record.compositedChangeCount != changeCount || record.compositedSubtreeRect != subtree {
            if keepsSublayerSpace || scroll != nil {
                // The sublayers that changed damaged their own areas; those that left, theirs.
                damage.append(contentsOf: record.removedAreas)
            } else {
                damage.append(record.compositedSubtreeRect)
                damage.append(subtree)
                // Its old pixels were moved along with a scroll above it.
                if shift != .zero { damage.append(record.compositedSubtreeRect.offsetBy(dx: shift.x, dy: shift.y)) }
            }
            record.compositedChangeCount = changeCount
            record.compositedSubtreeRect = subtree
        } else if !record.removedAreas.isEmpty {
            damage.append(contentsOf: record.removedAreas)
        }
        record.removedAreas = []
        record.compositedOwnLook = ownLook
        record.compositedPlacement = placement
        record.compositedBoundsOrigin = layer.bounds.origin
        // A layer that changes with time alone counts as changed again for the next frame, which
        // also keeps the compositor walking the branch that holds it.
        if layer.changesWithTime || !layer.animationEntries.isEmpty {
            if layer.hasAnimationsAddedElsewhere { layer.adoptAnimationsAddedElsewhere() }
            layer.didChange(!layer.changesWithTime && layer.animationsOnlyMoveIt ? CALayer.timeMovesKey : "time")
            isAnimating = true
        }
        return (subtree, record.signatureContribution)
    }

    /// `a ∪ b` as `CGRect.union` answers (a null rectangle adds nothing; sizes may be negative),
    /// inline: the walk unites the areas of every sublayer of a changed branch.
    @inline(__always)
    private nonisolated static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        // Null rectangles have an infinite origin.
        if a.origin.x == .infinity || a.origin.y == .infinity { return b }
        if b.origin.x == .infinity || b.origin.y == .infinity { return a }
        let (ax0, ax1) = (min(a.origin.x, a.origin.x + a.size.width), max(a.origin.x, a.origin.x + a.size.width))
        let (ay0, ay1) = (min(a.origin.y, a.origin.y + a.size.height), max(a.origin.y, a.origin.y + a.size.height))
        let (bx0, bx1) = (min(b.origin.x, b.origin.x + b.size.width), max(b.origin.x, b.origin.x + b.size.width))
        let (by0, by1) = (min(b.origin.y, b.origin.y + b.size.height), max(b.origin.y, b.origin.y + b.size.height))
        let (x0, y0) = (min(ax0, bx0), min(ay0, by0))
        return CGRect(x: x0, y: y0, width: max(ax1, bx1) - x0, height: max(ay1, by1) - y0)
    }

    /// Drops empty and contained rectangles and caps the count, merging into a bounding box beyond it.
    ///
    /// Rectangles whose union costs no more than the two (a layer's old and new place when it
    /// moves a little) become one. Beyond the cap, the pair whose union adds the least area is
    /// merged, again and again, so that separate changes stay separate areas; past
    /// ``maximumMergedRects`` rectangles that search costs more than it saves, and the bounding
    /// box is drawn.
    ///
    /// Nonisolated, as a pure function: closures of a main-actor function passed to the standard
    /// library check their executor on every call, which cost more than the merging itself.
    nonisolated static func simplify(_ rects: [CGRect]) -> [CGRect] {
        if rects.count < 2 { return rects }
        // A layer's old and new place, most frames input makes: the answer below without its
        // sorting and searching.
        if rects.count == 2, !rects[0].isEmpty, !rects[1].isEmpty {
            let (larger, smaller) = area(rects[1]) > area(rects[0]) ? (rects[1], rects[0]) : (rects[0], rects[1])
            if larger.contains(smaller) { return [larger] }
            if larger.intersects(smaller) {
                let union = larger.union(smaller)
                if area(union) <= area(larger) + area(smaller) { return [union] }
            }
            return [larger, smaller]
        }
        var kept: [CGRect] = []
        for rect in rects.sorted(by: { area($0) > area($1) }) {
            if kept.contains(where: { $0.contains(rect) }) { continue }
            kept.append(rect)
            // Past the merging limit the answer is the bounding box of what is kept, which is
            // that of all the rectangles (the others lie inside kept ones): no need to go on.
            if kept.count > maximumMergedRects {
                return [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
            }
        }
        guard kept.count > 1, kept.count <= maximumMergedRects else {
            return kept.count <= maximumDamageRects ? kept : [kept.dropFirst().reduce(kept[0]) { $0.union($1) }]
        }
        // Overlapping pairs that cost nothing to join.
        var joined = true
        while joined {
            joined = false
            search: for i in kept.indices {
                for j in kept.indices where j > i && kept[i].intersects(kept[j]) {
                    let union = kept[i].union(kept[j])
                    guard area(union) <= area(kept[i]) + area(kept[j]) else { continue }
                    kept[i] = union
                    kept.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
        while kept.count > maximumDamageRects {
            var best = (i: 0, j: 1, cost: CGFloat.infinity)
            for i in kept.indices {
                for j in kept.indices where j > i {
                    let cost = area(kept[i].union(kept[j])) - area(kept[i]) - area(kept[j])
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            kept[best.i] = kept[best.i].union(kept[best.j])
            kept.remove(at: best.j)
        }
        return kept
    }

    /// The most damage rectangles merged pair by pair; beyond it, one bounding box.
    nonisolated static let maximumMergedRects = 64

    private nonisolated static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}

extension CALayer {
    /// Displays the layers of the subtree (masks included) that need it, visiting only branches
    /// where something changed since a compositor last drew them.
    package func displaySubtreeIfNeeded() {
        guard subtreeChanged else { return }
        displayIfNeeded()
        guard !sublayerStorage.isEmpty || mask != nil else { return }
        DeepRecursion.guarded {
            for sublayer in sublayerStorage { sublayer.displaySubtreeIfNeeded() }
            mask?.displaySubtreeIfNeeded()
        }
    }

    /// What the layer itself paints, in its bounds coordinates: bounds, overflowing contents and shadow.
    var visualRect: CGRect {
        var rect = bounds.union(contentVisualRect)
        if shadowOpacity > 0, !masksToBounds, shadowColor != nil {
            let reach = 3 * shadowRadius + 1
            let shape = shadowPath?.boundingBox ?? rect
            rect = rect.union(shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        return rect
    }
}

extension CALayer {
    /// The whole pixels of the superlayer's space that the layer's background paints opaquely, or
    /// `.null` when it has no such plain, untransformed, square-cornered opaque background.
    var wholePixelsOfOpaqueBackground: CGRect {
        guard !isHidden, opacity >= 1, mask == nil, cornerRadius == 0, let background = backgroundColor, background.alpha >= 1,
            CATransform3DIsIdentity(transform)
        else { return .null }
        let frame = frame
        let minX = frame.minX.rounded(.up), minY = frame.minY.rounded(.up)
        let maxX = frame.maxX.rounded(.down), maxY = frame.maxY.rounded(.down)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A fingerprint of where the layer sits in its superlayer, so a sublayer's move changes its parent's signature.
    var placementSignature: Int {
        let (position, size) = (position, bounds.size)
        func mix(_ value: Int, _ component: CGFloat) -> Int { value &* 1_000_003 ^ Int(truncatingIfNeeded: component.bitPattern) }
        return mix(mix(mix(mix(Int(truncatingIfNeeded: position.x.bitPattern), position.y), size.width), size.height), zPosition)
    }
}
