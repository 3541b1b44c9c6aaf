/// Why a graph, app or route file could not be read at all, before any of its text
/// was looked at: it is missing, a directory, unreadable, too large, not UTF-8 text, or
/// (for a graph) of a type no reader knows.
///
/// A ``GraphError`` thrown by a loader carries one in ``GraphError/fileError``; an
/// error in what the file says has none.
///
/// ```swift
/// do {
///     let graph = try ScreenGraph(contentsOfFile: "Graphs/Missing.json")
/// } catch {
///     print(error.fileError?.kind == .notFound)  // true
/// }
/// ```
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What stopped the file from being read.
    public enum Kind: Sendable, Equatable {
        /// Nothing is at the path, or a directory on the way to it is missing.
        case notFound
        /// The file's permissions do not let this process read it.
        case permissionDenied
        /// The path names a directory.
        case isDirectory
        /// The bytes are not UTF-8 text; `offset` (from 0) and `line` (from 1) locate
        /// the first byte that is not, `byte` is its value.
        case notUTF8(byte: UInt8, offset: Int, line: Int)
        /// The file holds more than `limit` bytes; `size` is how many, when the file
        /// is a regular one whose size is known before it is read.
        case tooLarge(size: Int?, limit: Int)
        /// A graph file whose extension names no format; `expected` lists the ones known.
        case unknownType(expected: [String])
        /// Any other reason, in the operating system's words.
        case other(String)
    }

    /// The largest file the loaders read, 256 MiB: far past any real graph, and it
    /// stops a wrong path (a disk image, a device) from filling the memory.
    package static let defaultSizeLimit = 256 * 1024 * 1024

    /// The path as it was given. Messages show it escaped as ``FileName/displayed(_:)``
    /// does, and a path longer than 120 Unicode scalars by its start and end only: one
    /// that cannot be opened may be any length.
    package var path: String
    /// What stopped the file from being read.
    public var kind: Kind

    /// Creates the error for `path`.
    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// One line naming the path and the reason: `Graphs/x.json: cannot read the file: no such file`.
    public var description: String {
        switch kind {
        case .unknownType(let expected):
            let names = expected.map { ".\($0)" }.joined(separator: " or ")
            return "\(Echo.excerpt(path)): unknown file type; expected a \(names) file"
        default:
            return "\(Echo.excerpt(path)): cannot read the file: \(reason)"
        }
    }

    /// The reason alone, after `cannot read the file: `.
    private var reason: String {
        switch kind {
        case .notFound: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "it is a directory"
        case .notUTF8(let byte, let offset, let line):
            "it is not UTF-8 text: byte \(hex(byte)) at offset \(offset) (line \(line)) is not valid"
        case .tooLarge(let size?, let limit): "it is \(amount(size)), more than the limit of \(amount(limit))"
        case .tooLarge(nil, let limit): "it is more than the limit of \(amount(limit))"
        case .unknownType: "unknown file type"
        case .other(let message): message
        }
    }

    /// `12 bytes`, or `268435456 bytes (256 MiB)` from a mebibyte on.
    private func amount(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        guard bytes >= mebibyte else { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        let tenths = bytes % mebibyte * 10 / mebibyte
        return "\(bytes) bytes (\(bytes / mebibyte)\(tenths == 0 ? "" : ".\(tenths)") MiB)"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
