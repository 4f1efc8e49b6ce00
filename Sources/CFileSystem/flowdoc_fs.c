// The C side of flowdoc's file IO: an atomic exchange of two folders (so that a finished site
// replaces the previous one with no moment without either), and plain file writes and copies.
#define _GNU_SOURCE
#include "flowdoc_fs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/fs.h>
#include <sys/ioctl.h>
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

void flowdoc_mark_top_folder(const char *path) {
#if defined(__linux__) && defined(FS_IOC_GETFLAGS) && defined(FS_TOPDIR_FL)
    int descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0) return;
    int flags = 0;
    if (ioctl(descriptor, FS_IOC_GETFLAGS, &flags) == 0 && !(flags & FS_TOPDIR_FL)) {
        flags |= FS_TOPDIR_FL;
        (void)ioctl(descriptor, FS_IOC_SETFLAGS, &flags);
    }
    close(descriptor);
#else
    (void)path;
#endif
}

// Plain file IO for the site writer: a build writes thousands of files, and these calls keep
// every pointer on the C side of the bridge.

int flowdoc_write_file(const char *path, const void *bytes, size_t count) {
    int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (descriptor < 0) return errno;
    const char *next = (const char *)bytes;
    size_t left = count;
    while (left > 0) {
        ssize_t written = write(descriptor, next, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            int failure = errno;
            close(descriptor);
            return failure;
        }
        next += written;
        left -= (size_t)written;
    }
    if (close(descriptor) != 0 && errno != EINTR) return errno;
    return 0;
}

int flowdoc_write_text(const char *path, const char *text, size_t count) {
    return flowdoc_write_file(path, text, count);
}

enum { flowdoc_copy_buffer = 1 << 20 };

static ssize_t flowdoc_read_some(int descriptor, char *buffer, size_t count) {
    for (;;) {
        ssize_t result = read(descriptor, buffer, count);
        if (result >= 0 || errno != EINTR) return result;
    }
}

int flowdoc_copy_file(const char *source, const char *destination, int *failed_side) {
    *failed_side = 0;
    int input = open(source, O_RDONLY | O_CLOEXEC);
    if (input < 0) return errno;
    int output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (output < 0) {
        int failure = errno;
        close(input);
        *failed_side = 1;
        return failure;
    }
    char *buffer = malloc(flowdoc_copy_buffer);
    int failure = 0;
    if (buffer == NULL) {
        failure = ENOMEM;
    }
    while (failure == 0) {
        ssize_t count = flowdoc_read_some(input, buffer, flowdoc_copy_buffer);
        if (count < 0) { failure = errno; break; }
        if (count == 0) break;
        char *next = buffer;
        while (count > 0) {
            ssize_t written = write(output, next, (size_t)count);
            if (written < 0) {
                if (errno == EINTR) continue;
                failure = errno;
                *failed_side = 1;
                break;
            }
            next += written;
            count -= written;
        }
    }
    free(buffer);
    close(input);
    if (close(output) != 0 && errno != EINTR && failure == 0) {
        failure = errno;
        *failed_side = 1;
    }
    return failure;
}

static size_t flowdoc_read_fully(int descriptor, char *buffer, size_t count, int *failed) {
    size_t total = 0;
    while (total < count) {
        ssize_t result = flowdoc_read_some(descriptor, buffer + total, count - total);
        if (result < 0) { *failed = 1; return total; }
        if (result == 0) break;
        total += (size_t)result;
    }
    return total;
}

int flowdoc_same_contents(const char *first, const char *second) {
    struct stat a, b;
    if (stat(first, &a) != 0 || stat(second, &b) != 0 || a.st_size != b.st_size) return 0;
    int left = open(first, O_RDONLY | O_CLOEXEC);
    if (left < 0) return 0;
    int right = open(second, O_RDONLY | O_CLOEXEC);
    if (right < 0) { close(left); return 0; }
    char *one = malloc(flowdoc_copy_buffer), *two = malloc(flowdoc_copy_buffer);
    int same = one != NULL && two != NULL;
    while (same) {
        int failed = 0;
        size_t countA = flowdoc_read_fully(left, one, flowdoc_copy_buffer, &failed);
        size_t countB = flowdoc_read_fully(right, two, flowdoc_copy_buffer, &failed);
        if (failed || countA != countB || memcmp(one, two, countA) != 0) { same = 0; break; }
        if (countA == 0) break;
    }
    free(one);
    free(two);
    close(left);
    close(right);
    return same;
}

long long flowdoc_file_size(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) return -1;
    if (!S_ISREG(info.st_mode)) { errno = EINVAL; return -1; }
    return (long long)info.st_size;
}

long long flowdoc_read_file(const char *path, void *buffer, size_t capacity) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int failed = 0;
    size_t total = flowdoc_read_fully(descriptor, buffer, capacity, &failed);
    int saved = errno;
    close(descriptor);
    if (failed) { errno = saved; return -1; }
    return (long long)total;
}

