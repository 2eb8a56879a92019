#include "main_thread.h"
#include <pthread.h>

// Process-wide on purpose: a process has one main thread, noted once before main() and never
// changed, so every session and thread may read it without a lock.
static pthread_t casement_main_thread;

// Shared libraries' and the executable's constructors run on the main thread, before main().
__attribute__((constructor)) static void casement_note_main_thread(void) {
    casement_main_thread = pthread_self();
}

bool casement_is_main_thread(void) {
    return pthread_equal(pthread_self(), casement_main_thread) != 0;
}
