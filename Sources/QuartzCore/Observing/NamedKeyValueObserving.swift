public import Foundation

// Foundation's string-keyed observing (`addObserver(_:forKeyPath:options:context:)` and an
// override of `observeValue(forKeyPath:of:change:context:)`), which iOS code from before Swift's
// key paths uses, over the same machinery as `observe(_:options:changeHandler:)`.
//
// Divergence: Linux has no Objective-C runtime to announce any property of any object, so
// layers and views can be observed (their layers' properties, and the view properties a layer
// holds), and only objects that adopt `NSKeyValueObserving` can observe: layers, responders
// (views, controllers, the application) and classes of the app's that adopt it. `.prior` is not
// offered, and the observer is told on the thread that made the change.

/// The keys of the change dictionary an observer is given.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// The key with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an `NSNumber` holding an ``NSKeyValueChange`` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when ``NSKeyValueObservingOptions/new`` was asked for.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when ``NSKeyValueObservingOptions/old`` was asked for.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes a change of a to-many relationship affected.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Whether the notice comes before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// An object that is told of changes of the properties it observes by name.
///
/// Layers and responders adopt it, so their subclasses `override` the method as on iOS. Another
/// class of the app's adopts it and implements the method (without `override`: Foundation's
/// `NSObject` on Linux has no such method).
public protocol NSKeyValueObserving: AnyObject {
    /// Called when a property `self` observes changes: `keyPath` of `object`, with what changed
    /// in `change` and the `context` given when the observation was added.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension _KeyValueCodingAndObserving {
    /// Tells `observer` of each change of the property at `keyPath` (its Objective-C name:
    /// `"bounds"`, `"hidden"`, `"position.x"`), through its
    /// `observeValue(forKeyPath:of:change:context:)`, with the values `options` ask for;
    /// `.initial` tells it at once.
    ///
    /// The observation does not keep the observer alive; it ends with
    /// `removeObserver(_:forKeyPath:context:)` or when either object goes.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        guard let host = self as? any KeyValueObservationHost else {
            return Diagnostics.report("Casement QuartzCore: addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)) observes nothing: only layers and views announce changes.")
        }
        guard observer is any NSKeyValueObserving else {
            return Diagnostics.report("Casement QuartzCore: addObserver(_:forKeyPath: \"\(keyPath)\") ignored: \(type(of: observer)) does not adopt NSKeyValueObserving, so it cannot be told.")
        }
        guard let found = type(of: host).layerKeyPath(forObservedKeyPath: keyPath) else {
            return Diagnostics.report("Casement QuartzCore: addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)) ignored: that property is not announced (see the porting guide).")
        }
        let layer = host.observationLayer
        let observers = layer.keyValueObservers
        let read = { [weak layer] () -> Any? in layer.flatMap { found.convert($0.value(forKeyPath: found.layerKeyPath)) } }
        var last = read()
        weak let weakObserver = observer
        weak let weakObject = self
        var id = 0
        id = observers.add { [weak observers] in
            guard let object = weakObject else { return }
            guard let observer = weakObserver as? any NSKeyValueObserving else {
                // The observer is gone: so is its observation.
                observers?.remove(id)
                observers?.namedObservations.removeAll { $0.id == id }
                return
            }
            let current = read()
            guard !NamedObservation.same(last, current) else { return }
            let old = last
            last = current
            observer.observeValue(
                forKeyPath: keyPath, of: object, change: NamedObservation.change(options: options, new: current, old: old, box: found.box),
                context: context)
        }
        observers.namedObservations.append((id, ObjectIdentifier(observer), keyPath, context))
        if options.contains(.initial), let observer = observer as? any NSKeyValueObserving {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = NamedObservation.boxed(last, found.box) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Ends the most recent observation of `keyPath` by `observer` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        endObservation(by: observer, keyPath: keyPath) { $0 == context }
    }

    /// Ends the most recent observation of `keyPath` by `observer`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        endObservation(by: observer, keyPath: keyPath) { _ in true }
    }

    private func endObservation(by observer: NSObject, keyPath: String, context matches: (UnsafeMutableRawPointer?) -> Bool) {
        guard let host = self as? any KeyValueObservationHost else { return }
        let observers = host.observationLayer.keyValueObservers
        let observerID = ObjectIdentifier(observer)
        guard let index = observers.namedObservations.lastIndex(where: { $0.observer == observerID && $0.keyPath == keyPath && matches($0.context) }) else {
            // Foundation raises an exception here; the app goes on.
            return Diagnostics.report("Casement QuartzCore: removeObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)) ignored: \(type(of: observer)) is not registered as an observer of it.")
        }
        observers.remove(observers.namedObservations.remove(at: index).id)
    }
}

extension CALayer: NSKeyValueObserving {}

/// Reports a change that reached `observeValue(forKeyPath:of:change:context:)` of the class that
/// declares it: the observer's class observes a property but does not handle its changes.
package func reportUnhandledObservation(_ keyPath: String?, by observer: AnyObject) {
    Diagnostics.report("Casement QuartzCore: \(type(of: observer)) observes \"\(keyPath ?? "")\" but its observeValue(forKeyPath:of:change:context:) does not handle the change (Foundation raises an exception here).")
}

/// How named observations compare and report values.
enum NamedObservation {
    /// Whether two values of an observed property are the same.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): KeyValueObservers.same(a, b)
        default: false
        }
    }

    /// The change dictionary of a setting, with the values `options` ask for.
    static func change(options: NSKeyValueObservingOptions, new: Any?, old: Any?, box: (Any) -> Any) -> [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.new) { change[.newKey] = boxed(new, box) }
        if options.contains(.old) { change[.oldKey] = boxed(old, box) }
        return change
    }

    /// A value as Foundation's observing hands it over: numbers and Booleans as `NSNumber`,
    /// geometry as `NSValue`, nothing as `NSNull`; other values through `box`.
    static func boxed(_ value: Any?, _ box: (Any) -> Any) -> Any {
        switch value {
        case nil: NSNull()
        case let value as Bool: NSNumber(value: value)
        case let value as CGFloat: NSNumber(value: Double(value))
        case let value as Float: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as CGRect: NSValue(rect: value)
        case let value as CGPoint: NSValue(point: value)
        case let value as CGSize: NSValue(size: value)
        case let value as CATransform3D: NSValue(caTransform3D: value)
        case let value?: box(value)
        }
    }
}
