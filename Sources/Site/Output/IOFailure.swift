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
