@_implementationOnly import CPango

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
