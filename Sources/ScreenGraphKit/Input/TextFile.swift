import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of a UTF-8 file, for the graph, app and route loaders.
///
/// - Throws: ``GraphError`` with a ``FileError`` when the file cannot be read.
func readTextFile(_ path: String, sizeLimit: Int = FileError.defaultSizeLimit) throws(GraphError) -> String {
    do {
        return try TextFile.text(ofFile: path, sizeLimit: sizeLimit)
    } catch {
        throw GraphError(error)
    }
}

/// The bytes of a UTF-8 file, checked to be UTF-8 but not made into a `String`, for
/// the graph loader, which reads bytes; and, for a regular file, what tells whether it
/// is the same when read again.
///
/// - Throws: ``GraphError`` with a ``FileError`` when the file cannot be read.
func readUTF8File(_ path: String, sizeLimit: Int = FileError.defaultSizeLimit) throws(GraphError) -> ([UInt8], FileIdentity?) {
    do {
        return try TextFile.utf8Contents(ofFile: path, sizeLimit: sizeLimit)
    } catch {
        throw GraphError(error)
    }
}

/// What tells that a regular file still holds what was read from it: the same file
/// (device and inode), size and modification time.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(truncatingIfNeeded: status.st_size)
        #if canImport(Darwin)
        modified = Int64(truncatingIfNeeded: status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(truncatingIfNeeded: status.st_mtimespec.tv_nsec)
        #else
        modified = Int64(truncatingIfNeeded: status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(truncatingIfNeeded: status.st_mtim.tv_nsec)
        #endif
    }
}

/// Reading a file with the reason for a failure taken from the system call that failed.
///
/// The file is opened first and asked what it is afterwards, so nothing can change
/// between a check and the read; and it is read at most `sizeLimit + 1` bytes far, so a
/// device or a pipe that never ends cannot fill the memory.
enum TextFile {
    static func text(ofFile path: String, sizeLimit: Int) throws(FileError) -> String {
        let bytes = try Self.bytes(ofFile: path, sizeLimit: sizeLimit)
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            let (offset, line) = firstInvalidUTF8(in: bytes) ?? (0, 1)
            let byte = offset < bytes.count ? bytes[offset] : 0
            throw FileError(path: path, kind: .notUTF8(byte: byte, offset: offset, line: line))
        }
        return text
    }

    /// The bytes of a file that holds UTF-8 text, and the identity of a regular file.
    static func utf8Contents(ofFile path: String, sizeLimit: Int) throws(FileError) -> ([UInt8], FileIdentity?) {
        let (bytes, identity) = try contents(ofFile: path, sizeLimit: sizeLimit)
        guard bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) != nil else { return (bytes, identity) }
        let (offset, line) = firstInvalidUTF8(in: bytes) ?? (0, 1)
        let byte = offset < bytes.count ? bytes[offset] : 0
        throw FileError(path: path, kind: .notUTF8(byte: byte, offset: offset, line: line))
    }

    static func bytes(ofFile path: String, sizeLimit: Int) throws(FileError) -> [UInt8] {
        try contents(ofFile: path, sizeLimit: sizeLimit).0
    }

    /// The bytes of a file, and the identity of a regular one as it was before reading.
    ///
    /// A file that is not regular (a FIFO, a device, a socket, standard input) is read
    /// once: what it gave is kept by its path and given again when the path is read
    /// again, as when a command parses a graph and later reads its source lines. A FIFO
    /// read twice would otherwise wait for a second writer for ever.
    static func contents(ofFile path: String, sizeLimit: Int) throws(FileError) -> ([UInt8], FileIdentity?) {
        if let bytes = readOnce.bytes(of: path) {
            guard bytes.count <= sizeLimit else { throw FileError(path: path, kind: .tooLarge(size: nil, limit: sizeLimit)) }
            return (bytes, nil)
        }
        let (bytes, identity) = try readOpening(path, sizeLimit: sizeLimit)
        if identity == nil { readOnce.keep(bytes, of: path) }
        return (bytes, identity)
    }

    /// What files that are not regular gave, by path, for ``contents(ofFile:sizeLimit:)``.
    private static let readOnce = ReadOnce()

    private final class ReadOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [String: [UInt8]] = [:]

        func bytes(of path: String) -> [UInt8]? { lock.withLock { kept[path] } }
        func keep(_ bytes: [UInt8], of path: String) { lock.withLock { kept[path] = bytes } }
    }

    private static func readOpening(_ path: String, sizeLimit: Int) throws(FileError) -> ([UInt8], FileIdentity?) {
        let descriptor = open(FileName.fileSystemRepresentation(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, kind: kind(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, kind: kind(errno: errno)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw FileError(path: path, kind: .isDirectory) }
        let knownSize: Int? = type == S_IFREG ? Int(exactly: status.st_size) : nil
        if let knownSize, knownSize > sizeLimit { throw FileError(path: path, kind: .tooLarge(size: knownSize, limit: sizeLimit)) }
        // A regular file is read straight into an array of its size; what follows (a
        // file that grew, a pipe, a device) is read in chunks.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: knownSize ?? 0) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = read(descriptor, base + count, buffer.count - count)
                if read == 0 { return }
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                count += read
            }
        }
        if failure != 0 { throw FileError(path: path, kind: kind(errno: failure)) }
        let identity = type == S_IFREG ? FileIdentity(status) : nil
        if let knownSize, bytes.count < knownSize { return (bytes, identity) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
            if count == 0 { return (bytes, identity) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, kind: kind(errno: errno))
            }
            // The file grew while it was read, or has no size up front (a pipe, a device).
            guard count <= sizeLimit - bytes.count else {
                throw FileError(path: path, kind: .tooLarge(size: nil, limit: sizeLimit))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The kind of a failed `open`, `fstat` or `read`.
    static func kind(errno code: Int32) -> FileError.Kind {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .isDirectory
        default: .other(strerror(code).map { String(cString: $0) } ?? "error \(code)")
        }
    }

    /// The offset (from 0) and line (from 1) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (offset: Int, line: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        // A line ends at LF, CR or CRLF, as the readers count lines.
        var afterCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                let byte = scalar.count == 1 ? scalar.first : nil
                if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") && !afterCR { line += 1 }
                afterCR = byte == UInt8(ascii: "\r")
                offset += scalar.count
            case .error:
                return (offset, line)
            case .emptyInput:
                return nil
            }
        }
    }
}

extension GraphError {
    /// The error of a loader whose file could not be read: one diagnostic with the
    /// file error's text, and the file error itself.
    init(_ fileError: FileError) {
        self.init(diagnostics: [Diagnostic(.otherError, fileError.description)], fileError: fileError)
    }
}
