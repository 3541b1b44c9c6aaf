#if canImport(Glibc)
import Glibc
#endif

/// A growable array of plain values whose elements are written through a pointer.
///
/// A write to an element of a Swift array in a stored property first asks the runtime
/// whether the array's storage is uniquely referenced; in the search's inner loop, which
/// writes a state record or a queue entry for every move it relaxes, those calls took
/// a fifth of the time. Here a write is a bounds check and a store.
///
/// Copies share their elements (writes through one are seen through the other), so the
/// search keeps each buffer in one place; growing a copy gives it storage of its own, and
/// storage lives as long as any copy holds it, so no copy ever reads freed memory.
struct FlatBuffer<Element: BitwiseCopyable> {
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            let bytes = capacity * MemoryLayout<Element>.stride
            // On a cache line's boundary, so a 32-byte element never straddles two; a
            // large buffer on a huge page's, and asking for huge pages (see below).
            let huge = bytes >= FlatBuffer.hugePageThreshold
            let raw = UnsafeMutableRawPointer.allocate(
                byteCount: bytes, alignment: huge ? FlatBuffer.hugePage : max(64, MemoryLayout<Element>.alignment))
            if huge { FlatBuffer.adviseHugePages(raw, bytes: bytes) }
            base = raw.bindMemory(to: Element.self, capacity: capacity)
            self.capacity = capacity
        }

        deinit { UnsafeMutableRawPointer(base).deallocate() }
    }

    private var storage: Storage
    /// How many elements are in use.
    private(set) var count = 0

    init(minimumCapacity: Int = 16) {
        storage = Storage(capacity: max(minimumCapacity, 16))
    }

    /// `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        self.init(minimumCapacity: count)
        storage.base.initialize(repeating: element, count: count)
        self.count = count
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { count > 0 ? storage.base[count - 1] : nil }

    /// The element at `index`, read and written in place: `records[i].parent = p`
    /// stores one field, with no copy of the element.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return UnsafePointer(storage.base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return storage.base + index
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == storage.capacity { grow(to: count + 1) }
        storage.base[count] = element
        count += 1
    }

    /// Appends `count` copies of `element`.
    mutating func append(repeating element: Element, count added: Int) {
        guard added > 0 else { return }
        if count + added > storage.capacity { grow(to: count + added) }
        (storage.base + count).initialize(repeating: element, count: added)
        count += added
    }

    /// Appends the elements of `elements`.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > storage.capacity { grow(to: count + elements.count) }
        (storage.base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Removes and returns the last element, `nil` when empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return storage.base[count]
    }

    /// Sets every element in use to `element`.
    func fill(with element: Element) {
        storage.base.update(repeating: element, count: count)
    }

    /// Removes every element, keeping the storage: the search keeps its storage from one
    /// search to the next, as a navigator plans route after route.
    mutating func removeAll() {
        count = 0
    }

    /// The first element's address: valid until the buffer next grows.
    var baseAddress: UnsafeMutablePointer<Element> { storage.base }

    /// Calls `body` with the elements in use.
    func withUnsafeMutableBufferPointer<Result, Failure>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeMutableBufferPointer(start: storage.base, count: count))
    }

    /// The size of a huge page on x86-64 and arm64 Linux.
    static var hugePage: Int { 2 << 20 }
    /// Buffers from this size on ask for huge pages.
    static var hugePageThreshold: Int { 4 << 20 }

    /// Asks Linux to back `bytes` at `address` with huge pages. A state-aware search of
    /// a million states reads its tables (over 100 MB) at random: with 4 KB pages most
    /// reads also miss the TLB and walk the page table; 2 MB pages make those walks rare.
    /// Elsewhere, and where transparent huge pages are off, it does nothing.
    private static func adviseHugePages(_ address: UnsafeMutableRawPointer, bytes: Int) {
        #if canImport(Glibc)
        _ = madvise(address, bytes, MADV_HUGEPAGE)
        #endif
    }

    private mutating func grow(to needed: Int) {
        var capacity = storage.capacity
        while capacity < needed { capacity *= 2 }
        let larger = Storage(capacity: capacity)
        larger.base.initialize(from: storage.base, count: count)
        storage = larger
    }
}
