// The one system call flowdoc needs that Swift cannot reach: an atomic exchange of two
// folders, so that a finished site replaces the previous one with no moment without either.
#define _GNU_SOURCE
#include "flowdoc_fs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int flowdoc_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    // The system call itself, not glibc's wrapper (added only in glibc 2.28).
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
