import Foundation
import Synchronization

/// The source folders of asset catalogs in a bundle's resources, read where iOS reads the
/// compiled catalog (`Assets.car`), which Linux has no compiler for.
///
/// An asset named `name` of a kind (`imageset`, `dataset`) is the folder `name.kind`: at the top
/// of the resources, at the top of a catalog (`*.xcassets`) there (a namespaced group's assets
/// are named with their group, "Icons/star"), or in one of the catalog's plain groups.
enum AssetCatalog {
    /// The asset folders of each bundle's resources by kind and name, found once per bundle:
    /// resources do not change while the app runs, and an app asks for images by name often.
    /// Process-wide because `UIImage(named:)` may be called on any thread, with no session at
    /// hand; it only mirrors files on disk.
    private static let indexes = Mutex<[String: [String: URL]]>([:])

    /// The folder of the asset `name` of `kind` in `bundle`'s resources, or `nil`.
    static func folder(named name: String, kind: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, let resources = bundle.resourceURL else { return nil }
        let key = resources.path
        if let index = indexes.withLock({ $0[key] }) { return index[name + "." + kind] }
        let index = makeIndex(of: resources)
        indexes.withLock { $0[key] = index }
        return index[name + "." + kind]
    }

    /// Every asset folder under `resources`, keyed by `name.kind`: those at the top, and those
    /// of each catalog there, by name and, inside namespaced groups, by group and name too.
    private static func makeIndex(of resources: URL) -> [String: URL] {
        let manager = FileManager.default
        var index: [String: URL] = [:]
        let top = ((try? manager.contentsOfDirectory(atPath: resources.path)) ?? []).sorted()
        for entry in top where isAsset(entry) { index[entry] = resources.appendingPathComponent(entry, isDirectory: true) }
        for catalog in top where catalog.hasSuffix(".xcassets") {
            let root = resources.appendingPathComponent(catalog, isDirectory: true)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker {
                let leaf = (path as NSString).lastPathComponent
                guard isAsset(leaf) else { continue }
                let folder = root.appendingPathComponent(path, isDirectory: true)
                // By its path in the catalog ("Icons/heart.imageset"), and by its own name
                // unless an earlier asset has it (the first in the catalog's order wins).
                index[path] = index[path] ?? folder
                index[leaf] = index[leaf] ?? folder
                walker.skipDescendants()
            }
        }
        return index
    }

    /// Whether a folder name is an asset's (`name.imageset`, `name.dataset`, ...).
    private static func isAsset(_ name: String) -> Bool {
        let kind = (name as NSString).pathExtension
        return ["imageset", "dataset", "colorset", "symbolset"].contains(kind)
    }

    /// The entries of an asset folder's `Contents.json` under `key` ("images", "data").
    static func entries(_ key: String, in folder: URL) -> [[String: Any]] {
        guard let json = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let contents = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
        else { return [] }
        return contents[key] as? [[String: Any]] ?? []
    }

    /// The file of an image set for a display `scale`: the entry of that scale, else the next
    /// larger, else the largest smaller, among the entries for every device or the desktop's
    /// idiom (the iPad's); with its scale. Entries for other idioms, and files that are not
    /// bitmaps, are passed over.
    static func imageFile(in folder: URL, scale wanted: Int) -> (url: URL, scale: Int)? {
        var byScale: [Int: URL] = [:]
        for entry in entries("images", in: folder) {
            guard let file = entry["filename"] as? String, ["png", "jpg", "jpeg"].contains((file as NSString).pathExtension.lowercased()) else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "ipad" else { continue }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
            // The universal entry of a scale wins over the iPad's: both are the same picture.
            if byScale[scale] == nil || idiom == "universal" { byScale[scale] = folder.appendingPathComponent(file) }
        }
        let order = [wanted] + byScale.keys.filter { $0 > wanted }.sorted() + byScale.keys.filter { $0 < wanted }.sorted(by: >)
        for scale in order {
            if let url = byScale[scale] { return (url, scale) }
        }
        return nil
    }
}
