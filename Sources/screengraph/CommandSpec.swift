import ScreenGraphKit

/// What a value on the command line is, for the help and for shell completion.
enum ValueKind: Sendable, Equatable {
    /// Free text (a name, a number, an expression): shells offer nothing.
    case text
    /// A path: shells offer files.
    case file
    /// One of these words.
    case choice([String])
    /// The name of a command of ``CommandTable``.
    case command
}

/// An option of a command: a flag, or an option that takes a value.
struct OptionSpec: Sendable {
    /// `--to`.
    var name: String
    /// `-o`, for the few options that have a short form.
    var short: String?
    /// The value's placeholder (`NAME`) and kind; `nil` for a flag.
    var value: (placeholder: String, kind: ValueKind)?
    /// One line for the help.
    var help: String
    /// Whether it may be given more than once, each value kept.
    var repeatable = false
    /// Whether the command needs it (shown without brackets in the usage line).
    var required = false
    /// Whether its value is a file the command writes (every other file is read).
    var writesFile = false

    var isFlag: Bool { value == nil }

    /// The same option, naming a file the command writes.
    var writingFile: OptionSpec {
        var option = self
        option.writesFile = true
        return option
    }

    /// `--to NAME`, `-o, --output FILE`.
    var display: String {
        (short.map { "\($0), " } ?? "") + name + (value.map { " \($0.placeholder)" } ?? "")
    }

    /// `--to NAME` in a usage line, in brackets unless required, `...` when repeatable.
    var usage: String {
        let text = name + (value.map { " \($0.placeholder)" } ?? "")
        return (required ? text : "[\(text)]") + (repeatable ? "..." : "")
    }

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func option(
        _ name: String, _ placeholder: String, _ kind: ValueKind = .text, _ help: String, repeatable: Bool = false,
        required: Bool = false, short: String? = nil
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, value: (placeholder, kind), help: help, repeatable: repeatable, required: required)
    }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    /// `FILE`.
    var name: String
    var help: String
    var kind: ValueKind = .file
    /// Whether it takes any number of values, at least one unless ``optional``.
    var variadic = false
    /// Whether it may be left out.
    var optional = false

    /// `FILE`, `[COMMAND]`, `FILE...`.
    var usage: String {
        let text = name + (variadic ? "..." : "")
        return optional ? "[\(text)]" : text
    }
}

/// A command of `screengraph`: its name, what it takes, its help, and what it runs.
///
/// The table of these (``CommandTable``) is the one source of the overview, each
/// command's help, the argument parser and the shell completion scripts.
struct CommandSpec: Sendable {
    /// `route`, or two words for a subcommand: `coverage merge`.
    var name: String
    /// One line for the overview.
    var summary: String
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]
    /// What the command does, after the usage line.
    var discussion: String
    /// What follows the options: exit statuses, formats.
    var notes: String = ""
    /// Runs the command; `nil` for the commands `main` handles itself (`help`).
    var run: (@Sendable (Arguments) throws(Exit) -> Void)?

    /// The options with `-h, --help` last, which every command takes.
    var allOptions: [OptionSpec] {
        options + [OptionSpec(name: "--help", short: "-h", value: nil, help: "Prints this help")]
    }

    /// The option called `name` (long or short).
    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.short == name }
    }

    func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Arguments {
        var parsed = Arguments()
        var remaining = arguments[...]
        let maximum = self.arguments.contains(where: \.variadic) ? Int.max : self.arguments.count
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard parsed.files.count < maximum else {
                    throw UsageError(message: "unexpected argument '\(Echo.excerpt(argument))'; '\(name)' takes \(takes)")
                }
                parsed.files.append(argument)
                continue
            }
            // `--to=NAME` and `-o=FILE` give the value inline; an option's name has no `=`.
            var optionName = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                optionName = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: optionName) else {
                throw UsageError(message: "unknown option '\(Echo.excerpt(optionName))' for '\(name)'")
            }
            if option.isFlag {
                guard inlineValue == nil else { throw UsageError(message: "option '\(option.name)' takes no value") }
                parsed.flags.insert(option.name)
            } else {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "option '\(option.name)' needs a value")
                }
                parsed.options[option.name, default: []].append(value)
            }
        }
        return parsed
    }

    /// `one file`, `2 files`, `one argument`: what the command takes, for a usage error.
    private var takes: String {
        let count = arguments.count
        let noun = arguments.allSatisfy { $0.kind == .file } ? "file" : "argument"
        return count == 1 ? "one \(noun)" : "\(count) \(noun)s"
    }
}

/// The parsed arguments of one command: its positional arguments, flags and option values.
struct Arguments: Sendable {
    /// The positional arguments, files for most commands.
    var files: [String] = []
    var file: String? { files.first }
    var flags: Set<String> = []
    var options: [String: [String]] = [:]

    /// The last value given to `name`.
    func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given to `name`, in order.
    func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// A mistake in how the command was called: exit 64 with a one-line reason.
struct UsageError: Error {
    var message: String
}
