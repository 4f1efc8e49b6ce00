extension Storyboard {
    /// Copies each of its arrays that has much spare room into one of its size.
    ///
    /// The flow pass keeps the storyboard after a block (`FlowBlockSnapshot`), and the next
    /// block's first append copies the shared array into a new one with room to grow; without
    /// this, each kept snapshot held that room (a third of a snapshot's size on average, the
    /// largest part of a long book's memory). An array the block did not change has no room
    /// to spare and stays shared.
    mutating func releaseSpareCapacity() {
        Self.fit(&scenes)
        Self.fit(&segues)
        Self.fit(&unwinds)
    }

    private static func fit<Element>(_ array: inout [Element]) {
        guard array.capacity - array.count > array.count / 8 + 1 else { return }
        array = array.map { $0 }
    }
}
