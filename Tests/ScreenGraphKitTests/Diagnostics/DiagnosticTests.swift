import Testing

@testable import ScreenGraphKit

/// A finding's compiler-style text, its severity, the error that carries findings, and
/// their source order. Long lines cut to an excerpt are in DiagnosticExcerptTests.
@Suite struct DiagnosticTests {
    static func at(_ line: Int, _ column: Int, file: String = "g") -> SourcePosition {
        SourcePosition(file: file, line: line, column: column)
    }

    @Test func writesPlaceSeverityAndMessage() {
        #expect(Diagnostic(.otherError, "bad").description == "error: bad")
        #expect(Diagnostic(.unreachableScreen, "never reached", at: Self.at(2, 7)).description == "g:2:7: warning: never reached")
        #expect(Diagnostic(.otherWarning, "w").severity == .warning)
        #expect(Diagnostic.Severity.warning < .error)
        #expect(Diagnostic(.otherError, "bad", sourceLine: "no place, so no caret").description == "error: bad")
    }

    /// The caret stands under the character: two spaces for a wide one, a tab for a tab.
    @Test func putsTheCaretUnderWideCharactersAndTabs() {
        let wide = Diagnostic(.otherError, "here", at: Self.at(1, 4), sourceLine: "中文 x")
        #expect(wide.description == "g:1:4: error: here\n中文 x\n     ^")
        let tabbed = Diagnostic(.otherError, "here", at: Self.at(1, 3), sourceLine: "\ta x")
        #expect(tabbed.description == "g:1:3: error: here\n\ta x\n\t ^")
    }

    /// A control character in the line or the message is shown escaped, and the caret moves
    /// past what the escape adds.
    @Test func showsControlCharactersEscaped() {
        let diagnostic = Diagnostic(.otherError, "bell \u{7}", at: Self.at(1, 3), sourceLine: "\u{1B}ab")
        #expect(diagnostic.description == "g:1:3: error: bell \\u{7}\n\\u{1B}ab\n       ^")
    }

    @Test func namesTheFirstDeclarationOfADuplicate() {
        let duplicate = Diagnostic.duplicate("screen 'A'", at: Self.at(9, 1), firstDeclaredAt: Self.at(2, 3))
        #expect(duplicate.description == "g:9:1: error: duplicate screen 'A' (first declared at g:2:3)")
        #expect(duplicate.code == .duplicate)
        #expect(Diagnostic.duplicate("action 'b'", at: nil, firstDeclaredAt: nil).description == "error: duplicate action 'b'")
    }

    @Test func sortsByFileLineAndColumnPlacelessFirstStableOnTies() {
        let diagnostics = [
            Diagnostic(.otherError, "b2", at: Self.at(2, 1, file: "b")),
            Diagnostic(.otherError, "a3", at: Self.at(3, 1, file: "a")),
            Diagnostic(.otherError, "none1"),
            Diagnostic(.otherError, "a1c5", at: Self.at(1, 5, file: "a")),
            Diagnostic(.otherError, "a1c2 first", at: Self.at(1, 2, file: "a")),
            Diagnostic(.otherError, "none2"),
            Diagnostic(.otherError, "a1c2 second", at: Self.at(1, 2, file: "a")),
        ]
        #expect(diagnostics.inSourceOrder().map(\.message) == ["none1", "none2", "a1c2 first", "a1c2 second", "a1c5", "a3", "b2"])
    }

    @Test func anErrorListsEveryFindingAndPicksOutTheErrors() {
        let error = GraphError(diagnostics: [
            Diagnostic(.otherError, "one", at: Self.at(1, 1)), Diagnostic(.unreachableScreen, "two", at: Self.at(2, 1)),
        ])
        #expect(error.description == "g:1:1: error: one\ng:2:1: warning: two")
        #expect(error.errors.map(\.message) == ["one"])
    }

    /// `check --json`'s objects (Diagnostic+JSON.swift, Reports/Diagnostic+Files.swift),
    /// read back with the JSON reader.
    @Test func writesFindingsAsCheckPrintsThemInJSON() throws {
        let diagnostics = [Diagnostic(.otherError, "one \"q\"", at: Self.at(1, 2)), Diagnostic(.unreachableScreen, "two")]
        let error = DiagnosticCode.otherError.rawValue
        let warning = DiagnosticCode.unreachableScreen.rawValue
        let object = #"{file:"g",errors:1,warnings:1,diagnostics:["#
            + #"{severity:"error",code:"\#(error)",message:"one "q"",file:"g",line:1,column:2},"#
            + #"{severity:"warning",code:"\#(warning)",message:"two"}]}"#
        #expect(JSONScannerTests.render(try JSONParser.parse(Diagnostic.json(diagnostics, file: "g"))) == object)
        let files = Diagnostic.json(files: [(file: "g", diagnostics: diagnostics), (file: "h", diagnostics: [])])
        #expect(JSONScannerTests.render(try JSONParser.parse(files)) == "[" + object + #",{file:"h",errors:0,warnings:0,diagnostics:[]}]"#)
    }
}
