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

/// The name of an option, the one spelling the command table declares it with and the
/// commands read it by: a misspelt key does not compile, where a misspelt string
/// (`arguments.value("--tto")`) would silently read nothing. A test checks that the
/// table declares every one.
enum OptionName: String, CaseIterable, Sendable {
    case againstApp = "--against-app"
    case all = "--all"
    case allowDangerous = "--allow-dangerous"
    case allowStateChanges = "--allow-state-changes"
    case app = "--app"
    case budget = "--budget"
    case capabilities = "--capabilities"
    case cover = "--cover"
    case coverage = "--coverage"
    case data = "--data"
    case deny = "--deny"
    case format = "--format"
    case from = "--from"
    case graph = "--graph"
    case help = "--help"
    case ignore = "--ignore"
    case interruptions = "--interruptions"
    case json = "--json"
    case junit = "--junit"
    case launchArgument = "--launch-argument"
    case launchEnvironment = "--launch-environment"
    case monitors = "--monitors"
    case output = "--output"
    case parallel = "--parallel"
    case quiet = "--quiet"
    case report = "--report"
    case reporter = "--reporter"
    case resetAuthorization = "--reset-authorization"
    case retries = "--retries"
    case run = "--run"
    case searchLimit = "--search-limit"
    case seed = "--seed"
    case set = "--set"
    case settle = "--settle"
    case shard = "--shard"
    case shards = "--shards"
    case startURL = "--start-url"
    case steps = "--steps"
    case stopAtCoverage = "--stop-at-coverage"
    case strict = "--strict"
    case to = "--to"
    case uniform = "--uniform"
    case version = "--version"
    case webdriver = "--webdriver"
    case `where` = "--where"
    case write = "--write"
}

/// An option of a command: a flag, or an option that takes a value.
struct OptionSpec: Sendable {
    /// `--to`, as the key commands look it up by.
    var key: OptionName
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

    /// `--to`.
    var name: String { key.rawValue }

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

    static func flag(_ key: OptionName, _ help: String) -> OptionSpec {
        OptionSpec(key: key, value: nil, help: help)
    }

    static func option(
        _ key: OptionName, _ placeholder: String, _ kind: ValueKind = .text, _ help: String, repeatable: Bool = false,
        required: Bool = false, short: String? = nil
    ) -> OptionSpec {
        OptionSpec(key: key, short: short, value: (placeholder, kind), help: help, repeatable: repeatable, required: required)
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
        options + [OptionSpec(key: .help, short: "-h", value: nil, help: "Prints this help")]
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
                parsed.flags.insert(option.key)
            } else {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "option '\(option.name)' needs a value")
                }
                parsed.options[option.key, default: []].append(value)
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
    var flags: Set<OptionName> = []
    var options: [OptionName: [String]] = [:]

    /// The last value given to option `key`.
    func value(_ key: OptionName) -> String? { options[key]?.last }

    /// Every value given to option `key`, in order.
    func values(_ key: OptionName) -> [String] { options[key] ?? [] }

    /// Whether flag `key` is given.
    func flag(_ key: OptionName) -> Bool { flags.contains(key) }

    /// Whether option or flag `key` is given.
    func has(_ key: OptionName) -> Bool { options[key] != nil || flags.contains(key) }
}

/// A mistake in how the command was called: exit 64 with a one-line reason.
struct UsageError: Error {
    var message: String
}
