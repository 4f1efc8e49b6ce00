import CFileSystem
import Foundation

/// Where a build puts its files. Rendering never writes files itself: it hands them to a
/// consumer, so tests capture output in memory and `serve` writes only what changed.
package protocol OutputConsumer: Sendable {
    /// Stores `bytes` at the site-relative `path` (`colorboard.html`, `static/style.css`).
    func write(_ path: String, _ bytes: [UInt8]) throws
    /// Stores the UTF-8 of `text` at `path` (by default through `write(_:_:)` with its bytes).
    func write(_ path: String, _ text: String) throws
    /// Stores a copy of the file at `source` at the site-relative `path` (content assets).
    /// The consumers here copy through a fixed buffer, never reading the file whole.
    func copy(_ path: String, from source: URL) throws
}

extension OutputConsumer {
    package func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// For consumers that only store bytes: reads the file, then writes it.
    package func copy(_ path: String, from source: URL) throws {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw SiteError.io("cannot read '\(source.path)'")
        }
        try write(path, [UInt8](data))
    }
}

/// Writes into a folder, creating subfolders as needed. Safe to call from many threads.
///
/// Plain POSIX calls: a build writes thousands of files, and Foundation's conveniences cost
/// more than rendering the pages.
///
/// With `spreadsFolders`, each top-level folder is made under a name of its own to this
/// build (`part-1.flowdoc-new-PID`) and renamed to its real name by `finish()`. On ext4 the
/// block group of a new folder under a top folder starts from a hash of its name, so a folder
/// made under the same name as one just deleted lands in the group full of the inodes freed
/// with it, and every file created there is searched for past all of them
/// (`recently_deleted`); a name no earlier build used lands elsewhere.
package final class DirectoryOutput: OutputConsumer, @unchecked Sendable {
    package let root: URL
    private let rootPath: String
    private let spreadsFolders: Bool
    private let suffix: String
    private let lock = NSLock()
    private var folders: Set<String> = [""]
    /// Top-level folder → the name it is made under until `finish()`.
    private var temporaryNames: [Substring: String] = [:]

    package init(root: URL, spreadsFolders: Bool = false) {
        self.root = root
        rootPath = root.path
        self.spreadsFolders = spreadsFolders
        suffix = ".flowdoc-new-\(getpid())"
    }

    package func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = try place(path)
        let failure = flowdoc_write_file(full, bytes, bytes.count)
        if failure != 0 { throw SiteError.io("cannot write '\(displayed(full))': \(IOFailure.reason(failure))") }
    }

    /// Written straight from the string's UTF-8 storage (no copy into an array).
    package func write(_ path: String, _ text: String) throws {
        let full = try place(path)
        let failure = flowdoc_write_text(full, text, text.utf8.count)
        if failure != 0 { throw SiteError.io("cannot write '\(displayed(full))': \(IOFailure.reason(failure))") }
    }

    package func copy(_ path: String, from source: URL) throws {
        try FileCopy.copy(from: source.path, to: try place(path))
    }

    /// Gives the top-level folders their real names. Call once, after the last write.
    package func finish() throws {
        lock.lock()
        let names = temporaryNames.sorted { $0.key < $1.key }
        temporaryNames.removeAll()
        lock.unlock()
        for (name, temporary) in names where rename(rootPath + "/" + temporary, rootPath + "/" + name) != 0 {
            throw SiteError.io("cannot rename '\(rootPath)/\(temporary)' to '\(name)': \(IOFailure.reason(errno))")
        }
    }

    /// The file system path of the site-relative `path`, its folder made if needed.
    private func place(_ path: String) throws -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return rootPath + "/" + path }
        let folder = String(path[..<slash])
        let top = path[..<(path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? slash)]
        lock.lock()
        let known = folders.contains(folder)
        var temporary = temporaryNames[top]
        // (A name too long for the suffix keeps its own: a file name has at most 255 bytes.)
        if spreadsFolders, temporary == nil, top.utf8.count + suffix.utf8.count <= 255 {
            temporary = String(top) + suffix
            temporaryNames[top] = temporary
        }
        lock.unlock()
        let onDisk = temporary.map { $0 + path[top.endIndex...] } ?? path
        if !known {
            try IOFailure.createFolders(URL(fileURLWithPath: rootPath + "/" + String(onDisk[..<onDisk.utf8.lastIndex(of: UInt8(ascii: "/"))!])))
            lock.lock()
            folders.insert(folder)
            lock.unlock()
        }
        return rootPath + "/" + onDisk
    }

    /// A path in a message: under its real folder name.
    private func displayed(_ full: String) -> String {
        guard spreadsFolders, let range = full.range(of: suffix) else { return full }
        return full.replacingCharacters(in: range, with: "")
    }
}

/// Writes `bytes` to `path` (creating or truncating it) through the CFileSystem bridge: plain
/// open/write/close. A failure says why (a full disk is named as such), including one that
/// `close` reports late.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    let failure = flowdoc_write_file(path, bytes, bytes.count)
    if failure != 0 { throw SiteError.io("cannot write '\(path)': \(IOFailure.reason(failure))") }
}

/// Writes into a live folder file by file, each through a temporary file and a rename, and
/// only when the bytes differ from what is there; counts what it wrote. Used by `serve`.
package final class IncrementalOutput: OutputConsumer, @unchecked Sendable {
    package let root: URL
    private let lock = NSLock()
    private var written: [String] = []

    package init(root: URL) { self.root = root }

    package func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        if let existing = FileManager.default.contents(atPath: url.path), existing.count == bytes.count,
           [UInt8](existing) == bytes {
            return
        }
        try makeFolder(for: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).flowdoc-tmp")
        try writeFile(temporary.path, bytes)
        if !replace(url.path, with: temporary.path) {
            let reason = IOFailure.reason(errno)
            try? FileManager.default.removeItem(at: temporary)
            throw SiteError.io("cannot replace '\(url.path)': \(reason)")
        }
        lock.lock()
        written.append(path)
        lock.unlock()
    }

    package func copy(_ path: String, from source: URL) throws {
        let url = root.appendingPathComponent(path)
        if FileCopy.sameContents(source.path, url.path) { return }
        try makeFolder(for: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).flowdoc-tmp")
        try FileCopy.copy(from: source.path, to: temporary.path)
        if !replace(url.path, with: temporary.path) {
            try? FileManager.default.removeItem(at: temporary)
            throw SiteError.io("cannot replace '\(url.path)'")
        }
        lock.lock()
        written.append(path)
        lock.unlock()
    }

    /// Makes the folder of the site-relative `path`. A file on the way is what an earlier build
    /// wrote where this one has a folder (`content/ref/data` was an asset and is now a folder
    /// of chapters): this build cannot also write that file (its paths are claimed once), and
    /// stale files are removed only after the build, so it is removed now.
    private func makeFolder(for path: String) throws {
        let folder = root.appendingPathComponent(path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
        var walked = root.path
        for component in path.split(separator: "/").dropLast() {
            walked += "/" + component
            var info = stat()
            if lstat(walked, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { unlink(walked) }
        }
        try IOFailure.createFolders(folder)
    }

    /// Renames `temporary` over `target`. A folder at `target` is what an earlier build made
    /// where this one writes a file (a folder of chapters is now an asset of that name): it is
    /// removed, as `makeFolder` removes a file in the way. False when the rename failed.
    private func replace(_ target: String, with temporary: String) -> Bool {
        if rename(temporary, target) == 0 { return true }
        guard errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST else { return false }
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        try? FileManager.default.removeItem(atPath: target)
        return rename(temporary, target) == 0
    }

    /// The paths written since the last call, sorted; resets the list.
    package func takeWritten() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = written.sorted()
        written.removeAll()
        return result
    }
}

/// Keeps files in memory (tests, `check`).
package final class MemoryOutput: OutputConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: [UInt8]] = [:]

    package init() {}

    package func write(_ path: String, _ bytes: [UInt8]) throws {
        lock.lock()
        storage[path] = bytes
        lock.unlock()
    }

    package var files: [String: [UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    package func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
