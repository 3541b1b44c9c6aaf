/// The escapers of the formats CI tools read: XML (JUnit), and GitHub Actions'
/// workflow commands.
extension Escaping {
    /// Text for XML 1.0 character data or a double-quoted attribute value.
    ///
    /// `&`, `<`, `>`, `"` and `'` become entities. A line break is a character
    /// reference, `&#10;`, which also survives the attribute-value normalization that
    /// would turn it into a space, and forges no line where the report is shown; a
    /// tab stays itself in character data, `&#9;` in an attribute. A
    /// control character that XML 1.0 cannot hold at all (U+0000 to U+001F but tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) is shown as text, `\u{1}`, so
    /// nothing is dropped and the document stays well formed.
    ///
    /// A report may be written to a terminal or a CI log (`--junit /dev/stdout`), so
    /// what would act there rather than show is a character reference, which an XML
    /// reader reads as the character itself: a character ``terminalEscape(_:)`` names
    /// (DEL, C1 controls, U+202E and the other format characters, U+2028) as
    /// `&#x202E;`, and the first colon of a `::` that starts a line after its spaces (a
    /// GitHub workflow command) as `&#58;`.
    static func xml(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var lineStart = true
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            let wasLineStart = lineStart
            lineStart = (lineStart && (scalar == " " || scalar == "\t")) || scalar == "\n"
            switch scalar {
            case ":" where wasLineStart && scalars.first == ":": result += "&#58;"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _ where terminalEscape(scalar) != nil:
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // GitHub's own toolkit, which the workflow commands page
    // (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands)
    // names as what the commands stand for, escapes them so, in
    // actions/toolkit packages/core/src/command.ts:
    //
    //     function escapeData(s: any): string {
    //       return toCommandValue(s)
    //         .replace(/%/g, '%25')
    //         .replace(/\r/g, '%0D')
    //         .replace(/\n/g, '%0A')
    //     }
    //
    //     function escapeProperty(s: any): string {
    //       return toCommandValue(s)
    //         .replace(/%/g, '%25')
    //         .replace(/\r/g, '%0D')
    //         .replace(/\n/g, '%0A')
    //         .replace(/:/g, '%3A')
    //         .replace(/,/g, '%2C')
    //     }
    //
    // and the page gives the command's shape:
    // `::error file={name},line={line},endLine={endLine},title={title}::{message}`,
    // with `col` and `endColumn` among its parameters.

    /// The message of a GitHub Actions workflow command (after the second `::`):
    /// `%` → `%25`, carriage return → `%0D`, line feed → `%0A`.
    static func gitHubData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value of a GitHub Actions workflow command (`file=…`, `title=…`): the
    /// message's escapes, and also `:` → `%3A` and `,` → `%2C`, which would otherwise end
    /// the value.
    static func gitHubProperty(_ text: String) -> String {
        var result = ""
        for scalar in gitHubData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
