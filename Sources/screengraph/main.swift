// The `screengraph` command: parses arguments, calls ScreenGraphKit, prints, exits.
// Exit status: 0 success, 1 a failed check, route or step, 2 unreadable or invalid
// input, 64 a usage error, 74 a failed write of the output or of a report file, 141 a
// reader that went away (when SIGPIPE is ignored).
//
// Every command, option and help text comes from CommandTable, which also makes the
// completion scripts.

import Foundation
import ScreenGraphKit

/// Writes to standard error through `Echo.printable`, as ``output(_:workflowCommands:)``.
func standardError(_ text: String) {
    Output.standardError(Echo.printable(text))
}

/// The command `arguments` name, with the arguments after its name; or the exit for a
/// name that is not one.
func findCommand(_ arguments: ArraySlice<String>) throws(Exit) -> (CommandSpec, ArraySlice<String>) {
    guard let first = arguments.first else { throw .usage("missing a command") }
    if let command = CommandTable.command(named: first) { return (command, arguments.dropFirst()) }
    let subcommands = CommandTable.subcommands(of: first)
    guard !subcommands.isEmpty else {
        guard first.hasPrefix("-"), first != "-" else { throw .usage("unknown command '\(Echo.excerpt(first))'") }
        throw .usage(topLevelOptionError(first))
    }
    let names = subcommands.map { $0.name.dropFirst(first.count + 1) }.joined(separator: ", ")
    guard let second = arguments.dropFirst().first, !second.hasPrefix("-") else {
        throw .usage("'\(first)' needs a subcommand: \(names)")
    }
    guard let command = CommandTable.command(named: "\(first) \(second)") else {
        throw .usage("unknown subcommand '\(Echo.excerpt(second))' of '\(first)'; expected \(names)")
    }
    return (command, arguments.dropFirst(2))
}

/// Why `argument`, an option before any command, is not one `screengraph` takes there:
/// `--version=1` gives its flag a value; `--json` is an option of commands.
func topLevelOptionError(_ argument: String) -> String {
    let name = argument.firstIndex(of: "=").map { String(argument[..<$0]) } ?? argument
    if let option = CommandTable.topLevelOptions.first(where: { $0.name == name || $0.short == name }) {
        return "option '\(option.name)' takes no value"
    }
    return "unknown option '\(Echo.excerpt(name))'; options go after the command"
}

/// `screengraph help [COMMAND...]`.
func printHelp(_ words: [String]) throws(Exit) {
    guard !words.isEmpty else {
        output(Help.overview)
        return
    }
    let name = words.joined(separator: " ")
    if let command = CommandTable.command(named: name) {
        output(Help.text(of: command))
    } else if words.count == 1, !CommandTable.subcommands(of: name).isEmpty {
        output(Help.text(ofGroup: name))
    } else {
        throw .usage("no command '\(Echo.excerpt(name))'")
    }
}

@MainActor func main() -> Int32 {
    let arguments = CommandLine.exactArguments.dropFirst()
    var commandName = "screengraph"
    do throws(Exit) {
        guard let first = arguments.first else { throw .usage("missing a command") }
        switch first {
        case "--help", "-h":
            output(Help.overview)
            return 0
        case "--version":
            output(ToolInfo.version + "\n")
            return 0
        default:
            break
        }
        if !CommandTable.subcommands(of: first).isEmpty {
            commandName = "screengraph \(first)"
            if let second = arguments.dropFirst().first, second == "--help" || second == "-h" {
                output(Help.text(ofGroup: first))
                return 0
            }
        }
        let (command, rest) = try findCommand(arguments)
        commandName = "screengraph \(command.name)"
        if rest.contains("--help") || rest.contains("-h") {
            output(Help.text(of: command))
            return 0
        }
        let parsed: Arguments
        do {
            parsed = try command.parse(rest)
        } catch {
            throw Exit(error)
        }
        try refuseClashingOutputs(command, parsed)
        guard let run = command.run else {
            try printHelp(parsed.files)
            return 0
        }
        try run(parsed)
        return 0
    } catch {
        switch error {
        case .usage(let message):
            let help = commandName == "screengraph" ? "screengraph --help" : "\(commandName) --help"
            standardError("screengraph: error: \(message); see '\(help)'\n")
        case .invalidInput(let lines), .failure(let lines):
            standardError(lines.map { $0 + "\n" }.joined())
        case .cannotWrite(let line):
            standardError(line + "\n")
        }
        return error.status
    }
}

exit(main())
