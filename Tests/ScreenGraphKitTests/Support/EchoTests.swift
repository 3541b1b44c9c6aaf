import Testing

@testable import ScreenGraphKit

/// What a message quotes of a user's text: all of a short one, escaped; the start and
/// the end of a long one, at most 120 scalars with the `…`; and the library's messages
/// that quote names, conditions and paths quote them so.
@Suite struct EchoTests {
    static let x60 = String(repeating: "x", count: 60)
    static let x59 = String(repeating: "x", count: 59)

    static let namedEnds = "Start" + String(repeating: "x", count: 1_000) + "End.json"
    static let cutEnds = "Start" + String(repeating: "x", count: 55) + "…" + String(repeating: "x", count: 51) + "End.json"
    static let x120 = String(repeating: "x", count: 120)

    @Test(arguments: [
        ("", ""),
        ("Settings", "Settings"),
        ("spaces and 'quotes' and …", "spaces and 'quotes' and …"),
        ("e\u{301} 👩‍👩‍👧", "e\u{301} 👩‍👩‍👧"),
        // Escaped as file names are, in messages: a control character, a byte that is not UTF-8.
        ("a\tb\nc\u{7F}", "a\\u{9}b\\u{A}c\\u{7F}"),
        (FileName.path(fromBytes: Array("bad".utf8) + [0xFF]), "bad\\xFF"),
        // Format characters and separators that reorder or hide text, and C1 controls.
        ("a\u{202E}b\u{2066}c\u{2069}d\u{200B}e\u{2028}f\u{2029}g\u{FEFF}h\u{85}i\u{9B}j",
         "a\\u{202E}b\\u{2066}c\\u{2069}d\\u{200B}e\\u{2028}f\\u{2029}g\\u{FEFF}h\\u{85}i\\u{9B}j"),
        // Text that may start a line never starts a GitHub workflow command.
        ("::warning title=x::y", "\\u{3A}:warning title=x::y"),
        ("a::b", "a::b"),
        // 120 scalars are quoted whole; one more is cut to 60, `…`, and the last 59.
        (x120, x120),
        (x120 + "x", x60 + "…" + x59),
        (long, x60 + "…" + x59),
        // The start of a name and the end of a path stay.
        (namedEnds, cutEnds),
    ] as [(String, String)])
    func quotes(text: String, expected: String) {
        #expect(Echo.excerpt(text) == expected)
    }

    /// An escape is kept or cut whole, and counts as the scalars it shows.
    @Test func escapesAreKeptOrCutWhole() {
        // 59 letters, then `\u{7}` (6 scalars) would pass 60: the start stops before it,
        // and the end takes what the start left.
        let text = String(repeating: "a", count: 59) + "\u{7}" + String(repeating: "b", count: 100)
        #expect(Echo.excerpt(text) == String(repeating: "a", count: 59) + "…" + String(repeating: "b", count: 60))
        // At the end, `\xFF` (4 scalars) does not fit in the one scalar left.
        let bytes = Array(repeating: UInt8(ascii: "y"), count: 200) + [0xFF] + Array(repeating: UInt8(ascii: "z"), count: 58)
        #expect(Echo.excerpt(FileName.path(fromBytes: bytes)) == String(repeating: "y", count: 60) + "…" + String(repeating: "z", count: 58))
        // Every scalar escaped: twelve escapes of 5 scalars in the start, eleven in the end.
        let controls = String(repeating: "\u{1}", count: 1_000)
        #expect(Echo.excerpt(controls) == String(repeating: "\\u{1}", count: 12) + "…" + String(repeating: "\\u{1}", count: 11))
    }

    /// Seeded random texts: a text whose escaped form fits is that form; a longer one is
    /// at most 120 scalars, the escaped form's start, `…`, and its end.
    @Test func randomTextsAreTheirEscapedFormOrItsEnds() {
        let seed: UInt64 = 0xEC40
        var random = SplitMix64(seed: seed)
        let alphabet: [Unicode.Scalar] = ["a", "é", "\u{301}", "\u{1}", "\n", "…", "\u{10FFFF}", "\u{10FF80}", "\u{10FFFE}", "👩"]
        for _ in 0..<2_000 {
            let length = Int(random.next() % 300)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            let text = String(scalars)
            let displayed = FileName.displayed(text)
            let excerpt = Echo.excerpt(text)
            if displayed.unicodeScalars.count <= Echo.maximumLength {
                #expect(excerpt == displayed, "seed \(seed): \(text.debugDescription)")
                continue
            }
            // The text itself may hold `…`: one of them is the cut.
            let shown = Array(excerpt.unicodeScalars)
            let whole = Array(displayed.unicodeScalars)
            let isCut = shown.indices.contains { cut in
                shown[cut] == "…" && cut <= Echo.maximumLength / 2 && whole.starts(with: shown[..<cut])
                    && whole.reversed().starts(with: shown[(cut + 1)...].reversed())
            }
            #expect(shown.count <= Echo.maximumLength && isCut, "seed \(seed): \(text.debugDescription)")
        }
    }

    // MARK: The library's messages

    static let long = String(repeating: "x", count: 100_000)

    @Test func planningErrorsQuoteNamesAndConditionsByTheirEnds() throws {
        let graph = try ScreenGraph(GraphDefinition(parsing: "start A\nscreen A\nscreen B\n", format: .screengraph, path: "g"))
        let planner = Planner(graph: graph)
        #expect(throws: PlanningError.unknownName(Self.long, expected: "a screen or an action")) { try planner.route(to: Self.long) }
        let message = "'\(Self.x60)…\(Self.x59)' is not a screen or an action of the graph"
        #expect(PlanningError.unknownName(Self.long, expected: "a screen or an action").description == message)
        #expect(
            PlanningError.unsatisfiable(from: "A", to: "B\u{7}", condition: Self.long, nearest: nil).description
                == "no route from 'A' to 'B\\u{7}' where \(Self.x60)…\(Self.x59): no reachable state satisfies it")
    }

    @Test func navigationErrorsQuoteNamesByTheirEnds() {
        let error = NavigationError(reason: .wrongScreen(expected: "Home", actual: Self.long), filePath: #filePath, fileID: #fileID, line: 1, column: 1)
        #expect(error.message == "the app is on '\(Self.x60)…\(Self.x59)', not on 'Home' as the graph says")
    }

    @Test func fileErrorsQuoteThePathByItsEnds() {
        let path = Self.long + ".json"
        #expect(
            FileError(path: path, kind: .notFound).description
                == "\(Self.x60)…\(String(repeating: "x", count: 54)).json: cannot read the file: no such file")
    }

    @Test func assignmentErrorsQuoteTheAssignmentByItsEnds() throws {
        let graph = try ScreenGraph(GraphDefinition(parsing: "start A\nstate n: int = 0\nscreen A\n", format: .screengraph, path: "g"))
        var state = graph.initialState
        let value = String(repeating: "1", count: 100_000)
        let ones = (String(repeating: "1", count: 60), String(repeating: "1", count: 59))
        #expect {
            try state.set(assignment: "n=" + value, option: "--set")
        } throws: { error in
            "\(error)" == "'--set n=\(String(repeating: "1", count: 58))…\(ones.1)': '\(ones.0)…\(ones.1)' is not a value"
        }
    }

    /// Everything the CLI prints: raw characters that act on a terminal escaped, but a
    /// newline and a tab; a line that would start a workflow command neutralized, but
    /// the GitHub reporter's own.
    @Test(arguments: [
        ("plain\ttext\n", false, "plain\ttext\n"),
        ("1. A → B\n", false, "1. A → B\n"),
        ("\u{1B}[2Jx\u{7}\r\n", false, "\\u{1B}[2Jx\\u{7}\\u{D}\n"),
        ("a\u{202E}b\u{2028}c\n", false, "a\\u{202E}b\\u{2028}c\n"),
        ("::error::x\n  ::warning::y\n\t::z\nok::w\n", false, "\\u{3A}:error::x\n  \\u{3A}:warning::y\n\t\\u{3A}:z\nok::w\n"),
        ("::error file=a::m\n", true, "::error file=a::m\n"),
        (":a\n::", false, ":a\n\\u{3A}:"),
    ] as [(String, Bool, String)])
    func printable(text: String, workflowCommands: Bool, expected: String) {
        #expect(Echo.printable(text, workflowCommands: workflowCommands) == expected)
    }
}
