#define _GNU_SOURCE
#include "stack_switch.h"

#include <pthread.h>

#include <stdint.h>
#include <ucontext.h>

// makecontext passes int arguments only, so the pointer to the call travels in two halves.
struct call {
    casement_stack_body body;
    void *context;
};

static void trampoline(unsigned int high, unsigned int low) {
    struct call *call = (struct call *)(((uintptr_t)high << 32) | (uintptr_t)low);
    call->body(call->context);
    // Returning resumes uc_link: the caller, back on its own stack.
}

int casement_run_on_stack(void *base, size_t size, casement_stack_body body, void *context) {
    ucontext_t caller;
    ucontext_t callee;
    if (getcontext(&callee) != 0) return -1;
    callee.uc_stack.ss_sp = base;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &caller;
    struct call call = {body, context};
    uintptr_t address = (uintptr_t)&call;
    makecontext(&callee, (void (*)(void))trampoline, 2, (unsigned int)(address >> 32), (unsigned int)(address & 0xffffffffu));
    return swapcontext(&caller, &callee);
}

void *casement_stack_bottom(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *address = 0;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? address : 0;
}
