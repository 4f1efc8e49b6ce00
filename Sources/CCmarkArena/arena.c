// A per-thread bump allocator for libcmark's trees (see flowdoc_arena.h).
#include "flowdoc_arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Every block starts with this header (its size), so that `realloc` knows what to copy;
/// 16 bytes keep the blocks aligned as malloc's are.
typedef struct {
    size_t size;
    size_t pad;
} block_header;

typedef struct chunk {
    struct chunk *previous;  // older chunks of the open arena
    size_t capacity;         // bytes of `bytes`
    size_t used;             // bytes handed out, headers included
    size_t last;             // offset of the last block's header (when used > 0)
    _Alignas(16) unsigned char bytes[];
} chunk;

enum { first_chunk = 64 * 1024, kept_chunk_limit = 1024 * 1024, alignment = 16 };

static _Thread_local chunk *current;  // the newest chunk of the open arena
static _Thread_local int is_open;
static _Thread_local chunk *spare;    // kept between documents

static void *fail(void) {
    fprintf(stderr, "[flowdoc] out of memory while parsing Markdown, aborting\n");
    abort();
}

static size_t rounded(size_t size) { return (size + (alignment - 1)) & ~(size_t)(alignment - 1); }

/// Whether `pointer` lies in one of the open arena's chunks.
static chunk *owner(const void *pointer) {
    const unsigned char *p = pointer;
    for (chunk *c = current; c; c = c->previous) {
        if (p >= c->bytes && p < c->bytes + c->used) return c;
    }
    return NULL;
}

static chunk *new_chunk(size_t needed) {
    size_t capacity = current ? current->capacity * 2 : first_chunk;
    if (capacity < needed) capacity = needed;
    chunk *made;
    if (spare && spare->capacity >= capacity) {
        made = spare;
        spare = NULL;
    } else {
        if (capacity > SIZE_MAX - sizeof(chunk)) return fail();
        made = malloc(sizeof(chunk) + capacity);
        if (!made) return fail();
        made->capacity = capacity;
    }
    made->previous = current;
    made->used = 0;
    made->last = 0;
    current = made;
    return made;
}

/// A block of `size` bytes from the open arena (not zeroed).
static void *take(size_t size) {
    if (size > SIZE_MAX / 2) return fail();
    size_t needed = sizeof(block_header) + rounded(size);
    chunk *c = current;
    if (!c || c->capacity - c->used < needed) c = new_chunk(needed);
    block_header *header = (block_header *)(c->bytes + c->used);
    header->size = size;
    c->last = c->used;
    c->used += needed;
    return header + 1;
}

int flowdoc_arena_open(void) {
    if (is_open) return -1;
    is_open = 1;
    current = NULL;
    return 0;
}

void flowdoc_arena_close(void) {
    if (!is_open) return;
    is_open = 0;
    while (current) {
        chunk *c = current;
        current = c->previous;
        if (c->capacity <= kept_chunk_limit && (!spare || spare->capacity < c->capacity)) {
            free(spare);
            spare = c;
        } else {
            free(c);
        }
    }
}

size_t flowdoc_arena_used(void) {
    if (!is_open) return 0;
    size_t total = 0;
    for (chunk *c = current; c; c = c->previous) total += c->used;
    return total;
}

void *flowdoc_arena_calloc(size_t count, size_t size) {
    if (!is_open) {
        void *made = calloc(count, size);
        return made ? made : fail();
    }
    if (size != 0 && count > SIZE_MAX / size) return fail();
    void *made = take(count * size);
    memset(made, 0, count * size);
    return made;
}

void *flowdoc_arena_realloc(void *pointer, size_t size) {
    chunk *c = (is_open && pointer) ? owner(pointer) : NULL;
    if (!c) {
        if (!is_open || !pointer) {
            if (!is_open) {
                void *made = realloc(pointer, size);
                return made ? made : fail();
            }
            return take(size);
        }
        // Memory of the C library (made before the arena opened): stays the C library's.
        void *made = realloc(pointer, size);
        return made ? made : fail();
    }
    block_header *header = (block_header *)pointer - 1;
    size_t offset = (size_t)((unsigned char *)header - c->bytes);
    if (c == current && offset == c->last) {
        // The last block grows (or shrinks) in place when the chunk has room.
        size_t needed = sizeof(block_header) + rounded(size);
        if (size <= SIZE_MAX / 2 && c->capacity - offset >= needed) {
            header->size = size;
            c->used = offset + needed;
            return pointer;
        }
    }
    size_t old = header->size;
    void *made = take(size);
    memcpy(made, pointer, old < size ? old : size);
    return made;
}

void flowdoc_arena_free(void *pointer) {
    if (!pointer) return;
    chunk *c = is_open ? owner(pointer) : NULL;
    if (!c) {
        free(pointer);
        return;
    }
    // The last block is taken back (cmark frees a scratch buffer right after using it).
    block_header *header = (block_header *)pointer - 1;
    size_t offset = (size_t)((unsigned char *)header - c->bytes);
    if (c == current && offset == c->last) {
        c->used = offset;
        // The block before is not known: the next free of an earlier block stays a no-op.
        c->last = SIZE_MAX;
    }
}
