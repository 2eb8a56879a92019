import CoreGraphics
import Foundation

/// The contexts UIKit drawing goes to on one thread: pushed ones innermost last, and those
/// opened by `UIGraphicsBeginImageContextWithOptions` with their scales.
///
/// Kept per thread, as UIKit keeps its current context: drawing into an image on a background
/// thread does not see, or disturb, a view drawing on the main thread. Not session state: the
/// stack belongs to the code running now, and images are drawn with no application at all.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread that ends with contexts pushed releases them.
        pthread_key_create(&key) { pointer in pointer.map { Unmanaged<GraphicsContextStack>.fromOpaque($0).release() } }
        return key
    }()

    /// The calling thread's stack, made on first use.
    ///
    /// Not process-wide state: each thread reaches only its own stack (thread-specific storage,
    /// released with the thread), as UIKit keeps a current context per thread; the key is the
    /// one global, and it holds nothing.
    static var current: GraphicsContextStack {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<GraphicsContextStack>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = GraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
