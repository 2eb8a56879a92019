public import CoreGraphics
public import Foundation
import QuartzCore

// Sendable: immutable.
/// The traits of the environment an interface shows in: display scale, light or dark
/// appearance, base or elevated level, layout direction and interface idiom.
///
/// Unspecified traits (0, `.unspecified`) take the value of the collections they are combined
/// with. Trait collections are immutable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat
    /// Whether the interface is light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The direction of the layout: left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the interface shows at the base level or raised above it (a menu, a popover), which
    /// lightens the dark appearance's backgrounds.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// The device family the interface is made for; a screen's traits say ``UIUserInterfaceIdiom/pad``.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Traits with no values specified.
    public override init() {
        (displayScale, userInterfaceStyle, layoutDirection, userInterfaceLevel) = (0, .unspecified, .unspecified, .unspecified)
        userInterfaceIdiom = .unspecified
    }

    init(
        displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection,
        userInterfaceLevel: UIUserInterfaceLevel = .unspecified, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    ) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.userInterfaceLevel = userInterfaceLevel
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Traits specifying only a display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, userInterfaceStyle: .unspecified, layoutDirection: .unspecified)
    }

    /// Traits specifying only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 0, userInterfaceStyle: userInterfaceStyle, layoutDirection: .unspecified)
    }

    /// Traits specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// Traits specifying only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: .unspecified, userInterfaceLevel: userInterfaceLevel)
    }

    /// Traits specifying only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: .unspecified, userInterfaceIdiom: idiom)
    }

    /// The traits of `traits` combined: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        let scale = traits.last { $0.displayScale > 0 }?.displayScale ?? 0
        let style = traits.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let direction = traits.last { $0.layoutDirection != .unspecified }?.layoutDirection ?? .unspecified
        let level = traits.last { $0.userInterfaceLevel != .unspecified }?.userInterfaceLevel ?? .unspecified
        let idiom = traits.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified
        self.init(displayScale: scale, userInterfaceStyle: style, layoutDirection: direction, userInterfaceLevel: level, userInterfaceIdiom: idiom)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether colours resolved for these traits may differ from those resolved for `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || userInterfaceLevel != (traitCollection?.userInterfaceLevel ?? .unspecified)
    }

    /// These traits with the interface style replaced.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(
            displayScale: displayScale, userInterfaceStyle: style, layoutDirection: layoutDirection, userInterfaceLevel: userInterfaceLevel,
            userInterfaceIdiom: userInterfaceIdiom)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && layoutDirection == other.layoutDirection && userInterfaceLevel == other.userInterfaceLevel
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceLevel)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection displayScale = \(displayScale), userInterfaceStyle = \(userInterfaceStyle), layoutDirection = \(layoutDirection), userInterfaceLevel = \(userInterfaceLevel), userInterfaceIdiom = \(userInterfaceIdiom)>"
    }
}

extension UITraitCollection {
    /// The traits of the code running now: the view's while UIKit lays it out, draws it or tells
    /// it its traits changed; the main screen's otherwise. Each thread has its own, as in UIKit,
    /// and it may be read and set on any thread (another thread with none set gets the screens'
    /// interface style).
    public static var current: UITraitCollection {
        get {
            if let traits = CurrentTraits.value { return traits }
            guard isOnMainQueue else { return currentForResolving }
            return MainActor.assumeIsolated { UIScreen.main.traitCollection }
        }
        set { CurrentTraits.value = newValue }
    }

    /// The interface style of the installed session's screens, for colours resolved where no
    /// traits are current and the screens cannot be asked (off the main actor). Global because a
    /// `CGColor` may be asked for on any thread, where no session can be reached; only the
    /// installed session writes it (on install and when its style changes), so it is a mirror of
    /// session state, never state of its own.
    nonisolated(unsafe) static var screenInterfaceStyle = UIUserInterfaceStyle.light

    /// The traits a dynamic colour resolves with when asked for its `CGColor`: the current traits
    /// when some are set on this thread, otherwise the screens' interface style.
    static var currentForResolving: UITraitCollection {
        CurrentTraits.value ?? UITraitCollection(userInterfaceStyle: screenInterfaceStyle)
    }

    /// Runs `body` with `traits` as ``current``, then puts the previous back.
    @MainActor
    static func withCurrent<T>(_ traits: UITraitCollection, _ body: () -> T) -> T {
        let previous = CurrentTraits.raw
        CurrentTraits.raw = traits
        defer { CurrentTraits.raw = previous }
        return body()
    }

    /// Runs `body` with `view`'s traits as ``current``, then puts the previous back. A view in a
    /// window has them at hand; a view outside one (a hierarchy being built) works them out only
    /// if `body` asks, as most layout and drawing never does.
    @MainActor
    static func withCurrentTraits<T>(of view: UIView, _ body: () -> T) -> T {
        if view.window != nil, let traits = view.reportedTraits { return withCurrent(traits, body) }
        let previous = CurrentTraits.raw
        CurrentTraits.raw = PendingViewTraits(view)
        defer { CurrentTraits.raw = previous }
        return body()
    }
}

/// The traits of a view, current while it lays out or draws outside a window, worked out when
/// first asked for.
private final class PendingViewTraits {
    /// Alive while its traits are current: they are current only while UIKit works on it.
    private unowned(unsafe) let view: UIView
    private var traits: UITraitCollection?

    init(_ view: UIView) {
        self.view = view
    }

    /// Asked for on the thread that made them current, which was running the main actor.
    var resolved: UITraitCollection {
        if let traits { return traits }
        let made = MainActor.assumeIsolated { [view] in view.currentTraits }
        traits = made
        return made
    }
}

/// The traits set as current on each thread, kept in thread-specific storage: UIKit's
/// `current` belongs to the code running now, not to an application, and views lay out with no
/// application at all.
private enum CurrentTraits {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // A thread that ends with traits set releases them.
        pthread_key_create(&key) { pointer in pointer.map { Unmanaged<AnyObject>.fromOpaque($0).release() } }
        return key
    }()

    /// Traits, or a view's traits still to be worked out, for the calling thread.
    ///
    /// Not session state, though reached without one: `UITraitCollection.current` is a class
    /// property that code drawing on any thread, or views with no window (hence no session),
    /// read, and each thread's value is its own, set and put back around the work it covers.
    static var raw: AnyObject? {
        get { pthread_getspecific(key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() } }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }

    static var value: UITraitCollection? {
        get {
            guard let object = raw else { return nil }
            if let pending = object as? PendingViewTraits { return pending.resolved }
            return unsafeDowncast(object, to: UITraitCollection.self)
        }
        set { raw = newValue }
    }
}
