import Foundation

/// Why a file operation failed, in words: a full disk says so plainly.
enum IOFailure {
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full (ENOSPC)"
        case EDQUOT: "the disk quota is exceeded (EDQUOT)"
        case EROFS: "the file system is read-only (EROFS)"
        case EACCES, EPERM: "permission denied"
        case ENAMETOOLONG: "the file name is too long (ENAMETOOLONG)"
        case EIO: "an input/output error of the disk (EIO)"
        default: String(cString: strerror(code))
        }
    }

    /// The POSIX reason inside a Foundation error, when there is one.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return reason(Int32(nsError.code)) }
        return nsError.localizedDescription
    }
}

extension IOFailure {
    /// Creates `folder` and the folders above it with `mkdir`, so a failure names the real
    /// reason and the path it happened at (a file where a folder should be, a full disk).
    static func createFolders(_ folder: URL) throws {
        var pending: [String] = []
        var path = folder.standardizedFileURL.path
        var info = stat()
        while !path.isEmpty, path != "/", stat(path, &info) != 0 {
            pending.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        if !path.isEmpty, path != "/", info.st_mode & S_IFMT != S_IFDIR {
            throw SiteError.io("cannot create '\(folder.path)': '\(path)' is a file, not a folder")
        }
        for path in pending.reversed() where mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw SiteError.io("cannot create '\(path)': \(reason(errno))")
        }
    }
}
