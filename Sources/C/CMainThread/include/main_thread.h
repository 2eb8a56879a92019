#ifndef CASEMENT_MAIN_THREAD_H
#define CASEMENT_MAIN_THREAD_H

#include <stdbool.h>

/// Whether the calling thread is the process's main thread (the one that ran the program's
/// initializers). A pointer comparison: Foundation's Thread.isMainThread looks the thread's
/// object up first, which costs more than a layer property change can afford.
bool casement_is_main_thread(void);

#endif
