// Linux additions to UIApplication for debugging; they never change the meaning of UIKit's API.
extension UIApplication {
    /// The debugging overlays drawn over every window; they start from `CASEMENT_DEBUG_OVERLAYS`
    /// and show from the next frame when changed.
    public var debugOverlays: DebugOverlayOptions {
        get { session.debugOverlays.options }
        set {
            session.debugOverlays.options = newValue
            for window in session.shownWindows { window.setNeedsFullRepaint() }
        }
    }

    /// Whether each touch's hit testing and the recognizers' state changes are recorded (see
    /// ``touchTrace``); `CASEMENT_TRACE_TOUCHES=1` turns it on from the start and prints the lines.
    public var touchTracing: Bool {
        get { session.touchTrace.isEnabled }
        set { session.touchTrace.isEnabled = newValue }
    }

    /// The last 500 lines of the touch trace, oldest first: for each touch, every view hit
    /// testing tried and why it passed over it, the view chosen, then each recognizer's state
    /// changes and why.
    public var touchTrace: [String] { session.touchTrace.lines }

    /// Forgets the touch trace recorded so far.
    public func clearTouchTrace() {
        session.touchTrace.clear()
    }

    /// The last 200 events that went the whole responder chain unhandled, oldest first: touches
    /// that began where no responder took them, keys no responder, key command or text input
    /// took. `CASEMENT_LOG_UNHANDLED=1` prints each as it happens.
    public var unhandledEvents: [String] { session.unhandledEvents.entries }

    /// Forgets the unhandled events recorded so far.
    public func clearUnhandledEvents() {
        session.unhandledEvents.clear()
    }

    /// The counters of the last 240 frames drawn, oldest first: layers laid out and drawn, the
    /// time the frame took and the pixels presented. `CASEMENT_FRAME_COUNTERS=1` prints each.
    public var frameCounters: [FrameCounters] { session.frameCounters.frames }
}
