/// Text a user gave (a command-line argument, a name to reach, a file's path) as an
/// error message quotes it: at most ``maximumLength`` Unicode scalars, and nothing that
/// garbles a terminal.
///
/// A message quotes what it was given so that the user sees what went wrong, but a
/// 100,000-letter name would bury the message, and a control character would act on
/// the terminal. So the text is shown as ``FileName/displayed(_:)`` shows a path (a
/// byte that is not UTF-8 as `\xFF`, a control or format character as `\u{7}` or
/// `\u{202E}`, a leading `::` as `\u{3A}:`), and when that is
/// longer than ``maximumLength`` scalars, only its start and its end are kept, with
/// `…` where the rest was cut: the first 60 scalars and the last 59 at most. A name's
/// start and a path's end (the file's name and extension) stay. An escape is kept or
/// cut whole.
///
/// ```swift
/// Echo.excerpt("Settings")                                   // Settings
/// Echo.excerpt(String(repeating: "x", count: 100_000)).count  // 120: 60 x, "…", 59 x
/// ```
///
/// Package-wide rather than public: it is how this package's messages read, which the
/// `screengraph` command shares.
package enum Echo {
    /// The most Unicode scalars of one text a message quotes, `…` included.
    package static let maximumLength = 120

    /// `text` for a message: escaped, and cut to ``maximumLength`` scalars; see ``Echo``.
    ///
    /// - Complexity: O(``maximumLength``), whatever the length of `text`.
    package static func excerpt(_ text: String) -> String { excerpt(text, maximumLength: maximumLength) }

    /// `text` for a message: escaped, and cut to `maximumLength` scalars; see ``Echo``.
    ///
    /// - Complexity: O(`maximumLength`), whatever the length of `text`: only the
    ///   scalars kept are looked at.
    package static func excerpt(_ text: String, maximumLength: Int) -> String {
        var scalars = text.unicodeScalars[...]
        var shown = String.UnicodeScalarView()
        var length = 0
        // Text that may start a line must not start a GitHub workflow command.
        if FileName.startsWorkflowCommand(text) {
            shown.append(contentsOf: "\\u{3A}".unicodeScalars)
            length = 6
            scalars = scalars.dropFirst()
        }
        // Where the start ends if the text is cut: the most of it within half the length.
        var headLength = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape = FileName.escaped(scalar)
            let pieceLength = escape?.unicodeScalars.count ?? 1
            guard length + pieceLength <= maximumLength else { break }
            if let escape { shown.append(contentsOf: escape.unicodeScalars) } else { shown.append(scalar) }
            length += pieceLength
            index = scalars.index(after: index)
            if length <= maximumLength / 2 { headLength = length }
        }
        guard index < scalars.endIndex else { return String(shown) }
        // The end, read backwards, within what the start and the `…` leave. It cannot
        // reach the start: what lies between is longer than that.
        let tailLimit = maximumLength - 1 - headLength
        var tail: [String.UnicodeScalarView] = []
        var tailLength = 0
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            let scalar = scalars[before]
            let piece = FileName.escaped(scalar).map(\.unicodeScalars) ?? String.UnicodeScalarView([scalar])
            guard tailLength + piece.count <= tailLimit else { break }
            tail.append(piece)
            tailLength += piece.count
            end = before
        }
        var result = String.UnicodeScalarView(shown.prefix(headLength))
        result.append("…")
        for piece in tail.reversed() { result.append(contentsOf: piece) }
        return String(result)
    }
}
