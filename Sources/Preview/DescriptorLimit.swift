#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, which bounds how many connections can be accepted.
enum DescriptorLimit {
    /// Raises the soft limit to the hard limit (at most 65,536) and returns how many
    /// connections fit, keeping `reserving` descriptors for files, pipes and the watcher.
    static func raise(reserving: UInt32) -> UInt32 {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return 1024 - reserving }
        let wanted = min(limits.rlim_max, 65_536)
        if limits.rlim_cur < wanted {
            var raised = limits
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limits = raised }
        }
        let soft = UInt32(clamping: limits.rlim_cur)
        return soft > reserving * 2 ? soft - reserving : soft / 2
    }
}
