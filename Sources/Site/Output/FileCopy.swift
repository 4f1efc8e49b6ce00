import Foundation

/// Copies and compares files through a fixed buffer, so a large asset (a video, a PDF) is
/// never read into memory whole.
enum FileCopy {
    static let bufferSize = 1 << 20

    /// Copies `source` to `destination` (created or truncated).
    static func copy(from source: String, to destination: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw SiteError.io("cannot read '\(source)': \(IOFailure.reason(errno))") }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw SiteError.io("cannot write '\(destination)': \(IOFailure.reason(errno))") }
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        do {
            while true {
                let count = try buffer.withUnsafeMutableBytes { try readSome(input, $0, path: source) }
                if count == 0 { break }
                try buffer.withUnsafeBytes { bytes in
                    var written = 0
                    while written < count {
                        let result = write(output, bytes.baseAddress! + written, count - written)
                        if result < 0 {
                            if errno == EINTR { continue }
                            throw SiteError.io("cannot write '\(destination)': \(IOFailure.reason(errno))")
                        }
                        written += result
                    }
                }
            }
        } catch {
            close(output)
            throw error
        }
        if close(output) != 0, errno != EINTR { throw SiteError.io("cannot write '\(destination)': \(IOFailure.reason(errno))") }
    }

    /// Whether two files hold the same bytes (false when either cannot be read).
    static func sameContents(_ a: String, _ b: String) -> Bool {
        var infoA = stat(), infoB = stat()
        guard stat(a, &infoA) == 0, stat(b, &infoB) == 0, infoA.st_size == infoB.st_size else { return false }
        let first = open(a, O_RDONLY | O_CLOEXEC), second = open(b, O_RDONLY | O_CLOEXEC)
        defer {
            if first >= 0 { close(first) }
            if second >= 0 { close(second) }
        }
        guard first >= 0, second >= 0 else { return false }
        var left = [UInt8](repeating: 0, count: bufferSize), right = [UInt8](repeating: 0, count: bufferSize)
        while true {
            guard let countA = try? left.withUnsafeMutableBytes({ try readFully(first, $0, path: a) }),
                  let countB = try? right.withUnsafeMutableBytes({ try readFully(second, $0, path: b) }),
                  countA == countB else { return false }
            if countA == 0 { return true }
            if left[0..<countA] != right[0..<countB] { return false }
        }
    }

    private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        while true {
            let result = read(descriptor, buffer.baseAddress!, buffer.count)
            if result >= 0 { return result }
            if errno != EINTR { throw SiteError.io("cannot read '\(path)'") }
        }
    }

    /// Fills the buffer unless the file ends first.
    private static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
        var total = 0
        while total < buffer.count {
            let count = try readSome(descriptor, UnsafeMutableRawBufferPointer(rebasing: buffer[total...]), path: path)
            if count == 0 { break }
            total += count
        }
        return total
    }
}
