import ScreenGraphKit

/// How a command ends: the exit status and why.
///
/// The initializers below are the one place where an error becomes an exit status and
/// the lines written for it: 1 a failed check, step or search; 2 a file that cannot be
/// read or says something invalid; 64 a command called wrongly; 74 a report file that
/// cannot be written.
///
/// A message quotes what the user gave (a name, an option and its value, a path) through
/// `Echo.excerpt`: at most 120 Unicode scalars of it, escaped, however long it is.
enum Exit: Error {
    /// Exit 64: the command was called wrongly.
    case usage(String)
    /// Exit 2: the input could not be read or is invalid; the lines go to stderr.
    case invalidInput([String])
    /// Exit 1: a check failed or there is no route; the lines go to stderr.
    case failure([String])
    /// Exit 74 (`EX_IOERR`): a file the command writes (a report, coverage) could not be
    /// written; the line goes to stderr.
    case cannotWrite(String)

    var status: Int32 {
        switch self {
        case .usage: 64
        case .invalidInput: 2
        case .failure: 1
        case .cannotWrite: Output.writeErrorStatus
        }
    }

    /// A file that cannot be read at all, or whose text has errors (with or without a
    /// ``GraphError/fileError``): exit 2 with every error.
    init(_ error: GraphError) {
        self = .invalidInput(error.errors.map(\.description))
    }

    /// No route: exit 1 saying why; a `--where` condition that does not compile is
    /// invalid input, exit 2.
    init(_ error: PlanningError) {
        if case .invalidCondition(let diagnostic) = error {
            self = .invalidInput([diagnostic.description])
        } else {
            self = .failure([error.description])
        }
    }

    /// A failed step: exit 1 naming it.
    init(_ error: NavigationError) {
        self = .failure([error.message])
    }

    /// A replayed step that is not open or fails: exit 1.
    init(_ error: ReplayError) {
        self = .failure([error.description])
    }

    /// A bad `--set`: a usage error, in the library's words.
    init(_ error: StateAssignmentError) {
        self = .usage(error.description)
    }

    /// A bad `--seed` or `--interruptions`: a usage error naming the option.
    init(_ error: RunSettingsError) {
        switch error {
        case .invalidSeed(let text): self = .usage("'--seed \(Echo.excerpt(text))' must be a whole number")
        case .invalidInterruptionRate(let text): self = .usage("'--interruptions \(Echo.excerpt(text))' must be a rate from 0 to 1")
        }
    }

    /// Arguments that do not fit the command: a usage error.
    init(_ error: UsageError) {
        self = .usage(error.message)
    }

    /// Coverage files of different graphs: invalid input, naming the file that differs.
    init(_ error: CoverageMergeError, files: [String]) {
        let file = error.index.flatMap { files.indices.contains($0) ? files[$0] : nil } ?? files.last ?? ""
        let first = files.first ?? ""
        self = .invalidInput(["\(Echo.excerpt(file)): cannot be merged with \(Echo.excerpt(first)): \(error.reason)"])
    }
}
