import Foundation
import Testing

/// The modules users are told to import, as a package outside this repository meets them.
@Suite("Library products")
struct PackageProductsTests {
    /// The repository's root, from this file's place in it.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the library products Package.swift declares, each with its one target.
    private func libraryProducts() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.library\(name: "([A-Za-z0-9]+)", targets: \[([^\]]*)\]"#)
        var products: [String: [String]] = [:]
        for match in pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let name = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let targets = manifest[Range(match.range(at: 2), in: manifest)!].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            products[name] = targets
        }
        return products
    }

    @Test("every Casement module the documentation tells users to import is a library product of its own")
    func documentedModulesAreProducts() throws {
        let products = try libraryProducts()
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        let documents = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { root.appendingPathComponent("docs/\($0)") } + [root.appendingPathComponent("README.md")]
        let imports = try NSRegularExpression(pattern: #"import ([A-Z][A-Za-z0-9]+)"#)
        var named = Set<String>()
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in imports.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let module = String(text[Range(match.range(at: 1), in: text)!])
                if sources.contains(module) { named.insert(module) }
            }
        }
        #expect(named.isSuperset(of: ["UIKit", "UIKitTesting", "CasementDebugging", "CoreText", "CoreGraphics", "QuartzCore"]))
        for module in named.sorted() {
            #expect(products[module] == [module], "the docs say `import \(module)`, so it is to be a library product")
        }
    }

    /// Type-checks `source` as a file of no package, finding modules only in the build's
    /// Modules folder; the compiler's exit status and what it printed.
    private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        // The test bundle sits beside the build's Modules folder.
        let modules = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-client-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let errors = Pipe()
        compiler.standardError = errors
        compiler.standardOutput = FileHandle.nullDevice
        try compiler.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        return (compiler.terminationStatus, output)
    }

    @Test("a file outside the package imports every library product with only the built modules, no C module maps")
    func productsImportWithoutModuleMaps() throws {
        let products = try libraryProducts().keys.sorted()
        #expect(products.count == 9)
        // A module whose C imports were not implementation-only would ask for their module maps
        // ("missing required modules"), as a package importing our UIKit without depending on it does.
        let result = try typecheck(products.map { "import \($0)\n" }.joined() + "let view: UIView? = nil\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(try typecheck("import CasementNoSuchModule\n").status != 0)
    }
}
