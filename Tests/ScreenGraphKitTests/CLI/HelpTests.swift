import Foundation
import Testing

/// `--version`, `help` and the completion scripts, exactly (ExpectedHelp.swift), and
/// that each script names every command and option the help lists: both are made from
/// one table, so they cannot drift apart.
@Suite struct HelpTests {
    private func run(_ arguments: String...) throws -> CommandResult {
        try runScreengraph(arguments)
    }

    private func printed(_ text: String) -> CommandResult { CommandResult(status: 0, stdout: text, stderr: "") }

    @Test func version() throws {
        #expect(try run("--version") == printed("0.1.0\n"))
    }

    @Test func overview() throws {
        #expect(try run("help") == printed(ExpectedHelp.overview))
        #expect(try run("--help") == printed(ExpectedHelp.overview))
        #expect(try run("-h") == printed(ExpectedHelp.overview))
    }

    @Test func helpOfACommandIsItsDashDashHelp() throws {
        #expect(try run("help", "route") == printed(ExpectedHelp.route))
        #expect(try run("route", "--help") == printed(ExpectedHelp.route))
        #expect(try run("route", "Graphs/Demo.screengraph", "-h") == printed(ExpectedHelp.route))
        #expect(try run("help", "coverage", "merge") == printed(ExpectedHelp.coverageMerge))
        #expect(try run("coverage", "merge", "--help") == printed(ExpectedHelp.coverageMerge))
        #expect(try run("help", "coverage") == printed(ExpectedHelp.coverageGroup))
        #expect(try run("coverage", "--help") == printed(ExpectedHelp.coverageGroup))
    }

    @Test func helpOfWhatIsNotACommand() throws {
        #expect(try run("help", "frobnicate") == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: no command 'frobnicate'; see 'screengraph help --help'\n"))
        #expect(try run("coverage") == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: 'coverage' needs a subcommand: merge; see 'screengraph coverage --help'\n"))
        #expect(try run("coverage", "split") == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unknown subcommand 'split' of 'coverage'; expected merge; see 'screengraph coverage --help'\n"))
        #expect(try run("completions", "powershell") == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unknown shell 'powershell'; expected bash, zsh or fish; see 'screengraph completions --help'\n"))
    }

    @Test func completionScripts() throws {
        #expect(try run("completions", "bash") == printed(ExpectedHelp.bash))
        #expect(try run("completions", "zsh") == printed(ExpectedHelp.zsh))
        #expect(try run("completions", "fish") == printed(ExpectedHelp.fish))
    }

    /// The commands and options the help lists: `route`, `coverage merge`, …, and for
    /// each, its options' long and short names.
    private func commandsAndOptionsFromTheHelp() throws -> [(command: String, options: [String])] {
        let overview = try run("help").stdout
        let commandLines = overview.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        let commands = commandLines.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.dropFirst(2).components(separatedBy: "  ")[0]
        }
        #expect(commands.count == 14, "\(commands)")
        return try commands.map { command in
            let help = try runScreengraph(["help"] + command.split(separator: " ").map(String.init)).stdout
            let optionLines = help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
            let options = optionLines.split(separator: "\n").flatMap { line in
                line.split(separator: " ").prefix(while: { $0.hasPrefix("-") }).map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
            }
            #expect(options.contains("--help") && options.contains("-h"), "\(command)")
            return (command, options)
        }
    }

    @Test func eachScriptNamesEveryCommandAndOption() throws {
        let table = try commandsAndOptionsFromTheHelp()
        #expect(table.flatMap(\.options).count > 60)
        let bash = ExpectedHelp.bash, zsh = ExpectedHelp.zsh, fish = ExpectedHelp.fish
        for (command, options) in table {
            let words = command.split(separator: " ").map(String.init)
            for word in words {
                #expect(bash.contains(" \(word)") && zsh.contains("\(word))") && fish.contains(" \(word)"), "\(command)")
            }
            // In zsh's and fish's per-command sections, the command's own case and condition.
            #expect(zsh.contains("                \(words[0]))"), "\(command)")
            #expect(fish.contains("'__fish_seen_subcommand_from \(words.joined(separator: "; and __fish_seen_subcommand_from "))'"), "\(command)")
            for option in options {
                #expect(bash.contains(option), "bash: \(command) \(option)")
                #expect(zsh.contains(option), "zsh: \(command) \(option)")
                let fishOption = option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
                #expect(fish.contains(fishOption), "fish: \(command) \(option)")
            }
        }
    }

    /// bash is on every machine the tests run on, so its script's syntax is checked
    /// here; the zsh and fish scripts were checked with `zsh -n` (5.9) and `fish -n`
    /// (3.6) when they were written, and completed by hand (Docs/CLI.md).
    @Test func theBashScriptParses() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-\(UUID().uuidString).bash")
        try ExpectedHelp.bash.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-n", file.path], in: PackagePaths.root)
        #expect(result == CommandResult(status: 0, stdout: "", stderr: ""))
    }

    /// The bash function completes what the table says, run as bash runs it.
    @Test func theBashScriptCompletes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-\(UUID().uuidString).bash")
        let driver = ExpectedHelp.bash + """
            complete_words() {
                COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _screengraph
                echo "${COMPREPLY[*]}"
            }
            complete_words screengraph ro
            complete_words screengraph render G --format ''
            complete_words screengraph run G --reset-authorization ca
            complete_words screengraph coverage ''
            complete_words screengraph coverage merge -
            complete_words screengraph completions ''
            complete_words screengraph help co

            """
        try driver.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProcess(URL(fileURLWithPath: "/bin/bash"), [file.path], in: PackagePaths.root)
        #expect(result == CommandResult(status: 0, stdout: """
            route
            dot mermaid
            calendar camera
            merge
            --output -o --help -h
            bash zsh fish
            convert coverage completions

            """, stderr: ""))
    }

    /// A file name with a space is one reply, and a file named `*` is itself, not every
    /// file: the replies are read a line each, never split or expanded as patterns.
    @Test func theBashScriptCompletesFileNamesWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["*", "my graph.screengraph", "a.json"] {
            try Data().write(to: directory.appendingPathComponent(name))
        }
        let driver = ExpectedHelp.bash + """
            complete_words() {
                COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _screengraph
                printf '%s|' "${COMPREPLY[@]}"; echo "${#COMPREPLY[@]}"
            }
            complete_words screengraph check my
            complete_words screengraph check '*'
            complete_words screengraph walk g --junit my
            complete_words screengraph route a

            """
        let script = directory.appendingPathComponent("driver.bash")
        try driver.write(to: script, atomically: true, encoding: .utf8)
        let result = try runProcess(URL(fileURLWithPath: "/bin/bash"), [script.path], in: directory)
        #expect(result == CommandResult(status: 0, stdout: """
            my graph.screengraph|1
            *|1
            my graph.screengraph|1
            a.json|1

            """, stderr: ""))
    }
}
