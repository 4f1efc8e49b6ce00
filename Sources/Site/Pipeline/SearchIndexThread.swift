import Foundation

/// The search index of a full build, made on a thread of its own from the moment the chapters
/// are read: the chapters' entries while the flow pass and the link check run (which leave a
/// core idle), the storyboard pages' entries once the flow pass has made them (`provide`),
/// all while the pages are rendered. The files are the same, in the same order, as
/// `SearchIndexBuilder.write` over chapters and storyboard pages at once.
///
/// Nothing reaches the output before the build is known to have no errors (`proceed`): until
/// then the files made are held, up to `holdLimit` bytes (64 MiB), after which the thread waits.
final class SearchIndexThread: @unchecked Sendable {
    /// Bytes of files held before the build's word; then the thread waits for it.
    private let holdLimit: Int

    private let done = DispatchSemaphore(value: 0)
    private let condition = NSCondition()
    private var boards: [StoryboardPage]? = nil
    private enum Decision { case pending, proceed, cancel }
    private var decision = Decision.pending
    /// Files made before the decision, and their size.
    private var held: [SearchIndexBuilder.File] = []
    private var heldBytes = 0
    private var result: Result<[String], any Error> = .success([])
    /// Its wall time and the CPU time of its thread (set before `wait` returns).
    private(set) var seconds = 0.0
    private(set) var cpuSeconds = 0.0

    private struct Cancelled: Error {}

    /// Starts on the chapters of `tree`, writing each file to `output` once it may.
    init(tree: ContentTree, into output: any OutputConsumer, builder: SearchIndexBuilder = SearchIndexBuilder(),
         holdLimit: Int = 64 << 20) {
        self.holdLimit = holdLimit
        let start = DispatchTime.now()
        Thread.detachNewThread { [self] in
            result = Result {
                var written: [String] = []
                func write(_ files: [SearchIndexBuilder.File]) throws {
                    for file in files {
                        try output.write(file.path, file.bytes)
                        written.append(file.path)
                    }
                }
                let chapters = tree.chapters.indices.map { ReaderInputs.SearchGroup.chapter($0) }
                try builder.write(groups: chapters, more: { try self.storyboardGroups() }, documents: { group in
                    switch group {
                    case .chapter: ReaderInputs.searchDocuments(of: group, tree: tree, boards: [])
                    case .storyboard(let index): ReaderInputs.storyboardDocuments(self.board(index))
                    }
                }, to: { file in try write(self.release(file)) })
                try write(self.release(nil, waiting: true))
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
        condition.lock()
        boards = pages
        condition.broadcast()
        condition.unlock()
    }

    /// Lets it write its files (the build has no errors). Call once, or `cancel`.
    func proceed() { decide(.proceed) }

    /// Stops it at its next file and drops what it holds (the build failed); `wait` then throws.
    func cancel() { decide(.cancel) }

    /// The paths it wrote, once it is done (or its error).
    func wait() throws -> [String] {
        done.wait()
        return try result.get()
    }

    private func decide(_ value: Decision) {
        condition.lock()
        decision = value
        condition.broadcast()
        condition.unlock()
    }

    /// What may be written now, `file` (when not nil) after what was held: nothing before the
    /// decision (unless `waiting`, or more than `holdLimit` is held: then it waits for it),
    /// everything held once it is to proceed.
    private func release(_ file: SearchIndexBuilder.File?, waiting: Bool = false) throws -> [SearchIndexBuilder.File] {
        condition.lock()
        defer { condition.unlock() }
        var file = file
        if decision == .pending, let made = file {
            held.append(made)
            heldBytes += made.bytes.count
            file = nil
        }
        if waiting || heldBytes > holdLimit {
            while decision == .pending { condition.wait() }
        }
        switch decision {
        case .cancel:
            held = []
            heldBytes = 0
            throw Cancelled()
        case .pending:
            return []
        case .proceed:
            var files = held
            held = []
            heldBytes = 0
            if let file { files.append(file) }
            return files
        }
    }

    private func storyboardGroups() throws -> [ReaderInputs.SearchGroup] {
        condition.lock()
        defer { condition.unlock() }
        while boards == nil, decision != .cancel { condition.wait() }
        guard decision != .cancel, let boards else { throw Cancelled() }
        return boards.indices.map { .storyboard($0) }
    }

    private func board(_ index: Int) -> StoryboardPage {
        condition.lock()
        defer { condition.unlock() }
        return boards![index]
    }
}
