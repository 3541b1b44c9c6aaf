import Testing

@testable import ScreenGraphKit

/// A place in a file, as every diagnostic writes it.
@Suite struct SourcePositionTests {
    @Test func writesFileLineAndColumn() {
        #expect(SourcePosition(file: "Graphs/app.screengraph", line: 3, column: 14).description == "Graphs/app.screengraph:3:14")
        #expect(SourcePosition(file: "a.swift", line: 2, column: 5).advanced(by: 3) == SourcePosition(file: "a.swift", line: 2, column: 8))
        #expect(SourcePosition(fileID: "Module/File.swift", line: 7, column: 1).description == "Module/File.swift:7:1")
    }

    /// A file name that would act on a terminal, or start a GitHub workflow command, is
    /// written escaped, as every printed name is.
    @Test func escapesTheFileName() {
        #expect(SourcePosition(file: "evil\u{1B}[2J.json", line: 1, column: 1).description == "evil\\u{1B}[2J.json:1:1")
        #expect(SourcePosition(file: "::error::x", line: 1, column: 1).description == "\\u{3A}:error::x:1:1")
    }
}
