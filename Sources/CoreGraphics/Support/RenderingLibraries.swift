@_implementationOnly import CCairo
@_implementationOnly import CPango
@_implementationOnly import CPixman

/// The versions of the C libraries that turn drawing into pixels, for tools that must tell a
/// rendering difference caused by a library update from one caused by the app.
package enum RenderingLibraries {
    /// Library names and their versions, in a fixed order: cairo, pixman, pango.
    package static var versions: [(library: String, version: String)] {
        [
            ("cairo", String(cString: cairo_version_string())),
            ("pixman", String(cString: pixman_version_string())),
            ("pango", String(cString: pango_version_string())),
        ]
    }
}
