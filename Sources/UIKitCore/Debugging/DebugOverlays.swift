import CoreGraphics
import Foundation
import QuartzCore

/// Draws the debugging overlays that are on into each window's overlay, redrawing a window's
/// only when what they show changed (so a still app stays idle).
@MainActor
package final class DebugOverlays {
    /// The overlays that are on; they start from `CASEMENT_DEBUG_OVERLAYS`.
    package var options = DebugOverlayOptions(environmentValue: ProcessInfo.processInfo.environment["CASEMENT_DEBUG_OVERLAYS"] ?? "")

    static let partName = "debug overlays"
    private static let flashesFromEnvironment = ProcessInfo.processInfo.environment["CASEMENT_FLASH_DAMAGE"] == "1"
    private static let viewBlue = CGColor(red: 0, green: 0.45, blue: 1, alpha: 0.9)
    private static let layerOrange = CGColor(red: 1, green: 0.55, blue: 0, alpha: 0.9)
    private static let opaqueGreen = CGColor(red: 0, green: 0.8, blue: 0, alpha: 0.3)
    private static let blendedRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.3)
    private static let hitMagenta = CGColor(red: 1, green: 0, blue: 0.8, alpha: 1)

    /// A view the inspector asked to outline, whatever overlays are on.
    package weak var highlightedView: UIView?

    /// Whether the last update drew into some window, which must be cleared even when off.
    private var showsOverlays = false

    /// Brings each window's overlay up to date before the frame is drawn.
    func update(_ windows: [UIWindow], lastHit: UIView?) {
        let active = !options.isEmpty || highlightedView != nil
        guard active || showsOverlays else { return }
        showsOverlays = active
        for window in windows {
            window.compositor?.flashesDamage = options.contains(.damage) || Self.flashesFromEnvironment
            guard active, !window.isHidden else {
                window.removeOverlayPart(named: Self.partName)
                continue
            }
            draw(in: window, lastHit: lastHit?.window === window ? lastHit : nil)
        }
    }

    private func draw(in window: UIWindow, lastHit: UIView?) {
        var viewFrames: [CGRect] = []
        var layerFrames: [CGRect] = []
        var opaque: [CGRect] = []
        var blended: [CGRect] = []
        collect(window, in: window, views: &viewFrames, layers: &layerFrames, opaque: &opaque, blended: &blended)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let part = window.overlayPart(named: Self.partName) else { return }
        part.frame = window.layer.bounds
        let hit = lastHit.map { [$0.convert($0.bounds, to: window)] } ?? []
        let highlighted = highlightedView.flatMap { $0.window === window ? [$0.convert($0.bounds, to: window)] : nil } ?? []
        let shapes: [(String, [CGRect], fill: CGColor?, stroke: CGColor?, width: CGFloat, on: Bool)] = [
            ("opaque", opaque, Self.opaqueGreen, nil, 0, options.contains(.blendedLayers)),
            ("blended", blended, Self.blendedRed, nil, 0, options.contains(.blendedLayers)),
            ("view borders", viewFrames, nil, Self.viewBlue, 1, options.contains(.viewBorders)),
            ("layer borders", layerFrames, nil, Self.layerOrange, 1, options.contains(.layerBorders)),
            ("hit test", hit, nil, Self.hitMagenta, 3, options.contains(.hitTest)),
            ("highlight", highlighted, CGColor(red: 1, green: 0.9, blue: 0, alpha: 0.25), CGColor(red: 1, green: 0.75, blue: 0, alpha: 1), 3, true),
        ]
        for (name, rects, fill, stroke, width, on) in shapes {
            let shape = Self.shape(named: name, in: part)
            // Outlines sit half a line inside each frame, so the frame's own pixels show them.
            let path = CGMutablePath()
            for rect in on ? rects : [] where !rect.isEmpty {
                path.addRect(stroke == nil ? rect : rect.insetBy(dx: width / 2, dy: width / 2))
            }
            if shape.path != path { shape.path = path }
            if shape.fillColor != fill { shape.fillColor = fill }
            if shape.strokeColor != stroke { shape.strokeColor = stroke }
            if shape.lineWidth != width { shape.lineWidth = width }
            if shape.frame != part.bounds { shape.frame = part.bounds }
        }
        showFrameRate(in: window, part: part)
        showAutoresizing(in: window, part: part)
        showRasterization(in: window, part: part)
    }

    /// Layers tinted by how they were last drawn: cache hits green, misses red, offscreen yellow.
    private func showRasterization(in window: UIWindow, part: CALayer) {
        var frames: [RenderOutcome: [CGRect]] = [:]
        func visit(_ layer: CALayer) {
            guard !layer.isHidden else { return }
            if let outcome = layer.renderOutcome { frames[outcome, default: []].append(window.layer.convert(layer.bounds, from: layer)) }
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        if options.contains(.rasterization) { visit(window.layer) }
        for (name, outcome, color) in [
            ("cache hits", RenderOutcome.cacheHit, CGColor(red: 0, green: 0.85, blue: 0, alpha: 0.35)),
            ("cache misses", .cacheMiss, CGColor(red: 1, green: 0, blue: 0, alpha: 0.35)),
            ("offscreen", .offscreen, CGColor(red: 1, green: 0.9, blue: 0, alpha: 0.35)),
        ] {
            let shape = Self.shape(named: name, in: part)
            let path = CGMutablePath()
            for rect in frames[outcome] ?? [] where !rect.isEmpty { path.addRect(rect) }
            if shape.path != path { shape.path = path }
            if shape.fillColor != color { shape.fillColor = color }
            if shape.frame != part.bounds { shape.frame = part.bounds }
        }
    }

    /// Struts and springs of every view with an autoresizing mask, in its superview.
    private func showAutoresizing(in window: UIWindow, part: CALayer) {
        let struts = CGMutablePath()
        let springs = CGMutablePath()
        if options.contains(.autoresizing) { collectResizing(window, in: window, struts: struts, springs: springs) }
        for (name, path, color, dashes) in [
            ("struts", struts, CGColor(red: 0, green: 0.6, blue: 0.6, alpha: 0.9), nil as [NSNumber]?),
            ("springs", springs, CGColor(red: 0.6, green: 0.2, blue: 0.9, alpha: 0.9), [4, 3] as [NSNumber]?),
        ] {
            let shape = Self.shape(named: name, in: part)
            if shape.path != path { shape.path = path }
            if shape.strokeColor != color { shape.strokeColor = color }
            if shape.lineDashPattern != dashes { shape.lineDashPattern = dashes }
            if shape.frame != part.bounds { shape.frame = part.bounds }
        }
    }

    private func collectResizing(_ view: UIView, in window: UIWindow, struts: CGMutablePath, springs: CGMutablePath) {
        guard !view.isHidden else { return }
        if let superview = view.superview, !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            let frame = view.convert(view.bounds, to: window)
            let container = superview.convert(superview.bounds, to: window)
            func line(_ from: CGPoint, _ to: CGPoint, flexible: Bool) {
                let path = flexible ? springs : struts
                path.move(to: from)
                path.addLine(to: to)
            }
            line(CGPoint(x: container.minX, y: frame.midY), CGPoint(x: frame.minX, y: frame.midY), flexible: mask.contains(.flexibleLeftMargin))
            line(CGPoint(x: frame.maxX, y: frame.midY), CGPoint(x: container.maxX, y: frame.midY), flexible: mask.contains(.flexibleRightMargin))
            line(CGPoint(x: frame.midX, y: container.minY), CGPoint(x: frame.midX, y: frame.minY), flexible: mask.contains(.flexibleTopMargin))
            line(CGPoint(x: frame.midX, y: frame.maxY), CGPoint(x: frame.midX, y: container.maxY), flexible: mask.contains(.flexibleBottomMargin))
            // The size: a line across the view one way and the other, inset so it does not meet the margins.
            line(CGPoint(x: frame.minX + 4, y: frame.midY + 6), CGPoint(x: frame.maxX - 4, y: frame.midY + 6), flexible: mask.contains(.flexibleWidth))
            line(CGPoint(x: frame.midX + 6, y: frame.minY + 4), CGPoint(x: frame.midX + 6, y: frame.maxY - 4), flexible: mask.contains(.flexibleHeight))
        }
        for subview in view.subviews { collectResizing(subview, in: window, struts: struts, springs: springs) }
    }

    /// The frames presented in the last second against the screen's rate, top right.
    private func showFrameRate(in window: UIWindow, part: CALayer) {
        let existing = part.sublayers?.first { $0.name == "frame rate" } as? CATextLayer
        guard options.contains(.frameRate), let id = window.windowSystemID else {
            existing?.removeFromSuperlayer()
            return
        }
        let label = existing ?? {
            let label = CATextLayer()
            label.name = "frame rate"
            (label.fontSize, label.foregroundColor, label.backgroundColor) = (12, CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 0.6))
            label.alignmentMode = .center
            label.contentsScale = window.screen.scale
            part.addSublayer(label)
            return label
        }()
        let fps = window.session.frameCounters.framesPerSecond(of: id, at: window.session.animationEnvironment.now)
        let text = "\(fps) fps / \(window.screen.maximumFramesPerSecond) Hz"
        if label.string as? String != text { label.string = text }
        let frame = CGRect(x: window.bounds.maxX - 118, y: window.bounds.minY + 4, width: 114, height: 18)
        if label.frame != frame { label.frame = frame }
    }

    /// The frames (in the window) of the views and other layers below `view`, sorted into
    /// opaque and blended views.
    private func collect(
        _ view: UIView, in window: UIWindow, views: inout [CGRect], layers: inout [CGRect], opaque: inout [CGRect], blended: inout [CGRect]
    ) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        let frame = view.convert(view.bounds, to: window)
        if view !== window { views.append(frame) }
        let background = view.backgroundColor?.cgColor.alpha ?? 0
        if view.isOpaque && view.alpha >= 1 && background >= 1 { opaque.append(frame) } else if view !== window { blended.append(frame) }
        let viewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        for sublayer in view.layer.sublayers ?? [] where !viewLayers.contains(ObjectIdentifier(sublayer)) && !sublayer.isHidden {
            collectLayer(sublayer, in: window, into: &layers)
        }
        for subview in view.subviews { collect(subview, in: window, views: &views, layers: &layers, opaque: &opaque, blended: &blended) }
    }

    private func collectLayer(_ layer: CALayer, in window: UIWindow, into frames: inout [CGRect]) {
        frames.append(window.layer.convert(layer.bounds, from: layer))
        for sublayer in layer.sublayers ?? [] where !sublayer.isHidden { collectLayer(sublayer, in: window, into: &frames) }
    }

    private static func shape(named name: String, in part: CALayer) -> CAShapeLayer {
        if let shape = part.sublayers?.first(where: { $0.name == name }) as? CAShapeLayer { return shape }
        let shape = CAShapeLayer()
        shape.name = name
        shape.fillColor = nil
        part.addSublayer(shape)
        return shape
    }
}
