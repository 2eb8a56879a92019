#ifndef CASEMENT_DYNAMIC_INIT_H
#define CASEMENT_DYNAMIC_INIT_H

// Swift makes an instance from a class value only through a `required` initializer, yet Apple's
// CALayer.init(), CALayer.init(layer:) and CAAnimation.init() are plain overridable ones that
// Core Animation and UIKit call on whatever subclass they are given. Each function below calls a
// Swift convenience initializer's allocating entry point with the class as `self` (Swift's calling
// convention passes `self` in the register clang's `swift_context` names). Its `self.init(...)`
// then dispatches to the subclass's own initializer, or to Swift's "unimplemented initializer"
// trap when the subclass did not inherit one: what Objective-C's runtime does on Apple's platforms.
//
// The arguments follow Swift's conventions for initializers: objects are passed at +1 (the callee
// consumes them) and the new instance is returned at +1.

#define CASEMENT_SWIFTCC __attribute__((swiftcall))
#define CASEMENT_SELF __attribute__((swift_context))

/// `CALayer.init(casementCopying:)` (QuartzCore/Support/DynamicConstruction.swift).
CASEMENT_SWIFTCC void *casement_layer_copying(void *model, const void *CASEMENT_SELF layerClass)
    __asm__("$s10QuartzCore7CALayerC15casementCopyingA2C_tcfC");

/// `NSObject.init(casementMaking:)`, an extension in QuartzCore: layers, animations and
/// application delegates are all NSObjects.
CASEMENT_SWIFTCC void *casement_object_making(const void *CASEMENT_SELF objectClass)
    __asm__("$s10Foundation8NSObjectC10QuartzCoreE14casementMakingACyt_tcfC");

/// A new layer of `layerClass` made by its `init(layer:)` from `model`, which is consumed; returned at +1.
static inline void *casement_copy_layer(void *model, const void *layerClass) {
    return casement_layer_copying(model, layerClass);
}

/// A new object of `objectClass` (an NSObject class object) made by its `init()`; returned at +1.
static inline void *casement_make_object(const void *objectClass) { return casement_object_making(objectClass); }

#endif
