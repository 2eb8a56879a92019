public import UIKitCore

/// A description of elements to find in the app's shown windows, evaluated each time it is
/// used, as XCUITest's queries are: `app.buttons["save"]`, `app.descendants(matching: .any)`.
///
/// Elements are the views that are not hidden (nor inside a hidden view), in the order a
/// depth-first walk of the windows meets them, back window first.
@MainActor
public struct ElementQuery {
    let app: TestApp
    /// The views to search below (not included), or every shown window when `nil`.
    let scope: (() -> [UIView])?
    let type: ElementType
    let childrenOnly: Bool
    let filters: [(description: String, test: (UIView) -> Bool)]

    /// Every matching view now.
    func matches() -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView, depth: Int) {
            guard !view.isHidden else { return }
            if type == .any || ElementType(of: view) == type, filters.allSatisfy({ $0.test(view) }) { found.append(view) }
            guard !childrenOnly || depth == 0 else { return }
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        if let scope {
            for root in scope() where !root.isHidden {
                for subview in root.subviews { visit(subview, depth: 0) }
            }
        } else {
            for window in app.windows { visit(window, depth: 0) }
        }
        return found
    }

    /// What the query looks for, for messages.
    var summary: String {
        ([type == .any ? "elements" : "\(type)s"] + filters.map(\.description)).joined(separator: " ")
    }

    private func adding(_ description: String, _ test: @escaping (UIView) -> Bool) -> ElementQuery {
        ElementQuery(app: app, scope: scope, type: type, childrenOnly: childrenOnly, filters: filters + [(description, test)])
    }

    /// How many elements match now.
    public var count: Int { matches().count }

    /// The matching elements, each bound to its position in the query.
    public var allElementsBoundByIndex: [Element] {
        (0..<count).map(element(boundBy:))
    }

    /// The element whose accessibility identifier or label is `key`, found again at each use.
    public subscript(_ key: String) -> Element {
        Element(query: adding("with identifier or label \"\(key)\"") { $0.accessibilityIdentifier == key || $0.accessibilityLabel == key }, index: nil)
    }

    /// The elements whose accessibility identifier is `identifier`.
    public func matching(identifier: String) -> ElementQuery {
        adding("with identifier \"\(identifier)\"") { $0.accessibilityIdentifier == identifier }
    }

    /// The elements of kind `type` whose identifier is `identifier`, when given.
    public func matching(_ type: ElementType, identifier: String?) -> ElementQuery {
        let typed = adding(type == .any ? "" : "of kind \(type)") { type == .any || ElementType(of: $0) == type }
        return identifier.map { typed.matching(identifier: $0) } ?? typed
    }

    /// The elements for which `test` holds (the Swift form of XCUITest's predicates).
    public func matching(_ description: String = "matching a condition", _ test: @escaping (UIView) -> Bool) -> ElementQuery {
        adding(description, test)
    }

    /// The elements that have, below them, an element of kind `type` with identifier `identifier` (any, when `nil`).
    public func containing(_ type: ElementType, identifier: String?) -> ElementQuery {
        adding("containing a \(type)") { view in
            ElementQuery(app: app, scope: { [view] }, type: type, childrenOnly: false, filters: [])
                .matches().contains { identifier == nil || $0.accessibilityIdentifier == identifier }
        }
    }

    /// The element at `index` among the matches.
    public func element(boundBy index: Int) -> Element {
        Element(query: self, index: index)
    }

    /// The first match.
    public var firstMatch: Element { element(boundBy: 0) }

    /// The one match; using it when several match is reported.
    public var element: Element { Element(query: self, index: nil) }

    /// The elements of kind `type` anywhere below the matches.
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, scope: { self.matches() }, type: type, childrenOnly: false, filters: [])
    }

    /// The elements of kind `type` directly below the matches.
    public func children(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, scope: { self.matches() }, type: type, childrenOnly: true, filters: [])
    }
}

extension TestApp {
    /// The elements of kind `type` in the app's shown windows.
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: self, scope: nil, type: type, childrenOnly: false, filters: [])
    }

    /// The buttons (views with the button trait).
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// The static texts (labels).
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// The images.
    public var images: ElementQuery { descendants(matching: .image) }
    /// The views that take typed text.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// The views of no more specific kind.
    public var otherElements: ElementQuery { descendants(matching: .other) }
    /// The shown windows.
    public var windowElements: ElementQuery { descendants(matching: .window) }
}
