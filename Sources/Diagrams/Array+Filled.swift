extension Array {
    /// `Array(repeating: value, count: count)`, made by copying `repeatElement`, which is
    /// compiled here for the element type. `Array(repeating:count:)` allocates through the
    /// standard library's general code, which looks the array storage's type up at run time
    /// (a search of the runtime's type table, about 400 instructions an array); a layout makes
    /// dozens of small per-scene and per-link arrays.
    init(filled value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
