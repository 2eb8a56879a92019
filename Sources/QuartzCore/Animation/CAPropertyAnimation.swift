import Foundation
import CoreGraphics

/// An animation of one property of a layer, named by a key path such as "opacity",
/// "position.x" or "transform.rotation.z".
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, relative to the layer.
    open var keyPath: String?
    /// Whether the animated value is added to the value underneath (the model's, or earlier
    /// animations') instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition continues from where the previous one ended instead of starting over.
    open var isCumulative = false
    /// Turns the interpolated numbers into a transform before they are set.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy() -> Any {
        let copy = super.copy() as! CAPropertyAnimation
        (copy.keyPath, copy.isAdditive, copy.isCumulative, copy.valueFunction) = (keyPath, isAdditive, isCumulative, valueFunction)
        return copy
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "additive", "isAdditive": isAdditive
        case "cumulative", "isCumulative": isCumulative
        case "valueFunction": valueFunction
        default: super.value(forKey: key)
        }
    }

    /// What the animation shows at `fraction` (after the timing curve) of cycle `iteration`,
    /// given the value underneath; `nil` shows the value underneath.
    func value(atFraction fraction: Double, iteration: Double, underneath: AnimatedValue) -> AnimatedValue? { nil }

    override func apply(to presentation: CALayer, atParentTime parentTime: Double, inheritedDuration: Double) {
        guard let keyPath, case .active(let progress, let iteration) = phase(atParentTime: parentTime, inheritedDuration: inheritedDuration) else { return }
        // The value underneath is read only when the animation's values depend on it.
        var underneath = AnimatedValue.discrete(nil)
        if readsValueUnderneath {
            let current = presentation.value(forKeyPath: keyPath)
            underneath = valueFunction == nil ? AnimatedValue(current) : .transform(current as? CATransform3D ?? CATransform3DIdentity)
        }
        guard var shown = value(atFraction: curved(progress), iteration: iteration, underneath: underneath) else { return }
        if let valueFunction, let numbers = shown.numbers {
            shown = .transform(valueFunction.transform(numbers))
        }
        if isAdditive { shown = .sum(underneath, shown) }
        guard let property = resolvedProperty else { return presentation.setPresentationValue(shown.value, forKeyPath: keyPath) }
        // A reused presentation copy already lists the keys its animations set.
        if !presentation.animatedKeysAreComplete { presentation.animatedKeys.insert(keyPath) }
        if property.setAnimated(presentation, shown) { return }
        let value = shown.value
        if value is ContentsDissolve { return presentation.setPresentationValue(value, forKeyPath: keyPath) }
        if !property.set(presentation, value) {
            Diagnostics.report(
                "Casement QuartzCore: a \(type(of: self)) of \"\(keyPath)\" on \(presentation.debugName) has \(value.map { "\(type(of: $0))" } ?? "nil") values, which \(keyPath) cannot take; the layer shows the value underneath.")
        }
    }

    /// Whether the animated value depends on the value underneath (the model's, or earlier animations').
    var usesValueUnderneath: Bool { true }

    /// Whether a frame must read the value underneath before computing this animation's value;
    /// worked out once for a started animation, whose settings no longer change.
    private var readsValueUnderneath: Bool {
        if let readsValueUnderneathCache { return readsValueUnderneathCache }
        let reads = usesValueUnderneath || isAdditive || valueFunction != nil
        if didReportStart { readsValueUnderneathCache = reads }
        return reads
    }
    private var readsValueUnderneathCache: Bool?

    /// Whether what the animation shows depends on the value underneath in any way (a struct key
    /// path changes one field of it).
    var dependsOnValueUnderneath: Bool { readsValueUnderneath || keyPath?.contains(".") == true }

    /// The layer property the key path names, when it names one of CALayer's own properties
    /// directly; set through it without parsing the path every frame.
    /// Resolved at the first frame, when the layer's copy of the animation no longer changes.
    private lazy var resolvedProperty: LayerProperty? = keyPath.flatMap { $0.contains(".") ? nil : LayerProperty(rawValue: $0) }

    /// The value after `iteration` whole cycles of a cumulative animation that changes by `change` a cycle.
    func accumulated(_ value: AnimatedValue, change: AnimatedValue, iteration: Double) -> AnimatedValue {
        guard isCumulative, iteration > 0 else { return value }
        return .sum(value, .scaled(change, iteration))
    }
}

/// A property animation from one value to another: `fromValue`, `toValue` and `byValue`, any
/// two of them or one alone, with Core Animation's meaning for each combination.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; the value underneath when `nil` (unless `toValue` and `byValue` give it).
    open var fromValue: Any?
    /// The value at the end; the value underneath when `nil` (unless `fromValue` and `byValue` give it).
    open var toValue: Any?
    /// The change over the animation, added to `fromValue` or taken from `toValue`.
    open var byValue: Any?

    open override func copy() -> Any {
        let copy = super.copy() as! CABasicAnimation
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
        return copy
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: super.value(forKey: key)
        }
    }

    /// The start and end values for the value underneath, following Core Animation's table:
    /// from+to, from+by (to = from + by), by+to (from = to − by), from alone (to the value
    /// underneath), to alone (from the value underneath), by alone (underneath to underneath + by).
    /// An additive animation's missing ends are zero changes rather than the value underneath.
    func endpoints(underneath: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue)? {
        let (from, to, by) = convertedValues
        let base = isAdditive ? AnimatedValue.difference(underneath, underneath) : underneath
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, .sum(from, by))
        case (nil, let to?, let by?): return (.difference(to, by), to)
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return (base, .sum(base, by))
        case (nil, nil, nil): return nil
        }
    }

    override var usesValueUnderneath: Bool {
        (fromValue == nil ? 0 : 1) + (toValue == nil ? 0 : 1) + (byValue == nil ? 0 : 1) < 2
    }

    /// The from, to and by values as computed values, converted once for a running animation.
    private var convertedValues: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?) {
        if let cached = convertedValuesCache { return cached }
        let values = (fromValue.map(AnimatedValue.init), toValue.map(AnimatedValue.init), byValue.map(AnimatedValue.init))
        if didReportStart { convertedValuesCache = values }
        return values
    }
    private var convertedValuesCache: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?

    override func value(atFraction fraction: Double, iteration: Double, underneath: AnimatedValue) -> AnimatedValue? {
        // Ends that do not depend on the value underneath are worked out once the animation runs.
        if let fixedEndpoints {
            return accumulated(.blend(fixedEndpoints.from, fixedEndpoints.to, fraction), change: fixedEndpoints.change, iteration: iteration)
        }
        guard let (from, to) = endpoints(underneath: valueFunction == nil ? underneath : .scalar(0)) else { return nil }
        if didReportStart, !usesValueUnderneath {
            fixedEndpoints = FixedEndpoints(from: from, to: to, change: .difference(to, from))
        }
        let value = AnimatedValue.blend(from, to, fraction)
        return accumulated(value, change: .difference(to, from), iteration: iteration)
    }

    /// The ends of an additive animation that starts at `old` and settles on `new`, the value now
    /// underneath: the old value less the new one, to that change's zero. `nil` when the two
    /// values cannot be subtracted (different kinds, or values that only switch).
    package static func additiveEnds(from old: Any?, to new: Any?) -> (difference: Any, zero: Any)? {
        guard let old, let new, type(of: old) == type(of: new) else { return nil }
        let (a, b) = (AnimatedValue(old), AnimatedValue(new))
        if case .discrete = a { return nil }
        guard let difference = AnimatedValue.difference(a, b).value, let zero = AnimatedValue.difference(b, b).value else { return nil }
        return (difference, zero)
    }

    /// The ends of a running animation whose values alone give them, and the change between them.
    private final class FixedEndpoints {
        let from: AnimatedValue
        let to: AnimatedValue
        let change: AnimatedValue
        init(from: AnimatedValue, to: AnimatedValue, change: AnimatedValue) { (self.from, self.to, self.change) = (from, to, change) }
    }
    private var fixedEndpoints: FixedEndpoints?
}
