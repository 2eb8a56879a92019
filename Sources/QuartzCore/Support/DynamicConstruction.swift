@_implementationOnly import CDynamicInit
public import Foundation

// Apple's `CALayer.init()`, `CALayer.init(layer:)` and `CAAnimation.init()` are overridable, not
// `required`, so an iOS subclass writes `override init()` and may leave `init(layer:)` out. Swift
// only makes an instance from a class value through a `required` initializer; these convenience
// initializers are therefore called with the class as `self` through a C shim
// (CDynamicInit/dynamic_init.h, which names them by their mangled symbols: rename them together).
// Their `self.init(...)` runs the subclass's own initializer. A subclass that defines initializers
// but not `init(layer:)` traps with "Use of unimplemented initializer 'init(layer:)'" when a
// presentation copy is made, exactly as on iOS.
extension CALayer {
    @usableFromInline convenience init(casementCopying layer: CALayer) { self.init(layer: layer) }
}

// `init()` for any NSObject subclass: layers, animations, and the app delegate (or a scene
// delegate) of a non-final class that declares no initializer, as `@main` and
// `UIApplicationMain` need.
extension NSObject {
    @usableFromInline convenience init(casementMaking _: Void) { self.init() }
}

/// Making instances of classes known only at run time through their plain initializers.
package enum DynamicConstruction {
    /// A new layer of `layerClass`, made by its `init()`: how a view makes the layer of its `layerClass`.
    package static func layer(of layerClass: CALayer.Type) -> CALayer {
        let made = casement_make_object(unsafeBitCast(layerClass as AnyClass, to: UnsafeRawPointer.self))!
        return Unmanaged<CALayer>.fromOpaque(made).takeRetainedValue()
    }

    /// A new layer of `layer`'s class, made by its `init(layer:)` from `layer`: a presentation copy.
    package static func copy(of layer: CALayer) -> CALayer {
        let model = Unmanaged.passRetained(layer).toOpaque()
        let made = casement_copy_layer(model, unsafeBitCast(type(of: layer) as AnyClass, to: UnsafeRawPointer.self))!
        return Unmanaged<CALayer>.fromOpaque(made).takeRetainedValue()
    }

    /// A new object of `objectClass`, made by its `init()`.
    package static func object(of objectClass: NSObject.Type) -> NSObject {
        let made = casement_make_object(unsafeBitCast(objectClass as AnyClass, to: UnsafeRawPointer.self))!
        return Unmanaged<NSObject>.fromOpaque(made).takeRetainedValue()
    }

    /// A new animation of `animationClass`, made by its `init()`.
    package static func animation(of animationClass: CAAnimation.Type) -> CAAnimation {
        let made = casement_make_object(unsafeBitCast(animationClass as AnyClass, to: UnsafeRawPointer.self))!
        return Unmanaged<CAAnimation>.fromOpaque(made).takeRetainedValue()
    }
}
