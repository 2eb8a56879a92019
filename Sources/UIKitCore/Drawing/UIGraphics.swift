public import CoreGraphics

/// The context UIKit drawing functions and ``UIColor/set()`` use: the one a view's
/// ``UIView/draw(_:)`` runs in, or the last one pushed on this thread; `nil` outside drawing.
///
/// Each thread has its own current context, as in UIKit: these functions may be called from any
/// thread.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context on this thread until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``; a pop
/// with nothing pushed is reported and ignored.
public func UIGraphicsPopContext() {
    guard GraphicsContextStack.current.contexts.popLast() != nil else {
        Diagnostics.report("Casement UIKit: UIGraphicsPopContext() ignored: no context was pushed.")
        return
    }
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour, composited with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return reportNoContext("UIRectFill") }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` with the current fill colour, composited with `blendMode`.
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

private func reportNoContext(_ function: String) {
    Diagnostics.report("Casement UIKit: \(function) ignored: there is no current context (draw inside draw(_:) or after UIGraphicsPushContext).")
}
