public import Foundation

extension UISceneSession {
    /// What a scene session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The name of the value.
        public var rawValue: String
        /// Wraps a role name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's interactive window: a desktop window here.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// How to make a scene: the classes of the scene and its delegate, under a name.
///
/// Made in code (setting ``delegateClass``), or by name from the app's scene manifest: the
/// `UIApplicationSceneManifest` of the main bundle's Info.plist, when it has one.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
    /// The configuration's name, as the manifest lists it.
    open private(set) var name: String?
    /// The role of the sessions it makes scenes for.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene; ``UIWindowScene`` when `nil`.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, made by its `init()`; without one the app shows its
    /// windows the pre-scene way, through its app delegate.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for `sessionRole`, with the classes the scene manifest gives
    /// that name, if the app has a manifest.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        adoptClasses(from: Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest"))
    }

    /// A configuration named `name` for `sessionRole`, with the classes `manifest` (an Info.plist's
    /// `UIApplicationSceneManifest` value) gives that name.
    package init(name: String?, sessionRole: UISceneSession.Role, manifest: Any?) {
        self.name = name
        role = sessionRole
        super.init()
        adoptClasses(from: manifest)
    }

    /// Takes the scene and delegate classes `manifest` lists under this configuration's name and role.
    private func adoptClasses(from manifest: Any?) {
        guard let name, let entry = Self.manifestEntry(named: name, role: role, in: manifest) else { return }
        delegateClass = (entry["UISceneDelegateClassName"] as? String).flatMap(Self.classNamed)
        sceneClass = (entry["UISceneClassName"] as? String).flatMap(Self.classNamed)
    }

    /// A copy with the same name, role and classes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: nil, sessionRole: role, manifest: nil)
        (copy.name, copy.sceneClass, copy.delegateClass) = (name, sceneClass, delegateClass)
        return copy
    }

    /// The manifest's configuration named `name` for `role`.
    private static func manifestEntry(named name: String, role: UISceneSession.Role, in manifest: Any?) -> [String: Any]? {
        guard let manifest = manifest as? [String: Any],
            let configurations = manifest["UISceneConfigurations"] as? [String: Any],
            let entries = configurations[role.rawValue] as? [[String: Any]]
        else { return nil }
        return entries.first { $0["UISceneConfigurationName"] as? String == name }
    }

    /// The class named `name`, module-qualified as Xcode writes it (`$(PRODUCT_MODULE_NAME).SceneDelegate`
    /// expanded) or not.
    private static func classNamed(_ name: String) -> AnyClass? {
        NSClassFromString(name) ?? NSClassFromString(name.components(separatedBy: ".").last ?? name)
    }
}
