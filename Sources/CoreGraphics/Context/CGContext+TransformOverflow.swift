@_implementationOnly import CCairo
import Foundation

// Scaling by 1e300 twice takes the CTM to infinity. Cairo refuses such a matrix by putting the
// whole context into an error state, after which nothing more is ever drawn in it. Core Graphics
// instead keeps going: what is drawn under the infinite transform lands nowhere, and restoring
// the graphics state brings the earlier CTM back. Casement does the same by not handing Cairo the
// transform and, until the state that overflowed is restored, clipping everything away under an
// extra Cairo save (the "overflow guard").

extension CGContext {
    /// Whether Cairo can work with `t` as its CTM: finite, invertible, with a finite inverse.
    static func cairoAccepts(_ t: CGAffineTransform) -> Bool {
        let determinant = t.a * t.d - t.b * t.c
        guard t.isFiniteTransform, determinant != 0, determinant.isFinite, (1 / determinant).isFinite else { return false }
        // Each entry of the inverse too: a scale by 5e-324 has a finite determinant with a large
        // enough other axis, but its inverse is infinite.
        // Checked one by one: every transform a context is given passes here.
        return (t.d / determinant).isFinite && (t.b / determinant).isFinite && (t.c / determinant).isFinite
            && (t.a / determinant).isFinite
    }

    /// Whether applying `t` before the CTM leaves it usable; when it does not, drawing is suppressed
    /// until the graphics state is restored and `false` is returned.
    func acceptsTransform(_ t: CGAffineTransform, _ function: String) -> Bool {
        guard !state.transformOverflowed else { return false }
        // Cairo checks the step as well as the result (a step whose determinant underflows to
        // zero is refused even when the product would be usable), so both must pass.
        if Self.cairoAccepts(t), Self.cairoAccepts(t.concatenating(userSpaceToDeviceSpaceTransform)) { return true }
        suppressDrawingForOverflow(function)
        return false
    }

    /// Clips all drawing away until the current graphics state is restored.
    func suppressDrawingForOverflow(_ function: String) {
        Diagnostics.report(
            "Casement CoreGraphics: \(function) took the current transform beyond finite, invertible values; nothing drawn in this graphics state shows, and restoreGState() brings the earlier transform back.")
        cairo_save(cairo)
        withTemporaryPath({ $0.addRect(.zero) }) { cairo_clip(cairo) }
        state.deviceClip = .unknown
        state.transformOverflowed = true
        state.holdsOverflowGuard = true
    }

    /// Removes the overflow guard this state pushed, if any, so the Cairo save stack matches the graphics states again.
    func dropOverflowGuard() {
        guard state.holdsOverflowGuard else { return }
        cairo_restore(cairo)
        state.holdsOverflowGuard = false
        state.transformOverflowed = false
    }
}
