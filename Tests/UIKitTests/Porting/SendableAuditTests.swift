import Foundation
import Testing

/// Reads the framework's sources: a class that claims `@unchecked Sendable` must not be mutable
/// through its public API (a settable public stored property, or a public setter), since the
/// compiler does not check that promise. A mutable class drops the conformance, or withdraws
/// an inherited one with `@available(*, unavailable)`, as Apple's SDK does for NSMutable types.
@Suite("Unchecked Sendable classes are immutable through their API")
struct SendableAuditTests {
    /// The repository's `Sources` folder, found from this file's place in `Tests/UIKitTests/Porting`.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The public and open classes that claim `@unchecked Sendable`, each with the lines of its body.
    private static func uncheckedSendableClasses() throws -> [(name: String, body: [Substring])] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var classes: [(String, [Substring])] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where (line.hasPrefix("open class ") || line.hasPrefix("public class ") || line.hasPrefix("public final class "))
                && line.contains("@unchecked Sendable")
            {
                let name = line.split(separator: " ").drop { $0 != "class" }.dropFirst().first.map { String($0.prefix { $0 != ":" }) } ?? "?"
                let body = lines[(index + 1)...].prefix { $0 != "}" }
                classes.append((name, Array(body)))
            }
        }
        return classes
    }

    /// Whether `line` declares a property that code outside the module can change.
    static func isPubliclyMutable(_ line: Substring) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("open ") || text.hasPrefix("public "), text.contains(" var "),
            !text.contains("private(set)"), !text.contains("internal(set)"), !text.contains("package(set)"),
            !text.contains(" class var "), !text.contains(" static var ")
        else { return false }
        guard let brace = text.firstIndex(of: "{") else { return true }
        let afterBrace = text[brace...].dropFirst().trimmingCharacters(in: .whitespaces)
        let assigned = text[..<brace].contains("=")
        return assigned || afterBrace.hasPrefix("didSet") || afterBrace.hasPrefix("willSet") || afterBrace.hasPrefix("get") && text.contains("set")
    }

    @Test func theAuditFindsTheFrameworksSendableClasses() throws {
        let names = try Self.uncheckedSendableClasses().map(\.name)
        #expect(names.contains("UIColor") && names.contains("UIFont") && names.contains("NSParagraphStyle"))
        #expect(!names.contains("NSShadow") && !names.contains("NSMutableParagraphStyle"))
    }

    @Test func theAuditRecognizesMutableAndImmutableDeclarations() {
        #expect(Self.isPubliclyMutable("    open var shadowOffset = CGSize.zero"))
        #expect(Self.isPubliclyMutable("    open var shadowColor: Any?"))
        #expect(Self.isPubliclyMutable("    open var title: String? { didSet { update() } }"))
        #expect(!Self.isPubliclyMutable("    open var familyName: String { descriptor.metrics.family }"))
        #expect(!Self.isPubliclyMutable("    public internal(set) var alignment = NSTextAlignment.natural"))
        #expect(!Self.isPubliclyMutable("    public let cgColor: CGColor"))
        #expect(!Self.isPubliclyMutable("    open class var `default`: NSParagraphStyle { NSParagraphStyle() }"))
    }

    @Test func noUncheckedSendableClassIsPubliclyMutable() throws {
        for (name, body) in try Self.uncheckedSendableClasses() {
            // Members sit four spaces in; a setter written out on its own line changes the object too.
            let mutable = body.filter {
                ($0.hasPrefix("    ") && !$0.hasPrefix("     ") && Self.isPubliclyMutable($0))
                    || $0.trimmingCharacters(in: .whitespaces).hasPrefix("set {") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("set(")
            }
            #expect(mutable.isEmpty, "\(name) is @unchecked Sendable but can be changed: \(mutable.map { $0.trimmingCharacters(in: .whitespaces) })")
        }
    }
}
