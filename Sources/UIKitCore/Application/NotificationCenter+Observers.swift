public import Foundation
import QuartzCore
import Synchronization

// Divergence: Foundation's `addObserver(_:selector:name:object:)` names the observer's method by
// an Objective-C selector, which Linux does not have. Here the selector is the method itself,
// `Observer.method` (taking the notification or nothing), as target-action takes it elsewhere
// in Casement:
//
//     NotificationCenter.default.addObserver(self, selector: Player.willEnterForeground,
//                                            name: UIApplication.willEnterForegroundNotification, object: nil)
//
// As on iOS 9 and later, the center does not keep the observer alive and forgets it once it is
// gone; `removeObserver(self)` (or with a name and object) ends its registrations. The method
// runs on the main thread: at once for a notification posted there, soon after for one posted on
// another thread (iOS calls it on the posting thread).
extension NotificationCenter {
    /// Calls `selector` on `observer`, with the notification, for each notification named `name`
    /// (any name when `nil`) posted by `object` (any sender when `nil`).
    @preconcurrency
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> @MainActor (Notification) -> Void, name: NSNotification.Name?,
        object: Any?
    ) {
        let method = MainActorMethod(selector)
        register(observer, name: name, object: object) { observer, notification in method.body(observer)(notification) }
    }

    /// Calls `selector` on `observer` for each notification named `name` (any name when `nil`)
    /// posted by `object` (any sender when `nil`).
    @preconcurrency
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> @MainActor () -> Void, name: NSNotification.Name?, object: Any?
    ) {
        let method = MainActorMethod(selector)
        register(observer, name: name, object: object) { observer, _ in method.body(observer)() }
    }

    /// Ends every registration of `observer`: those made with a selector here, and the one it
    /// is if it is the token a closure-based registration returned.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Ends the registrations of `observer` for notifications named `name` (all names when `nil`)
    /// from `object` (all senders when `nil`).
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name: NSNotification.Name?, object: Any?) {
        let center = ObjectIdentifier(self)
        let sender = object.map { $0 as AnyObject }
        let ended = SelectorObservations.table.withLock { table -> [SelectorObservations.Entry] in
            var ended: [SelectorObservations.Entry] = []
            table.removeAll { entry in
                let matches = entry.center == center && entry.observer.object === observer
                    && (name == nil || entry.name == name) && (sender == nil || entry.object === sender)
                if matches { ended.append(entry) }
                return matches
            }
            return ended
        }
        for entry in ended { removeObserver(entry.token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ observer: Observer, name: NSNotification.Name?, object: Any?,
        deliver: @escaping @MainActor (Observer, Notification) -> Void
    ) {
        let weakObserver = WeakObserver(observer)
        let forget = ForgetOnce()
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            let call: @MainActor () -> Void = {
                guard let observer = weakObserver.object as? Observer else {
                    // Gone: its registration goes too, as iOS forgets deallocated observers.
                    if let self, let token = forget.take() { self.removeObserver(token) }
                    return
                }
                deliver(observer, notification)
            }
            if isOnMainQueue { MainActor.assumeIsolated(call) } else { DispatchQueue.main.async(execute: call) }
        }
        forget.set(token)
        let entry = SelectorObservations.Entry(
            center: ObjectIdentifier(self), observer: weakObserver, name: name,
            object: object.map { $0 as AnyObject }, token: token)
        SelectorObservations.table.withLock { table in
            // Registrations of observers that are gone are dropped as new ones come.
            table.removeAll { $0.observer.object == nil }
            table.append(entry)
        }
    }
}

/// An observer's method, called only on the main actor (registrations hop there first), so it
/// may cross to the thread a notification is posted on unchanged.
private struct MainActorMethod<Observer, Call>: @unchecked Sendable {
    let body: (Observer) -> Call
    init(_ body: @escaping (Observer) -> Call) { self.body = body }
}

/// An observer held weakly, so a registration does not keep it alive.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The token of a registration, taken once by the first delivery that finds its observer gone.
private final class ForgetOnce: @unchecked Sendable {
    // Guarded by `lock`: set by the registering thread, taken by a posting one.
    private var token: (any NSObjectProtocol)?
    private let lock = NSLock()

    func set(_ value: any NSObjectProtocol) { lock.withLock { token = value } }

    func take() -> (any NSObjectProtocol)? {
        lock.withLock {
            defer { token = nil }
            return token
        }
    }
}

/// The registrations made with a selector, so `removeObserver(observer)` can find them.
private enum SelectorObservations {
    struct Entry: @unchecked Sendable {
        let center: ObjectIdentifier
        let observer: WeakObserver
        let name: NSNotification.Name?
        let object: AnyObject?
        let token: any NSObjectProtocol
    }

    // Global on purpose, as the centers themselves are (`NotificationCenter.default`): a
    // registration outlives the code that made it, and removing it names only the observer.
    static let table = Mutex<[Entry]>([])
}
