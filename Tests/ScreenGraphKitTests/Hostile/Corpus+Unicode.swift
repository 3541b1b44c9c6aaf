extension Corpus {
    /// Text that is not plain ASCII: the lexers read Unicode scalars, so no mark or
    /// prepended character merges with a quote, columns count scalars, and bytes that
    /// are not UTF-8 are a file error that says where.
    static let unicode: [CorpusCase] = [
        .graph(.unicode, "a prepended character before a closing quote", "start A\nscreen A\n  tap \"\u{600}\" -> B\nscreen B", ["route", "--to", "B"], 0, "1. A → B  edge tap '\\u{600}'"),
        .graph(.unicode, "a combining mark after an opening quote", "start A\nscreen A\n  tap \"\u{301}x\" -> B\nscreen B", ["route", "--to", "B"], 0, "1. A → B  edge tap '\u{301}x'"),
        .graph(.unicode, "a combining mark after a closing quote", "start A\nscreen \"A\"\u{301}", 1, "g.screengraph:2:11: error: expected 'dismissOnUse' or the end of the line, found U+0301"),
        .graph(.unicode, "names of a combining mark alone", "start \"\u{301}\"\nscreen \"\u{301}\"", 0, "g.screengraph:2:1: warning:"),
        .graph(.unicode, "a prepended character in a guard's string", "start A\nstate s: string = \"\"\nscreen A\n  tap \"x\" -> B if s != \"\u{600}\"\nscreen B", ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.unicode, "a guard's column counts scalars", "start A\nstate s: string = \"\"\nscreen A\n  tap \"x\" -> A if s == \"🇫🇷\" && x", 1, "g.screengraph:4:32: error: unknown state field 'x'"),
        .graph(.unicode, "an edge's column counts scalars", "start A\nscreen A\n  tap \"e\u{301}\" => A", 1, "g.screengraph:3:12: error: expected '->'"),
        .graph(.unicode, "a NUL byte in a quoted name", "start \"A\u{0}\"\nscreen \"A\u{0}\"", ["route", "--all"], 0, "costs from A\\u{0}\nA\\u{0}  0\n"),
        .graph(.unicode, "a NUL byte after a name", "start A\u{0}", 1, "g.screengraph:1:8: error: expected the end of the line, found U+0000"),
        .graph(.unicode, "a letter outside ASCII in a bare name", "start É", 1, "g.screengraph:1:7: error: expected the start screen's name, found 'É'"),
        .graph(.unicode, "a lone combining mark for a bare name", "start \u{301}A", 1, "g.screengraph:1:7: error: expected the start screen's name, found U+0301"),
        .graph(.unicode, "a no-break space between tokens", "start\u{A0}A", 1, "g.screengraph:1:6: error: expected the start screen's name, found U+00A0"),
        .graph(.unicode, "a zero-width joiner in a bare name", "start A\u{200D}B", 1, "g.screengraph:1:8: error: expected the end of the line, found U+200D"),
        .graph(.unicode, "emoji names", "start \"👩‍👩‍👧\"\nscreen \"👩‍👩‍👧\"\n  tap \"🙂\" -> \"🇫🇷\"\nscreen \"🇫🇷\"", ["route", "--to", "🇫🇷"], 0, "1. 👩‍👩‍👧 → 🇫🇷  edge tap '🙂'"),
        .graph(.unicode, "a right-to-left override in a name", "start \"A\u{202E}B\"\nscreen \"A\u{202E}B\"", ["render", "--format", "dot"], 0, "digraph "),
        .graph(.unicode, "a line separator in a quoted name", "start \"A\u{2028}B\"\nscreen \"A\u{2028}B\"", ["convert", "--to", "json"], 0, "{"),
        .graph(.unicode, "a byte-order mark", "\u{FEFF}start A\nscreen A\n  tap \"x\" -> B\nscreen B", ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'"),
        .graph(.unicode, "a byte-order mark takes no column", "\u{FEFF}start A B", 1, "g.screengraph:1:9: error: expected the end of the line, found 'B'"),
        .graph(.unicode, "a byte-order mark in the middle", "start A\n\u{FEFF}screen A", 1, "g.screengraph:2:1: error: expected a declaration, found U+FEFF"),
        .json(.unicode, "a byte-order mark in JSON", "\u{FEFF}{\"format\": \"screengraph/1\", \"start\": \"A\", \"screens\": [{\"name\": \"A\"}]}", 0, "g.json:1:55: warning: screen 'A' is a dead end: nothing leads out of it and it has no back gesture"),
        .json(.unicode, "a combining mark after a JSON quote", #"{"format": "screengraph/1", "start": "\#u{301}", "screens": [{"name": "\#u{301}", "edges": [{"to": "B", "gesture": "tap", "element": "\#u{600}"}]}, {"name": "B"}]}"#, ["route", "--to", "B"], 0, "1. \u{301} → B  edge tap '\\u{600}'"),
        .json(.unicode, "an escaped NUL in a JSON name", #"{"format": "screengraph/1", "start": "A\u0000", "screens": [{"name": "A\u0000"}]}"#, ["convert", "--to", "screengraph"], 0, "start \"A\\u{0}\"\n\nscreen \"A\\u{0}\"\n"),
        .json(.unicode, "a lone surrogate escape", #"{"format": "screengraph/1", "start": "\ud800", "screens": [{"name": "\ud800"}]}"#, 1, "g.json:1:45: error: expected the low half of a surrogate pair"),
        .json(.unicode, "an escaped é equals a written one", #"{"format": "screengraph/1", "start": "\u00e9", "screens": [{"name": "é"}]}"#, ["route", "--all"], 0, "costs from é\né  0\n"),
        .json(.unicode, "a JSON guard's column counts scalars", guardedJSON("b && 'é\u{301}' == x"), 1, "g.json:1:204: error: unknown state field 'x'"),
        .graph(.unicode, "a composed and a decomposed é are one name", "start \"é\"\nscreen \"é\"\nscreen \"e\u{301}\"", 1, "g.screengraph:3:1: error: duplicate screen"),
        .graph(.unicode, "a route to a decomposed name given composed", "start A\nscreen A\n  tap \"x\" -> \"e\u{301}\"\nscreen \"e\u{301}\"", ["route", "--to", "é"], 0, "1. A → "),
        .bytes(.unicode, "a byte that is not UTF-8", Array("start A\nscreen ".utf8) + [0xFF] + Array("A\n".utf8), 2, "error: g.screengraph: cannot read the file: it is not UTF-8 text: byte 0xFF at offset 15 (line 2) is not valid"),
        .bytes(.unicode, "an overlong encoding of '/'", Array("start A\n".utf8) + [0xC0, 0xAF], 2, "error: g.screengraph: cannot read the file: it is not UTF-8 text: byte 0xC0 at offset 8 (line 2) is not valid"),
        .bytes(.unicode, "a surrogate encoded in UTF-8", Array("start ".utf8) + [0xED, 0xA0, 0x80], 2, "error: g.screengraph: cannot read the file: it is not UTF-8 text: byte 0xED at offset 6 (line 1) is not valid"),
        .bytes(.unicode, "a UTF-16 file", [0xFF, 0xFE] + Array("start A".utf16.flatMap { [UInt8($0), 0] }), 2, "error: g.screengraph: cannot read the file: it is not UTF-8 text: byte 0xFF at offset 0 (line 1) is not valid"),
        .bytes(.unicode, "a cut multi-byte character at the end", Array("start A\nscreen A\n# é".utf8.dropLast()), 2, "error: g.screengraph: cannot read the file: it is not UTF-8 text: byte 0xC3 at offset 19 (line 3) is not valid"),
        .bytes(.unicode, "a JSON file with a byte that is not UTF-8", Array(#"{"format": "screengraph/1", "start": ""#.utf8) + [0xFE] + Array(#""}"#.utf8), 2, "error: g.json: cannot read the file: it is not UTF-8 text: byte 0xFE at offset 38 (line 1) is not valid", file: "g.json"),
        .app(.unicode, "an app's statement after an accented identifier", appJSON(#"[{"name": "Home", "elements": [{"id": "é\#u{301}", "tap": ["set b = 1  "]}]}]"#), 2, "app.json:3:74: error: cannot assign int to 'b' of type bool"),
    ]
}

extension CorpusCase {
    /// `screengraph check g.screengraph` on a file of these bytes.
    static func bytes(_ kind: Kind, _ name: String, _ bytes: [UInt8], _ status: Int32, _ prefix: String, file: String = "g.screengraph") -> CorpusCase {
        CorpusCase(kind, name, [.bytes(file, bytes)], .screengraph(["check", file]), status, prefix)
    }
}
