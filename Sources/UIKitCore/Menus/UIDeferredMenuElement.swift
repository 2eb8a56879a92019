import Foundation

/// A placeholder for menu elements made only when the menu shows: the menu shows a loading row
/// in its place until the provider hands the elements over.
///
/// The provider runs the first time a menu with the element shows; its elements are kept and
/// shown at once the next time, unless the element was made with ``uncached(_:)``.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// Hands the elements over; may be called later, once, on the main actor.
    public typealias Completion = @MainActor @Sendable ([UIMenuElement]) -> Void
    /// Makes the elements and passes them to the completion.
    public typealias Provider = @MainActor (@escaping Completion) -> Void

    private let provider: Provider
    private let caches: Bool
    /// The elements provided, kept for cached elements.
    private(set) var providedElements: [UIMenuElement]?
    /// Those waiting for the elements of the provider run in progress.
    private var waiting: [@MainActor ([UIMenuElement]) -> Void] = []

    /// An element whose elements `elementProvider` makes the first time it shows; they are kept.
    public convenience init(_ elementProvider: @escaping Provider) {
        self.init(provider: elementProvider, caches: true)
    }

    /// An element whose elements `elementProvider` makes each time a menu with it shows.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, caches: false)
    }

    private init(provider: @escaping Provider, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// The elements already at hand: the kept ones of a cached element.
    var elementsAtHand: [UIMenuElement]? { caches ? providedElements : nil }

    /// Asks the provider for the elements (once for all askers while it works) and passes them
    /// to `receive`; a second call of the completion is ignored.
    final func load(_ receive: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if let elementsAtHand {
            receive(elementsAtHand)
            return
        }
        waiting.append(receive)
        guard waiting.count == 1 else { return }
        let token = ProvisionToken()
        provider { [weak self] elements in
            guard let self, !token.isUsed else { return }
            token.isUsed = true
            if caches { providedElements = elements }
            let receivers = waiting
            waiting = []
            for receive in receivers { receive(elements) }
        }
    }
}

/// Marks a provider's completion as called, so a second call changes nothing.
@MainActor
private final class ProvisionToken: Sendable {
    var isUsed = false
}
