extension Echo {
    /// Everything the `screengraph` command prints, made safe for a terminal and a CI
    /// log as the last step before it is written: each character that would act rather
    /// than show (a control other than a newline or a tab, a format character such as
    /// U+202E, a line or paragraph separator: ``Escaping/terminalEscape(_:)``) shown as
    /// `\u{1B}`, and a line that would start a GitHub workflow command (`::` after any
    /// spaces or tabs, which the runner trims) with its first colon shown as `\u{3A}`.
    ///
    /// User text is quoted through ``excerpt(_:)``, which already escapes it and bounds
    /// it; this is the guard under every message, so that nothing a command prints can
    /// move the cursor, reorder text or start a workflow command, whatever path a name
    /// took to the output.
    ///
    /// - Parameter workflowCommands: `true` for the lines the GitHub reporter writes as
    ///   workflow commands on purpose (`::error file=...::message`), whose data is
    ///   escaped by ``Escaping/gitHubData(_:)``.
    /// - Complexity: O(n) in the text's UTF-8 length; text with nothing to escape is
    ///   returned as it is after one pass over its bytes.
    package static func printable(_ text: String, workflowCommands: Bool = false) -> String {
        guard needsEscaping(text, workflowCommands: workflowCommands) else { return text }
        var result = String.UnicodeScalarView()
        var lineStart = true
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if lineStart, !workflowCommands {
                // Spaces and tabs before `::` are trimmed by the runner: look past them.
                let indent = scalars.prefix { $0 == " " || $0 == "\t" }
                let rest = scalars.dropFirst(indent.count)
                if rest.first == ":", rest.dropFirst().first == ":" {
                    result.append(contentsOf: indent)
                    result.append(contentsOf: "\\u{3A}".unicodeScalars)
                    scalars = rest.dropFirst()
                    lineStart = false
                    continue
                }
            }
            lineStart = scalar == "\n"
            if scalar != "\n", scalar != "\t", let escape = Escaping.terminalEscape(scalar) {
                result.append(contentsOf: escape.unicodeScalars)
            } else {
                result.append(scalar)
            }
            scalars = scalars.dropFirst()
        }
        return String(result)
    }

    /// Whether ``printable(_:workflowCommands:)`` has anything to change in `text`: a
    /// byte that is not printable ASCII (all of UTF-8's multi-byte scalars included,
    /// then looked at closely) or a `::` after a line's start and its spaces.
    private static func needsEscaping(_ text: String, workflowCommands: Bool) -> Bool {
        var lineStart = true
        var colons = 0
        for byte in text.utf8 {
            if byte >= 0x7F || (byte < 0x20 && byte != 0x0A && byte != 0x09) { return true }
            if byte == 0x0A {
                lineStart = true
                colons = 0
                continue
            }
            guard lineStart, !workflowCommands else { continue }
            if byte == UInt8(ascii: ":") {
                colons += 1
                if colons == 2 { return true }
            } else if colons > 0 || (byte != 0x20 && byte != 0x09) {
                lineStart = false
            }
        }
        return false
    }
}
