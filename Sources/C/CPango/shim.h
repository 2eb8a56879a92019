#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro; Swift cannot import its value as an integer constant of the right type.
static inline int CPango_scale(void) { return PANGO_SCALE; }
#endif
