/// Many strings kept as UTF-8 in one buffer: one allocation for all of them instead of
/// one each, and nothing to count references to.
///
/// Strings are numbered from 0 in the order they were added.
struct StringArena: Sendable {
    private var bytes: [UInt8] = []
    /// Where string `i` ends in `bytes`; it starts where string `i - 1` ends.
    private var ends: [Int] = []

    /// How many strings the arena holds.
    var count: Int { ends.count }

    /// Adds `string` and returns its number.
    @discardableResult
    mutating func append(_ string: String) -> Int {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
        return ends.count - 1
    }

    /// Adds the string whose UTF-8 is `utf8`, which must be valid UTF-8, and returns its number.
    @discardableResult
    mutating func append(utf8: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.append(contentsOf: utf8)
        ends.append(bytes.count)
        return ends.count - 1
    }

    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// String number `index`.
    subscript(index: Int) -> String {
        let range = range(index)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Whether string number `index` is the one whose UTF-8 is `utf8`.
    func equals(_ index: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(index)
        guard range.count == utf8.count else { return false }
        return bytes.withUnsafeBytes { stored in
            let other = UnsafeRawBufferPointer(utf8)
            var index = 0
            while index + 8 <= range.count {
                guard stored.loadUnaligned(fromByteOffset: range.lowerBound + index, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                else { return false }
                index += 8
            }
            while index < range.count {
                guard stored[range.lowerBound + index] == other[index] else { return false }
                index += 1
            }
            return true
        }
    }

    /// Calls `body` with the UTF-8 of string number `index`.
    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = range(index)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether string number `index` is empty, without making it.
    func isEmpty(_ index: Int) -> Bool { range(index).isEmpty }
}
