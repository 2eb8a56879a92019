public import Foundation

/// A class that makes a view controller again when the app's saved interface is restored.
///
/// Set a controller's ``UIViewController/restorationClass`` to such a class (often the
/// controller's own) when nothing else makes that controller at launch.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// Returns the view controller saved under `identifierComponents` (the restoration
    /// identifiers from the root controller down to it), or `nil` to leave it unrestored;
    /// `coder` holds what its ``UIViewController/encodeRestorableState(with:)`` wrote.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
