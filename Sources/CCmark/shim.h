#ifndef FLOWDOC_CCMARK_SHIM_H
#define FLOWDOC_CCMARK_SHIM_H
#include <stdlib.h>
#include <string.h>
#include <cmark.h>

/// Frees a string returned by a cmark renderer (allocated with the default allocator).
static inline void flowdoc_cmark_free_string(char *string) { free(string); }
#endif
