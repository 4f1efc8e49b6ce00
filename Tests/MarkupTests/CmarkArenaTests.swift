import CCmarkArena
import Markup
import SourceModel
import Testing

/// The per-thread arena cmark's trees are made in (`CCmarkArena`, used by `CmarkMemory`).
@Suite struct CmarkArenaTests {
    @Test func callocIsZeroedAndReallocKeepsTheBytes() {
        #expect(flowdoc_arena_open() == 0)
        defer { flowdoc_arena_close() }
        let first = flowdoc_arena_calloc(3, 8)!.assumingMemoryBound(to: UInt8.self)
        #expect((0..<24).allSatisfy { first[$0] == 0 })
        for index in 0..<24 { first[index] = UInt8(index) }
        // Another block after it: the first can no longer grow in place, so it is copied.
        let other = flowdoc_arena_calloc(1, 100)!
        let grown = flowdoc_arena_realloc(first, 10_000)!.assumingMemoryBound(to: UInt8.self)
        #expect(UnsafeMutableRawPointer(grown) != UnsafeMutableRawPointer(first))
        #expect((0..<24).allSatisfy { grown[$0] == UInt8($0) })
        // The last block grows in place.
        let again = flowdoc_arena_realloc(grown, 20_000)!.assumingMemoryBound(to: UInt8.self)
        #expect(again == grown)
        flowdoc_arena_free(other)
        flowdoc_arena_free(again)
    }

    @Test func blocksLargerThanAChunkAndManySmallOnesStayApart() {
        #expect(flowdoc_arena_open() == 0)
        defer { flowdoc_arena_close() }
        var blocks: [UnsafeMutablePointer<UInt32>] = []
        for index in 0..<20_000 {
            let block = flowdoc_arena_calloc(1, index % 7 == 0 ? 300_000 : 24)!.assumingMemoryBound(to: UInt32.self)
            block[0] = UInt32(index)
            blocks.append(block)
        }
        #expect(blocks.enumerated().allSatisfy { $0.element[0] == UInt32($0.offset) })
        #expect(flowdoc_arena_used() > 2_857 * 300_000)
    }

    @Test func freeingTheLastBlockTakesItBack() {
        #expect(flowdoc_arena_open() == 0)
        defer { flowdoc_arena_close() }
        _ = flowdoc_arena_calloc(1, 32)
        let used = flowdoc_arena_used()
        let scratch = flowdoc_arena_calloc(1, 512)
        #expect(flowdoc_arena_used() > used)
        flowdoc_arena_free(scratch)
        #expect(flowdoc_arena_used() == used)
    }

    @Test func outsideTheArenaTheCLibraryAllocates() {
        #expect(flowdoc_arena_used() == 0)
        let block = flowdoc_arena_calloc(4, 4)!
        #expect(flowdoc_arena_used() == 0)
        // Made before the arena opened: freed by the C library inside it too.
        #expect(flowdoc_arena_open() == 0)
        let grown = flowdoc_arena_realloc(block, 64)
        #expect(flowdoc_arena_used() == 0)
        flowdoc_arena_free(grown)
        flowdoc_arena_close()
    }

    @Test func aSecondOpenOnTheSameThreadIsRefused() {
        #expect(flowdoc_arena_open() == 0)
        #expect(flowdoc_arena_open() == -1)
        flowdoc_arena_close()
        #expect(flowdoc_arena_used() == 0)
    }

    /// Parses on many threads at once, each in its own arena, and gets what one thread gets.
    @Test func parsesOnManyThreadsAgree() async {
        let text = (1...200).map { "## Step \($0)\n\nSome *text* with a [link](a\($0).md) and `code`.\n\n| a | b |\n|---|---|\n| \($0) | ~~x~~ |\n" }
            .joined(separator: "\n")
        let options = MarkdownOptions(slotLanguages: ["flow"], slotLinkSchemes: ["scene"])
        let expected = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options).html { _ in "" }
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options).html { _ in "" } }
            }
            var all: [String] = []
            for await html in group { all.append(html) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.contains("<table>") && expected.contains("<del>x</del>"))
    }
}
