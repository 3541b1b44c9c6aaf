import Testing

@testable import ScreenGraphKit

/// The escapes of the report formats: XML for JUnit, and GitHub's workflow commands.
@Suite struct EscapingReportsTests {
    @Test func escapesXMLTextAndAttributes() {
        #expect(Escaping.xml(#"a<b & 'c' "d">"#) == "a&lt;b &amp; &apos;c&apos; &quot;d&quot;&gt;")
        #expect(Escaping.xml("a\tb\r\nc") == "a\tb&#13;&#10;c")
        #expect(Escaping.xml("a\tb", inAttribute: true) == "a&#9;b", "an attribute keeps its tab only as a reference")
        // XML 1.0 has no reference for these: they are written as text.
        #expect(Escaping.xml("\u{1}\u{FFFE}") == "\\u{1}\\u{FFFE}")
        #expect(Escaping.xml("x\u{202E}y") == "x&#x202E;y")
    }

    /// `::` opening a line (after spaces) would read as a workflow command in a log
    /// that prints the report; anywhere else it stays.
    @Test func breaksAWorkflowCommandAtALineStart() {
        #expect(Escaping.xml("::error::x") == "&#58;:error::x")
        #expect(Escaping.xml("a\n \t::warning::y") == "a&#10; \t&#58;:warning::y")
        #expect(Escaping.xml("a ::b") == "a ::b")
    }

    /// As actions/toolkit's `escapeData` and `escapeProperty` do (quoted in the source).
    @Test func escapesGitHubDataAndProperties() {
        #expect(Escaping.gitHubData("50%\r\nx:y,z") == "50%25%0D%0Ax:y,z")
        #expect(Escaping.gitHubProperty("50%\r\nx:y,z") == "50%25%0D%0Ax%3Ay%2Cz")
        #expect(Escaping.gitHubProperty("%3A") == "%253A", "a percent sign is escaped first")
    }
}
