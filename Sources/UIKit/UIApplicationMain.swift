internal import CasementDebugging
internal import Dispatch
import Foundation
internal import PlatformX11
public import UIKitCore

/// Runs the app: connects to the X server named by `DISPLAY`, makes the application (of the
/// class named `principalClassName`, or `UIApplication`) and its delegate (of the class named
/// `delegateClassName`), launches it and serves events, timers and frames until the app ends.
/// It never returns: the process exits when the last window closes or on SIGTERM, after
/// `applicationWillTerminate(_:)`, and with status 1 when the X server cannot be reached.
///
/// Pass names as iOS code does, `NSStringFromClass(AppDelegate.self)`; or put `@main` on the
/// delegate class.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let applicationType: UIApplication.Type
    if let principalClassName {
        guard let type = NSClassFromString(principalClassName) as? UIApplication.Type else {
            fail("there is no UIApplication subclass named \(principalClassName)")
        }
        applicationType = type
    } else {
        applicationType = UIApplication.self
    }
    var delegateType: (any UIApplicationDelegate.Type)?
    if let delegateClassName {
        guard let type = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type else {
            fail(
                "there is no UIApplicationDelegate class named \(delegateClassName); pass NSStringFromClass(AppDelegate.self)")
        }
        delegateType = type
    }
    runApplication(applicationType: applicationType, delegateType: delegateType)
}

extension UIApplicationDelegate {
    /// Runs the app with this class as its delegate: what `@main` on the delegate class calls.
    @preconcurrency @MainActor
    public static func main() {
        runApplication(applicationType: UIApplication.self, delegateType: Self.self)
    }
}

@MainActor
private func runApplication(applicationType: UIApplication.Type, delegateType: (any UIApplicationDelegate.Type)?) -> Never {
    let platform: X11Platform
    do {
        platform = try X11Platform()
    } catch {
        fail("cannot reach the X server: \(error.message)")
    }
    let session = PlatformSession.install(platform, applicationType: applicationType)
    session.application.stateRestoration.directory = StateRestoration.defaultDirectory()
    session.startRunLoopObserver()
    // SIGTERM ends the app as closing its last window does: the delegate hears of it first.
    signal(SIGTERM, SIG_IGN)
    let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    termination.setEventHandler { MainActor.assumeIsolated { session.end(status: 0) } }
    termination.resume()
    // CASEMENT_INSPECT=1 opens the inspector once the app has launched.
    installDebuggingLaunchHook(on: session)
    session.launch(delegate: delegateType.map(makeDelegate))
    // The run loop returns only when it has no sources left, which an app with an X connection
    // always has; keep serving it regardless.
    while true {
        RunLoop.main.run()
        withExtendedLifetime(termination) {}
    }
}

/// The delegate, made with its class's `init()` as UIKit does: the class need not be final nor
/// declare an initializer.
@MainActor
private func makeDelegate(_ type: any UIApplicationDelegate.Type) -> any UIApplicationDelegate {
    guard let objectType = type as? NSObject.Type,
        let delegate = DynamicConstruction.object(of: objectType) as? any UIApplicationDelegate
    else {
        fail("the delegate class \(type) does not inherit NSObject; declare it `class AppDelegate: UIResponder, UIApplicationDelegate`")
    }
    return delegate
}

private func fail(_ reason: String) -> Never {
    let sentence = reason.hasSuffix(".") ? reason : reason + "."
    FileHandle.standardError.write(Data("UIApplicationMain: \(sentence)\n".utf8))
    exit(1)
}
