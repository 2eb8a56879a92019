import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

/// Makes a configuration with a preview view controller of a given size, or none.
@MainActor
private final class PreviewDelegate: NSObject, UIContextMenuInteractionDelegate {
    var previewSize: CGSize?
    var previewsMade = 0

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let size = previewSize
        return UIContextMenuConfiguration(identifier: nil, previewProvider: size.map { size in
            { [weak self] in
                self?.previewsMade += 1
                let controller = UIViewController()
                controller.view.frame = CGRect(origin: .zero, size: size)
                controller.view.backgroundColor = .systemOrange
                return controller
            }
        }) { _ in UIMenu(children: [UIAction(title: "Open") { _ in }, UIAction(title: "Share") { _ in }]) }
    }
}

@MainActor
@Suite("Context menu previews")
struct ContextMenuPreviewTests {
    /// A 120×80 green view at (100, 40) with a context menu interaction.
    private func stage(previewSize: CGSize?) -> (TouchStage, UIView, PreviewDelegate, UIContextMenuInteraction) {
        let stage = TouchStage()
        let view = UIView(frame: CGRect(x: 100, y: 40, width: 120, height: 80))
        view.backgroundColor = .systemGreen
        stage.root.addSubview(view)
        let delegate = PreviewDelegate()
        delegate.previewSize = previewSize
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        stage.app.runTurn()
        return (stage, view, delegate, interaction)
    }

    private func previewWindows(_ stage: TouchStage) -> [UIWindow] {
        stage.app.session.shownWindows.filter { $0 is MenuPreviewWindow }
    }

    private func longPress(_ stage: TouchStage, at point: CGPoint) {
        stage.press(point)
        stage.advance(by: 0.6)
    }

    @Test("a long press lifts a snapshot of the view over where it is, with the menu below it, and the menu is rich")
    func snapshotPreview() throws {
        // The interaction holds its delegate weakly.
        let (stage, _, delegate, interaction) = stage(previewSize: nil)
        defer { withExtendedLifetime(delegate) {} }
        longPress(stage, at: CGPoint(x: 160, y: 80))
        let preview = try #require(previewWindows(stage).first)
        #expect(preview.frame == CGRect(x: 100, y: 40, width: 120, height: 80))
        let snapshot = try #require(preview.subviews.first)
        #expect(snapshot.frame == preview.bounds)
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.frame.minY >= preview.frame.maxY)
        #expect(interaction.menuAppearance == .rich)
        stage.release(CGPoint(x: 160, y: 80))
    }

    @Test("a preview provider's view controller is shown at its size, centred on the view")
    func controllerPreview() throws {
        let (stage, _, delegate, _) = stage(previewSize: CGSize(width: 200, height: 100))
        longPress(stage, at: CGPoint(x: 160, y: 80))
        let preview = try #require(previewWindows(stage).first)
        #expect(delegate.previewsMade == 1)
        #expect(preview.frame == CGRect(x: 60, y: 30, width: 200, height: 100))
        #expect(preview.rootViewController?.view.backgroundColor == .systemOrange)
    }

    @Test("a secondary click shows the menu alone, compact, as Mac Catalyst does")
    func secondaryClickHasNoPreview() {
        let (stage, _, delegate, interaction) = stage(previewSize: CGSize(width: 50, height: 50))
        stage.secondaryClick(CGPoint(x: 160, y: 80))
        #expect(!stage.menuWindows.isEmpty)
        #expect(previewWindows(stage).isEmpty)
        #expect(delegate.previewsMade == 0)
        #expect(interaction.menuAppearance == .compact)
    }

    @Test("the preview goes when the menu closes")
    func previewClosesWithMenu() {
        // The interaction holds its delegate weakly.
        let (stage, _, delegate, interaction) = stage(previewSize: nil)
        defer { withExtendedLifetime(delegate) {} }
        longPress(stage, at: CGPoint(x: 160, y: 80))
        stage.release(CGPoint(x: 160, y: 80))
        #expect(previewWindows(stage).count == 1)
        interaction.dismissMenu()
        stage.app.runTurn()
        #expect(previewWindows(stage).isEmpty)
        #expect(interaction.menuAppearance == .unknown)
    }
}
