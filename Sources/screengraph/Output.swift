import ScreenGraphKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the command's output with `write(2)`, so that a failed write is an outcome the
/// command handles rather than a trap inside `FileHandle.write`.
///
/// A reader that went away (`EPIPE`, when `SIGPIPE` is ignored, as some supervisors and
/// CI runners do) ends the command quietly with 141, the status a shell shows for a
/// process that `SIGPIPE` ended. Any other failure (a full disk, a closed descriptor)
/// prints one line on standard error, if it can, and exits 74 (`EX_IOERR`).
enum Output {
    /// 128 + `SIGPIPE`.
    static let brokenPipeStatus: Int32 = 141
    /// `EX_IOERR` from `sysexits.h`, beside the 64 (`EX_USAGE`) of usage errors.
    static let writeErrorStatus: Int32 = 74

    /// Writes `text` to standard output, or ends the process as described above.
    static func standardOutput(_ text: String) {
        guard let error = write(text, to: STDOUT_FILENO) else { return }
        if error == EPIPE { exit(brokenPipeStatus) }
        _ = write("screengraph: error: cannot write the output: \(describe(error))\n", to: STDERR_FILENO)
        exit(writeErrorStatus)
    }

    /// Writes `text` to standard error; a failure there has nowhere left to be told.
    static func standardError(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes `text` to the file at `path`, replacing it.
    /// - Returns: why it could not, or `nil`.
    static func write(_ text: String, toFile path: String) -> String? {
        write(Array(text.utf8), toFile: path)
    }

    /// Writes `bytes` to the file at `path`, replacing it through ``FileRewrite/save(_:toFile:)``,
    /// which never leaves it half written.
    /// - Returns: why it could not, or `nil`.
    static func write(_ bytes: [UInt8], toFile path: String) -> String? {
        do {
            try FileRewrite.save(bytes, toFile: path)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Writes all of `text`, retrying partial and interrupted writes.
    /// - Returns: the `errno` of a write that failed, or `nil`.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes`, retrying partial and interrupted writes.
    /// - Returns: the `errno` of a write that failed, or `nil`.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var bytes = bytes
        return bytes.withUnsafeMutableBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = buffer.baseAddress.map { base in
                    #if canImport(Glibc)
                    Glibc.write(descriptor, base + offset, buffer.count - offset)
                    #else
                    Darwin.write(descriptor, base + offset, buffer.count - offset)
                    #endif
                } ?? -1
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    private static func describe(_ error: Int32) -> String {
        guard let message = strerror(error) else { return "error \(error)" }
        return String(cString: message)
    }
}
