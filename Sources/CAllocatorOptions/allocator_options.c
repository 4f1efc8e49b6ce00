#include "flowdoc_allocator.h"

// Transparent huge pages for jemalloc's heap and its own metadata: a 10,000-chapter build
// touches about half a gigabyte, which in 4 KiB pages is some 130,000 page faults; backed by
// 2 MiB pages where the kernel allows it (`madvise` mode is enough), about 8,000.
const char *malloc_conf = "thp:always,metadata_thp:always";
