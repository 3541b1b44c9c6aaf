import Testing

@testable import ScreenGraphKit

/// The JSON lexer (RFC 8259) through its own API: trees, places in characters, escapes,
/// numbers, and each syntax error with its message and place.
@Suite struct JSONScannerTests {
    /// `body` run on a scanner at the start of `text`.
    static func scanning<T>(_ text: String, _ body: (inout JSONScanner) throws -> T) throws -> T {
        var text = text
        return try text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes)
            return try body(&scanner)
        }
    }

    /// The error reading the value at the start of `text` gives, as `line:column message`.
    static func failure(_ text: String, skipping: Bool = false) -> String? {
        do {
            _ = try scanning(text) { try skipping ? $0.skippedValue() : $0.value() }
            return nil
        } catch let failure as JSONScanner.Failure {
            return "\(failure.position.line):\(failure.position.column) \(failure.message)"
        } catch {
            return "\(error)"
        }
    }

    /// A tree written compactly: strings quoted, numbers as written, keys bare.
    static func render(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let text): text
        case .string(let text): "\"\(text)\""
        case .array(let elements): "[" + elements.map(render).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\($0.key):" + render($0.value) }.joined(separator: ",") + "}"
        }
    }

    @Test func readsEveryKindOfValueIntoATree() throws {
        let tree = try Self.scanning(#" { "a" : [1, -2.5e3, 0, true, false, null], "b": {}, "c": [ ], "d": "x" } "#) { try $0.value() }
        #expect(Self.render(tree) == #"{a:[1,-2.5e3,0,true,false,null],b:{},c:[],d:"x"}"#)
    }

    /// Columns count characters, not bytes: "é" is two bytes and one column.
    @Test func placesValuesByLineAndCharacterColumn() throws {
        let tree = try Self.scanning("{\n  \"k\": [10,\n \"é\", 7]}") { try $0.value() }
        guard case .object(let members) = tree.kind, case .array(let elements) = members[0].value.kind else {
            Issue.record("expected an object holding an array, got \(Self.render(tree))")
            return
        }
        #expect(members[0].keyPosition == LineColumn(line: 2, column: 3))
        #expect(elements.map(\.position) == [LineColumn(line: 2, column: 9), LineColumn(line: 3, column: 2), LineColumn(line: 3, column: 7)])
    }

    @Test func countsACarriageReturnAndLineFeedAsOneLineBreak() throws {
        let tree = try Self.scanning("[1,\r\n2,\r3]") { try $0.value() }
        guard case .array(let elements) = tree.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.position) == [LineColumn(line: 1, column: 2), LineColumn(line: 2, column: 1), LineColumn(line: 3, column: 1)])
    }

    @Test func skipsAByteOrderMarkWithoutAColumn() throws {
        let tree = try Self.scanning("\u{FEFF}[true]") { try $0.value() }
        #expect(tree.position == LineColumn(line: 1, column: 1))
        #expect(Self.render(tree) == "[true]")
    }

    @Test func decodesEscapesAndTellsVerbatimStringsApart() throws {
        let escaped = try Self.scanning(#""a\n\t\"\\\/\u00e9\ud83d\ude00""#) { try $0.value() }
        guard case .string(let text) = escaped.kind else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "a\n\t\"\\/é😀")
        #expect(!escaped.isVerbatim)
        let plain = try Self.scanning(#""plain é""#) { try $0.value() }
        #expect(Self.render(plain) == #""plain é""#)
        #expect(plain.isVerbatim)
    }

    @Test func comparesAStringTokenWithALiteral() throws {
        let answers = try Self.scanning(#"["name", "na\u006De", "named"]"#) { scanner -> [Bool] in
            _ = try scanner.scalar()
            _ = try scanner.enterArray()
            var answers: [Bool] = []
            repeat {
                answers.append(scanner.text(try scanner.scalar(), is: "name"))
            } while try scanner.more(in: UInt8(ascii: "]"))
            return answers
        }
        #expect(answers == [true, true, false])
    }

    @Test func readsNumbersAsDoubles() throws {
        let numbers = try ["12", "-0.5", "1e3", "123456789012345678901"].map { text in
            try Self.scanning(text) { scanner in scanner.double(try scanner.scalar()) }
        }
        #expect(numbers == [12, -0.5, 1000, Double("123456789012345678901")!])
    }

    @Test(arguments: [
        ("[1 2]", "1:4 expected ',' or ']' in the array, found '2'"),
        (#"{"a":1 "b":2}"#, "1:8 expected ',' or '}' in the object, found '\"'"),
        (#"{"a" 1}"#, "1:6 expected ':' after the key, found '1'"),
        ("{1:2}", "1:2 expected a key in double quotes, found '1'"),
        ("[", "1:2 expected a value, found the end of the document"),
        ("@", "1:1 expected a value, found '@'"),
        ("…", "1:1 expected a value, found a byte 0xE2"),
        ("[tru]", "1:2 expected 'true'"),
        ("-", "1:1 expected a digit in the number"),
        ("1.", "1:3 expected a digit after '.'"),
        ("1e+", "1:4 expected a digit in the exponent"),
        (#""abc"#, "1:1 unterminated string"),
        ("\"a\u{01}\"", "1:3 control characters must be escaped in a string"),
        (#""\x""#, "1:3 invalid escape in a string"),
        (#""\u12""#, "1:6 expected four hex digits after '\\u'"),
        (#""\ud800x""#, "1:8 expected the low half of a surrogate pair"),
        (#""\ud800\u0041""#, "1:14 expected the low half of a surrogate pair"),
        (#"{"a":1,"a":2}"#, "1:8 duplicate key 'a'"),
    ])
    func reportsEachSyntaxErrorWhereItIs(text: String, expected: String) {
        #expect(Self.failure(text) == expected)
        #expect(Self.failure(text, skipping: true) == expected, "a skipped value is checked the same way")
    }

    /// Past eight keys an object's keys move from a list to a set; a duplicate is found either way.
    @Test func findsADuplicateKeyAmongMany() {
        let keys = (0..<12).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(Self.failure("{\(keys)}") == nil)
        #expect(Self.failure("{\(keys),\"k3\":0}") == "1:\(keys.count + 3) duplicate key 'k3'")
        do {
            _ = try Self.scanning(#"{"x":1,"x":1}"#) { try $0.value() }
            Issue.record("a duplicate key was accepted")
        } catch let failure as JSONScanner.Failure {
            #expect(failure.code == .duplicate)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func stopsAtTheNestingLimit() {
        let limit = JSONScanner.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(Self.failure(deepest) == nil)
        #expect(Self.failure("[" + deepest + "]") == "1:\(limit + 1) values are nested more than \(limit) deep")
        #expect(Self.failure("[" + deepest + "]", skipping: true) == "1:\(limit + 1) values are nested more than \(limit) deep")
    }

    /// A skipped value is checked whole but kept only as its kind and place.
    @Test func keepsASkippedContainerEmpty() throws {
        let skipped = try Self.scanning(#"{"a": [1, {"b": 2}]}"#) { try $0.skippedValue() }
        #expect(Self.render(skipped) == "{}")
        #expect(skipped.position == LineColumn(line: 1, column: 1))
        let (leaf, rest) = try Self.scanning(#"[[1, 2], 3]"#) { scanner in
            _ = try scanner.scalar()
            _ = try scanner.enterArray()
            let leaf = try scanner.skippedValue()
            _ = try scanner.more(in: UInt8(ascii: "]"))
            return (leaf, try scanner.value())
        }
        #expect(Self.render(leaf) == "[]")
        #expect(Self.render(rest) == "3")
        #expect(rest.position == LineColumn(line: 1, column: 10))
    }
}
