@_implementationOnly import CCairo

/// The one place where Cairo's sticky status codes become ``GraphicsError`` values.
enum CairoStatus {
    /// Throws when `status` is an error, naming `operation` in the message.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(GraphicsError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw error(for: status, operation())
    }

    /// Checks a freshly created surface, destroying it when Cairo handed back an error object.
    static func checkSurface(
        _ surface: OpaquePointer?,
        _ operation: @autoclosure () -> String
    ) throws(GraphicsError) -> OpaquePointer {
        guard let surface else { throw GraphicsError(.outOfMemory, "\(operation()): Cairo returned no surface.") }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            throw error(for: status, operation())
        }
        return surface
    }

    static func error(for status: cairo_status_t, _ operation: String) -> GraphicsError {
        let detail = String(cString: cairo_status_to_string(status))
        let kind: GraphicsError.Kind
        switch status {
        case CAIRO_STATUS_NO_MEMORY: kind = .outOfMemory
        case CAIRO_STATUS_FILE_NOT_FOUND, CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_WRITE_ERROR: kind = .fileAccess
        case CAIRO_STATUS_PNG_ERROR, CAIRO_STATUS_JBIG2_GLOBAL_MISSING: kind = .invalidData
        case CAIRO_STATUS_INVALID_SIZE, CAIRO_STATUS_INVALID_STRIDE, CAIRO_STATUS_INVALID_FORMAT,
            CAIRO_STATUS_INVALID_CONTENT:
            kind = .unsupportedFormat
        case CAIRO_STATUS_FONT_TYPE_MISMATCH, CAIRO_STATUS_USER_FONT_ERROR: kind = .font
        default: kind = .library
        }
        return GraphicsError(kind, "\(operation) failed: \(detail).")
    }
}
