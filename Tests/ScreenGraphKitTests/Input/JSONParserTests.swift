import Testing

@testable import ScreenGraphKit

/// Whole JSON documents: one value, then nothing but whitespace.
@Suite struct JSONParserTests {
    @Test func parsesADocumentWithWhitespaceAround() throws {
        let value = try JSONParser.parse(" \n[1, {\"a\": null}] \r\n\t")
        #expect(JSONScannerTests.render(value) == "[1,{a:null}]")
        #expect(value.position == LineColumn(line: 2, column: 1))
    }

    @Test(arguments: [
        ("[1] 2", "1:5 expected the end of the document after the top-level value"),
        ("01", "1:2 expected the end of the document after the top-level value"),
        ("{}\n}", "2:1 expected the end of the document after the top-level value"),
        ("", "1:1 expected a value, found the end of the document"),
    ])
    func refusesAnythingButOneValue(text: String, expected: String) {
        do {
            let value = try JSONParser.parse(text)
            Issue.record("parsed \(JSONScannerTests.render(value))")
        } catch {
            #expect("\(error.position.line):\(error.position.column) \(error.message)" == expected)
        }
    }
}
