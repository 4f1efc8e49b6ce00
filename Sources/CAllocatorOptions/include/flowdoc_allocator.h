#ifndef FLOWDOC_ALLOCATOR_H
#define FLOWDOC_ALLOCATOR_H

/// The options jemalloc reads when the process starts (its `malloc_conf` symbol; a
/// `MALLOC_CONF` environment variable is read after it and wins). Nothing to call: linking
/// this target into the executable is what sets them. Where jemalloc is not the allocator
/// (macOS), the symbol is unused.
extern const char *malloc_conf;

#endif
