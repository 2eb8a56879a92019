/// The state of view animation blocks in one session: the blocks open now, the repetitions and
/// "without animation" sections around the current changes, and whether animations are on.
/// UIView's animation API is made of class methods, so they reach it through the current
/// session, as `UIApplication.shared` does.
@MainActor
package final class ViewAnimationState {
    /// The animation blocks open now, innermost last.
    var openBlocks: [ViewAnimationBlock] = []
    /// The repetitions `modifyAnimations(withRepeatCount:autoreverses:animations:)` set, innermost last.
    var repetitionOverrides: [(count: Float, autoreverses: Bool)] = []
    /// How many `performWithoutAnimation(_:)` calls are under way.
    var withoutAnimationDepth = 0
    /// Whether changes in animation blocks animate (`UIView.setAnimationsEnabled(_:)`).
    var animationsEnabled = true
}
