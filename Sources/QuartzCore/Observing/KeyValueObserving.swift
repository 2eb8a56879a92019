public import Foundation

// Foundation's key-value observing needs the Objective-C runtime, which Linux does not have, so
// its Swift API is provided here for the classes whose properties apps observe: layers and views.
// Divergence: observations fire for changes made through the layer's model (its properties, key-value
// coding and animations' model changes), and a view's for the properties its layer holds (frame,
// bounds, center, transform, alpha, isHidden, backgroundColor, ...); `.prior` is not offered.

/// What an observation's change handler is given.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, before any change.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
}

/// The kind of change observed.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// One change of an observed property.
public struct NSKeyValueObservedChange<Value> {
    /// How the value changed; always `.setting` for the properties observed here.
    public let kind: NSKeyValueChange
    /// The value after the change, when the options asked for it.
    public let newValue: Value?
    /// The value before the change, when the options asked for it.
    public let oldValue: Value?
    /// The indexes a to-many change affected; `nil` for settings.
    public let indexes: IndexSet?
    /// Whether this is the notice before a change; always `false` here (there is no `.prior`).
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until it is invalidated
/// or released.
public final class NSKeyValueObservation {
    private var cancel: (() -> Void)?

    init(cancel: @escaping () -> Void) { self.cancel = cancel }

    /// Ends the observation; its handler is not called again.
    public func invalidate() {
        let cancel = cancel
        self.cancel = nil
        cancel?()
    }

    deinit { invalidate() }
}

/// The classes whose properties can be observed by key path, as NSObject's can on Apple's platforms.
public protocol _KeyValueCodingAndObserving: AnyObject {}

/// An object whose changes are announced by a layer: a layer itself, or a view through its layer.
package protocol KeyValueObservationHost: AnyObject {
    /// The layer whose model changes announce this object's changes.
    var observationLayer: CALayer { get }

    /// Where the object's property named `keyPath` (by its Objective-C name, as string-keyed
    /// observing names it) is kept in its layer, and how the layer's value becomes the
    /// object's; `nil` for a property its layer does not announce.
    static func layerKeyPath(forObservedKeyPath keyPath: String) -> ObservedLayerKeyPath?
}

/// A property observed by name, found in a layer: the layer's key path, the conversion of the
/// layer's value to the observed object's, and how a value of a type Core Animation does not
/// box is boxed for the change dictionary.
package struct ObservedLayerKeyPath: Sendable {
    package let layerKeyPath: String
    package let convert: @Sendable (Any?) -> Any?
    package let box: @Sendable (Any) -> Any

    package init(
        _ layerKeyPath: String, convert: @escaping @Sendable (Any?) -> Any? = { $0 }, box: @escaping @Sendable (Any) -> Any = { $0 }
    ) {
        (self.layerKeyPath, self.convert, self.box) = (layerKeyPath, convert, box)
    }
}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` each time the value at `keyPath` changes, with the options' values.
    ///
    /// Keep the returned observation: releasing it ends the observation.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let host = self as? any KeyValueObservationHost else {
            Diagnostics.report("Casement QuartzCore: observe(_:options:changeHandler:) on \(type(of: self)) observes nothing: only layers and views announce changes.")
            return NSKeyValueObservation {}
        }
        let observers = host.observationLayer.keyValueObservers
        var last = self[keyPath: keyPath]
        let id = observers.add { [weak self] in
            guard let self else { return }
            let current = self[keyPath: keyPath]
            guard !KeyValueObservers.same(last, current) else { return }
            let old = last
            last = current
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? current : nil, oldValue: options.contains(.old) ? old : nil,
                    indexes: nil, isPrior: false))
        }
        if options.contains(.initial) {
            changeHandler(
                self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation { [weak observers] in observers?.remove(id) }
    }
}

/// The observations of one layer (and of the view it backs), told of each model change.
package final class KeyValueObservers {
    private var entries: [(id: Int, check: () -> Void)] = []
    private var nextID = 0
    /// The observations made by name (`addObserver(_:forKeyPath:options:context:)`), to find
    /// them again when they are removed.
    var namedObservations: [(id: Int, observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?)] = []

    func add(_ check: @escaping () -> Void) -> Int {
        nextID += 1
        entries.append((nextID, check))
        return nextID
    }

    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Lets each observation compare its value with the last one it reported.
    func notify() {
        // A handler may add or end observations; those made during this round wait for the next change.
        for entry in entries { entry.check() }
    }

    /// Whether two values of an observed property are the same, so no change is reported: equal
    /// when they can be compared, identical objects otherwise.
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if Value.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        (b as? T) == a
    }
}

extension CALayer: _KeyValueCodingAndObserving, KeyValueObservationHost {
    package var observationLayer: CALayer { self }

    package static func layerKeyPath(forObservedKeyPath keyPath: String) -> ObservedLayerKeyPath? {
        ObservedLayerKeyPath(keyPath)
    }
}
