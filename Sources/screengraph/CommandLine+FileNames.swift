import ScreenGraphKit

extension CommandLine {
    /// The arguments as `argv` holds them, with a byte that is not UTF-8 kept (see
    /// ``FileName``) instead of replaced by U+FFFD as `CommandLine.arguments` does, so
    /// that a file named `bad\xFF.screengraph` opens and shows as such in messages.
    static var exactArguments: [String] {
        (0..<Int(argc)).map { index in unsafeArgv[index].map { FileName.path(fromCString: $0) } ?? "" }
    }
}
