public import Foundation
import Synchronization

/// The media clock, the animation engine and the display-link scheduler that a tree of layers
/// runs on.
///
/// An application session owns one, and a layer reaches it through the compositor that shows
/// the layer's tree (``CALayer/environment``). A layer shown by no compositor (a stand-alone
/// layer in a unit test, a view not yet in a window) runs on the current environment: the one
/// ``CACurrentMediaTime()`` reads and display links are added to, which is the current
/// application session's, or ``system`` with no application. Two sessions in one process each
/// keep their own clock, animations and display links.
package final class AnimationEnvironment: Sendable {
    /// Reads the media time; called on any thread.
    private let clock: @Sendable () -> CFTimeInterval
    /// Starts and ends the animations of the layers that run on this environment.
    package let engine: AnimationEngine
    /// Runs the display links added while this environment is current.
    package let displayLinks: DisplayLinkScheduler

    /// An environment whose media time is `clock`'s, with no animations and no display links yet.
    package init(clock: @escaping @Sendable () -> CFTimeInterval) {
        self.clock = clock
        engine = AnimationEngine(clock: clock)
        displayLinks = DisplayLinkScheduler()
    }

    /// The media time now, in seconds.
    package var now: CFTimeInterval { clock() }

    /// An environment on the system's monotonic clock, with a run-loop timer driving its
    /// display links.
    package convenience init() {
        self.init {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
        }
    }

    /// What layers run on when no application session has been set up: the system's clock.
    ///
    /// Global on purpose: views, layers and `CACurrentMediaTime()` work with no application at
    /// all (as on iOS in unit tests), so something must run them before any session exists.
    package static let system = AnimationEnvironment()

    // Global on purpose: `CACurrentMediaTime()` and `CADisplayLink.add(to:forMode:)` name no
    // layer or session, so they need a current environment, as `UIApplication.shared` needs a
    // current session. Only installing or uninstalling a session (and tests) set it; locked,
    // because the media time is read on any thread.
    private static let installed = Mutex(system)

    /// The environment of code that names no layer: ``CACurrentMediaTime()``, new display links,
    /// layers in no compositor's tree. An application session makes its own current when it
    /// is set up; read on any thread.
    package static var current: AnimationEnvironment {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}

/// The current media time in seconds: monotonic, with an arbitrary origin.
///
/// It is the current application session's clock (a test's manual clock under UIKitTesting);
/// a layer shown in a window of another session runs on that session's clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    AnimationEnvironment.current.now
}

extension CALayer {
    /// The environment the layer runs on: that of the compositor showing its tree, or the
    /// current one when no compositor shows it.
    package var environment: AnimationEnvironment {
        var root = modelLayer ?? self
        while let parent = root.superlayer { root = parent }
        return root.hostingCompositor?.environment ?? AnimationEnvironment.current
    }
}

/// A media time that moves only when set, for drawing animations at chosen instants: tests, and
/// the Gallery's pictures of its pages.
package final class SettableMediaTime: Sendable {
    private let value: Mutex<CFTimeInterval>

    /// A time standing at `time`.
    package init(_ time: CFTimeInterval) {
        value = Mutex(time)
    }

    /// The time now; setting it moves it.
    package var now: CFTimeInterval {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}

extension AnimationEnvironment {
    /// An environment on `time`, which stands still between the moments it is set.
    package convenience init(time: SettableMediaTime) {
        self.init { time.now }
    }
}
