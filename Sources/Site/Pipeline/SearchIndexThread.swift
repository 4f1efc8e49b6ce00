import Foundation

/// The search index of a full build, made on a thread of its own from the moment the chapters
/// are read: the chapters' entries while the flow pass and the link check run (which leave a
/// core idle), the storyboard pages' entries once the flow pass has made them (`provide`),
/// all while the pages are rendered. The files are the same, in the same order, as
/// `SearchIndexBuilder.write` over chapters and storyboard pages at once.
///
/// Nothing reaches the output before the build is known to have no errors (`proceed`): until
/// then the files made are held.
final class SearchIndexThread: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let boardsReady = DispatchSemaphore(value: 0)
    private let decided = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var boards: [StoryboardPage]? = nil
    private enum Decision { case pending, proceed, cancel }
    private var decision = Decision.pending
    /// Files made before the decision.
    private var held: [SearchIndexBuilder.File] = []
    private var result: Result<[String], any Error> = .success([])
    /// Its wall time and the CPU time of its thread (set before `wait` returns).
    private(set) var seconds = 0.0
    private(set) var cpuSeconds = 0.0

    private struct Cancelled: Error {}

    /// Starts on the chapters of `tree`, writing each file to `output` as it is made.
    init(tree: ContentTree, into output: any OutputConsumer, builder: SearchIndexBuilder = SearchIndexBuilder()) {
        let start = DispatchTime.now()
        Thread.detachNewThread { [self] in
            result = Result {
                var written: [String] = []
                let chapters = tree.chapters.indices.map { ReaderInputs.SearchGroup.chapter($0) }
                try builder.write(groups: chapters, more: { try self.storyboardGroups() }, documents: { group in
                    switch group {
                    case .chapter: ReaderInputs.searchDocuments(of: group, tree: tree, boards: [])
                    case .storyboard(let index): ReaderInputs.storyboardDocuments(self.board(index))
                    }
                }, to: { file in
                    for file in try self.release(file) {
                        try output.write(file.path, file.text)
                        written.append(file.path)
                    }
                })
                // All made: wait for the build's word on what was held.
                self.decided.wait()
                for file in try self.release(nil) {
                    try output.write(file.path, file.text)
                    written.append(file.path)
                }
                return written
            }
            seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            var cpu = timespec()
            if clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu) == 0 { cpuSeconds = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9 }
            done.signal()
        }
    }

    /// The storyboard pages, whose entries follow the chapters'. Call once.
    func provide(_ pages: [StoryboardPage]) {
        lock.lock()
        boards = pages
        lock.unlock()
        boardsReady.signal()
    }

    /// Lets it write its files (the build has no errors). Call once, or `cancel`.
    func proceed() {
        lock.lock()
        decision = .proceed
        lock.unlock()
        decided.signal()
    }

    /// Stops it at its next file and drops what it holds (the build failed); `wait` then throws.
    func cancel() {
        lock.lock()
        decision = .cancel
        lock.unlock()
        boardsReady.signal()
        decided.signal()
    }

    /// The paths it wrote, once it is done (or its error).
    func wait() throws -> [String] {
        done.wait()
        return try result.get()
    }

    /// What may be written now, `file` (when not nil) after what was held: nothing before
    /// the decision, everything held once it is to proceed.
    private func release(_ file: SearchIndexBuilder.File?) throws -> [SearchIndexBuilder.File] {
        lock.lock()
        defer { lock.unlock() }
        switch decision {
        case .cancel:
            held = []
            throw Cancelled()
        case .pending:
            if let file { held.append(file) }
            return []
        case .proceed:
            var files = held
            held = []
            if let file { files.append(file) }
            return files
        }
    }

    private func storyboardGroups() throws -> [ReaderInputs.SearchGroup] {
        boardsReady.wait()
        lock.lock()
        defer { lock.unlock() }
        guard decision != .cancel, let boards else { throw Cancelled() }
        return boards.indices.map { .storyboard($0) }
    }

    private func board(_ index: Int) -> StoryboardPage {
        lock.lock()
        defer { lock.unlock() }
        return boards![index]
    }
}
