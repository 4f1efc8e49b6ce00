#ifndef FLOWDOC_FS_H
#define FLOWDOC_FS_H

/// Atomically exchanges two existing paths (both stay present at every instant):
/// Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP).
/// Returns 0, or -1 with errno set; ENOSYS, EINVAL or ENOTSUP when the system or the
/// file system cannot exchange (the caller then falls back to two renames).
int flowdoc_exchange_paths(const char *first, const char *second);

#endif
