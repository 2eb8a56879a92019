public import CoreGraphics

/// The contexts UIKit drawing goes to, innermost last; main-actor state, as UIKit's is.
@MainActor
private var contextStack: [CGContext] = []

/// The context UIKit drawing functions and ``UIColor/set()`` use: the one a view's
/// ``UIView/draw(_:)`` runs in, or the last one pushed; `nil` outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.last
}

/// Makes `context` the current context until the matching ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``; a pop
/// with nothing pushed is reported and ignored.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard contextStack.popLast() != nil else {
        Diagnostics.report("Casement UIKit: UIGraphicsPopContext() ignored: no context was pushed.")
        return
    }
}

/// Fills `rect` with the current fill colour in the current context.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour, composited with `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return reportNoContext("UIRectFill") }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` with the current fill colour, composited with `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return reportNoContext("UIRectFrame") }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    // UIKit paints the frame with the fill colour: four bands inside the rectangle.
    let t = min(1, r.width / 2, r.height / 2)
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: t),
        CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
        CGRect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t),
        CGRect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t),
    ])
    context.restoreGState()
}

@MainActor
private func reportNoContext(_ function: String) {
    Diagnostics.report("Casement UIKit: \(function) ignored: there is no current context (draw inside draw(_:) or after UIGraphicsPushContext).")
}
