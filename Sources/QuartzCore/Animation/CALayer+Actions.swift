public import Foundation
import CoreGraphics

/// The action key run when a layer appears in a rendered tree (added, or shown again).
public let kCAOnOrderIn = "onOrderIn"
/// The action key run when a layer leaves a rendered tree (removed, or hidden).
public let kCAOnOrderOut = "onOrderOut"
/// The action key run when a layer's contents or sublayers are replaced.
public let kCATransition = "transition"

/// `NSNull` in an actions dictionary, a style's "actions" or a delegate's answer means "no action".
extension NSNull: CAAction {
    /// Runs nothing: `NSNull` stands for no action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    /// The properties whose changes imply a basic animation: Core Animation's Appendix B (the
    /// properties that never animate, and sublayers and mask, which switch at once, left out)
    /// and the animatable properties of the subclasses.
    static let impliedAnimationKeys: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "borderColor", "borderWidth", "bounds", "contents", "contentsRect",
        "contentsCenter", "cornerRadius", "hidden", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset",
        "shadowOpacity", "shadowPath", "shadowRadius", "sublayerTransform", "transform", "zPosition",
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
        "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
        "instanceAlphaOffset", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "birthRate", "lifetime",
        "velocity", "scale", "spin",
    ]

    func searchAction(forKey event: String) -> (any CAAction)? {
        func found(_ action: any CAAction) -> (any CAAction)? {
            // Most answers are NSNull itself: its type is compared before any cast, which looks
            // the answer's type up from cold caches on every change of a view's layer.
            if type(of: action) == NSNull.self { return nil }
            return action is NSNull ? nil : action
        }
        if let action = delegate?.action(for: self, forKey: event) { return found(action) }
        if let action = actions?[event] { return found(action) }
        var style = self.style
        while let current = style {
            if let styleActions = current["actions"] as? [String: any CAAction], let action = styleActions[event] { return found(action) }
            style = current["style"] as? [AnyHashable: Any]
        }
        if let action = type(of: self).defaultAction(forKey: event) { return found(action) }
        return impliedAction(forKey: event)
    }

    /// Core Animation's implied animation for a change of `key`: from the value shown, to the
    /// new model value, over the transaction's duration and with its timing function.
    private func impliedAction(forKey key: String) -> (any CAAction)? {
        guard Self.impliedAnimationKeys.contains(key), declaredValue(forKey: key) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }

    /// Called after the property `key` changed from `oldValue`: records the change and, when the
    /// layer has been on screen and actions are on (and `runsAction`), runs the action for `key`.
    func didChange(_ key: String, from oldValue: Any?, runsAction: Bool = true) {
        // Presentation copies have no transactions or actions: they skip the thread's context.
        guard !isApplyingAnimations, modelLayer == nil else { return didChange(key) }
        // A model change belongs to a transaction, an implicit one when none is open.
        let context = TransactionContext.current
        CATransaction.ensureTransaction(context)
        // Asked just before the change and refused: nothing it can change has changed, except
        // whether a layer being hidden or shown is on screen. The answer serves only the change
        // it was asked for: any change takes it away.
        let refused = context.refusedAction
        context.refusedAction = nil
        recordCommittedState(changing: key, from: oldValue)
        didChange(key)
        guard runsAction else { return }
        if let refused, refused.layer == ObjectIdentifier(self), refused.key == key, key != "hidden" { return }
        guard canRunActions(in: context) else { return }
        // The backing store redrawn in place is still the same contents: nothing to animate.
        if key == "contents", let old = oldValue as AnyObject?, let new = contents as AnyObject?, old === new { return }
        if key == "hidden", let wasHidden = oldValue as? Bool {
            action(forKey: wasHidden ? kCAOnOrderIn : kCAOnOrderOut)?.run(forKey: wasHidden ? kCAOnOrderIn : kCAOnOrderOut, object: self, arguments: nil)
        }
        var prepared: (any CAAction)??
        if let preparedAction = context.preparedAction, preparedAction.layer == ObjectIdentifier(self), preparedAction.key == key {
            prepared = .some(preparedAction.action)
            context.preparedAction = nil
        }
        // Most changes have no action (a view's layer outside an animation block gets NSNull):
        // one looked up before the change needs none of the bookkeeping below.
        if let prepared, prepared == nil || prepared is NSNull {
            if key == "contents" { runAction(forEvent: kCATransition, whenShown: self) }
            return
        }
        let outerChange = context.actionedChange
        context.actionedChange = ActionedChange(layer: ObjectIdentifier(self), key: key, oldValue: oldValue)
        defer { context.actionedChange = outerChange }
        let action = prepared ?? self.action(forKey: key)
        if let animation = action as? CABasicAnimation, animation.keyPath == key, animation.fromValue == nil, animation.byValue == nil {
            animation.fromValue = shownValue(forKey: key, modelValue: oldValue)
        }
        action?.run(forKey: key, object: self, arguments: nil)
        if key == "contents" { runAction(forEvent: kCATransition, whenShown: self) }
    }

    /// Looks up the action for a change of `key` about to be made, while the layer still holds
    /// the old value: Core Animation asks before the change, so a delegate reads the old value
    /// from the layer. The change's ``didChange(_:from:runsAction:)`` runs it.
    func prepareAction(forKey key: String) {
        guard modelLayer == nil, !isApplyingAnimations else { return }
        let context = TransactionContext.current
        guard canRunActions(in: context) else {
            context.refusedAction = (ObjectIdentifier(self), key)
            return
        }
        context.refusedAction = nil
        context.preparedAction = (ObjectIdentifier(self), key, action(forKey: key))
    }

    /// Runs the action for a special event such as ``kCAOnOrderIn``, when actions are on and
    /// `shownLayer` (the layer itself, or the superlayer it joins) has been on screen.
    func runAction(forEvent event: String, whenShown shownLayer: CALayer) {
        guard modelLayer == nil, shownLayer.compositedChangeCount >= 0, !CATransaction.disableActions() else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }

    /// Actions run for model layers that have been committed (a transaction has committed since
    /// the layer was made), been drawn by a compositor, or that their delegate says are in a
    /// hierarchy on screen, outside transactions that disable them: a layer being set up in the
    /// transaction that made it does not animate, as in Core Animation.
    private func canRunActions(in context: TransactionContext) -> Bool {
        modelLayer == nil && !isApplyingAnimations && !context.disableActions
            && (CATransaction.commitGeneration > creationGeneration || compositedChangeCount >= 0
                || (owningShowingDelegate ?? (delegate as? any LayerShowingDelegate))?.isShowing(self) == true)
    }

    /// A property change whose action is being looked up and run.
    package struct ActionedChange {
        let layer: ObjectIdentifier
        let key: String
        let oldValue: Any?
    }

    /// The model value `key` had before the change whose action is being looked up or run now,
    /// or `nil` when no change of `key` on this layer is being actioned.
    package func valueBeforeChange(forKey key: String) -> Any?? {
        guard let change = TransactionContext.current.actionedChange, change.layer == ObjectIdentifier(self), change.key == key else { return nil }
        return .some(change.oldValue)
    }

    /// What the layer showed for `key` just before the change of the model value from `oldValue`:
    /// the presentation value while animations of the key run, `oldValue` otherwise.
    package func presentationValue(forKey key: String, before oldValue: Any?) -> Any? {
        shownValue(forKey: key, modelValue: oldValue)
    }

    /// Whether an animation of the property `keyPath` (or a field of it) is on the layer.
    package func hasAnimation(ofKeyPath keyPath: String) -> Bool {
        animationEntries.contains { ($0.animation as? CAPropertyAnimation)?.keyPath?.hasPrefix(keyPath) == true }
    }

    /// Stops and removes the animations of the property `keyPath` (or a field of it), whatever their keys.
    package func removeAnimations(ofKeyPath keyPath: String) {
        removeAnimationEntries { ($0.animation as? CAPropertyAnimation)?.keyPath?.hasPrefix(keyPath) == true }
    }

    /// What the layer showed for `key` just before the change: the model value, or, while
    /// animations of the key run, the presentation value with the old model value underneath.
    private func shownValue(forKey key: String, modelValue: Any?) -> Any? {
        guard animationEntries.contains(where: { ($0.animation as? CAPropertyAnimation)?.keyPath?.hasPrefix(key) == true }) else {
            return modelValue
        }
        let copy = makePresentationCopy()
        copy.isApplyingAnimations = true
        copy.setValue(modelValue, forKey: key)
        applyAnimations(to: copy, atMediaTime: environment.now)
        return copy.value(forKey: key)
    }
}

/// A layer delegate that knows whether its layer is in a hierarchy on screen before a compositor
/// has drawn it, as a view added to a shown window is: its changes in an animation block animate
/// from the first frame, as in UIKit.
package protocol LayerShowingDelegate: AnyObject {
    /// Whether `layer` is in a hierarchy that is on screen.
    func isShowing(_ layer: CALayer) -> Bool
}

/// A layer delegate that may let what is behind its layer show through though the layer is
/// opaque: UIKit draws an opaque view whose background colour is translucent with transparency.
package protocol TranslucentBackgroundDelegate: AnyObject {
    /// Whether `layer`'s drawing keeps its alpha whatever its `isOpaque` says.
    func showsThrough(_ layer: CALayer) -> Bool
}
