import Testing

@testable import ScreenGraphKit

/// The one JSON printer: short scalar-only values on one line, the rest indented, and
/// JSON Lines on one line whatever their length.
@Suite struct JSONPrinterTests {
    @Test func shortScalarValuesStayOnOneLine() {
        #expect(JSONPrinter.print(.object([("a", .number("1")), ("b", .array([.bool(true), .null]))])) == "{\"a\": 1, \"b\": [true, null]}\n")
    }

    @Test func nestedOrLongValuesAreIndented() {
        let long = String(repeating: "x", count: 100)
        #expect(JSONPrinter.print(.object([("a", .string(long))])) == "{\n  \"a\": \"\(long)\"\n}\n")
        #expect(JSONPrinter.print(.array([.object([("k", .string("v"))])])) == "[\n  {\"k\": \"v\"}\n]\n")
    }

    @Test func aJSONLineIsOneLineHoweverLongOrNested() {
        let long = String(repeating: "x", count: 200)
        let value = JSONPrinter.Value.object([("t", .number("1.500")), ("list", .array([.object([("k", .string(long))])])), ("q", .string("a\"\n"))])
        #expect(JSONPrinter.line(value) == "{\"t\": 1.500, \"list\": [{\"k\": \"\(long)\"}], \"q\": \"a\\\"\\n\"}")
    }

    /// A run report's events are JSON lines printed through it, their values escaped.
    @Test func runReportEventsAreJSONLines() {
        var report = RunReport(seed: 7)
        report.record(.gesture, at: 12.25, ["gesture": "tap", "element": "say \"hi\"\n"])
        #expect(report.jsonLines == "{\"seed\": 7}\n{\"t\": 12.250, \"event\": \"gesture\", \"gesture\": \"tap\", \"element\": \"say \\\"hi\\\"\\n\"}\n")
    }
}
