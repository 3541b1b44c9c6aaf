import ScreenGraphKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses, before anything runs, a file the command would write that is also a file
/// it reads or another file it writes: `walk g --app a.json --coverage a.json` would
/// put the coverage over the app, and `--junit X --coverage X` one report over the other.
///
/// Two paths name the same file when the file exists and they reach the same device and
/// inode (a hard link, a symbolic link, `./a.json`); otherwise when the directory they
/// name resolves to the same place and the last component is the same. A device or a
/// pipe (`/dev/stdout`, `/dev/null`) is no file to clash on: it keeps nothing.
///
/// - Throws: a usage error (exit 64) naming both options.
func refuseClashingOutputs(_ command: CommandSpec, _ arguments: Arguments) throws(Exit) {
    var inputs: [(label: String, file: FileKey)] = []
    var outputs: [(label: String, file: FileKey)] = []
    for (index, file) in arguments.files.enumerated() {
        let kind = command.arguments.indices.contains(index) ? command.arguments[index].kind : command.arguments.last?.kind
        guard kind == .file, let key = FileKey(file) else { continue }
        inputs.append(("'\(Echo.excerpt(file))'", key))
    }
    for option in command.options where option.value?.kind == .file {
        for value in arguments.values(option.key) {
            guard let key = FileKey(value) else { continue }
            let label = "'\(option.name) \(Echo.excerpt(value))'"
            if option.writesFile {
                if let input = inputs.first(where: { $0.file == key }) {
                    throw .usage("\(label) would write over the input \(input.label); write to another file")
                }
                if let other = outputs.first(where: { $0.file == key }) {
                    throw .usage("\(label) names the same file as \(other.label); give each its own")
                }
                outputs.append((label, key))
            } else {
                if let output = outputs.first(where: { $0.file == key }) {
                    throw .usage("\(output.label) would write over the input \(label); write to another file")
                }
                inputs.append((label, key))
            }
        }
    }
}

/// What one file is, to compare paths by: its device and inode when it exists, its
/// resolved path otherwise; `nil` for a device, a pipe or a socket.
enum FileKey: Equatable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)

    init?(_ path: String) {
        var status = stat()
        if stat(FileName.fileSystemRepresentation(path), &status) == 0 {
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFDIR else { return nil }
            self = .inode(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
            return
        }
        let (directory, name) = Self.split(path)
        guard let real = realpath(FileName.fileSystemRepresentation(directory), nil) else {
            self = .path(path)
            return
        }
        defer { free(real) }
        self = .path(FileName.path(fromCString: real) + "/" + name)
    }

    /// The directory of `path` (`.` when it names none) and its last component.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
