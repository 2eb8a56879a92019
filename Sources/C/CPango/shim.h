#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <stdbool.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H

/// PANGO_SCALE is a macro; Swift cannot import its value as an integer constant of the right type.
static inline int CPango_scale(void) { return PANGO_SCALE; }

/// A fontconfig configuration read from one file with its fonts scanned, or NULL when the file
/// cannot be loaded.
static inline FcConfig *CPango_configuration_from_file(const char *path) {
    FcConfig *configuration = FcConfigCreate();
    if (!configuration) return NULL;
    if (!FcConfigParseAndLoad(configuration, (const FcChar8 *)path, FcTrue) || !FcConfigBuildFonts(configuration)) {
        FcConfigDestroy(configuration);
        return NULL;
    }
    return configuration;
}

/// Adds the font file at `path` to `configuration` (fontconfig's current one when NULL) as an
/// application font; false when fontconfig cannot read it.
static inline bool CPango_add_application_font(FcConfig *configuration, const char *path) {
    return FcConfigAppFontAddFile(configuration, (const FcChar8 *)path) == FcTrue;
}

/// A new Cairo font map that finds fonts through `configuration` (which it references), or
/// through the process's current fontconfig configuration when that is NULL.
static inline PangoFontMap *CPango_font_map_new(FcConfig *configuration) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map && configuration) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), configuration);
    return map;
}
/// The object set of a font's file and face index; FcObjectSetBuild is variadic.
static inline FcObjectSet *CPango_file_object_set(void) {
    return FcObjectSetBuild(FC_FILE, FC_INDEX, (char *)NULL);
}
#endif
