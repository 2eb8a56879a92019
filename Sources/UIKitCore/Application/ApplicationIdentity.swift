import Foundation

/// The name an application is known by on this machine: what its saved state and its vendor
/// identifier are kept under.
package enum ApplicationIdentity {
    /// The main bundle's identifier when it has one (`CFBundleIdentifier`), otherwise the
    /// executable's name.
    package static var identifier: String {
        if let bundle = Bundle.main.bundleIdentifier, !bundle.isEmpty { return bundle }
        return ProcessInfo.processInfo.processName
    }

    /// The vendor part of `identifier`: its first two reverse-DNS components ("com.example" of
    /// "com.example.notes"), or the whole identifier when it has no dot.
    package static func vendor(of identifier: String) -> String {
        let parts = identifier.split(separator: ".")
        return parts.count > 2 ? parts.prefix(2).joined(separator: ".") : identifier
    }
}
