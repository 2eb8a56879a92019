#ifndef CXINPUT2_SHIM_H
#define CXINPUT2_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/// XISetMask and XIMaskLen are macros; these give Swift the same operations.
static inline void CXInput2_setMask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int CXInput2_maskLength(int event) { return XIMaskLen(event); }
#endif
