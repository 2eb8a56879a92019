#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>

/// Xlib exposes these as function-like macros, which Swift cannot call.
static inline int CX11_defaultScreen(Display *d) { return DefaultScreen(d); }
static inline Window CX11_rootWindow(Display *d, int screen) { return RootWindow(d, screen); }
static inline Visual *CX11_defaultVisual(Display *d, int screen) { return DefaultVisual(d, screen); }
static inline int CX11_defaultDepth(Display *d, int screen) { return DefaultDepth(d, screen); }
static inline int CX11_connectionNumber(Display *d) { return ConnectionNumber(d); }
static inline int CX11_displayWidth(Display *d, int screen) { return DisplayWidth(d, screen); }
static inline int CX11_displayHeight(Display *d, int screen) { return DisplayHeight(d, screen); }
static inline GC CX11_defaultGC(Display *d, int screen) { return DefaultGC(d, screen); }
static inline unsigned long CX11_blackPixel(Display *d, int screen) { return BlackPixel(d, screen); }

/// The last X protocol error seen by the trap below; read and cleared by the Swift side at sync points.
typedef struct {
    int pending;
    unsigned char errorCode;
    unsigned char requestCode;
    unsigned char minorCode;
    unsigned long resourceID;
    unsigned long serial;
} CX11_TrappedError;

static CX11_TrappedError CX11_lastError;

static inline int CX11_errorTrap(Display *d, XErrorEvent *e) {
    (void)d;
    if (!CX11_lastError.pending) {
        CX11_lastError.pending = 1;
        CX11_lastError.errorCode = e->error_code;
        CX11_lastError.requestCode = e->request_code;
        CX11_lastError.minorCode = e->minor_code;
        CX11_lastError.resourceID = e->resourceid;
        CX11_lastError.serial = e->serial;
    }
    return 0;
}

/// Installs the trap so protocol errors are recorded instead of aborting the process.
static inline void CX11_installErrorTrap(void) { XSetErrorHandler(CX11_errorTrap); }

/// Returns and clears the recorded error; `pending` is zero when none occurred.
static inline CX11_TrappedError CX11_takeError(void) {
    CX11_TrappedError e = CX11_lastError;
    CX11_lastError.pending = 0;
    return e;
}
#endif
