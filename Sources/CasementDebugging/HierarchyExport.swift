public import Foundation
import CoreGraphics
import QuartzCore
public import UIKitCore

/// Writes an app's hierarchy to a folder for looking at away from the app: the JSON model, a
/// picture of every view alone and with its subviews, and a single-file 3D exploded view.
///
/// The folder holds `hierarchy.json` (a ``HierarchySnapshot``), `layers/w<window>-<path>.solo.png`
/// (the view without its subviews) and `.group.png` (with them), the same for each layer that is
/// not a view's (`w0-0.1-layer0.solo.png`, its sublayers `-layer0.0`), each drawn by the renderer the
/// compositor uses, and `exploded.html`, which needs nothing else: open it in any browser, or
/// keep it as a CI artifact.
public enum HierarchyExport {
    /// Writes the shown windows of `application` (the app's unless given) into `folder` (made if
    /// needed) and returns the snapshot written.
    ///
    /// - Throws: file-system errors.
    @MainActor
    @discardableResult
    public static func write(
        to folder: URL, application: UIApplication = .shared, options: HierarchySnapshot.Options = HierarchySnapshot.Options()
    ) throws -> HierarchySnapshot {
        CATransaction.flush()
        let snapshot = HierarchySnapshot(application: application, options: options)
        let layersFolder = folder.appendingPathComponent("layers")
        try FileManager.default.createDirectory(at: layersFolder, withIntermediateDirectories: true)
        try snapshot.jsonData().write(to: folder.appendingPathComponent("hierarchy.json"))
        var planes: [ExplodedPage.Plane] = []
        let windows = application.session.shownWindows
        for (index, (window, record)) in zip(windows, snapshot.windows).enumerated() {
            window.layoutIfNeeded()
            window.layer.displaySubtreeIfNeeded()
            try collect(window, record: record.root, window: index, depth: 0, clip: nil, into: &planes, folder: layersFolder, options: options)
        }
        let page = ExplodedPage(snapshot: snapshot, planes: planes)
        try Data(try page.html().utf8).write(to: folder.appendingPathComponent("exploded.html"))
        return snapshot
    }

    /// Renders `view` solo and as a group, and goes on with its subviews.
    @MainActor
    private static func collect(
        _ view: UIView, record: HierarchySnapshot.View, window: Int, depth: Int, clip: CGRect?, into planes: inout [ExplodedPage.Plane],
        folder: URL, options: HierarchySnapshot.Options
    ) throws {
        let name = "w\(window)-\(record.path)"
        let scale = view.window?.screen.scale ?? 1
        let solo = render(view, scale: scale, alone: true)
        let group = render(view, scale: scale, alone: false)
        let soloPNG = try solo.map { try $0.pngData() }
        if let soloPNG { try soloPNG.write(to: folder.appendingPathComponent("\(name).solo.png")) }
        if let group { try group.pngData().write(to: folder.appendingPathComponent("\(name).group.png")) }
        let frame = record.frameInWindow ?? CGRect(origin: .zero, size: view.bounds.size)
        planes.append(ExplodedPage.Plane(
            window: window, path: record.path, className: record.className, frame: frame, depth: depth, clip: clip,
            image: soloPNG.map { "data:image/png;base64," + $0.base64EncodedString() }))
        // The view's own layers that are not views', alone and with their sublayers.
        let viewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        for (index, sublayer) in (view.layer.sublayers ?? []).filter({ !viewLayers.contains(ObjectIdentifier($0)) }).enumerated() {
            try writeLayer(sublayer, name: "\(name)-layer\(index)", scale: scale, folder: folder)
        }
        let childClip = view.clipsToBounds ? (clip.map { $0.clampedIntersection(frame) } ?? frame) : clip
        let shown = view.subviews.filter { options.includesInternalViews || !$0.isFrameworkInternal }
        for (subview, subrecord) in zip(shown, record.subviews) {
            try collect(subview, record: subrecord, window: window, depth: depth + 1, clip: childClip, into: &planes, folder: folder, options: options)
        }
    }

    /// Writes `layer` alone and with its sublayers as `<name>.solo.png` and `.group.png`, then its sublayers.
    @MainActor
    private static func writeLayer(_ layer: CALayer, name: String, scale: CGFloat, folder: URL) throws {
        if let solo = render(layer, scale: scale, hiding: layer.sublayers ?? []) {
            try solo.pngData().write(to: folder.appendingPathComponent("\(name).solo.png"))
        }
        if let group = render(layer, scale: scale, hiding: []) {
            try group.pngData().write(to: folder.appendingPathComponent("\(name).group.png"))
        }
        for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
            try writeLayer(sublayer, name: "\(name).\(index)", scale: scale, folder: folder)
        }
    }

    /// The view's layer drawn at `scale`, without the layers of its subviews when `alone`; `nil`
    /// for a view with no area.
    @MainActor
    static func render(_ view: UIView, scale: CGFloat, alone: Bool) -> CGImage? {
        render(view.layer, scale: scale, hiding: alone ? view.subviews.map(\.layer) : [])
    }

    /// `layer` drawn at `scale` with `hiding` (some of its sublayers) stepped aside; `nil` for a
    /// layer with no area.
    @MainActor
    static func render(_ layer: CALayer, scale: CGFloat, hiding: [CALayer]) -> CGImage? {
        let bounds = layer.bounds
        let width = Int(saturating: (bounds.width * scale).rounded(.up))
        let height = Int(saturating: (bounds.height * scale).rounded(.up))
        guard width <= 8192, height <= 8192,
            let context = CGContext.offscreenBitmap(width: width, height: height, origin: bounds.origin, scale: (scale, scale))
        else { return nil }
        // The layers left out step aside for the drawing and come back, unanimated.
        let hidden = hiding.filter { !$0.isHidden }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for sublayer in hidden { sublayer.isHidden = true }
        layer.render(in: context)
        for sublayer in hidden { sublayer.isHidden = false }
        CATransaction.commit()
        return context.makeImage()
    }
}
