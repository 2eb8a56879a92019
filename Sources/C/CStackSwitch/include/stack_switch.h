#ifndef CASEMENT_STACK_SWITCH_H
#define CASEMENT_STACK_SWITCH_H

#include <stddef.h>

/// The work run on another stack: called once with the context it was given.
typedef void (*casement_stack_body)(void *context);

/// Runs `body(context)` on the stack `[base, base + size)` of the calling thread and returns
/// once it has returned: 0, or -1 when the switch could not be made (errno tells why).
///
/// The thread stays the same, so thread-local state (Swift's, Pango's, Xlib's) is unaffected.
int casement_run_on_stack(void *base, size_t size, casement_stack_body body, void *context);

/// The lowest address of the calling thread's stack, or 0 when it cannot be told.
void *casement_stack_bottom(void);

#endif
