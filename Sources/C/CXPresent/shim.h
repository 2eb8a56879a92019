#ifndef CXPRESENT_SHIM_H
#define CXPRESENT_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/Xpresent.h>
#endif
