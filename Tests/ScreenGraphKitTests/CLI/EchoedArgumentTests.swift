import Foundation
import Testing

/// What the `screengraph` executable's errors quote of its arguments: at most 120
/// Unicode scalars of each (the first 60 and the last 59, with `…` between), control
/// characters and bytes that are not UTF-8 escaped, however long the argument.
@Suite struct EchoedArgumentTests {
    /// 100,000 letters: far past any name, well within one argument (128 KiB on Linux).
    static let long = String(repeating: "x", count: 100_000)
    /// What an error quotes of ``long``.
    static let quoted = String(repeating: "x", count: 60) + "…" + String(repeating: "x", count: 59)

    private func run(_ arguments: String...) throws -> CommandResult {
        try runScreengraph(arguments, in: PackagePaths.root)
    }

    /// A usage error: exit 64, nothing on stdout, one line on stderr.
    private func usage(_ reason: String, _ command: String = "screengraph route") -> CommandResult {
        CommandResult(status: 64, stdout: "", stderr: "screengraph: error: \(reason); see '\(command) --help'\n")
    }

    @Test func namesToReachAndStartFrom() throws {
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", Self.long) == usage(
            "'--to \(Self.quoted)': the graph has no screen or action named '\(Self.quoted)'"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemList", "--from", Self.long) == usage(
            "'--from \(Self.quoted)': the graph has no screen named '\(Self.quoted)'"))
        #expect(try run("run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", Self.long) == usage(
            "'--to \(Self.quoted)': the graph has no screen or action named '\(Self.quoted)'", "screengraph run"))
        // Control characters show escaped, and the name is still matched as it is.
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "Item\u{7}List\u{1B}[2J") == usage(
            "'--to Item\\u{7}List\\u{1B}[2J': the graph has no screen or action named 'Item\\u{7}List\\u{1B}[2J'"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "It\u{7}emList") == usage(
            "'--to It\\u{7}emList': the graph has no screen or action named 'It\\u{7}emList'; did you mean 'ItemList'?"))
    }

    @Test func optionNamesCommandsAndStrayArguments() throws {
        #expect(try run("route", "Graphs/Demo.screengraph", "--" + Self.long) == usage(
            "unknown option '--\(String(repeating: "x", count: 58))…\(String(repeating: "x", count: 59))' for 'route'"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemList", Self.long) == usage(
            "unexpected argument '\(Self.quoted)'; 'route' takes one file"))
        #expect(try run(Self.long) == usage("unknown command '\(Self.quoted)'", "screengraph"))
        #expect(try run("coverage", Self.long) == usage(
            "unknown subcommand '\(Self.quoted)' of 'coverage'; expected merge", "screengraph coverage"))
        #expect(try run("help", Self.long) == usage("no command '\(Self.quoted)'", "screengraph help"))
    }

    @Test func optionValues() throws {
        let nines = String(repeating: "9", count: 100_000)
        let quotedNines = String(repeating: "9", count: 60) + "…" + String(repeating: "9", count: 59)
        #expect(try run("tour", "Graphs/Demo.screengraph", "--shards", nines) == usage(
            "'--shards \(quotedNines)' must be a positive whole number", "screengraph tour"))
        // Leading zeros are no number of the one grammar (NumberSyntax), however long.
        let zeros = String(repeating: "0", count: 100_000) + "10001"
        #expect(try run("tour", "Graphs/Demo.screengraph", "--shards", zeros) == usage(
            "'--shards \(String(repeating: "0", count: 60))…\(String(repeating: "0", count: 54))10001' must be a positive whole number",
            "screengraph tour"))
        #expect(try run("check", "--reporter", Self.long, "Graphs/Demo.screengraph") == usage(
            "unknown reporter '\(Self.quoted)'; expected text, json, github or sarif", "screengraph check"))
        #expect(try run("render", "Graphs/Demo.screengraph", "--format", Self.long) == usage(
            "unknown format '\(Self.quoted)'; expected dot or mermaid", "screengraph render"))
        #expect(try run("walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--seed", Self.long) == usage(
            "'--seed \(Self.quoted)' must be a whole number", "screengraph walk"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--all", "--set", "numItems=" + nines) == usage(
            "'--set numItems=\(String(repeating: "9", count: 51))…\(String(repeating: "9", count: 59))': '\(quotedNines)' is not a value"))
        #expect(try run("completions", Self.long) == usage(
            "unknown shell '\(Self.quoted)'; expected bash, zsh or fish", "screengraph completions"))
    }

    @Test func fileNames() throws {
        // Too long for the system to open: its start and its end, with the extension.
        let name = Self.long + ".screengraph"
        let shown = String(repeating: "x", count: 60) + "…" + String(repeating: "x", count: 47) + ".screengraph"
        #expect(try run("check", name) == CommandResult(
            status: 2, stdout: "", stderr: "error: \(shown): cannot read the file: File name too long\n"))
        #expect(try run("route", name, "--all") == CommandResult(
            status: 2, stdout: "", stderr: "error: \(shown): cannot read the file: File name too long\n"))
        let json = Self.long + ".json"
        #expect(try run("run", "Graphs/Demo.screengraph", "--app", json) == CommandResult(
            status: 2, stdout: "",
            stderr: "error: \(String(repeating: "x", count: 60))…\(String(repeating: "x", count: 54)).json: cannot read the file: File name too long\n"))
    }

    /// A flag takes no value, before a command or after one; `-o=FILE` gives a short
    /// option its value as `--output=FILE` does.
    @Test func inlineValues() throws {
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemList", "--json=1") == usage("option '--json' takes no value"))
        #expect(try run("check", "--json=1", "Graphs/Demo.screengraph") == usage("option '--json' takes no value", "screengraph check"))
        #expect(try run("route", "Graphs/Demo.screengraph", "-h=1") == usage("option '--help' takes no value"))
        #expect(try run("--version=1") == usage("option '--version' takes no value", "screengraph"))
        #expect(try run("-h=1") == usage("option '--help' takes no value", "screengraph"))
        #expect(try run("--json=1") == usage("unknown option '--json'; options go after the command", "screengraph"))
        #expect(try run("--" + Self.long + "=1") == usage(
            "unknown option '--\(String(repeating: "x", count: 58))…\(String(repeating: "x", count: 59))'; options go after the command",
            "screengraph"))
        #expect(try run("coverage", "merge", "-o=merged.json", "missing.json") == CommandResult(
            status: 2, stdout: "", stderr: "error: missing.json: cannot read the file: no such file\n"))
    }
}
