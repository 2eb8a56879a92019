public import Foundation

/// A class whose instances can be styled through appearance proxies: set a property on
/// ``appearance()`` and every instance that enters a window takes it, unless the instance was
/// given its own value.
///
/// - Note: Divergence: with no Objective-C runtime to forward messages, a proxy is an instance
///   of the class made with `init(coder:)` from an empty archive, and records the properties
///   that UIKit marks for appearance (tint and background colours, the controls' colours and
///   per-state images and titles, a label's font and text colour). A subclass of yours has a
///   proxy of its own only if its `init(coder:)` calls `super.init(coder:)`.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy styling every instance of the class.
    static func appearance() -> Self
    /// The proxy styling instances inside the containers given, nearest container first
    /// (`[UIStackView.self, MyViewController.self]`: in a stack view inside that controller's view).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy styling instances whose traits include `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy styling instances with `trait` inside the containers given, nearest first.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances can contain views styled by a contained-in appearance proxy: views
/// and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy styling every instance of the class.
    public static func appearance() -> Self {
        proxy(traits: nil, containers: [])
    }

    /// The proxy styling instances inside the containers given, nearest container first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(traits: nil, containers: containerTypes)
    }

    /// The proxy styling instances whose traits include `trait`.
    public static func appearance(for trait: UITraitCollection) -> Self {
        proxy(traits: trait, containers: [])
    }

    /// The proxy styling instances with `trait` inside the containers given, nearest first.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        proxy(traits: trait, containers: containerTypes)
    }

    /// The session's proxy for this class, traits and containers, made on first use.
    private static func proxy(traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> Self {
        let registry = PlatformSession.current.appearanceProxies
        let key = AppearanceProxies.Key(viewClass: self, traits: traits, containers: containers)
        if let existing = registry.proxy(for: key) as? Self { return existing }
        guard let made = Self(coder: AppearanceProxies.emptyArchive()) else {
            // Divergence: UIKit's proxies need no instance; ours is one, and this class cannot make it.
            preconditionFailure(
                "Casement UIKit: \(self).appearance() needs \(self).init(coder:) to call super.init(coder:) and succeed; it returned nil.")
        }
        made.appearanceState.recording = registry.add(made, for: key)
        return made
    }
}

extension UIViewController: UIAppearanceContainer {}
