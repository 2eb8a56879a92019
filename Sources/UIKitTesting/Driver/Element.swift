public import CoreGraphics
public import Foundation
public import UIKitCore

/// One user-interface element of an app under test, found again by its query each time it is
/// used (so it follows the view as the app changes), as an `XCUIElement` is.
@MainActor
public struct Element: @MainActor CustomStringConvertible {
    let query: ElementQuery
    /// The position among the query's matches, or `nil` for "the one match".
    let index: Int?

    var app: TestApp { query.app }

    /// The view the element stands for now, if it exists (and is unique, for a unique query).
    public var view: UIView? {
        let matches = query.matches()
        if let index { return index < matches.count ? matches[index] : nil }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether the element exists now.
    public var exists: Bool { view != nil }

    /// The accessibility identifier ("" when none).
    public var identifier: String { view?.accessibilityIdentifier ?? "" }

    /// The accessibility label ("" when none).
    public var label: String { view?.accessibilityLabel ?? "" }

    /// The kind of the element.
    public var elementType: ElementType { view.map(ElementType.init(of:)) ?? .any }

    /// The element's frame in its screen's coordinates (points); `.zero` when it does not exist.
    public var frame: CGRect {
        guard let view, let window = view.window else { return .zero }
        return view.convert(view.bounds, to: window.screen.coordinateSpace)
    }

    /// Whether a tap at the element's centre would reach it: its window is shown and hit
    /// testing at that point names the element's view or one below it.
    public var isHittable: Bool {
        guard let view, let window = view.window, !window.isHidden else { return false }
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        guard let hit = window.hitTest(center, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    /// Waits, moving the media clock a frame at a time, until the element exists or `timeout`
    /// seconds of media time have passed; whether it exists.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        let start = app.clock.now
        let frame = 1 / max(app.clock.framesPerSecond, 1)
        app.runTurn()
        while !exists {
            guard app.clock.now - start < timeout - 1e-9 else { return false }
            app.advance(by: frame)
        }
        return true
    }

    /// The elements of kind `type` anywhere below this one.
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, scope: { view.map { [$0] } ?? [] }, type: type, childrenOnly: false, filters: [])
    }

    /// The elements of kind `type` directly below this one.
    public func children(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, scope: { view.map { [$0] } ?? [] }, type: type, childrenOnly: true, filters: [])
    }

    /// The element as failure messages name it: its query and index.
    public var description: String {
        let position = index.map { " #\($0)" } ?? ""
        return "\(query.summary)\(position)"
    }
}
