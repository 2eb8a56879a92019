@_implementationOnly import CX11

extension X11Platform {
    /// Gives the pointer and keyboard to the topmost shown pop-up menu, as desktop menus take
    /// them: presses outside the app's windows then reach the menu (at points outside it), so a
    /// click anywhere can close it; events over the app's own windows arrive as usual. With no
    /// menu shown, the grabs are released. While a button pressed before the menu opened is
    /// still down, the server refuses the grab; ``menuGrabPending`` then asks again after the
    /// next events.
    func updateMenuGrab() {
        let display = connection.display
        guard let menu = stack.last(where: { $0.role == .popUpMenu && $0.isVisible }) else {
            menuGrabPending = false
            XUngrabPointer(display, UInt(CurrentTime))
            XUngrabKeyboard(display, UInt(CurrentTime))
            connection.flush()
            return
        }
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask)
        let pointer = XGrabPointer(display, menu.xWindow, 1, mask, GrabModeAsync, GrabModeAsync, UInt(None), UInt(None), UInt(CurrentTime))
        menuGrabPending = pointer != GrabSuccess
        XGrabKeyboard(display, menu.xWindow, 1, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        connection.flush()
    }
}
