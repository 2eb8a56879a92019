@_implementationOnly import CPango
public import Foundation

/// A font file's face: its names and its design metrics, in font units.
///
/// Made from an installed font's name, or from font data (a TrueType or OpenType file's bytes),
/// as apps that ship their own fonts do before registering them for text.
///
/// - Note: Divergence: names are `String`s rather than `CFString`s; `stemV` is 0, as TrueType
///   fonts record no stem width.
public final class CGFont: Sendable {
    /// The face's PostScript name, such as `"DejaVuSans-Bold"`.
    public let postScriptName: String?
    /// The face's full name, such as `"DejaVu Sans Bold"`.
    public let fullName: String?
    /// How many glyphs the face has.
    public let numberOfGlyphs: Int
    /// Font units to the em; the other metrics are in these units.
    public let unitsPerEm: Int32
    /// How far the face reaches above the baseline.
    public let ascent: Int32
    /// How far the face reaches below the baseline, negative.
    public let descent: Int32
    /// The extra space between lines.
    public let leading: Int32
    /// The height of capital letters; 0 when the face does not say.
    public let capHeight: Int32
    /// The height of lowercase letters without ascenders; 0 when the face does not say.
    public let xHeight: Int32
    /// The box that holds every glyph of the face.
    public let fontBBox: CGRect
    /// The slant of the face's upright strokes in degrees, counterclockwise; negative for italics.
    public let italicAngle: CGFloat
    /// The dominant width of vertical stems; 0 (see the type's note).
    public let stemV: CGFloat = 0

    /// The font file's bytes and the face's index in it, so the face can be registered for text.
    package let source: (data: Data, index: Int)
    /// The face's family name, such as `"DejaVu Sans"`.
    package let familyName: String?
    /// The face's weight, 100 (thin) to 900 (black); 400 is regular.
    package let weight: Int
    /// Whether the face is italic or oblique.
    package let isItalic: Bool

    /// The installed face fontconfig picks for `name` after its substitutions (the default
    /// sans-serif face when nothing is called that): what Core Text falls back to.
    package static func bestMatch(for name: String) -> CGFont? {
        guard let (path, index) = installedFile(matching: name), let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        return CGFont(data: data, index: index)
    }

    /// The installed face whose PostScript name, full name or family name is `name`, or `nil`.
    public convenience init?(_ name: String) {
        guard !name.isEmpty, let (path, index) = Self.installedFile(named: name),
            let data = try? Data(contentsOf: URL(fileURLWithPath: path))
        else { return nil }
        self.init(data: data, index: index)
    }

    /// The face in the font data `provider` gives, or `nil` when it is not a font FreeType reads.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data, !data.isEmpty else { return nil }
        self.init(data: data, index: 0)
    }

    private init?(data: Data, index: Int) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        let face: FT_Face? = data.withUnsafeBytes { bytes in
            var face: FT_Face?
            guard let base = bytes.bindMemory(to: FT_Byte.self).baseAddress,
                FT_New_Memory_Face(library, base, FT_Long(bytes.count), FT_Long(index), &face) == 0
            else { return nil }
            return face
        }
        // The face reads from `data` only while it is open, which ends within this initializer.
        guard let face else {
            Diagnostics.report("Casement CoreGraphics: CGFont returned nil: the \(data.count) bytes given are not a font FreeType can read.")
            return nil
        }
        defer { FT_Done_Face(face) }
        let record = face.pointee
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
        familyName = record.family_name.map { String(cString: $0) }
        fullName = Self.fullName(of: face) ?? Self.styledFamily(of: record)
        numberOfGlyphs = Int(record.num_glyphs)
        unitsPerEm = Int32(record.units_per_EM)
        ascent = Int32(record.ascender)
        descent = Int32(record.descender)
        leading = max(0, Int32(record.height) - (Int32(record.ascender) - Int32(record.descender)))
        let box = record.bbox
        fontBBox = CGRect(x: CGFloat(box.xMin), y: CGFloat(box.yMin), width: CGFloat(box.xMax - box.xMin), height: CGFloat(box.yMax - box.yMin))
        // Version 2 of the OS/2 table records them; older faces (DejaVu's) are measured from the
        // tops of "H" and "x", as Core Graphics does.
        isItalic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let bold = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        weight = os2.map { Int($0.pointee.usWeightClass) }.flatMap { (100...1000).contains($0) ? $0 : nil } ?? (bold ? 700 : 400)
        if let table = os2, table.pointee.version >= 2,
            table.pointee.sCapHeight > 0
        {
            (capHeight, xHeight) = (Int32(table.pointee.sCapHeight), Int32(table.pointee.sxHeight))
        } else {
            (capHeight, xHeight) = (Self.glyphTop(of: "H", in: face), Self.glyphTop(of: "x", in: face))
        }
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self) {
            italicAngle = CGFloat(table.pointee.italicAngle) / 65536
        } else {
            italicAngle = 0
        }
        source = (data, index)
    }

    /// How far the glyph of `character` reaches above the baseline, in font units; 0 without one.
    private static func glyphTop(of character: Unicode.Scalar, in face: FT_Face) -> Int32 {
        guard FT_Get_Char_Index(face, FT_ULong(character.value)) != 0,
            FT_Load_Char(face, FT_ULong(character.value), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let glyph = face.pointee.glyph
        else { return 0 }
        return Int32(clamping: glyph.pointee.metrics.horiBearingY)
    }

    /// The file and face index of the face fontconfig chooses for the family `name`.
    private static func installedFile(matching name: String) -> (path: String, index: Int)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        return FontConfiguration.withConfiguration { configuration -> (path: String, index: Int)? in
            FcConfigSubstitute(configuration, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(configuration, pattern, &result) else { return nil }
            defer { FcPatternDestroy(font) }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return (String(cString: file), Int(index))
        }
    }

    /// The full name from the face's naming table (name 4), English first.
    private static func fullName(of face: FT_Face) -> String? {
        var found: String?
        for entry in 0..<FT_Get_Sfnt_Name_Count(face) {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, entry, &name) == 0, name.name_id == UInt16(TT_NAME_ID_FULL_NAME), let bytes = name.string else { continue }
            let raw = Data(bytes: bytes, count: Int(name.string_len))
            // Windows names are UTF-16 big-endian; Macintosh Roman names are ASCII in practice.
            let text = name.platform_id == UInt16(TT_PLATFORM_MICROSOFT) || name.platform_id == UInt16(TT_PLATFORM_APPLE_UNICODE)
                ? String(data: raw, encoding: .utf16BigEndian) : String(data: raw, encoding: .ascii)
            guard let text, !text.isEmpty else { continue }
            // US English (Windows 0x409, Macintosh 0) wins over other languages.
            if name.language_id == 0x409 || name.language_id == 0 { return text }
            found = found ?? text
        }
        return found
    }

    /// "Family Style", or the family alone for a regular style: what a face without a naming table is called.
    private static func styledFamily(of record: FT_FaceRec) -> String? {
        guard let family = record.family_name.map({ String(cString: $0) }) else { return nil }
        let style = record.style_name.map { String(cString: $0) } ?? ""
        return ["", "Regular", "Book", "Normal"].contains(style) ? family : "\(family) \(style)"
    }

    /// The file and face index of the installed face named `name`: by PostScript name, full
    /// name, then family name, exactly (fontconfig's list, which does not substitute).
    private static func installedFile(named name: String) -> (path: String, index: Int)? {
        for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY] {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = name.withCString { FcPatternAddString(pattern, property, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            guard let objects = CPango_file_object_set() else { return nil }
            defer { FcObjectSetDestroy(objects) }
            guard let list = FontConfiguration.withConfiguration({ FcFontList($0, pattern, objects) }) else { continue }
            defer { FcFontSetDestroy(list) }
            guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return (String(cString: file), Int(index))
        }
        return nil
    }
}

/// A glyph's index in its font: what Core Text's runs list.
public typealias CGGlyph = UInt16
