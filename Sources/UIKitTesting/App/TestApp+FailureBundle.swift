import Foundation
import UIKitCore

extension TestApp {
    /// Writes this app's part of a failure bundle into `folder`: the hierarchy of each shown
    /// window (with layers), a picture of each, and what was busy.
    func writeBundle(into folder: URL) {
        guard PlatformSession.current === session else { return }
        for (index, window) in windows.enumerated() {
            let name = "window-\(index + 1)"
            let text = HierarchyDescription(includesLayers: true).text(of: window)
            try? Data(text.utf8).write(to: folder.appendingPathComponent("\(name)-hierarchy.txt"))
            try? SnapshotRenderer.render(window).pngData().write(to: folder.appendingPathComponent("\(name).png"))
        }
        try? Data(recentActions.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("input.txt"))
        let report = idleReport(includingRepeatingAnimations: false)
        try? Data(report.description.utf8).write(to: folder.appendingPathComponent("idle.txt"))
    }
}
