import Foundation
import ScreenGraphKit

/// Writes to standard output; see ``Output``. Everything goes through
/// `Echo.printable`, so nothing printed acts on a terminal or a CI log.
///
/// - Parameter workflowCommands: `true` only for the GitHub reporter's annotations.
func output(_ text: String, workflowCommands: Bool = false) {
    Output.standardOutput(Echo.printable(text, workflowCommands: workflowCommands))
}

func load(_ arguments: Arguments) throws(Exit) -> ScreenGraph {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    do {
        return try ScreenGraph(contentsOfFile: file)
    } catch {
        throw Exit(error)
    }
}

/// The graph's display name, or the file's name without its extension.
func displayName(_ graph: ScreenGraph, _ arguments: Arguments) -> String {
    graph.name ?? URL(fileURLWithPath: arguments.file ?? "").deletingPathExtension().lastPathComponent
}

/// The initial user state with every `--set FIELD=VALUE` applied.
func initialState(_ graph: ScreenGraph, _ arguments: Arguments) throws(Exit) -> UserState {
    var state = graph.initialState
    do {
        for assignment in arguments.options[.set] ?? [] {
            try state.set(assignment: assignment, option: "--set")
        }
    } catch {
        throw Exit(error)
    }
    return state
}

func checkName(_ name: String, in graph: ScreenGraph, option: String, screensOnly: Bool) throws(Exit) {
    guard graph.isScreen(name) || !screensOnly && graph.isAction(name) else {
        let hint = graph.closestName(to: name, screensOnly: screensOnly).map { "; did you mean '\(Echo.excerpt($0))'?" } ?? ""
        let shown = Echo.excerpt(name)
        throw .usage("'\(option) \(shown)': the graph has no \(screensOnly ? "screen" : "screen or action") named '\(shown)'\(hint)")
    }
}

func route(_ arguments: Arguments) throws(Exit) {
    let target = arguments.value(.to)
    let all = arguments.flag(.all)
    guard (target == nil) != !all else { throw .usage("give either '--to NAME' or '--all'") }
    if all, arguments.value(.where) != nil { throw .usage("'--where' needs '--to NAME'") }
    let graph = try load(arguments)
    let state = try initialState(graph, arguments)
    let from = arguments.value(.from) ?? graph.startScreen
    try checkName(from, in: graph, option: "--from", screensOnly: true)
    let planner = Planner(graph: graph)
    let json = arguments.flag(.json)
    let name = displayName(graph, arguments)
    let progress = TerminalProgress("route --all", unit: "searches", arguments: arguments)
    defer { progress.finish() }
    if let target {
        try checkName(target, in: graph, option: "--to", screensOnly: false)
        do {
            let route = try planner.route(
                to: target, where: arguments.value(.where).map(oneLine), from: from, state: state,
                allowingStateChanges: arguments.flag(.allowStateChanges))
            output(json ? route.json(graph: name) : route.description + "\n")
        } catch {
            throw Exit(error)
        }
        return
    }
    do {
        let costs = try planner.costs(
            from: from, state: state, allowingStateChanges: arguments.flag(.allowStateChanges), progress: progress.update)
        progress.finish()
        output(json ? costs.json(graph: name) : costs.description + "\n")
    } catch {
        throw Exit(error)
    }
}

/// `text` with each line break as a space, which the expression language reads the
/// same way: a `--where` condition is reported as one line (`condition:1:COLUMN`), so a
/// line break in it would put the caret line out of step with the column.
func oneLine(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    return String(scalars)
}

/// The reporter `check` prints with: `--reporter NAME`, or `--json`.
enum CheckReporter: String {
    case text, json, github, sarif
}

/// The reporter `--reporter` or `--json` chooses; text by default.
func checkReporter(_ arguments: Arguments) throws(Exit) -> CheckReporter {
    if let name = arguments.value(.reporter) {
        guard let chosen = CheckReporter(rawValue: name) else {
            throw .usage("unknown reporter '\(Echo.excerpt(name))'; expected text, json, github or sarif")
        }
        guard !arguments.flag(.json) || chosen == .json else { throw .usage("'--json' is '--reporter json'; give one") }
        return chosen
    }
    return arguments.flag(.json) ? .json : .text
}

func check(_ arguments: Arguments) throws(Exit) {
    guard !arguments.files.isEmpty else { throw .usage("missing the graph FILE") }
    let reporter = try checkReporter(arguments)
    if arguments.has(.againstApp) || arguments.has(.webdriver) {
        return try checkAgainstApp(arguments, reporter: reporter)
    }
    if let option = exploringOptions.first(where: arguments.has) {
        throw .usage("'\(option.rawValue)' needs '--against-app APP' or '--webdriver URL'")
    }
    var checked: [(file: String, diagnostics: [Diagnostic])] = []
    var unreadable: [String] = []
    for file in arguments.files {
        do {
            checked.append((file, try ScreenGraph(contentsOfFile: file).warnings))
        } catch {
            // A file that cannot be read is invalid input; one that reads but has
            // errors is what `check` reports.
            guard error.fileError == nil else {
                unreadable += error.errors.map(\.description)
                continue
            }
            checked.append((file, error.diagnostics))
        }
    }
    func summary(_ file: String, _ diagnostics: [Diagnostic]) -> String {
        let counts = diagnostics.findingCounts
        let (errors, warnings) = (counts.errors, counts.warnings)
        return "\(FileName.displayed(file)): \(counts.moreErrors ? "more than " : "")\(errors) error\(errors == 1 ? "" : "s"), "
            + "\(counts.moreWarnings ? "more than " : "")\(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
    var sources = SourceLines()
    switch reporter {
    case .text:
        output(checked.map { $0.diagnostics.map { $0.description + "\n" }.joined() + summary($0.file, $0.diagnostics) }.joined())
    case .json:
        if arguments.files.count == 1, let only = checked.first {
            output(Diagnostic.json(only.diagnostics, file: only.file))
        } else if !checked.isEmpty {
            output(Diagnostic.json(files: checked))
        }
    case .github:
        for (file, diagnostics) in checked {
            output(GitHubAnnotations.text(for: diagnostics, sources: &sources), workflowCommands: true)
            output(summary(file, diagnostics))
        }
    case .sarif:
        if !checked.isEmpty { output(SARIFLog.json(for: checked.flatMap(\.diagnostics), sources: &sources)) }
    }
    if !unreadable.isEmpty { throw .invalidInput(unreadable) }
    if checked.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) { throw .failure([]) }
}

func render(_ arguments: Arguments) throws(Exit) {
    guard let formatName = arguments.value(.format) else { throw .usage("missing '--format dot|mermaid'") }
    guard let format = GraphRenderer.Format(rawValue: formatName) else {
        throw .usage("unknown format '\(Echo.excerpt(formatName))'; expected dot or mermaid")
    }
    let graph = try load(arguments)
    var overlay: GraphRenderer.CoverageOverlay?
    if let path = arguments.value(.coverage) {
        let coverage: Coverage
        do {
            coverage = try Coverage(contentsOfFile: path)
        } catch {
            throw Exit(error)
        }
        if let difference = Coverage(graph: graph, name: displayName(graph, arguments)).difference(from: coverage) {
            throw .invalidInput(["\(Echo.excerpt(path)): not a coverage of \(Echo.excerpt(arguments.file ?? "")): \(difference)"])
        }
        overlay = coverage.overlay(for: graph.definition)
    }
    output(GraphRenderer.render(graph.definition, as: format, coverage: overlay))
}

func readDefinition(_ arguments: Arguments) throws(Exit) -> GraphDefinition {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    do {
        return try GraphDefinition(contentsOfFile: file)
    } catch {
        throw Exit(error)
    }
}

func convert(_ arguments: Arguments) throws(Exit) {
    guard let formatName = arguments.value(.to) else { throw .usage("missing '--to json|screengraph'") }
    guard let format = GraphFileFormat(rawValue: formatName) else {
        throw .usage("unknown format '\(Echo.excerpt(formatName))'; expected json or screengraph")
    }
    // Read back and compared, so that nothing is printed that means another graph.
    let definition = try readDefinition(arguments)
    let text: String
    do {
        text = try definition.convertedText(in: format, path: arguments.file ?? "")
    } catch {
        throw Exit(error)
    }
    output(text)
}

func format(_ arguments: Arguments) throws(Exit) {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    let (text, formatted): (String, String)
    do throws(FileRewrite.Failure) {
        // Asked before reading: a FIFO would be read here and opened again to be written.
        if arguments.flag(.write) { try FileRewrite.requireRegularFile(file) }
    } catch {
        throw .invalidInput([error.description])
    }
    do {
        (text, formatted) = try GraphDefinition.formatted(contentsOfFile: file)
    } catch {
        throw Exit(error)
    }
    guard arguments.flag(.write) else {
        output(formatted)
        return
    }
    guard formatted != text else { return }
    do {
        try FileRewrite.replaceContents(ofFile: file, with: formatted)
    } catch {
        throw .invalidInput([error.description])
    }
}

