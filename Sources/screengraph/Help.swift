import ScreenGraphKit

/// The help texts, made from ``CommandTable``.
enum Help {
    /// Lines are wrapped to this width.
    static let width = 100
    /// The widest option or command name before its description moves to a line of its own.
    static let nameColumn = 24

    /// `screengraph --help`.
    static var overview: String {
        var text = """
            USAGE: screengraph <command> [arguments] [options]

            Plans, checks, draws and runs screen graphs. Graph files are read by extension:
            .json (screengraph/1) or .screengraph.

            COMMANDS:

            """
        text += table(CommandTable.commands.map { ($0.name, $0.summary) })
        text += "\nOPTIONS:\n" + table(CommandTable.topLevelOptions.map { ($0.display, $0.help) })
        text += "\nRun 'screengraph help <command>' for a command's arguments and options.\n"
        return text
    }

    /// The help of `command`: usage, discussion, arguments, options and notes.
    static func text(of command: CommandSpec) -> String {
        let words = [command.name] + command.arguments.map(\.usage) + command.allOptions.dropLast().map(\.usage)
        var text = wrap(words, first: "USAGE: screengraph ", indent: String(repeating: " ", count: "USAGE: screengraph \(command.name) ".count))
        text += "\n" + command.discussion + "\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + table(command.arguments.map { ($0.name, $0.help) })
        }
        text += "\nOPTIONS:\n" + table(command.allOptions.map { ($0.display, $0.help + ($0.repeatable ? "; repeatable" : "")) })
        if !command.notes.isEmpty { text += "\n" + wrap(command.notes.split(separator: " ").map(String.init), first: "", indent: "") }
        return text
    }

    /// The help of a group of subcommands: `screengraph help coverage`.
    static func text(ofGroup group: String) -> String {
        var text = "USAGE: screengraph \(group) <subcommand> [arguments] [options]\n\nSUBCOMMANDS:\n"
        text += table(CommandTable.subcommands(of: group).map { (String($0.name.dropFirst(group.count + 1)), $0.summary) })
        text += "\nRun 'screengraph help \(group) <subcommand>' for a subcommand's arguments and options.\n"
        return text
    }

    /// Two columns: names, and descriptions from a column wide enough for the names
    /// (at most ``nameColumn``); a longer name puts its description on the next line.
    private static func table(_ rows: [(String, String)]) -> String {
        let column = min(rows.map(\.0.count).max() ?? 0, nameColumn) + 4
        var text = ""
        for (name, description) in rows {
            let lead = "  " + name
            let indent = String(repeating: " ", count: column)
            let descriptionWords = description.split(separator: " ").map(String.init)
            if lead.count + 2 > column {
                text += lead + "\n" + wrap(descriptionWords, first: indent, indent: indent)
            } else {
                text += wrap(descriptionWords, first: lead + String(repeating: " ", count: column - lead.count), indent: indent)
            }
        }
        return text
    }

    /// `words` joined by spaces after `first`, broken before a word that would pass
    /// ``width``, each further line starting with `indent`; ends with a line break.
    private static func wrap(_ words: [String], first: String, indent: String) -> String {
        var text = ""
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                text += line + "\n"
                line = indent
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        return text + line + "\n"
    }
}
