import Testing

@testable import ScreenGraphKit

/// The search's growable buffer of plain values, against an array.
@Suite struct FlatBufferTests {
    @Test func keepsItsElementsThroughEveryOperationAndGrowth() {
        var buffer = FlatBuffer<Int32>(minimumCapacity: 1)
        var model: [Int32] = []
        #expect(buffer.isEmpty && buffer.last == nil && buffer.popLast() == nil)
        for value in 0..<100 as Range<Int32> {
            buffer.append(value)
            model.append(value)
        }
        buffer.append(repeating: 7, count: 40)
        model += Array(repeating: 7, count: 40)
        buffer.append(repeating: 9, count: 0)
        let more: [Int32] = [-1, -2, -3]
        more.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        model += more
        #expect(buffer.popLast() == model.popLast())
        buffer[5] = 500
        model[5] = 500
        #expect(buffer.count == model.count)
        #expect((0..<buffer.count).map { buffer[$0] } == model)
        #expect(buffer.last == model.last)
        buffer.withUnsafeMutableBufferPointer { entries in
            var entries = entries
            entries.sort()
        }
        #expect((0..<buffer.count).map { buffer[$0] } == model.sorted())
        buffer.fill(with: 3)
        #expect((0..<buffer.count).allSatisfy { buffer[$0] == 3 })
        buffer.removeAll()
        #expect(buffer.isEmpty)
        buffer.append(4)
        #expect(buffer[0] == 4 && buffer.count == 1)
    }

    /// As the type's comment says: copies share elements until one grows.
    @Test func sharesElementsWithACopyUntilItGrows() {
        let original = FlatBuffer<Int>(repeating: 1, count: 16)
        var copy = original
        copy[0] = 2
        #expect(original[0] == 2)
        copy.append(3)
        copy[1] = 4
        #expect(original[1] == 1)
        #expect(original.count == 16 && copy.count == 17)
    }

    /// Past the huge-page threshold the buffer is allocated and advised differently;
    /// its elements behave the same.
    @Test func holdsABufferPastTheHugePageThreshold() {
        let count = FlatBuffer<Int64>.hugePageThreshold / MemoryLayout<Int64>.stride + 1
        var buffer = FlatBuffer<Int64>(repeating: -1, count: count)
        buffer[count - 1] = 42
        buffer.append(43)
        #expect(buffer.count == count + 1)
        #expect(buffer[0] == -1 && buffer[count - 1] == 42 && buffer.last == 43)
        #expect(Int(bitPattern: buffer.baseAddress) % FlatBuffer<Int64>.hugePage == 0)
    }
}
