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
