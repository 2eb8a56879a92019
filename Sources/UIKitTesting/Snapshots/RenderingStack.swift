internal import CoreGraphics
import Foundation

/// What turned drawing into pixels: the C libraries' versions and the pinned fonts.
///
/// Each reference image records the stack it was made with, so a mismatch can say that the
/// libraries changed rather than leave a difference unexplained.
public struct RenderingStack: Sendable, Equatable, CustomStringConvertible {
    /// Library names and versions, in a fixed order, then `fonts` and the pinned fonts' fingerprint.
    public let components: [(name: String, version: String)]

    /// Reads the stack back from its description, as stored in a reference image.
    public init?(description: String) {
        let pairs = description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1) }
        guard !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }) else { return nil }
        components = pairs.map { (String($0[0]), String($0[1])) }
    }

    private init(components: [(name: String, version: String)]) {
        self.components = components
    }

    /// The stack this process renders with.
    public static let current = RenderingStack(
        components: RenderingLibraries.versions.map { ($0.library, $0.version) } + [("fonts", PinnedFonts.fingerprint)])

    /// The libraries and fonts as "name version" pairs, separated by commas.
    public var description: String {
        components.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
    }

    /// Whether two stacks name the same libraries and versions.
    public static func == (lhs: RenderingStack, rhs: RenderingStack) -> Bool {
        lhs.description == rhs.description
    }

    /// The components that differ from `other`'s, as "cairo 1.16.0 → 1.18.0".
    public func changes(from other: RenderingStack) -> [String] {
        let old = Dictionary(other.components, uniquingKeysWith: { first, _ in first })
        return components.compactMap { name, version in
            guard let before = old[name], before != version else { return old[name] == nil ? "\(name) \(version) (not recorded)" : nil }
            return "\(name) \(before) → \(version)"
        }
    }
}
