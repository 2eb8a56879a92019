import Foundation
import Testing
import UIKit

/// An observer written as iOS code writes one, with methods in place of selectors.
@MainActor
private final class Listener {
    var heard: [Notification.Name] = []
    var plainCalls = 0

    func heard(_ notification: Notification) { heard.append(notification.name) }
    func poke() { plainCalls += 1 }
}

private let ping = Notification.Name("CasementTestPing")
private let pong = Notification.Name("CasementTestPong")

@Suite("NotificationCenter observers with methods for selectors")
@MainActor
struct NotificationCenterObserverTests {
    @Test("the observer's method is called with each notification of the name")
    func methodTakesNotification() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.heard, name: ping, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        center.post(name: ping, object: nil)
        #expect(listener.heard == [ping, ping])
    }

    @Test("a method that takes nothing is called too, and a nil name hears every notification")
    func methodTakesNothing() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.poke, name: nil, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        #expect(listener.plainCalls == 2)
    }

    @Test("an object limits the notifications to those its sender posts")
    func objectFilters() {
        let center = NotificationCenter()
        let listener = Listener()
        let sender = NSObject(), other = NSObject()
        center.addObserver(listener, selector: Listener.poke, name: ping, object: sender)
        center.post(name: ping, object: other)
        center.post(name: ping, object: sender)
        #expect(listener.plainCalls == 1)
    }

    @Test("removeObserver(self) ends every registration of the observer")
    func removeAll() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.heard, name: ping, object: nil)
        center.addObserver(listener, selector: Listener.poke, name: pong, object: nil)
        center.removeObserver(listener)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        #expect(listener.heard.isEmpty)
        #expect(listener.plainCalls == 0)
    }

    @Test("removeObserver with a name ends only that registration")
    func removeByName() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.heard, name: ping, object: nil)
        center.addObserver(listener, selector: Listener.heard, name: pong, object: nil)
        center.removeObserver(listener, name: ping, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        #expect(listener.heard == [pong])
    }

    @Test("the center does not keep the observer alive, and forgets it once it is gone")
    func observerIsNotRetained() {
        let center = NotificationCenter()
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            center.addObserver(listener, selector: Listener.poke, name: ping, object: nil)
        }
        #expect(gone == nil)
        center.post(name: ping, object: nil)
    }

    @Test("a token from the closure form is still removed by removeObserver")
    func tokensStillRemoved() {
        let center = NotificationCenter()
        let listener = Listener()
        let token = center.addObserver(forName: ping, object: nil, queue: nil) { _ in MainActor.assumeIsolated { listener.poke() } }
        center.removeObserver(token)
        center.post(name: ping, object: nil)
        #expect(listener.plainCalls == 0)
    }

    @Test("a notification posted on another thread reaches the method on the main thread")
    func postedOffMain() async {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.poke, name: ping, object: nil)
        onAnotherThread { center.post(name: ping, object: nil) }
        #expect(listener.plainCalls == 0)
        // The call went to the main queue; a block queued after it runs after it.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(listener.plainCalls == 1)
    }
}
