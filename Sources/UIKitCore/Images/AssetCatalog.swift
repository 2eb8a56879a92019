import Foundation

/// The source folders of asset catalogs in a bundle's resources, read where iOS reads the
/// compiled catalog (`Assets.car`), which Linux has no compiler for.
///
/// An asset named `name` of a kind (`imageset`, `dataset`) is the folder `name.kind`: at the top
/// of the resources, at the top of a catalog (`*.xcassets`) there (a namespaced group's assets
/// are named with their group, "Icons/star"), or in one of the catalog's plain groups.
enum AssetCatalog {
    /// The folder of the asset `name` of `kind` in `bundle`'s resources, or `nil`.
    static func folder(named name: String, kind: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty, let resources = bundle.resourceURL else { return nil }
        let manager = FileManager.default
        let leaf = name + "." + kind
        func existing(_ url: URL) -> URL? {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue ? url : nil
        }
        if let direct = existing(resources.appendingPathComponent(leaf, isDirectory: true)) { return direct }
        let top = (try? manager.contentsOfDirectory(atPath: resources.path)) ?? []
        for catalog in top.sorted() where catalog.hasSuffix(".xcassets") {
            let root = resources.appendingPathComponent(catalog, isDirectory: true)
            if let direct = existing(root.appendingPathComponent(leaf, isDirectory: true)) { return direct }
            // Groups are folders without an asset extension; an asset is found in any of them.
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == leaf {
                return url
            }
        }
        return nil
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
