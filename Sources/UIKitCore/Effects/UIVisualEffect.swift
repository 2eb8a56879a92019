public import Foundation

/// A look a visual-effect view gives what lies behind it or inside it: a blur, or vibrancy.
///
/// Effects are immutable; make one of the subclasses, ``UIBlurEffect`` or ``UIVibrancyEffect``.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    /// An effect that changes nothing (what a view with no effect shows).
    public override init() {
        super.init()
    }

    /// The effect itself: effects never change, so a copy can be the same object.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
