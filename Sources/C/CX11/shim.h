#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <unistd.h>

/// Xlib exposes these as function-like macros, which Swift cannot call.
static inline int CX11_defaultScreen(Display *d) { return DefaultScreen(d); }
static inline Window CX11_rootWindow(Display *d, int screen) { return RootWindow(d, screen); }
static inline Visual *CX11_defaultVisual(Display *d, int screen) { return DefaultVisual(d, screen); }
static inline int CX11_defaultDepth(Display *d, int screen) { return DefaultDepth(d, screen); }
static inline int CX11_connectionNumber(Display *d) { return ConnectionNumber(d); }
static inline int CX11_displayWidth(Display *d, int screen) { return DisplayWidth(d, screen); }
static inline int CX11_displayWidthMM(Display *d, int screen) { return DisplayWidthMM(d, screen); }
static inline int CX11_displayHeightMM(Display *d, int screen) { return DisplayHeightMM(d, screen); }
static inline int CX11_displayHeight(Display *d, int screen) { return DisplayHeight(d, screen); }
static inline GC CX11_defaultGC(Display *d, int screen) { return DefaultGC(d, screen); }
static inline int CX11_destroyImage(XImage *image) { return XDestroyImage(image); }
static inline unsigned long CX11_blackPixel(Display *d, int screen) { return BlackPixel(d, screen); }

/// An epoll descriptor that is readable while `fd` is: a port the run loop can wait on without
/// ever reading the socket itself. Returns -1 when the kernel refuses.
static inline int CX11_makeReadinessPort(int fd) {
    int port = epoll_create1(EPOLL_CLOEXEC);
    if (port < 0) return -1;
    struct epoll_event event = { .events = EPOLLIN, .data = { .fd = fd } };
    if (epoll_ctl(port, EPOLL_CTL_ADD, fd, &event) != 0) {
        close(port);
        return -1;
    }
    return port;
}

/// The last X protocol error seen by the trap below; read and cleared by the Swift side at sync points.
typedef struct {
    int pending;
    unsigned char errorCode;
    unsigned char requestCode;
    unsigned char minorCode;
    unsigned long resourceID;
    unsigned long serial;
} CX11_TrappedError;

/// The trap's storage. It is per copy of this function, so all uses must sit in one Swift file.
static inline CX11_TrappedError *CX11_errorStorage(void) {
    static CX11_TrappedError lastError;
    return &lastError;
}

static inline int CX11_errorTrap(Display *d, XErrorEvent *e) {
    (void)d;
    CX11_TrappedError *last = CX11_errorStorage();
    if (!last->pending) {
        last->pending = 1;
        last->errorCode = e->error_code;
        last->requestCode = e->request_code;
        last->minorCode = e->minor_code;
        last->resourceID = e->resourceid;
        last->serial = e->serial;
    }
    return 0;
}

/// Installs the trap so protocol errors are recorded instead of aborting the process.
static inline void CX11_installErrorTrap(void) { XSetErrorHandler(CX11_errorTrap); }

/// Returns and clears the recorded error; `pending` is zero when none occurred.
static inline CX11_TrappedError CX11_takeError(void) {
    CX11_TrappedError e = *CX11_errorStorage();
    CX11_errorStorage()->pending = 0;
    return e;
}

/// XCreateIC is variadic, which Swift cannot call; this creates the usual input context for a window.
static inline XIC CX11_createInputContext(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

/// Ends the program with a clear message when the X server goes away (Xlib cannot continue).
static inline int CX11_connectionLost(Display *d) {
    (void)d;
    const char *name = getenv("DISPLAY");
    fprintf(stderr,
            "Casement: lost the connection to the X server%s%s (it exited, was killed or closed the "
            "connection). The application cannot continue and exits with status 1.\n",
            name ? " at DISPLAY=" : "", name ? name : "");
    fflush(stderr);
    exit(1);
    return 0;
}

/// Installs CX11_connectionLost as Xlib's fatal I/O error handler.
static inline void CX11_installConnectionLostHandler(void) { XSetIOErrorHandler(CX11_connectionLost); }
#endif
