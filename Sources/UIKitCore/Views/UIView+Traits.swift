public import Foundation

extension UIView: UITraitEnvironment {}

extension UIView {
    /// The layout direction for the view's own content: forced by ``semanticContentAttribute``,
    /// or the layout direction of its traits.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.direction(forced: semanticContentAttribute) ?? (traitLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The layout direction of the view's traits, without working out the rest of them outside a
    /// window (controls ask for it at every layout): the direction the nearest superview forces,
    /// or the language's.
    private var traitLayoutDirection: UITraitEnvironmentLayoutDirection {
        if window != nil, let reportedTraits { return reportedTraits.layoutDirection }
        var ancestor = superviewStorage
        while let view = ancestor {
            if let forced = Self.direction(forced: view.semanticContentAttribute) { return forced == .rightToLeft ? .rightToLeft : .leftToRight }
            ancestor = view.superviewStorage
        }
        return UIApplication.languageLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction content with `attribute` takes: forced, or the app's language's.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        direction(forced: attribute) ?? UIApplication.languageLayoutDirection
    }

    /// The direction an attribute forces; `nil` for `.unspecified`, which follows the traits.
    private static func direction(forced attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection? {
        switch attribute {
        case .unspecified: nil
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }

    /// The view's traits: in a window, those it was last told (kept current as windows, screens
    /// and overrides change); elsewhere worked out afresh.
    var currentTraits: UITraitCollection {
        if window != nil, let reportedTraits { return reportedTraits }
        return computedTraits()
    }

    /// The view's traits worked out from the top of its hierarchy down, without recursion (a
    /// hierarchy can be thousands of views deep), as plain values until the one collection made.
    func computedTraits() -> UITraitCollection {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superviewStorage
        }
        // Looked up once: asking for the main screen costs more than the rest of a view's traits.
        let screen = window?.screen ?? UIScreen.main
        var values: TraitValues?
        for current in chain.reversed() { values = current.traitValues(under: values, on: screen) }
        return values!.collection(on: screen)
    }

    /// The traits a view works out from its superview's, as values.
    struct TraitValues {
        var style: UIUserInterfaceStyle
        var level: UIUserInterfaceLevel
        var direction: UITraitEnvironmentLayoutDirection

        init(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel, direction: UITraitEnvironmentLayoutDirection) {
            (self.style, self.level, self.direction) = (style, level, direction)
        }

        init(_ traits: UITraitCollection) {
            self.init(style: traits.userInterfaceStyle, level: traits.userInterfaceLevel, direction: traits.layoutDirection)
        }

        @MainActor
        func collection(on screen: UIScreen) -> UITraitCollection {
            UITraitCollection(
                displayScale: screen.scale, userInterfaceStyle: style, layoutDirection: direction, userInterfaceLevel: level,
                userInterfaceIdiom: UIDevice.desktopIdiom)
        }
    }

    /// This view's traits given its superview's (`nil` at the top of a hierarchy), on `screen`.
    private func traitValues(under parent: TraitValues?, on screen: UIScreen) -> TraitValues {
        var style = overrideUserInterfaceStyle
        if style == .unspecified { style = viewControllerStorage?.overrideUserInterfaceStyle ?? .unspecified }
        if style == .unspecified { style = parent?.style ?? screen.userInterfaceStyle }
        let level = raisesInterfaceLevel ? .elevated : parent?.level ?? .base
        // The layout direction of a view's traits is the effective direction of its superview.
        var direction = parent?.direction ?? (UIApplication.languageLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        if let superview = superviewStorage, let forced = Self.direction(forced: superview.semanticContentAttribute) {
            direction = forced == .rightToLeft ? .rightToLeft : .leftToRight
        }
        return TraitValues(style: style, level: level, direction: direction)
    }

    /// Tells each view of this subtree that is in a window, and its view controller, when its
    /// traits have changed since they were last told; walks top-down with an explicit stack.
    /// Every view's new traits are in place before the first is told, so a view that restyles
    /// its subviews when told resolves their colours with their new traits.
    func refreshTraits() {
        guard window != nil else { return }
        // A superview in a window has been told its current traits; the walk starts from them.
        let parentTraits = superviewStorage.map { TraitValues($0.reportedTraits ?? $0.computedTraits()) }
        let screen = window?.screen ?? UIScreen.main
        var stack: [(UIView, TraitValues?)] = [(self, parentTraits)]
        var changed: [(view: UIView, previous: UITraitCollection?)] = []
        while let (view, parentTraits) = stack.popLast() {
            let values = view.traitValues(under: parentTraits, on: screen)
            for subview in view.subviewStorage.reversed() { stack.append((subview, values)) }
            let traits = values.collection(on: screen)
            guard view.reportedTraits != traits else { continue }
            changed.append((view, view.reportedTraits))
            view.reportedTraits = traits
        }
        for (view, previous) in changed {
            guard let traits = view.reportedTraits else { continue }
            // Colours set before the view joined a window were resolved with its screen's traits.
            let resolvedWith = previous ?? view.window?.screen.traitCollection
            let recolor = traits.hasDifferentColorAppearance(comparedTo: resolvedWith)
            UITraitCollection.withCurrent(traits) {
                if recolor { view.resolveColors() }
                view.viewControllerStorage?.traitCollectionDidChange(previous)
                view.traitCollectionDidChange(previous)
            }
        }
    }

    /// `color` as this view shows it: resolved with the view's traits when it is dynamic.
    func resolvedCGColor(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: currentTraits).cgColor : color.cgColor
    }

}

extension UIApplication {
    /// The layout direction of the user's preferred language.
    ///
    /// Read once: the preferred languages come from the process's environment, which does not
    /// change while it runs, and asking Foundation cost more than drawing a label (every view
    /// at the top of a hierarchy asks when its traits are worked out).
    static var languageLayoutDirection: UIUserInterfaceLayoutDirection { preferredLanguageDirection }

    private static let preferredLanguageDirection: UIUserInterfaceLayoutDirection = {
        let language = Locale.preferredLanguages.first ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }()
}
