/// The largest finite `Float`; as an animation's `repeatCount` it means "repeat forever".
///
/// On Apple's platforms `HUGE` comes from the C math library, which Linux's does not export to
/// Swift; it is here, next to the animations that use it, with the same value.
public let HUGE: Float = .greatestFiniteMagnitude
