/// A strict JSON parser (RFC 8259) that keeps the line and column of every value.
///
/// Foundation's `JSONSerialization` forgets positions and accepts duplicate keys; graph
/// files need both caught and located. The parser reads UTF-8 bytes through
/// ``JSONScanner``, and bounds nesting so hostile input cannot exhaust the stack.
enum JSONParser {
    typealias Failure = JSONScanner.Failure

    static let maximumDepth = JSONScanner.maximumDepth

    /// Parses one JSON document; a byte-order mark before it is skipped, as RFC 8259
    /// allows, and takes no column.
    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes -> Result<JSONValue, Failure> in
            do throws(Failure) {
                return .success(try parse(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses one JSON document from UTF-8 bytes.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var scanner = JSONScanner(bytes)
        let value = try scanner.value()
        try scanner.expectEnd()
        return value
    }
}

extension JSONScanner {
    /// Checks that only whitespace follows the top-level value.
    mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard atEnd else { throw failure("expected the end of the document after the top-level value") }
    }
}
