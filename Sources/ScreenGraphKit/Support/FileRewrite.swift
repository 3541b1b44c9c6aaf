#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites a file for `format --write`, keeping what makes it that file: its mode,
/// owner and group, its hard links, and a symbolic link pointing at it; and never
/// leaving it half written.
///
/// How, in order:
///
/// - A symbolic link is followed to the file it names (`realpath`), which is the file
///   rewritten: the link stays a link.
/// - Only a regular file is rewritten. A file with no write permission bit (mode 0444)
///   is refused even for root, which may write anything: read-only is the owner's word.
/// - **Replace**: when nothing but the contents would be lost by a new file (one link,
///   no extended attributes such as ACLs, and an owner and group this process can give
///   a new file), the text goes to a new file beside it, `.NAME.format-XXXXXX` (NAME
///   the file's name, cut to 40 characters), which takes the old one's mode, owner and
///   group, is flushed to disk, and is renamed over it. A reader sees the old file or
///   the new one, never a mix.
/// - **In place**: otherwise (a hard link, extended attributes, someone else's file, or
///   a directory that takes no new file) the same file is written over, so its links,
///   attributes, owner and mode stay. Its old text is first written to
///   `.NAME.format-XXXXXX` beside it (or in `$TMPDIR`, `/tmp`), flushed, and linked to
///   `.NAME.format-backup-XXXXXX` (the same six characters), so the backup's name only
///   ever holds the old text whole. The file is written only then, and the backup
///   removed once the new text is on disk; if writing fails, the old text is written
///   back.
///
/// Interrupting signals (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`, and `SIGXFSZ`) that
/// arrive while files are written take effect once the work is finished or undone, so
/// a stopped run leaves no file behind. Only `SIGKILL` or a power cut can: then a
/// `.NAME.format-XXXXXX` is an unfinished copy (the file itself is untouched, delete
/// it), and a `.NAME.format-backup-XXXXXX` is the file's old text, whole (the file
/// itself may be half written: copy the backup over it).
package enum FileRewrite {
    /// Why a file was not rewritten, as one line: `PATH: cannot write the file: REASON`.
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(Echo.excerpt(path)): cannot write the file: \(reason)" }
    }

    /// Replaces the contents of the file at `path` with `text`, as described above.
    package static func replaceContents(ofFile path: String, with text: String) throws(Failure) {
        try replaceContents(ofFile: path, with: Array(text.utf8))
    }

    /// Replaces the contents of the file at `path` with `bytes`, as described above.
    package static func replaceContents(ofFile path: String, with bytes: [UInt8]) throws(Failure) {
        let target = try resolved(path)
        // Never blocks: a FIFO put in the file's place since it was read is refused below, not waited on.
        let descriptor = try check(open(target.cString, O_RDONLY | O_CLOEXEC | O_NONBLOCK), path, "")
        defer { close(descriptor) }
        var status = stat()
        _ = try check(fstat(descriptor, &status), path, "")
        guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "it is not a regular file") }
        let writeBits = mode_t(S_IWUSR | S_IWGRP | S_IWOTH)
        guard status.st_mode & writeBits != 0 else {
            throw Failure(path: path, reason: "it is read-only (mode \(octal(status.st_mode & 0o7777))); make it writable to format it in place")
        }
        guard access(target.cString, W_OK) == 0 else { throw Failure(path: path, reason: describe(errno)) }
        try SignalDeferral.during { () throws(Failure) in
            if status.st_nlink == 1, !hasExtendedAttributes(descriptor),
                try replace(target, with: bytes, keeping: status, path: path)
            {
                return
            }
            try writeInPlace(target, with: bytes, original: descriptor, path: path)
        }
    }

    /// A path, and its bytes for the system.
    struct Path {
        var string: String
        var cString: [CChar]

        init(_ string: String) {
            self.string = string
            cString = FileName.fileSystemRepresentation(string)
        }

        /// The directory, and the last component's first 40 scalars: with the prefix and
        /// suffix of a temporary file's name, at most 190 bytes, within any file system's
        /// limit of 255.
        var split: (directory: String, name: String) {
            let scalars = string.unicodeScalars
            let slash = scalars.lastIndex(of: "/")
            let directory = slash.map { String(scalars[..<$0]) } ?? "."
            let name = slash.map { scalars[scalars.index(after: $0)...] } ?? scalars[...]
            return (directory.isEmpty ? "/" : directory, String(String.UnicodeScalarView(name.prefix(40))))
        }
    }

    /// The file `path` names, every symbolic link on the way followed.
    private static func resolved(_ path: String) throws(Failure) -> Path {
        guard let real = realpath(FileName.fileSystemRepresentation(path), nil) else {
            throw Failure(path: path, reason: describe(errno))
        }
        defer { free(real) }
        return Path(FileName.path(fromCString: real))
    }

    // MARK: Replace

    /// Writes `bytes` to a new file beside `target` with `status`'s mode, owner and
    /// group, and renames it over `target`.
    /// - Returns: `false`, having left nothing behind, when the new file cannot be made
    ///   in the directory or given the owner and group: the caller writes in place.
    private static func replace(_ target: Path, with bytes: [UInt8], keeping status: stat, path: String) throws(Failure) -> Bool {
        let (directory, name) = target.split
        guard let (temporary, descriptor) = makeTemporary(in: directory, named: ".\(name).format-") else { return false }
        var done = false
        defer {
            close(descriptor)
            if !done { unlink(temporary.cString) }
        }
        var own = stat()
        guard fstat(descriptor, &own) == 0 else { return false }
        if own.st_uid != status.st_uid || own.st_gid != status.st_gid {
            guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else { return false }
        }
        _ = try check(fchmod(descriptor, status.st_mode & 0o7777), path, "cannot set the mode of the new file: ")
        try writeAll(bytes, to: descriptor, path: path)
        _ = try check(fsync(descriptor), path, "")
        guard rename(temporary.cString, target.cString) == 0 else {
            if errno == EACCES || errno == EPERM || errno == EXDEV || errno == EBUSY { return false }
            throw Failure(path: path, reason: describe(errno))
        }
        done = true
        syncDirectory(directory)
        return true
    }

    // MARK: In place

    /// Writes `bytes` over the file itself, keeping a backup of its old text until the
    /// new one is on disk; on a failure writes the old text back.
    private static func writeInPlace(_ target: Path, with bytes: [UInt8], original: Int32, path: String) throws(Failure) {
        let old = try readAll(original, path: path)
        let backup = try makeBackup(of: old, for: target, path: path)
        var keepBackup = false
        defer { if !keepBackup { unlink(backup.cString) } }
        let descriptor = try check(open(target.cString, O_WRONLY | O_CLOEXEC), path, "")
        defer { close(descriptor) }
        do throws(Failure) {
            try writeAll(bytes, to: descriptor, path: path, at: 0)
            _ = try check(ftruncate(descriptor, off_t(bytes.count)), path, "")
            _ = try check(fsync(descriptor), path, "")
        } catch {
            // Put the old text back; if even that fails, the backup holds it.
            let restored = (try? writeAll(old, to: descriptor, path: path, at: 0)) != nil
                && ftruncate(descriptor, off_t(old.count)) == 0 && fsync(descriptor) == 0
            keepBackup = !restored
            // Whole, not an excerpt: it is where the old text is, and a file made there has a path the system took.
            let note = restored ? "" : "; its old text is in \(FileName.displayed(backup.string))"
            throw Failure(path: path, reason: error.reason + note)
        }
    }

    /// `old`, flushed to disk under a new `.NAME.format-backup-XXXXXX`, beside `target` or
    /// in the temporary directory. It is written under `.NAME.format-XXXXXX` and linked
    /// to the backup's name only when whole; `link`, unlike `rename`, never replaces a
    /// file that has the name already, such as another run's backup.
    private static func makeBackup(of old: [UInt8], for target: Path, path: String) throws(Failure) -> Path {
        let (directory, name) = target.split
        let prefix = ".\(name).format-"
        guard let (copy, descriptor) = makeTemporary(in: directory, named: prefix)
            ?? makeTemporary(in: temporaryDirectory, named: prefix)
        else {
            throw Failure(path: path, reason: "cannot make a backup of it beside it or in \(Echo.excerpt(temporaryDirectory)): \(describe(errno))")
        }
        defer {
            close(descriptor)
            unlink(copy.cString)
        }
        try writeAll(old, to: descriptor, path: path)
        _ = try check(fsync(descriptor), path, "cannot make a backup of it: ")
        // `DIRECTORY/.NAME.format-` and mkstemp's six characters.
        let scalars = copy.string.unicodeScalars
        let backup = Path(String(scalars.dropLast(6)) + "backup-" + String(scalars.suffix(6)))
        _ = try check(link(copy.cString, backup.cString), path, "cannot make a backup of it: ")
        syncDirectory(copy.split.directory)
        return backup
    }

    // MARK: Files

    static var temporaryDirectory: String {
        getenv("TMPDIR").map { FileName.path(fromCString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// A new file `DIRECTORY/PREFIXXXXXXX`, readable and writable by this user alone, open for writing.
    static func makeTemporary(in directory: String, named prefix: String) -> (Path, Int32)? {
        var template = FileName.fileSystemRepresentation(directory + "/" + prefix + "XXXXXX")
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { FileName.path(fromCString: $0) } ?? "" }
        return (Path(path), descriptor)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String, at start: Int? = nil) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                if let start { return pwrite(descriptor, base + offset, buffer.count - offset, off_t(start + offset)) }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: describe(errno))
            }
            offset += written
        }
    }

    private static func readAll(_ descriptor: Int32, path: String) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in pread(descriptor, buffer.baseAddress, buffer.count, off_t(bytes.count)) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: describe(errno))
            }
            bytes += chunk[..<count]
        }
    }

    /// Whether the file has extended attributes (ACLs, labels) a new file would not get.
    static func hasExtendedAttributes(_ descriptor: Int32) -> Bool {
        #if canImport(Glibc)
        // Glibc's module map leaves out <sys/xattr.h>: the C library's function, looked up.
        typealias ListAttributes = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "flistxattr") else { return false }
        return unsafeBitCast(symbol, to: ListAttributes.self)(descriptor, nil, 0) > 0
        #else
        return flistxattr(descriptor, nil, 0, 0) > 0
        #endif
    }

    /// Flushes a rename to disk; a file system that cannot is no reason to fail.
    static func syncDirectory(_ directory: String) {
        let descriptor = open(FileName.fileSystemRepresentation(directory), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// `result`, or a failure saying why the call that gave it failed.
    static func check(_ result: Int32, _ path: String, _ context: String) throws(Failure) -> Int32 {
        guard result < 0 else { return result }
        throw Failure(path: path, reason: context + describe(errno))
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        default: strerror(code).map { String(cString: $0) } ?? "error \(code)"
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The interrupting signals that arrive while a file is rewritten, held back until the
/// work is finished or undone, then delivered as they would have been.
enum SignalDeferral {
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ]

    /// Runs `body` with `signals` held back, then raises the first that came, under the
    /// handler that was there before (which may ignore it).
    static func during<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        pendingSignal = 0
        let previous = signals.map { signal($0, { received in if pendingSignal == 0 { pendingSignal = received } }) }
        defer {
            for (number, handler) in zip(signals, previous) { signal(number, handler) }
            if pendingSignal != 0 { raise(pendingSignal) }
        }
        try body()
    }
}

/// The first signal held back by ``SignalDeferral``: written by a signal handler, so a
/// plain global, which a handler may set.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
