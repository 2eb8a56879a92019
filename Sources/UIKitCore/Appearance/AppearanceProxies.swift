import Foundation

/// The appearance proxies of a session and what each recorded, applied to views as they enter
/// a window.
@MainActor
final class AppearanceProxies {
    /// What a proxy styles: instances of a class, with traits including some, inside containers.
    struct Key {
        let viewClass: UIView.Type
        let traits: UITraitCollection?
        let containers: [any UIAppearanceContainer.Type]

        func matches(_ other: Key) -> Bool {
            viewClass == other.viewClass && traits == other.traits
                && containers.count == other.containers.count
                && zip(containers, other.containers).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
        }
    }

    /// One proxy: its key, the instance code sets properties on, and the properties it recorded
    /// in the order first set (a later set of the same property replaces its value in place).
    final class Recording {
        let key: Key
        let proxy: UIView
        /// How deep the proxy's class is below `UIView`: a subclass's proxy is applied after its
        /// superclass's, so it wins.
        let depth: Int
        private(set) var properties: [(name: String, apply: @MainActor (UIView) -> Void)] = []

        init(key: Key, proxy: UIView) {
            self.key = key
            self.proxy = proxy
            var depth = 0
            var current: AnyClass? = key.viewClass
            while let type = current, type != UIView.self {
                depth += 1
                current = _getSuperclass(type)
            }
            self.depth = depth
        }

        func record(_ name: String, _ apply: @escaping @MainActor (UIView) -> Void) {
            if let index = properties.firstIndex(where: { $0.name == name }) {
                properties[index].apply = apply
            } else {
                properties.append((name, apply))
            }
        }
    }

    private var recordings: [Recording] = []
    /// Whether a proxy's value is being applied, so the setter it calls does not count as the
    /// view's own value.
    private(set) var isApplying = false

    var isEmpty: Bool { recordings.allSatisfy { $0.properties.isEmpty } }

    func proxy(for key: Key) -> UIView? {
        recordings.first { $0.key.matches(key) }?.proxy
    }

    func add(_ proxy: UIView, for key: Key) -> Recording {
        let recording = Recording(key: key, proxy: proxy)
        recordings.append(recording)
        return recording
    }

    /// An archive with nothing in it, which a view's `init(coder:)` reads as all defaults.
    static func emptyArchive() -> NSCoder { EmptyArchive() }

    /// Gives `view` the values of every proxy that styles it, the least specific first (a
    /// superclass's before a subclass's, then with more containers, then with traits), leaving
    /// alone each property the view was given directly.
    func apply(to view: UIView) {
        // A proxy is styled by no proxy.
        guard view.appearanceStateStorage?.recording == nil else { return }
        let matching = recordings.filter { !$0.properties.isEmpty && styles($0.key, view) }
        guard !matching.isEmpty else { return }
        let ordered = matching.sorted {
            ($0.depth, $0.key.containers.count, $0.key.traits == nil ? 0 : 1)
                < ($1.depth, $1.key.containers.count, $1.key.traits == nil ? 0 : 1)
        }
        isApplying = true
        defer { isApplying = false }
        let own = view.appearanceStateStorage?.ownProperties ?? []
        for recording in ordered {
            for (name, apply) in recording.properties where !own.contains(name) { apply(view) }
        }
    }

    /// Whether a proxy with `key` styles `view`: its class, traits that include the proxy's,
    /// and each container found further up the hierarchy than the one before.
    private func styles(_ key: Key, _ view: UIView) -> Bool {
        guard Self.isInstance(view, of: key.viewClass) else { return false }
        if let traits = key.traits, !view.traitCollection.containsTraits(in: traits) { return false }
        guard !key.containers.isEmpty else { return true }
        var remaining = key.containers[...]
        var current = view.superviewStorage
        while let container = current, let wanted = remaining.first {
            if Self.isInstance(container, of: wanted) || container.viewControllerStorage.map({ Self.isInstance($0, of: wanted) }) == true {
                remaining = remaining.dropFirst()
            }
            current = container.superviewStorage
        }
        return remaining.isEmpty
    }

    /// Whether `object`'s class is `type` or a subclass of it.
    private static func isInstance(_ object: AnyObject, of type: Any.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(type) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}

/// A view's part in appearance: the proxy recording it feeds when it is a proxy, and the
/// appearance properties given to it directly, which proxies leave alone.
@MainActor
final class ViewAppearanceState {
    var recording: AppearanceProxies.Recording?
    /// A few names at most, each a literal: an array's comparisons cost less than hashing.
    var ownProperties: [String] = []
}

/// A keyed archive holding nothing: every key is missing and decodes as its type's zero.
private final class EmptyArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
