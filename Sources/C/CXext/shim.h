#ifndef CXEXT_SHIM_H
#define CXEXT_SHIM_H
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>

/// IPC_PRIVATE is a macro cast to key_t; Swift cannot import it.
static inline int CXext_createPrivateSegment(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
static inline int CXext_markForRemoval(int shmid) { return shmctl(shmid, IPC_RMID, 0); }
#endif
