import CoreGraphics
import Foundation
package import Platform

/// Shows one popover at a time for a session: live content in a pop-up window below (or above)
/// the view it comes from, closed by a press outside it, by Escape, or by its owner.
///
/// Casement's desktop form of UIKit's popovers for its own controls (a compact date picker's
/// calendar and time wheels); a press that closes it is swallowed, as a tap outside a popover is.
@MainActor
package final class PopoverPresenter {
    weak var session: PlatformSession?
    private(set) var window: PopoverWindow?
    /// The popover's window while one is open, for tests and tools.
    package var shownWindow: UIWindow? { window }
    private weak var source: UIView?
    private var onDismiss: (() -> Void)?

    package var isOpen: Bool { window != nil }

    /// Shows `content` next to `rect` of `source` (below it when it fits on the screen), closing
    /// any popover already open; `onDismiss` runs when it closes.
    func present(_ content: UIView, from source: UIView, rect: CGRect, onDismiss: @escaping () -> Void) {
        dismiss()
        guard let owner = source.window else { return }
        let window = PopoverWindow(content: content, style: source.traitCollection.userInterfaceStyle, tintColor: source.tintColor)
        window.popUpOwner = owner
        let area = source.convert(rect, to: nil)
        let topLeft = CGPoint(x: owner.frame.minX + area.minX, y: owner.frame.minY + area.minY)
        let screen = owner.screen.bounds
        var frame = CGRect(origin: CGPoint(x: topLeft.x, y: topLeft.y + area.height + 4), size: window.bounds.size)
        if frame.maxY > screen.maxY, topLeft.y - 4 - frame.height >= screen.minY { frame.origin.y = topLeft.y - 4 - frame.height }
        frame.origin.x = min(max(frame.minX, screen.minX), max(screen.maxX - frame.width, screen.minX))
        frame.origin.y = min(max(frame.minY, screen.minY), max(screen.maxY - frame.height, screen.minY))
        window.frame = frame
        (self.window, self.source, self.onDismiss) = (window, source, onDismiss)
        window.isHidden = false
    }

    /// Closes the popover, if one is open, and tells whoever opened it.
    package func dismiss() {
        guard let window else { return }
        self.window = nil
        window.isHidden = true
        let ending = onDismiss
        onDismiss = nil
        source = nil
        ending?()
    }

    /// Takes the presses that close the popover: `true` when the event was consumed. A press in
    /// another window, or in the popover's window outside its bounds (the desktop, under the
    /// pointer grab), closes it and is swallowed. (Escape comes through the keyboard's input.)
    func handle(_ event: PlatformEvent, in target: UIWindow) -> Bool {
        guard let window else { return false }
        guard let source, let owner = source.window, !owner.isHidden else {
            dismiss()
            return false
        }
        switch event {
        case .pointerDown(_, _, let location, _, _), .touch(_, _, .began, let location, _):
            let inside = target === window && window.bounds.contains(window.pointFromPlatformPixels(location))
            if inside { return false }
            dismiss()
            return true
        default:
            return false
        }
    }
}
