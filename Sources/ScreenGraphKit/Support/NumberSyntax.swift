/// The one grammar of numbers in graph files, JSON's (RFC 8259, section 6), shared by
/// the `.screengraph` language and `screengraph/1` JSON, so a number one format takes
/// the other takes too:
///
/// ```text
/// number  = [ "-" ] int [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
/// int     = "0" / ( "1"-"9" *DIGIT )
/// ```
///
/// So `2`, `0.5`, `1e3`, `2.5E-1` and `-3` are numbers, and `+2`, `.5`, `5.`, `007`,
/// `5.e1` and `1e` are not. An integer (a state's initial value, `--set`) is the same
/// without the fraction and the exponent. Written down in `Docs/Spec/graph-json.md`.
/// The command line's numbers (`--steps`, `--seed`, `--interruptions`, ...) are read
/// by the same grammar, through ``integer(_:as:)`` and ``number(_:)``.
package enum NumberSyntax {
    /// `text` as a whole number of the grammar, if it is one and `T` holds it.
    package static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type = Int.self) -> T? {
        isValid(text.utf8, integer: true) ? T(text) : nil
    }

    /// `text` as a number of the grammar, if it is one.
    package static func number(_ text: String) -> Double? {
        isValid(text.utf8) ? Double(text) : nil
    }

    /// Whether `bytes` is one number of the grammar above, whole.
    ///
    /// - Parameter integer: `true` to take no fraction and no exponent.
    /// - Complexity: O(n).
    static func isValid(_ bytes: some Collection<UInt8>, integer: Bool = false) -> Bool {
        var rest = bytes[...]
        func digits() -> Int {
            let count = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if rest.first == UInt8(ascii: "0") {
            rest = rest.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if rest.isEmpty { return true }
        guard !integer else { return false }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
