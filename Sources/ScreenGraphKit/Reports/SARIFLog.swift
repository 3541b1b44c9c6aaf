import Foundation

/// Diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange
/// Format), which GitHub code scanning and other tools read.
///
/// One run of `screengraph`: its driver lists every ``DiagnosticCode`` as a rule (id, name,
/// short description, help text and default level), and each diagnostic is a result
/// with its rule, level, message and, when it has a place, a physical location: the
/// file as a URI reference and a region (start line, start column, end column, in
/// Unicode code points).
///
/// ```swift
/// var sources = SourceLines()
/// let log = SARIFLog.json(for: graphError.diagnostics, sources: &sources)
/// ```
package enum SARIFLog {
    /// The schema the log names in `$schema`.
    package static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log's JSON text.
    ///
    /// - Complexity: O(diagnostics + rules), plus reading each file named once.
    package static func json(for diagnostics: [Diagnostic], sources: inout SourceLines) -> String {
        typealias Value = JSONPrinter.Value
        let rules = DiagnosticCode.allCases
        let ruleValues: [Value] = rules.map { rule in
            .object([
                ("id", .string(rule.rawValue)), ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("help", .object([("text", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        var results: [Value] = []
        for diagnostic in diagnostics {
            var members: [(String, Value)] = [
                ("ruleId", .string(diagnostic.code.rawValue)), ("ruleIndex", .number(String(rules.firstIndex(of: diagnostic.code) ?? 0))),
                ("level", .string(diagnostic.severityName)), ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                var physical: [(String, Value)] = [("artifactLocation", .object([("uri", .string(uri(location.file)))]))]
                if let region = sources.region(of: diagnostic) {
                    physical.append((
                        "region",
                        .object([
                            ("startLine", .number(String(region.line))), ("startColumn", .number(String(region.startColumn))),
                            ("endColumn", .number(String(region.endColumn))),
                        ])
                    ))
                }
                members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
            }
            results.append(.object(members))
        }
        let driver: Value = .object([
            ("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version)), ("rules", .array(ruleValues)),
        ])
        return JSONPrinter.print(.object([
            ("$schema", .string(schema)), ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")), ("results", .array(results)),
            ])])),
        ]))
    }

    /// A path as a URI reference: a relative path stays relative (to where the
    /// command ran, the repository's root in CI), an absolute one becomes a `file:`
    /// URI; characters a URI path cannot hold are percent-encoded.
    static func uri(_ path: String) -> String {
        // The path's bytes as the file system holds them (a byte that is not UTF-8
        // included, as `%FF`), each byte a URI path cannot hold as it is (outside
        // RFC 3986's unreserved characters, sub-delimiters but `;`, `@` and `/`)
        // percent-encoded; `:` too, which would read as a scheme.
        var encoded = ""
        for byte in FileName.fileSystemRepresentation(path).dropLast().map({ UInt8(bitPattern: $0) }) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "!"),
                UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "@"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
