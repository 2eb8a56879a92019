public import CoreGraphics
public import Foundation
package import Platform

/// One display mode a screen can show: its size in pixels and the shape of its pixels.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The platform's mode this one stands for.
    package let platformMode: ScreenMode

    package init(_ mode: ScreenMode) {
        platformMode = mode
        super.init()
    }

    /// The mode's width and height in pixels.
    open var size: CGSize { CGSize(width: platformMode.width, height: platformMode.height) }

    /// The width of a pixel divided by its height: 1 for the square pixels of every mode XRandR reports.
    open var pixelAspectRatio: CGFloat { 1 }

    /// Modes are equal when they have the same size and refresh rate, as screens report each mode once.
    open override nonisolated func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.platformMode == platformMode
    }

    open override nonisolated var hash: Int { platformMode.hashValue }

    open override nonisolated var description: String { "<UIScreenMode: \(platformMode)>" }
}
