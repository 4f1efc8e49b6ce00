#ifndef FLOWDOC_ARENA_H
#define FLOWDOC_ARENA_H

#include <stddef.h>

/// A bump allocator for libcmark, one per thread, given to cmark as its `cmark_mem`
/// (calloc/realloc/free; cmark passes them no context, hence one arena per thread).
///
/// Between `flowdoc_arena_open` and `flowdoc_arena_close` on a thread, every allocation made
/// through these functions is carved from the thread's chunks and `free` does nothing (the
/// last block is taken back): a document's tree is thrown away at once by `close`, instead of
/// node by node through malloc. Outside that span, and for memory that is not the arena's,
/// the functions are the C library's, so a tree made with them is always freed correctly.
/// Invariant (the caller's): nothing allocated inside the span is used after `close`.
/// Out of memory aborts, as cmark's own allocator does.

/// Opens the thread's arena. Returns 0, or -1 when one is already open (it stays open, and
/// the matching `close` is then not to be called).
int flowdoc_arena_open(void);

/// Closes the thread's arena: everything it handed out is gone. One chunk is kept for the
/// next document on this thread (at most 1 MiB); the rest is returned to the C library.
void flowdoc_arena_close(void);

/// The bytes the open arena has handed out and not taken back (tests); 0 when none is open.
size_t flowdoc_arena_used(void);

void *flowdoc_arena_calloc(size_t count, size_t size);
void *flowdoc_arena_realloc(void *pointer, size_t size);
void flowdoc_arena_free(void *pointer);

#endif
