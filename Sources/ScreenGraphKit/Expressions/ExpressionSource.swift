/// The text of a guard or statement together with where it was written.
///
/// Graph files give the position of the text's first character, so an error points
/// straight into the file; Swift code gives the call site, and an error shows the
/// expression with a caret under the offending token.
public struct ExpressionSource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The expression as written.
    package var text: String
    /// Where it was written.
    package var location: SourcePosition?
    /// The whole line of a graph file that holds the text, when `location` is the
    /// position of the text's first character on that line.
    package var fileLine: String?

    /// An expression written in Swift at `location` (the call site).
    package init(_ text: String, at location: SourcePosition? = nil) {
        self.text = text
        self.location = location
        self.fileLine = nil
    }

    /// An expression whose first character stands at `location` on `fileLine`.
    package init(_ text: String, startingAt location: SourcePosition, onLine fileLine: String) {
        self.text = text
        self.location = location
        self.fileLine = fileLine
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { text }

    public static func == (lhs: ExpressionSource, rhs: ExpressionSource) -> Bool {
        lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A diagnostic pointing at the character `offset` (0-based) of the text.
    func diagnostic(_ code: DiagnosticCode, _ message: String, offset: Int) -> Diagnostic {
        if let fileLine, let location {
            return Diagnostic(code, message, at: location.advanced(by: offset), sourceLine: fileLine)
        }
        var diagnostic = Diagnostic(code, message, at: location, sourceLine: text)
        diagnostic.expressionColumn = offset + 1
        return diagnostic
    }
}
