/// One string escaper per target syntax, each quoting a whole string.
///
/// They differ on purpose: each language has its own escapes, and what one cannot
/// express is spelled as that language spells it, or, in a drawing, shown as text
/// (``visibleControl(_:)``): nothing is dropped, so two names that differ only in
/// a control character never look alike.
enum Escaping {
    /// A string literal of the expression language: `\\`, `\"`, `\n` and `\r` escapes.
    ///
    /// It reads scalars, not characters: a prepended mark (U+0600) before a quote, or
    /// a CR before an LF, would otherwise hide the quote or the LF inside one character.
    static func expressionString(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            default: terminalEscape(scalar)
            }
        }
    }

    /// An expression's text for one line of a `.screengraph` file: a line break
    /// outside a string literal, which the expression language reads as a space,
    /// becomes a space, and one inside a literal its escape, `\n` or `\r`, so the
    /// expression means what it meant.
    ///
    /// Inside a literal, a character that would act on a terminal (U+202E, an escape
    /// character: ``terminalEscape(_:)``) is written `\u{202E}` too, which means the same.
    static func expressionOnOneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || terminalEscape($0) != nil }) else { return text }
        var result = String.UnicodeScalarView()
        var quote: Unicode.Scalar?
        var escaped = false
        for scalar in text.unicodeScalars {
            let lineBreak = scalar == "\n" || scalar == "\r"
            guard let open = quote else {
                if scalar == "\"" || scalar == "'" { quote = scalar }
                result.append(lineBreak ? " " : scalar)
                continue
            }
            if escaped {
                // A backslash before a line break is no escape; a space keeps it none.
                escaped = false
                result.append(lineBreak ? " " : scalar)
            } else if scalar == "\\" {
                escaped = true
                result.append(scalar)
            } else if lineBreak {
                result.append(contentsOf: (scalar == "\n" ? "\\n" : "\\r").unicodeScalars)
            } else if let escape = terminalEscape(scalar), scalar != "\t" {
                result.append(contentsOf: escape.unicodeScalars)
            } else {
                if scalar == open { quote = nil }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A JSON string literal; control characters become `\uXXXX`.
    static func jsonString(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\u" + hexDigits(scalar, count: 4).lowercased()
            case _ where terminalEscape(scalar) != nil: utf16Escapes(scalar)
            default: nil
            }
        }
    }

    /// A double-quoted string of the `.screengraph` language: `\\`, `\"`, `\n`, `\r`
    /// and `\t` escapes, and `\u{202E}` for any other character ``terminalEscape(_:)``
    /// escapes, so that the file shows on a terminal as it reads.
    static func graphFileString(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: terminalEscape(scalar)
            }
        }
    }

    /// A Graphviz quoted string: `\"` and `\\` escaped, a newline as `\n` (a line
    /// break in a label), other line breaks and control characters shown as text
    /// (``visibleControl(_:)``), with their backslash escaped.
    static func dotString(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            default: visibleControl(scalar).map { String($0.unicodeScalars.map { $0 == "\\" ? "\\\\" : String($0) }.joined()) }
            }
        }
    }

    /// A quoted Mermaid label: entity codes for the characters Mermaid reads as syntax,
    /// `<br/>` for a newline, other line breaks and control characters shown as text
    /// (``visibleControl(_:)``).
    static func mermaidString(_ text: String) -> String {
        quoted(text) { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "\n": "<br/>"
            case "<": "#lt;"
            case ">": "#gt;"
            case "#": "#35;"
            case "|": "#124;"
            default: visibleControl(scalar)
            }
        }
    }

    /// `text` in double quotes, each scalar replaced by what `escape` gives for it, or
    /// kept when it gives `nil`.
    private static func quoted(_ text: String, _ escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// How a drawing shows a control character or a line break other than a newline,
    /// as Swift writes it: `\r`, `\t`, `\u{0}`, `\u{2028}`; `nil` for any other scalar.
    static func visibleControl(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return terminalEscape(scalar)
        }
    }

    /// How text for a terminal shows a character that would act on it rather than show:
    /// `\u{1B}` for a control character (C0, DEL, C1), a format character (U+202E and
    /// the other bidirectional controls, U+200B, U+FEFF, ...) or a line or paragraph
    /// separator (U+2028, U+2029); `nil` for any other scalar. A newline and a tab are
    /// controls too: a caller that keeps them asks before.
    ///
    /// The zero-width joiner and non-joiner (U+200D, U+200C) are format characters that
    /// stay: they join emoji (👩‍👩‍👧) and letters in many scripts, and move nothing.
    static func terminalEscape(_ scalar: Unicode.Scalar) -> String? {
        if scalar.value >= 0x20, scalar.value < 0x7F { return nil }
        if scalar == "\u{200D}" || scalar == "\u{200C}" { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }

    /// `\uXXXX` JSON escapes for `scalar`, a surrogate pair past U+FFFF.
    private static func utf16Escapes(_ scalar: Unicode.Scalar) -> String {
        String(Character(scalar)).utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }

    /// The character that starts `scalars`, as a diagnostic names it: `'x'` when it
    /// prints as itself (a letter keeps the combining marks after it: `'é'`), else its
    /// code point, `U+0301`: a control, format or combining scalar, or a space other
    /// than ' ', would vanish in a message or merge with the quotes around it.
    static func messageCharacter(_ scalars: some Collection<Unicode.Scalar>) -> String {
        guard let first = scalars.first else { return "nothing" }
        guard isPrintable(first) else { return codePoint(first) }
        let character = String(String.UnicodeScalarView(scalars.prefix(32))).first.map(String.init) ?? String(first)
        return "'\(character)'"
    }

    /// Whether `scalar` prints as itself on its own: ASCII from ' ' to '~', or a
    /// letter, number, punctuation or symbol.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// `U+` and at least four hex digits: `U+0000`, `U+1F600`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hexDigits(scalar, count: 4)
    }

    /// The scalar's value in upper-case hex, padded with zeros to at least `count` digits.
    private static func hexDigits(_ scalar: Unicode.Scalar, count: Int) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, count - hex.count)) + hex
    }
}
