import Testing

@testable import ScreenGraphKit

/// Strings stored end to end in one byte array, read back by index.
@Suite struct StringArenaTests {
    static let strings = ["", "a", "écran", "exactly8", "longer than eight bytes", "中文😀", ""]

    @Test func readsBackEveryStringByIndex() {
        var arena = StringArena()
        for (index, string) in Self.strings.enumerated() { #expect(arena.append(string) == index) }
        var bytes = Array("from bytes".utf8)
        #expect(bytes.withUnsafeBufferPointer { arena.append(utf8: $0) } == Self.strings.count)
        #expect(arena.count == Self.strings.count + 1)
        #expect((0..<arena.count).map { arena[$0] } == Self.strings + ["from bytes"])
        #expect((0..<arena.count).map { arena.isEmpty($0) } == Self.strings.map(\.isEmpty) + [false])
        bytes[0] = UInt8(ascii: "F")
        #expect(arena[Self.strings.count] == "from bytes", "the arena keeps its own copy")
        #expect(arena.withUTF8(2) { Array($0) } == Array("écran".utf8))
    }

    /// Equal only to the same bytes: lengths that differ, and a difference in the last byte
    /// of an eight-byte block and of the tail.
    @Test func comparesStoredBytes() {
        var arena = StringArena()
        for string in Self.strings { arena.append(string) }
        func equals(_ index: Int, _ text: String) -> Bool {
            var text = text
            return text.withUTF8 { arena.equals(index, $0) }
        }
        for (index, string) in Self.strings.enumerated() { #expect(equals(index, string), "\(string)") }
        #expect(!equals(3, "exactly9"))
        #expect(!equals(3, "exactly"))
        #expect(!equals(4, "longer than eight byteS"))
        #expect(!equals(4, "longer tHan eight bytes"))
        #expect(!equals(0, "a"))
        #expect(!equals(1, ""))
    }
}
