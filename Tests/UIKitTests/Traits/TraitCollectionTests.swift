import Testing
import UIKit

/// Records the traits it is told about, and the current traits while it lays out.
private final class TraitRecordingView: UIView {
    var changes: [UITraitCollection?] = []
    var currentWhileLayingOut: UITraitCollection?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection)
    }

    override func layoutSubviews() {
        currentWhileLayingOut = UITraitCollection.current
    }
}

private final class TraitRecordingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

@Suite("Trait collections")
@MainActor
struct TraitCollectionTests {
    @Test("a view in a window has its screen's scale, a light interface and a left-to-right layout")
    func defaults() {
        let app = TestApplication()
        let window = app.shownWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        #expect(view.traitCollection.displayScale == window.screen.scale)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("joining a window tells the view its traits once; moving within the window with the same traits does not")
    func joiningAWindow() {
        let app = TestApplication()
        let window = app.shownWindow()
        let view = TraitRecordingView(frame: .zero)
        window.addSubview(view)
        #expect(view.changes.count == 1 && view.changes[0] == nil)
        let other = UIView(frame: .zero)
        window.addSubview(other)
        other.addSubview(view)
        #expect(view.changes.count == 1)
    }

    @Test("an interface style override applies to the subviews and tells them the previous traits")
    func styleOverride() throws {
        let app = TestApplication()
        let window = app.shownWindow()
        let parent = UIView(frame: .zero)
        let child = TraitRecordingView(frame: .zero)
        parent.addSubview(child)
        window.addSubview(parent)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes.count == 2)
        let previous = try #require(child.changes.last ?? nil)
        #expect(previous.userInterfaceStyle == .light)
        #expect(child.traitCollection.hasDifferentColorAppearance(comparedTo: previous))
    }

    @Test("UITraitCollection.current is the view's traits while it lays out")
    func currentWhileLayingOut() {
        let app = TestApplication()
        let window = app.shownWindow()
        window.overrideUserInterfaceStyle = .dark
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.currentWhileLayingOut?.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test("Outside a window, UITraitCollection.current while a view lays out is the traits its hierarchy gives it")
    func currentWhileLayingOutDetached() {
        let app = TestApplication()
        _ = app
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.overrideUserInterfaceStyle = .dark
        container.semanticContentAttribute = .forceRightToLeft
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.currentWhileLayingOut?.userInterfaceStyle == .dark)
        #expect(view.currentWhileLayingOut?.layoutDirection == .rightToLeft)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test("a forced right-to-left attribute turns the view's content and its subviews' layout direction")
    func semanticContent() {
        let app = TestApplication()
        let window = app.shownWindow()
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        window.addSubview(parent)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(parent.traitCollection.layoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("the direction a semantic attribute gives: forced, left to right for playback and spatial")
    func directionForAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("a view controller's style override reaches its view, and the controller is told")
    func controllerOverride() {
        let app = TestApplication()
        let window = app.shownWindow()
        let controller = TraitRecordingController()
        window.rootViewController = controller
        let told = controller.changes
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == told + 1)
    }

    @Test("combined collections take each trait from the last that specifies it; unspecified traits match anything")
    func combining() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
        ])
        #expect(combined.displayScale == 3 && combined.userInterfaceStyle == .dark && combined.layoutDirection == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)]))
    }
}
