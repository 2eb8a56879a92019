public import Foundation

/// The name of a data asset.
public typealias NSDataAssetName = String

/// Data shipped with the app under a name, loaded from a bundle's resources.
///
/// On iOS data assets live in an asset catalog. Casement reads the folder Xcode compiles the
/// catalog from (`name.dataset`, holding the data file and a `Contents.json` that names it and
/// may give its type identifier, at the top of the resources or in a `*.xcassets` catalog
/// there), so a catalog copied into a Swift package's resources works unchanged, or a plain
/// resource file called `name` (with any extension).
///
/// - Note: Divergence: there is no compiled asset catalog (`Assets.car`) on Linux; the source
///   folders are read instead, and device-specific variants are not chosen between (the first
///   data entry is used).
open class NSDataAsset: NSObject, NSCopying {
    /// The asset's name.
    public let name: NSDataAssetName
    /// The asset's contents.
    public let data: Data
    /// The asset's uniform type identifier: the one its `Contents.json` gives, else one derived
    /// from the file's extension (`public.data` when there is none to go by).
    public let typeIdentifier: String

    /// Loads the data asset `name` from `bundle`'s resources; `nil` when there is none.
    public init?(name: NSDataAssetName, bundle: Bundle = .main) {
        guard !name.isEmpty, let found = Self.find(name, in: bundle) else { return nil }
        self.name = name
        (data, typeIdentifier) = found
    }

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        (self.name, self.data, self.typeIdentifier) = (name, data, typeIdentifier)
    }

    /// A copy of the asset (assets are immutable, so an equal one).
    open func copy(with zone: NSZone? = nil) -> Any {
        NSDataAsset(name: name, data: data, typeIdentifier: typeIdentifier)
    }

    private static func find(_ name: String, in bundle: Bundle) -> (Data, String)? {
        guard let resources = bundle.resourceURL else { return nil }
        if let folder = AssetCatalog.folder(named: name, kind: "dataset", in: bundle), let entry = catalogEntry(in: folder),
            let data = try? Data(contentsOf: folder.appendingPathComponent(entry.file))
        {
            return (data, entry.type ?? typeIdentifier(forExtension: (entry.file as NSString).pathExtension))
        }
        let exact = resources.appendingPathComponent(name)
        if let data = try? Data(contentsOf: exact) { return (data, typeIdentifier(forExtension: exact.pathExtension)) }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        for file in files.sorted() where (file as NSString).deletingPathExtension == name && file != name + ".dataset" {
            if let data = try? Data(contentsOf: resources.appendingPathComponent(file)) {
                return (data, typeIdentifier(forExtension: (file as NSString).pathExtension))
            }
        }
        return nil
    }

    /// The first data entry of a `.dataset` folder's `Contents.json`: its file and type, if given.
    private static func catalogEntry(in folder: URL) -> (file: String, type: String?)? {
        for entry in AssetCatalog.entries("data", in: folder) {
            if let file = entry["filename"] as? String { return (file, entry["universal-type-identifier"] as? String) }
        }
        return nil
    }

    private static func typeIdentifier(forExtension pathExtension: String) -> String {
        let known: [String: String] = [
            "json": "public.json", "txt": "public.plain-text", "png": "public.png", "jpg": "public.jpeg",
            "jpeg": "public.jpeg", "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio", "pdf": "com.adobe.pdf",
            "xml": "public.xml", "html": "public.html", "csv": "public.comma-separated-values-text", "zip": "public.zip-archive",
            "ttf": "public.truetype-ttf-font", "otf": "public.opentype-font",
        ]
        return known[pathExtension.lowercased()] ?? "public.data"
    }
}
