public import CoreGraphics
public import Foundation

/// How widely a registered font is available. On Linux every registration lasts as long as the
/// process, whatever the scope asked for.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// For this process.
    case process = 1
    /// For this user, persistently (Apple's platforms); for the process here.
    case persistent = 2
    /// For the login session (macOS); for the process here.
    case session = 3
}

/// The domain of the errors font registration reports.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Makes `font` available to text for the rest of the process: afterwards `UIFont(name:size:)`
/// and text attributes can name it.
///
/// - Returns: `false`, with `error` set when given, when the font cannot be registered.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    // Fontconfig reads fonts from files, so data that came from memory is written to one first.
    let name = font.postScriptName ?? UUID().uuidString
    let file = FontFiles.folder.appendingPathComponent("\(name)-\(font.source.index)-\(font.source.data.count).ttf")
    do {
        if !FileManager.default.fileExists(atPath: file.path) { try font.source.data.write(to: file, options: .atomic) }
    } catch let writeError {
        return fail(error, code: 105, "The font \(name) could not be written to \(file.path): \(writeError.localizedDescription)")
    }
    guard FontConfiguration.registerApplicationFont(file: file.path) else {
        return fail(error, code: 105, "Fontconfig did not accept the font \(name).")
    }
    return true
}

/// Makes the fonts of the file at `fontURL` available to text for the rest of the process.
///
/// - Returns: `false`, with `error` set when given, when the file is not a font.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard fontURL.isFileURL, FileManager.default.fileExists(atPath: fontURL.path) else {
        return fail(error, code: 101, "There is no font file at \(fontURL).")
    }
    guard FontConfiguration.registerApplicationFont(file: fontURL.path) else {
        return fail(error, code: 104, "The file at \(fontURL.path) is not a font fontconfig can read.")
    }
    return true
}

/// Sets `error` (when given) to a Core Text error with `code` and `message`, and returns `false`.
private func fail(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, code: Int, _ message: String) -> Bool {
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message]))
    return false
}

/// Where fonts registered from memory are written for fontconfig: one folder per process, made
/// once and never changed, as fontconfig's registrations are the process's too.
private enum FontFiles {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}
