#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileRewrite {
    /// Writes `bytes` to the file at `path`: every file the CLI writes (JUnit, coverage,
    /// a merged coverage, evidence) comes here, so none is ever left half written.
    ///
    /// - A regular file that exists is rewritten as `format --write` rewrites one
    ///   (``replaceContents(ofFile:with:)-swift.method``): a new file renamed over it, or
    ///   in place with a backup; on a failure the old contents stay.
    /// - A path where nothing is gets a new file beside it, `.NAME.screengraph-XXXXXX`,
    ///   written, flushed and renamed to the path: a full disk leaves nothing behind.
    ///   A symbolic link to nothing gets the file it names, and stays a link.
    /// - A device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO a reader waits on) is
    ///   written to as it is; a directory is refused.
    /// - A file this process holds open for writing (standard output or error
    ///   redirected to it, `--junit /dev/stdout >> log`, or a descriptor the shell
    ///   opened, `--junit /dev/fd/3 3>> log`) is written through that descriptor, after
    ///   what it holds: replaced, it would lose what the shell put there and what the
    ///   command prints there.
    ///
    /// - Throws: ``Failure``, whose reason is the system's (`No space left on device`).
    package static func save(_ bytes: [UInt8], toFile path: String) throws(Failure) {
        var status = stat()
        let system = FileName.fileSystemRepresentation(path)
        if stat(system, &status) != 0 {
            guard errno == ENOENT else { throw Failure(path: path, reason: systemReason(errno)) }
            try create(Path(danglingTarget(of: path)), with: bytes, path: path)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if let descriptor = descriptor(writingTo: status) {
                try writeAll(bytes, to: descriptor, path: path)
                return
            }
            try replaceContents(ofFile: path, with: bytes)
        case S_IFDIR:
            throw Failure(path: path, reason: systemReason(EISDIR))
        default:
            let descriptor = open(system, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(path: path, reason: systemReason(errno)) }
            defer { close(descriptor) }
            do {
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                throw Failure(path: path, reason: error.reason)
            }
        }
    }

    /// A descriptor of this process open for writing on the file `status` describes.
    static func descriptor(writingTo status: stat) -> Int32? {
        for descriptor in 0..<min(getdtablesize(), 4_096) {
            var open = stat()
            guard fstat(descriptor, &open) == 0, open.st_dev == status.st_dev, open.st_ino == status.st_ino else { continue }
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0, flags & O_ACCMODE != O_RDONLY { return descriptor }
        }
        return nil
    }

    /// Where a path that names no file would be made: the path itself, or, for a
    /// symbolic link to nothing, the file it points to, so the link stays a link (as a
    /// shell's `>` makes the file the link names).
    static func danglingTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(FileName.fileSystemRepresentation(current), &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = FileName.path(fromBytes: buffer[..<count].map { UInt8(bitPattern: $0) })
            let directory = Path(current).split.directory
            current = target.hasPrefix("/") || !current.contains("/") ? target : directory + "/" + target
        }
        return current
    }

    /// Refuses, without opening it, a path that names no regular file (a FIFO, a
    /// device, a socket), which `format --write` would read and then open again.
    package static func requireRegularFile(_ path: String) throws(Failure) {
        var status = stat()
        guard stat(FileName.fileSystemRepresentation(path), &status) == 0 else { return }  // the reader names the reason
        guard status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(path: path, reason: "it is not a regular file")
        }
    }

    /// Makes the file `target` with `bytes`, through a temporary file renamed to it.
    private static func create(_ target: Path, with bytes: [UInt8], path: String) throws(Failure) {
        let (directory, name) = target.split
        try SignalDeferral.during { () throws(Failure) in
            guard let (temporary, descriptor) = makeTemporary(in: directory, named: ".\(name).screengraph-") else {
                throw Failure(path: path, reason: systemReason(errno))
            }
            var done = false
            defer {
                close(descriptor)
                if !done { unlink(temporary.cString) }
            }
            // What `open(path, O_CREAT, 0666)` would have given: mkstemp's file is 0600.
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw Failure(path: path, reason: systemReason(errno)) }
            do {
                try writeAll(bytes, to: descriptor, path: path)
            } catch {
                throw Failure(path: path, reason: systemReason(errno))
            }
            guard fsync(descriptor) == 0 else { throw Failure(path: path, reason: systemReason(errno)) }
            guard rename(temporary.cString, target.cString) == 0 else { throw Failure(path: path, reason: systemReason(errno)) }
            done = true
            syncDirectory(directory)
        }
    }

    /// The system's words for `code`, as `strerror` gives them.
    static func systemReason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
