import ScreenGraphKit

/// Writes `text` to `path`, or exits 74 saying why not.
func write(_ text: String, toFile path: String) throws(Exit) {
    if let reason = Output.write(text, toFile: path) {
        throw .cannotWrite("screengraph: error: cannot write '\(Echo.excerpt(path))': \(reason)")
    }
}

/// Writes the `--junit` and `--coverage` files a command was asked for.
///
/// - Parameters:
///   - command: the command's name, naming the JUnit report (`screengraph run`).
///   - suite: the graph's name.
func writeReports(_ arguments: Arguments, command: String, suite: String, cases: [TestCaseResult], coverage: Coverage?) throws(Exit) {
    if let path = arguments.value(.junit) {
        try write(JUnitReport(name: "screengraph \(command)", suites: [JUnitReport.Suite(name: suite, cases: cases)]).xml, toFile: path)
    }
    if let path = arguments.value(.coverage), let coverage {
        try write(coverage.json, toFile: path)
    }
}

func mergeCoverage(_ arguments: Arguments) throws(Exit) {
    guard !arguments.files.isEmpty else { throw .usage("missing the coverage FILEs to merge") }
    guard let path = arguments.value(.output) else { throw .usage("missing '-o FILE', the merged coverage to write") }
    var coverages: [Coverage] = []
    var errors: [String] = []
    for file in arguments.files {
        do {
            coverages.append(try Coverage(contentsOfFile: file))
        } catch {
            errors += error.errors.map(\.description)
        }
    }
    if !errors.isEmpty { throw .invalidInput(errors) }
    let merged: Coverage?
    do {
        merged = try Coverage.merged(coverages)
    } catch {
        throw Exit(error, files: arguments.files)
    }
    guard let merged else { return }
    try write(merged.json, toFile: path)
    let count = coverages.count
    output("merged \(count) coverage file\(count == 1 ? "" : "s") of \(Echo.excerpt(merged.graph)) into \(Echo.excerpt(path)):\n" + merged.summaryLines.map { "  \($0)\n" }.joined())
}

func completions(_ arguments: Arguments) throws(Exit) {
    guard let name = arguments.file else { throw .usage("missing the SHELL: bash, zsh or fish") }
    guard let shell = Completions.Shell(rawValue: name) else {
        throw .usage("unknown shell '\(Echo.excerpt(name))'; expected bash, zsh or fish")
    }
    output(Completions.script(for: shell))
}
