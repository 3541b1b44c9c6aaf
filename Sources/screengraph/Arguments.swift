/// The parsed arguments of one command: its file, flags and option values.
struct Arguments {
    var files: [String] = []
    var file: String? { files.first }
    var flags: Set<String> = []
    var options: [String: [String]] = [:]

    func value(_ name: String) -> String? { options[name]?.last }
}

/// A mistake in how the command was called: exit 64 with a one-line reason.
struct UsageError: Error {
    var message: String
}

/// What a command accepts.
struct CommandSpec {
    var name: String
    var flags: Set<String>
    /// Options that take a value; `--set` may repeat.
    var options: Set<String>
    var help: String
    /// How many files the command takes.
    var fileCount = 1

    func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Arguments {
        var parsed = Arguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
                if flags.contains(name), inlineValue == nil {
                    parsed.flags.insert(name)
                } else if options.contains(name) {
                    guard let value = inlineValue ?? remaining.popFirst() else {
                        throw UsageError(message: "option '\(name)' needs a value")
                    }
                    parsed.options[name, default: []].append(value)
                } else {
                    throw UsageError(message: "unknown option '\(name)' for '\(self.name)'")
                }
            } else if parsed.files.count < fileCount {
                parsed.files.append(argument)
            } else {
                throw UsageError(message: "unexpected argument '\(argument)'; '\(self.name)' takes \(fileCount == 1 ? "one file" : "\(fileCount) files")")
            }
        }
        return parsed
    }
}
