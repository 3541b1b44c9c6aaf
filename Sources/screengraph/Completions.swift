/// Shell completion scripts, made from ``CommandTable``: every command, subcommand
/// and option, the words an option or argument may take, and files where a path goes.
enum Completions {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The top-level words (commands, then groups' first words) and their summaries.
    private static var topLevel: [(name: String, summary: String)] {
        CommandTable.topLevelNames.map { name in
            if let command = CommandTable.command(named: name) { return (name, command.summary) }
            let subcommands = CommandTable.subcommands(of: name).map { String($0.name.dropFirst(name.count + 1)) }
            return (name, "Coverage files: " + subcommands.joined(separator: ", "))
        }
    }

    private static func words(_ kind: ValueKind) -> [String] {
        switch kind {
        case .text, .file: []
        case .choice(let words): words
        case .command: CommandTable.topLevelNames
        }
    }

    private static let header = "completion for screengraph, made by 'screengraph completions"

    // MARK: bash

    private static var bash: String {
        var lines = [
            "# bash \(header) bash' from the table that prints its help.",
            "# Load it in the current shell: source <(screengraph completions bash)",
            "",
            "# Files, one reply each: not split at spaces, nor expanded as patterns (a file named '*').",
            "_screengraph_files() {",
            "    local line",
            "    COMPREPLY=()",
            "    while IFS= read -r line; do COMPREPLY+=(\"$line\"); done < <(compgen -f -- \"$1\")",
            "}",
            "",
            "_screengraph() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=${COMP_WORDS[1]}",
            "    COMPREPLY=()",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W '\((topLevel.map(\.name) + ["--version", "--help", "-h"]).joined(separator: " "))' -- \"$cur\"))",
            "        return 0",
            "    fi",
        ]
        let groups = CommandTable.topLevelNames.filter { CommandTable.command(named: $0) == nil }
        for group in groups {
            let subcommands = CommandTable.subcommands(of: group).map { String($0.name.dropFirst(group.count + 1)) }
            lines += [
                "    if [[ $command == \(group) ]]; then",
                "        if [[ $COMP_CWORD -eq 2 ]]; then",
                "            COMPREPLY=($(compgen -W '\(subcommands.joined(separator: " "))' -- \"$cur\"))",
                "            return 0",
                "        fi",
                "        command=\"\(group) ${COMP_WORDS[2]}\"",
                "    fi",
            ]
        }
        lines.append("    case $command in")
        for command in CommandTable.commands {
            lines.append("        \(command.name.contains(" ") ? "\"\(command.name)\"" : command.name))")
            let valued = command.allOptions.filter { !$0.isFlag }
            if !valued.isEmpty {
                lines.append("            case $prev in")
                for option in valued {
                    let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: "|")
                    switch option.value?.kind ?? .text {
                    case .text: lines.append("                \(names)) return 0 ;;")
                    case .file: lines.append("                \(names)) _screengraph_files \"$cur\"; return 0 ;;")
                    case let kind:
                        lines.append("                \(names)) COMPREPLY=($(compgen -W '\(words(kind).joined(separator: " "))' -- \"$cur\")); return 0 ;;")
                    }
                }
                lines.append("            esac")
            }
            let optionWords = command.allOptions.flatMap { [$0.name] + [$0.short].compactMap { $0 } }
            lines += [
                "            if [[ $cur == -* ]]; then",
                "                COMPREPLY=($(compgen -W '\(optionWords.joined(separator: " "))' -- \"$cur\"))",
            ]
            let positional = command.arguments.flatMap { words($0.kind) }
            if !positional.isEmpty {
                lines += ["            else", "                COMPREPLY=($(compgen -W '\(positional.joined(separator: " "))' -- \"$cur\"))"]
            } else if command.arguments.contains(where: { $0.kind == .file }) {
                lines += ["            else", "                _screengraph_files \"$cur\""]
            }
            lines += ["            fi", "            ;;"]
        }
        lines += ["    esac", "    return 0", "}", "complete -o filenames -F _screengraph screengraph"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: zsh

    /// `text` for a single-quoted zsh word.
    private static func zshQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''")
    }

    /// An option's description inside `[…]` of an `_arguments` spec.
    private static func zshDescription(_ text: String) -> String {
        zshQuoted(text).replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }

    private static func zshAction(_ kind: ValueKind) -> String {
        switch kind {
        case .text: " "
        case .file: "_files"
        case .choice, .command: "(\(words(kind).joined(separator: " ")))"
        }
    }

    /// The `_arguments` specs of a command's options and arguments.
    private static func zshSpecs(_ command: CommandSpec) -> [String] {
        var specs: [String] = []
        for option in command.allOptions {
            let description = "[\(zshDescription(option.help))]"
            let value = option.value.map { ":\(zshQuoted($0.placeholder)):\(zshAction($0.kind))" } ?? ""
            if option.name == "--help" {
                specs.append("'(- *)'{-h,--help}'\(description)'")
            } else if let short = option.short {
                specs.append("'(\(short) \(option.name))'{\(short),\(option.name)}'\(description)\(value)'")
            } else {
                specs.append("'\(option.repeatable ? "*" : "")\(option.name)\(description)\(value)'")
            }
        }
        for (index, argument) in command.arguments.enumerated() {
            let position = argument.variadic ? "*" : "\(index + 1)"
            specs.append("'\(position):\(argument.name):\(zshAction(argument.kind))'")
        }
        return specs
    }

    private static var zsh: String {
        var lines = [
            "#compdef screengraph",
            "# zsh \(header) zsh' from the table that prints its help.",
            "# Install it as _screengraph in a directory of $fpath: screengraph completions zsh > ~/.zfunc/_screengraph",
            "",
            "_screengraph() {",
            "    local curcontext=$curcontext state line",
            "    local -a commands",
            "    commands=(",
        ]
        lines += topLevel.map { "        '\($0.name):\(zshQuoted($0.summary))'" }
        lines += [
            "    )",
            "    _arguments -C \\",
            "        '(- *)--version[Prints the version]' \\",
            "        '(- *)'{-h,--help}'[Prints this help]' \\",
            "        '1: :->command' \\",
            "        '*:: :->argument' && return 0",
            "    case $state in",
            "        command)",
            "            _describe -t commands 'screengraph command' commands",
            "            ;;",
            "        argument)",
            "            case $words[1] in",
        ]
        func arguments(_ command: CommandSpec, indent: String) -> [String] {
            let specs = zshSpecs(command)
            return ["\(indent)_arguments \\"] + specs.enumerated().map { index, spec in
                "\(indent)    \(spec)" + (index == specs.count - 1 ? "" : " \\")
            }
        }
        for name in CommandTable.topLevelNames {
            lines.append("                \(name))")
            if let command = CommandTable.command(named: name) {
                lines += arguments(command, indent: "                    ")
            } else {
                let subcommands = CommandTable.subcommands(of: name)
                lines += [
                    "                    if (( CURRENT == 2 )); then",
                    "                        local -a subcommands",
                    "                        subcommands=(",
                ]
                lines += subcommands.map { "                            '\($0.name.dropFirst(name.count + 1)):\(zshQuoted($0.summary))'" }
                lines += [
                    "                        )",
                    "                        _describe -t commands '\(name) subcommand' subcommands",
                    "                    else",
                    "                        shift words",
                    "                        (( CURRENT-- ))",
                    "                        case $words[1] in",
                ]
                for command in subcommands {
                    lines.append("                            \(command.name.dropFirst(name.count + 1)))")
                    lines += arguments(command, indent: "                                ")
                    lines.append("                                ;;")
                }
                lines += ["                        esac", "                    fi"]
            }
            lines.append("                    ;;")
        }
        lines += ["            esac", "            ;;", "    esac", "}", "", "_screengraph \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: fish

    /// `text` as a single-quoted fish word.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static var fish: String {
        var lines = [
            "# fish \(header) fish' from the table that prints its help.",
            "# Install it: screengraph completions fish > ~/.config/fish/completions/screengraph.fish",
            "complete -c screengraph -f",
            "complete -c screengraph -n __fish_use_subcommand -l version -d 'Prints the version'",
            "complete -c screengraph -n __fish_use_subcommand -s h -l help -d 'Prints this help'",
        ]
        for (name, summary) in topLevel {
            lines.append("complete -c screengraph -n __fish_use_subcommand -a \(name) -d \(fishQuoted(summary))")
        }
        for command in CommandTable.commands {
            let words = command.name.split(separator: " ").map(String.init)
            var condition = words.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
            if words.count == 2 {
                let group = words[0]
                let subcommands = CommandTable.subcommands(of: group).map { String($0.name.dropFirst(group.count + 1)) }
                if words[1] == subcommands.first {
                    let choosing = "__fish_seen_subcommand_from \(group); and not __fish_seen_subcommand_from \(subcommands.joined(separator: " "))"
                    for subcommand in CommandTable.subcommands(of: group) {
                        lines.append(
                            "complete -c screengraph -n \(fishQuoted(choosing)) -a \(subcommand.name.dropFirst(group.count + 1)) -d \(fishQuoted(subcommand.summary))")
                    }
                }
            }
            condition = fishQuoted(condition)
            let positional = command.arguments.flatMap { Completions.words($0.kind) }
            if !positional.isEmpty {
                lines.append("complete -c screengraph -n \(condition) -a \(fishQuoted(positional.joined(separator: " ")))")
            } else if command.arguments.contains(where: { $0.kind == .file }) {
                lines.append("complete -c screengraph -n \(condition) -F")
            }
            for option in command.allOptions {
                var line = "complete -c screengraph -n \(condition)"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                line += " -l \(option.name.dropFirst(2))"
                switch option.value?.kind {
                case nil: break
                case .text?: line += " -x"
                case .file?: line += " -r -F"
                case let kind?: line += " -x -a \(fishQuoted(Completions.words(kind).joined(separator: " ")))"
                }
                lines.append(line + " -d \(fishQuoted(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
