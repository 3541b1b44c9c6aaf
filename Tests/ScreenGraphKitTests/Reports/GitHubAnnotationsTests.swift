import Foundation
import Testing

@testable import ScreenGraphKit

/// GitHub Actions workflow commands, escaped as GitHub's toolkit escapes them
/// (actions/toolkit, packages/core/src/command.ts, quoted in Escaping+Reports.swift):
/// data `%` → `%25`, CR → `%0D`, LF → `%0A`; property values also `:` → `%3A`, `,` → `%2C`.
@Suite struct GitHubAnnotationsTests {
    @Test func dataEscapesPercentCarriageReturnAndLineFeed() {
        #expect(Escaping.gitHubData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        // A `%` is escaped first, so an escape in the text is not read as one.
        #expect(Escaping.gitHubData("%0A") == "%250A")
        #expect(Escaping.gitHubData("plain text") == "plain text")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(Escaping.gitHubProperty("C:\\a, b%\n") == "C%3A\\a%2C b%25%0A")
        #expect(Escaping.gitHubProperty("x::y,,z\r") == "x%3A%3Ay%2C%2Cz%0D")
    }

    @Test func oneCommandPerDiagnosticWithFileLineAndColumns() {
        let warning = Diagnostic(.unusedStateField, "state field 'unused' is never used", at: SourcePosition(file: "G.screengraph", line: 2, column: 7))
        let region = DiagnosticRegion(line: 2, column: 7, in: "state unused: int = 0")
        #expect(GitHubAnnotations.line(for: warning, region: region)
            == "::warning file=G.screengraph,line=2,col=7,endColumn=13,title=SG104 UnusedStateField::state field 'unused' is never used")
    }

    /// A hostile file name and message cannot end a property or the command early, nor
    /// start a second command on a new line.
    @Test func aHostileFileNameAndMessageStayInsideTheirCommand() {
        var error = Diagnostic(.otherError, "", at: SourcePosition(file: "dir,with:odd%\nname.screengraph", line: 3, column: 1))
        // Set after the initializer, which would show the line break as `\u{A}` itself.
        error.message = "unknown gesture 'x'\n::error::forged 100%"
        let line = GitHubAnnotations.line(for: error, region: DiagnosticRegion(line: 3, column: 1, in: nil))
        #expect(line == "::error file=dir%2Cwith%3Aodd%25%0Aname.screengraph,line=3,col=1,endColumn=2,title=SG200 OtherError"
            + "::unknown gesture 'x'%0A::error::forged 100%25")
        #expect(!line.contains("\n") && !line.contains("\r"))
    }

    @Test func aDiagnosticWithoutAPlaceNamesNoFile() {
        let error = Diagnostic(.invalidStructure, "the graph has no screens")
        #expect(GitHubAnnotations.line(for: error, region: nil) == "::error title=SG205 InvalidStructure::the graph has no screens")
    }

    @Test func checkerWarningsOfAFileAreAnnotatedAtTheirTokens() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("annotations-\(UUID().uuidString).screengraph").path
        try "start Home\nstate unused: int = 0\nscreen Home\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let graph = try ScreenGraph(contentsOfFile: path)
        var sources = SourceLines()
        #expect(GitHubAnnotations.text(for: graph.warnings, sources: &sources) == """
            ::warning file=\(path),line=2,col=1,endColumn=6,title=SG104 UnusedStateField::state field 'unused' is never used
            ::warning file=\(path),line=3,col=1,endColumn=7,title=SG102 DeadEndScreen::screen 'Home' is a dead end: nothing leads out of it and it has no back gesture

            """)
    }
}
