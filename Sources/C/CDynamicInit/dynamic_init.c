// The functions are inline in the header, compiled into the Swift module that calls them, next to
// the initializers they name; this file only gives the target a source of its own.
#include "dynamic_init.h"
