#ifndef FLOWDOC_FS_H
#define FLOWDOC_FS_H

#include <stddef.h>

/// Atomically exchanges two existing paths (both stay present at every instant):
/// Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP).
/// Returns 0, or -1 with errno set; ENOSYS, EINVAL or ENOTSUP when the system or the
/// file system cannot exchange (the caller then falls back to two renames).
int flowdoc_exchange_paths(const char *first, const char *second);

/// Marks a new folder as the top of a tree (ext4's `chattr +T`, FS_TOPDIR_FL): the file system
/// then spreads its subfolders over block groups with free inodes, instead of putting them
/// next to the parent, where the inodes of a site just deleted are "recently deleted" and
/// every file created is a scan past them (on ext4 without a journal, a cost that grows with
/// the number of files deleted in the last half minute). Does nothing where unsupported.
void flowdoc_mark_top_folder(const char *path);

/// Writes `count` bytes to `path` (created with mode 0644, or truncated) with open/write/close,
/// retrying on EINTR. Returns 0, or the errno of the call that failed (a late `close` too).
int flowdoc_write_file(const char *path, const void *bytes, size_t count);

/// `flowdoc_write_file` for text: `count` bytes of `text` (which may hold NUL bytes; Swift
/// passes a string's own UTF-8 storage here).
int flowdoc_write_text(const char *path, const char *text, size_t count);

/// Copies `source` to `destination` (created or truncated) through a 1 MiB buffer, never
/// reading the file whole. Returns 0, or an errno with `*failed_side` 0 when reading `source`
/// failed and 1 when writing `destination` failed.
int flowdoc_copy_file(const char *source, const char *destination, int *failed_side);

/// 1 when the two files hold the same bytes, 0 when they differ or either cannot be read.
int flowdoc_same_contents(const char *first, const char *second);

/// The size in bytes of the regular file at `path`, or -1 (errno set) when it cannot be
/// stat'ed or is not a regular file.
long long flowdoc_file_size(const char *path);

/// Reads the file at `path` into `buffer`, up to `capacity` bytes or the end of the file,
/// retrying on EINTR. Returns the number of bytes read, or -1 with errno set.
long long flowdoc_read_file(const char *path, void *buffer, size_t capacity);

#endif
