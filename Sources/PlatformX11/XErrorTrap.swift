@_implementationOnly import CX11
import Platform

/// The one place that reads and clears the X protocol error recorded by the C trap.
///
/// The trap's storage is a `static` in the shim header, so each Swift file that used it would
/// get its own copy; keeping every use in this file keeps one.
enum XErrorTrap {
    /// Installs the protocol error trap and the connection-lost handler; safe to call repeatedly.
    static func install() {
        CX11_installErrorTrap()
        CX11_installConnectionLostHandler()
    }

    /// Waits for the server to process everything sent, then throws if it reported an error.
    static func check(_ display: OpaquePointer, _ operation: @autoclosure () -> String) throws(PlatformError) {
        XSync(display, 0)
        if let message = take(display) {
            throw PlatformError("\(operation()) failed: \(message)")
        }
    }

    /// Returns a description of the pending error and clears it, or `nil` when there is none.
    static func take(_ display: OpaquePointer) -> String? {
        let error = CX11_takeError()
        guard error.pending != 0 else { return nil }
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(error.errorCode), &text, Int32(text.count))
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "X error \(error.errorCode) (\(description)) in request \(error.requestCode).\(error.minorCode) for resource 0x\(String(error.resourceID, radix: 16))"
    }
}
