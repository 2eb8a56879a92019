@_implementationOnly import CPango
internal import Synchronization

/// Where text finds its fonts: the system's fontconfig setup, or one configuration file that
/// replaces it for the rest of the process.
///
/// Fontconfig reads its configuration once, the first time any text is laid out, so setting
/// `FONTCONFIG_FILE` later changes nothing; a process that must draw with particular fonts (a
/// test comparing pixels with golden images) would otherwise depend on whether other text was
/// drawn first. A configuration given here takes effect for every thread's next text, whenever
/// it is given: each thread's Pango context is remade with a font map bound to it.
package enum FontConfiguration {
    // Sendable proof: the configuration is only handed to font maps, which take their own
    // reference; fontconfig's reference counting is atomic.
    private struct Current: @unchecked Sendable {
        var configuration: OpaquePointer?
        /// Font files the app registered; added again to any configuration given later.
        var applicationFonts: [String] = []
    }

    // Process-wide on purpose, not on the application session: fontconfig's own configuration
    // is one per process, text is laid out on any thread and with no application at all (a
    // label measured in a unit test), and a font map serves every session on its thread.
    private static let current = Mutex(Current())
    /// Read without the lock: every layout asks whether its thread's context is still current.
    private static let changes = Atomic(0)

    /// Makes text use only the fonts and rules of the fontconfig file at `path`, on every thread.
    ///
    /// - Returns: false, leaving the fonts as they were, when the file cannot be read or parsed.
    @discardableResult
    package static func use(file path: String) -> Bool {
        guard let configuration = CPango_configuration_from_file(path) else { return false }
        current.withLock { current in
            if let previous = current.configuration { FcConfigDestroy(previous) }
            current.configuration = configuration
            for file in current.applicationFonts { _ = CPango_add_application_font(configuration, file) }
            changes.add(1, ordering: .releasing)
        }
        return true
    }

    /// Makes the font file at `path` available to text on every thread, in the configuration in
    /// use now and any given later.
    ///
    /// - Returns: false when fontconfig cannot read the file as a font.
    package static func registerApplicationFont(file path: String) -> Bool {
        current.withLock { current in
            guard CPango_add_application_font(current.configuration, path) else { return false }
            if !current.applicationFonts.contains(path) { current.applicationFonts.append(path) }
            changes.add(1, ordering: .releasing)
            return true
        }
    }

    /// How many times the configuration has changed; a Pango context made under an older
    /// generation is remade.
    static var generation: Int { changes.load(ordering: .acquiring) }

    /// Runs `body` with the configuration text uses: the one given to ``use(file:)``, or `nil`
    /// for fontconfig's current one.
    static func withConfiguration<Result>(_ body: (OpaquePointer?) -> Result) -> Result {
        current.withLock { body($0.configuration) }
    }

    /// A new font map for the current configuration, and the generation it belongs to.
    static func makeFontMap() -> (map: UnsafeMutablePointer<PangoFontMap>, generation: Int) {
        current.withLock { current in
            (CPango_font_map_new(current.configuration)!, changes.load(ordering: .acquiring))
        }
    }
}

/// An installed face's style as fontconfig records it: what a font description needs to pick
/// that face again by family.
package struct InstalledFaceStyle: Sendable, Hashable {
    /// The face's PostScript name.
    package var postScriptName: String
    /// The face's (first) family name.
    package var family: String
    /// The OpenType weight, 100 to 900.
    package var weight: Int
    package var isItalic: Bool
    /// The width in percent of normal (fontconfig's scale: 75 condensed, 100 normal, 125 expanded).
    package var width: Int
}

extension FontConfiguration {
    /// The style of the installed or registered face whose PostScript name or full name is
    /// exactly `name`, or `nil` when none is (a family name alone is not a face's name).
    package static func faceStyle(named name: String) -> InstalledFaceStyle? {
        guard !name.isEmpty else { return nil }
        for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = name.withCString { FcPatternAddString(pattern, property, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            guard let objects = FcObjectSetCreate() else { return nil }
            defer { FcObjectSetDestroy(objects) }
            for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_POSTSCRIPT_NAME] { _ = FcObjectSetAdd(objects, object) }
            guard let list = withConfiguration({ FcFontList($0, pattern, objects) }) else { continue }
            defer { FcFontSetDestroy(list) }
            guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN), width: Int32 = Int32(FC_WIDTH_NORMAL)
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            _ = FcPatternGetInteger(font, FC_WIDTH, 0, &width)
            var postScript: UnsafeMutablePointer<FcChar8>?
            _ = FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &postScript)
            return InstalledFaceStyle(
                postScriptName: postScript.map { String(cString: $0) } ?? name, family: String(cString: family), weight: Int(FcWeightToOpenType(weight)), isItalic: slant != Int32(FC_SLANT_ROMAN),
                width: Int(width))
        }
        return nil
    }

    /// The PostScript names of the installed and registered faces of `family`, sorted.
    package static func faceNames(inFamily family: String) -> [String] {
        guard !family.isEmpty, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
        guard let list = withConfiguration({ FcFontList($0, pattern, objects) }) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names = Set<String>()
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index] else { continue }
            var name: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &name) == FcResultMatch, let name { names.insert(String(cString: name)) }
        }
        return names.sorted()
    }
}
