import Testing

@testable import ScreenGraphKit

/// Reading a JSON document against a schema: every problem is collected, each at the
/// line and column of its text with an excerpt for the caret, and the document is
/// refused when there was one. The section for Format/LocatedJSONReader+State.swift
/// reads guards, effects and user-state fields, which the input layer knows nothing of.
@Suite struct LocatedJSONReaderTests {
    /// A reader of no schema of its own: each test reads with the helpers it tries.
    struct Reader: LocatedJSONReader {
        let source: SourceFile
        var diagnostics: [Diagnostic] = []
        init(source: SourceFile) { self.source = source }
    }

    /// The diagnostics reading `text` with `root` throws, as `line:column: message`.
    private func errors(_ text: String, _ root: (inout Reader, JSONValue) -> Void) -> [String] {
        do {
            try Reader.read(text, path: "f.json") { reader, value in root(&reader, value) }
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
        }
    }

    @Test func aDocumentReadsIntoWhatTheRootMakes() throws {
        let names = try Reader.read(#"{"names": ["a", "b"]}"#, path: "f.json") { reader, root -> [String]? in
            let members = reader.members(of: root, "a list", allowed: ["names"], required: ["names"])
            return reader.array(members?["names"], "names").compactMap { reader.string($0, "name") }
        }
        #expect(names == ["a", "b"])
    }

    @Test func aSyntaxErrorIsTheOneErrorWithItsLineForTheCaret() throws {
        let error = try #require(throws: GraphError.self) { try Reader.read("{\n  \"a\": tru\n}", path: "f.json") { _, _ in 1 } }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.location == SourcePosition(file: "f.json", line: 2, column: 8))
        #expect(diagnostic.sourceLine == #"  "a": tru"#)
    }

    @Test func everyProblemIsCollectedNotOnlyTheFirst() {
        let text = """
            {"name": 3,
             "extra": true,
             "flag": "yes"}
            """
        let found = errors(text) { reader, root in
            let members = reader.members(of: root, "a thing", allowed: ["name", "flag", "steps"], required: ["name", "steps"])
            _ = reader.string(members?["name"], "name")
            _ = reader.bool(members?["flag"], "flag")
        }
        #expect(
            found == [
                "2:2: unknown key 'extra' in a thing; expected one of: name, flag, steps",
                "1:1: a thing needs 'steps'",
                "1:10: 'name' must be a string, found a number",
                "3:10: 'flag' must be true or false, found a string",
            ])
    }

    @Test func aRootThatMakesNothingWithoutSayingWhyStillRefusesTheDocument() throws {
        let error = try #require(throws: GraphError.self) { try Reader.read("[]", path: "f.json") { _, _ -> Int? in nil } }
        #expect(error.diagnostics.isEmpty)
    }

    @Test func eachHelperNamesWhatItFound() {
        let found = errors(#"[[], "", {}, 1, null, "x"]"#) { reader, root in
            let values = reader.array(root, "root")
            _ = reader.members(of: values[0], "a screen", allowed: [], required: [])
            _ = reader.string(values[1], "name", nonEmpty: true)
            _ = reader.array(values[2], "screens")
            _ = reader.bool(values[3], "on")
            _ = reader.string(values[4], "name")
            #expect(reader.string(values[5], "name", nonEmpty: true) == "x")
            #expect(reader.array(nil, "absent").isEmpty && reader.string(nil, "absent") == nil && reader.bool(nil, "absent") == nil)
        }
        #expect(
            found == [
                "1:2: expected a screen (an object), found an array",
                "1:6: 'name' must not be empty",
                "1:10: 'screens' must be an array, found an object",
                "1:14: 'on' must be true or false, found a number",
                "1:17: 'name' must be a string, found null",
            ])
    }

    @Test func aPositiveNumberIsFiniteAndAboveZero() {
        let found = errors(#"[2.5, 0, -1, 1e400, "3"]"#) { reader, root in
            let values = reader.array(root, "root")
            #expect(reader.positive(values[0], "cost") == 2.5)
            for value in values.dropFirst() { #expect(reader.positive(value, "cost") == nil) }
        }
        #expect(
            found == [
                "1:7: 'cost' must be a positive number, found 0",
                "1:10: 'cost' must be a positive number, found -1",
                "1:14: 'cost' must be a positive number, found 1e400",
                "1:21: 'cost' must be a positive number, found a string",
            ])
    }

    @Test func aNumberInARangeIncludesBothEnds() {
        let found = errors("[0, 1, 0.5, 1.0000001, -0.1, true]") { reader, root in
            let values = reader.array(root, "root")
            #expect(values.prefix(3).map { reader.number($0, "p", in: 0...1) } == [0, 1, 0.5])
            for value in values.dropFirst(3) { #expect(reader.number(value, "p", in: 0...1) == nil) }
        }
        #expect(
            found == [
                "1:13: 'p' must be a number from 0 to 1, found 1.0000001",
                "1:24: 'p' must be a number from 0 to 1, found -0.1",
                "1:30: 'p' must be a number from 0 to 1, found a bool",
            ])
    }

    @Test func errorsPastTheReportLimitBecomeOneNote() throws {
        let text = "[" + Array(repeating: "1", count: Diagnostic.reportLimit + 5).joined(separator: ",") + "]"
        let error = try #require(throws: GraphError.self) {
            try Reader.read(text, path: "f.json") { reader, root -> Int? in
                for value in reader.array(root, "root") { _ = reader.string(value, "s") }
                return 0
            }
        }
        #expect(error.diagnostics.count == Diagnostic.reportLimit + 1)
        #expect(error.diagnostics.last?.isLimitNote == true)
    }

    // MARK: - Format/LocatedJSONReader+State.swift

    private func expression(_ json: String) throws -> ExpressionSource? {
        try Reader.read(json, path: "g.json") { reader, root -> ExpressionSource?? in .some(reader.expression(root, "if")) }
    }

    @Test func aGuardWrittenWithoutEscapesIsLocatedAtItsFirstCharacterOnItsLine() throws {
        let guardText = try #require(try expression(#"  "  count > 0 ""#))
        #expect(guardText.text == "count > 0")
        #expect(guardText.location == SourcePosition(file: "g.json", line: 1, column: 6))
        #expect(guardText.fileLine == #"  "  count > 0 ""#)
    }

    @Test func aGuardWithEscapesIsLocatedAtItsQuote() throws {
        let guardText = try #require(try expression(#"  "name == \"a\"""#))
        #expect(guardText.text == #"name == "a""#)
        #expect(guardText.location == SourcePosition(file: "g.json", line: 1, column: 3))
        #expect(guardText.fileLine == nil)
    }

    @Test func aGuardThatIsNoStringIsAnError() {
        #expect(errors("true") { reader, root in _ = reader.expression(root, "if") } == ["1:1: 'if' must be a string, found a bool"])
        #expect(errors(#"["a = 1", 2]"#) { reader, root in _ = reader.statements(root, "onEnter") } == ["1:11: 'onEnter' must be a string, found a number"])
    }

    @Test func statementsReadInOrder() throws {
        let statements = try Reader.read(#"["a = 1", "b = !b"]"#, path: "g.json") { reader, root in reader.statements(root, "onEnter") }
        #expect(statements.map(\.text) == ["a = 1", "b = !b"])
    }

    private func field(_ json: String) throws -> StateField {
        try Reader.read(json, path: "g.json") { reader, root in reader.stateField(root) }
    }

    @Test func aStateFieldReadsItsNameTypeAndInitialValue() throws {
        #expect(try field(#"{"name": "n", "type": "int", "initial": -3}"#) == StateField("n", .int, initial: -3))
        #expect(try field(#"{"name": "s", "type": "string", "initial": "x"}"#) == StateField("s", .string, initial: "x"))
        #expect(try field(#"{"name": "b", "type": "bool?", "initial": true}"#) == StateField("b", .optionalBool, initial: true))
        #expect(try field(#"{"name": "o", "type": "int?", "initial": null}"#) == StateField("o", .optionalInt, initial: nil))
        // An optional field needs no initial value: it starts as nil.
        let optional = try field(#"{"name": "o", "type": "string?"}"#)
        #expect(optional == StateField("o", .optionalString, initial: nil))
        #expect(optional.location == SourcePosition(file: "g.json", line: 1, column: 1))
    }

    @Test func aStateFieldsErrorsSayWhatWasExpected() {
        func problems(_ json: String) -> [String] { errors(json) { reader, root in _ = reader.stateField(root) } }
        #expect(problems(#"{"name": "n", "type": "float", "initial": 1}"#) == ["1:23: unknown type 'float'; expected bool, int, string, bool?, int? or string?"])
        #expect(problems(#"{"name": "n", "type": "int"}"#) == ["1:1: state field 'n' of type int needs 'initial'"])
        #expect(problems(#"{"name": "", "type": "int", "initial": 1}"#) == ["1:10: 'name' must not be empty"])
        #expect(problems(#"{"type": "int", "initial": 1, "x": 2}"#) == ["1:31: unknown key 'x' in a state field; expected one of: name, type, initial", "1:1: a state field needs 'name'"])
        #expect(problems(#"{"name": "n", "type": "int", "initial": 1.5}"#) == ["1:41: 'initial' must be a 64-bit integer for type int"])
        #expect(problems(#"{"name": "n", "type": "int?", "initial": 9223372036854775808}"#) == ["1:42: 'initial' must be a 64-bit integer or null for type int?"])
        #expect(problems(#"{"name": "n", "type": "bool", "initial": null}"#) == ["1:42: 'initial' must be true or false for type bool"])
        #expect(problems(#"{"name": "n", "type": "string?", "initial": ["a"]}"#) == ["1:45: 'initial' must be a string or null for type string?"])
    }
}
