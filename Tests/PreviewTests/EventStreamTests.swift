import Foundation
@testable import Preview
import Synchronization
import Testing

/// A connection that records what the stream asks of it.
final class FakeConnection: StreamConnection {
    private let state = Mutex((suspended: false, suspends: 0, resumes: 0, closed: false))
    func suspend() { state.withLock { precondition(!$0.suspended); $0.suspended = true; $0.suspends += 1 } }
    func resume() { state.withLock { precondition($0.suspended, "resume of a connection that is not suspended"); $0.suspended = false; $0.resumes += 1 } }
    func peerClosed() -> Bool { state.withLock { $0.closed } }
    func close() { state.withLock { $0.closed = true } }
    var suspended: Bool { state.withLock { $0.suspended } }
    var resumes: Int { state.withLock { $0.resumes } }
}

/// Issue 14, defect 5: a live-reload stream never blocks a thread; it suspends and is woken.
@Suite("Live-reload stream without blocking")
struct EventStreamTests {
    func drain(_ stream: EventStream) -> String {
        var text = ""
        while case .bytes(let bytes) = stream.next(capacity: 7) { text += String(decoding: bytes, as: UTF8.self) }
        return text
    }

    @Test func sendsTheCurrentStatusThenSuspends() throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connection = FakeConnection()
        let stream = try #require(hub.open(on: connection))
        let hello = drain(stream)
        #expect(hello.hasPrefix("retry: 1000\n\nevent: build\ndata: {\"generation\":0"))
        #expect(connection.suspended)
        #expect(stream.isSuspended)
    }

    @Test func aPublishResumesAndDeliversTheEvent() throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connection = FakeConnection()
        let stream = try #require(hub.open(on: connection))
        _ = drain(stream)
        hub.publish(BuildStatus(generation: 4, succeeded: true))
        #expect(!connection.suspended)
        #expect(connection.resumes == 1)
        #expect(drain(stream).contains("\"generation\":4"))
        #expect(connection.suspended)
    }

    @Test func aHeartbeatSendsAComment() throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connection = FakeConnection()
        let stream = try #require(hub.open(on: connection))
        _ = drain(stream)
        hub.heartbeat()
        #expect(drain(stream) == ": keep-alive\n\n")
        hub.heartbeat()
        hub.heartbeat()  // not suspended now: nothing to resume, one comment due
        #expect(drain(stream) == ": keep-alive\n\n")
    }

    @Test func aHeartbeatOnAClosedPageAbortsTheStream() throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connection = FakeConnection()
        let stream = try #require(hub.open(on: connection))
        _ = drain(stream)
        connection.close()
        hub.heartbeat()
        #expect(stream.next(capacity: 100) == .abort)
        hub.close(stream)
        #expect(hub.openStreams == 0)
    }

    @Test func stopResumesEveryStreamAndEndsIt() throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connections = (0..<3).map { _ in FakeConnection() }
        let streams = try connections.map { try #require(hub.open(on: $0)) }
        for stream in streams { _ = drain(stream) }
        let allSuspended = connections.allSatisfy(\.suspended)
        #expect(allSuspended)
        hub.stop()
        let noneSuspended = connections.allSatisfy { !$0.suspended }
        #expect(noneSuspended)
        let allEnded = streams.allSatisfy { $0.next(capacity: 10) == .end }
        #expect(allEnded)
        #expect(hub.open(on: FakeConnection()) == nil)
    }

    @Test func wakingFromManyThreadsNeverResumesTwice() async throws {
        let hub = LiveReloadHub(serverID: "ab")
        let connection = FakeConnection()
        let stream = try #require(hub.open(on: connection))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for _ in 0..<2000 { _ = self.drain(stream) } }
            for _ in 0..<4 { group.addTask { for _ in 0..<500 { hub.heartbeat(); hub.publish(BuildStatus(generation: 1, succeeded: true)) } } }
        }
        // FakeConnection's preconditions trap on a resume of a running connection.
        #expect(connection.resumes > 0)
    }
}
