#ifndef CPIXMAN_SHIM_H
#define CPIXMAN_SHIM_H
#include <pixman.h>

/// pixman_double_to_fixed is a macro; this converts a double to 16.16 fixed point.
static inline pixman_fixed_t CPixman_fixed(double value) { return pixman_double_to_fixed(value); }
#endif
