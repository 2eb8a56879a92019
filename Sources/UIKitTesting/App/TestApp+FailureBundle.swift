import CasementDebugging
import Foundation
import UIKitCore

extension TestApp {
    /// Writes this app's part of a failure bundle into `folder`: the hierarchy of its screens and
    /// shown windows as text and as JSON (with layers), a picture of each window, the driver's
    /// last actions, and what was busy.
    func writeBundle(into folder: URL) {
        guard session.isCurrent else { return }
        let snapshot = HierarchySnapshot(application: session.application, options: .init(includesInternalViews: true))
        try? Data(snapshot.text(includingLayers: true).utf8).write(to: folder.appendingPathComponent("hierarchy.txt"))
        try? snapshot.jsonData().write(to: folder.appendingPathComponent("hierarchy.json"))
        for (index, window) in windows.enumerated() {
            try? SnapshotRenderer.render(window).pngData().write(to: folder.appendingPathComponent("window-\(index + 1).png"))
        }
        try? Data(recentActions.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("input.txt"))
        let report = idleReport(includingRepeatingAnimations: false)
        try? Data(report.description.utf8).write(to: folder.appendingPathComponent("idle.txt"))
    }
}
