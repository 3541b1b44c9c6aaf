import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Hostile graph and app files: whatever the bytes, reading gives a definition or
/// located errors, never a crash, a hang or a wrong result.
///
/// Each case is one line: a short name, the file's text, and what reading it must give,
/// stated as the first error's first line exactly (`FILE:LINE:COLUMN: error: MESSAGE`).
/// Columns count Unicode scalars. Every file is named `g`.
@Suite struct HostileInputTests {
    /// What reading a hostile file must give.
    enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// It reads, checks and compiles without errors.
        case loads
        /// It loads, and the planner finds a route from the start to this screen,
        /// which evaluates every guard on the way.
        case reaches(String)
        /// Its first error's first line is exactly this.
        case fails(String)
        /// Its first error's first line starts with this.
        case failsWith(prefix: String)

        var description: String {
            switch self {
            case .loads: "loads"
            case .reaches(let screen): "reaches \(screen)"
            case .fails(let line): "fails: \(line)"
            case .failsWith(let prefix): "fails: \(prefix)…"
            }
        }
    }

    /// The readers a hostile file can be given to.
    enum Reader: Sendable {
        /// A `.screengraph` file, read and compiled into a ``ScreenGraph``.
        case graphLanguage
        /// A `screengraph/1` JSON file, read and compiled into a ``ScreenGraph``.
        case graphJSON
        /// A simulated app's JSON file, read and compiled.
        case app
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var reader: Reader
        var outcome: Outcome
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ outcome: Outcome, reader: Reader = .graphLanguage) {
            self.name = name
            self.text = text
            self.reader = reader
            self.outcome = outcome
        }
    }

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// A graph whose only edge, from `A` to `B`, is guarded by `predicate`, which starts
    /// at line 5, column 19.
    static func guarded(_ predicate: String) -> String {
        "start A\nstate b: bool = true\nstate n: int = 1\nscreen A\n  tap \"x\" -> B if \(predicate)\nscreen B\n"
    }

    /// The JSON form of ``guarded(_:)``, on one line; `predicate` starts at column 191.
    static func guardedJSON(_ predicate: String) -> String {
        #"{"format": "screengraph/1", "start": "A", "state": [{"name": "b", "type": "bool", "initial": true}], "#
            + #""screens": [{"name": "A", "edges": [{"to": "B", "gesture": "tap", "element": "x", "if": ""#
            + predicate + #""}]}, {"name": "B"}]}"#
    }

    /// An app whose one element is visible when `predicate` holds, which starts at
    /// line 3, column 72.
    static func appShowing(when predicate: String) -> String {
        #"{"format": "screengraph-app/1", "name": "X", "initialScreen": "Home","#
            + "\n" + #" "settings": [{"name": "b", "type": "bool", "initial": true}],"#
            + "\n" + #" "screens": [{"name": "Home", "elements": [{"id": "e", "visibleWhen": ""#
            + predicate + #""}]}]}"#
    }

    /// An app whose one element sets the bool `b` to `value` when tapped, in a
    /// statement that starts at line 3, column 68 plus the scalars of `element`.
    static func appSetting(_ element: String, to value: String) -> String {
        #"{"format": "screengraph-app/1", "name": "X", "initialScreen": "Home","#
            + "\n" + #" "settings": [{"name": "b", "type": "bool", "initial": true}],"#
            + "\n" + #" "screens": [{"name": "Home", "elements": [{"id": ""# + element + #"", "tap": ["set b = "#
            + value + #""]}]}]}"#
    }

    static let tooDeep = "expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"

    /// What reading `testCase` gives, as an ``Outcome``.
    static func outcome(of testCase: Case) -> Outcome {
        do throws(GraphError) {
            switch testCase.reader {
            case .graphLanguage, .graphJSON:
                let format: GraphFileFormat = testCase.reader == .graphJSON ? .json : .screengraph
                let graph = try ScreenGraph(GraphDefinition(parsing: testCase.text, format: format, path: "g"))
                if case .reaches(let screen) = testCase.outcome {
                    do throws(PlanningError) {
                        _ = try Planner(graph: graph).route(to: screen)
                    } catch {
                        return .fails("no route: \(error)")
                    }
                    return .reaches(screen)
                }
            case .app:
                _ = try AppDefinition(parsing: testCase.text, path: "g")
            }
            return .loads
        } catch {
            let first = error.errors.first.map { String($0.description.prefix { $0 != "\n" }) } ?? "no error"
            if case .failsWith(let prefix) = testCase.outcome, first.hasPrefix(prefix) { return testCase.outcome }
            return .fails(first)
        }
    }

    private func check(_ testCase: Case) {
        #expect(Self.outcome(of: testCase) == testCase.outcome, "\(testCase.name)")
    }

    // MARK: Nesting

    @Test(arguments: [
        Case("a guard in 256 parentheses", guarded(repeated("(", 256) + "b" + repeated(")", 256)), .reaches("B")),
        Case("a guard in 17,000 parentheses", guarded(repeated("(", 17_000) + "b" + repeated(")", 17_000)), .fails("g:5:275: error: \(tooDeep)")),
        Case("an effect in 300 parentheses", "start A\nstate n: int = 1\nscreen A\n  onEnter n = " + repeated("(", 300) + "n" + repeated(")", 300), .fails("g:4:271: error: \(tooDeep)")),
        Case("a guard in 17,000 '!'", guarded(repeated("!", 17_000) + "b"), .fails("g:5:275: error: \(tooDeep)")),
        Case("a JSON guard in 17,000 parentheses", guardedJSON(repeated("(", 17_000) + "b" + repeated(")", 17_000)), .fails("g:1:447: error: \(tooDeep)"), reader: .graphJSON),
        Case("100,000 nested JSON arrays", repeated("[", 100_000), .fails("g:1:257: error: values are nested more than 256 deep"), reader: .graphJSON),
        Case("100,000 nested JSON objects", repeated("{\"a\": ", 100_000), .fails("g:1:1537: error: values are nested more than 256 deep"), reader: .graphJSON),
        Case("an app's visibleWhen in 17,000 parentheses", appShowing(when: repeated("(", 17_000) + "b" + repeated(")", 17_000)), .fails("g:3:328: error: \(tooDeep)"), reader: .app),
        Case("100,000 nested arrays in an app", repeated("[", 100_000), .fails("g:1:257: error: values are nested more than 256 deep"), reader: .app),
    ])
    func nesting(_ testCase: Case) { check(testCase) }

    // MARK: Size

    @Test(arguments: [
        Case("a guard of 50,000 '||' terms", guarded(repeated("!b || ", 49_999) + "b"), .reaches("B")),
        Case("a guard of 50,000 '&&' terms", guarded(repeated("b && ", 49_999) + "b"), .reaches("B")),
        Case("a guard of 50,000 '+' terms", guarded(repeated("n + ", 49_999) + "n == 50000"), .reaches("B")),
        Case("a JSON guard of 50,000 '||' terms", guardedJSON(repeated("!b || ", 49_999) + "b"), .reaches("B"), reader: .graphJSON),
        Case("a guard of 50,000 '||' terms ending in an int", guarded(repeated("b || ", 49_999) + "n"), .fails("g:5:\(19 + 5 * 49_998 + 2): error: '||' needs bool operands, found int")),
        Case("a name of a million letters", "start " + repeated("A", 1_000_000) + "\nscreen " + repeated("A", 1_000_000), .loads),
    ])
    func size(_ testCase: Case) { check(testCase) }

    /// A graph that uses every kind of line, each followed by `comment`.
    static func everyLine(_ comment: String) -> String {
        [
            "graph \"G\"", "start A", "state n: int = 1", "state m: int?", "screen A", "  waitFor \"w\"",
            "  back tap \"b\" cost 2", "  onEnter n = 1", "  onExit m = nil", "  tap \"x\" -> B", "  tap \"y\" -> B cost 2",
            "  tap \"z\" -> B if n > 0", "  action X: tap \"a\"", "    effect n = 2", "  action Y: tap \"c\" -> T cost 3 if n > 0",
            "screen B dismissOnUse", "  back tap \"b\"", "action T", "  effect n = 3", "action U -> A", "navigator N", "  goto B",
            "  perform T", "  nowAt A", "  set n = 4",
        ].map { $0 + comment }.joined(separator: "\n")
    }

    // MARK: Syntax

    @Test(arguments: [
        Case("a comment after every kind of line", everyLine(" # a comment"), .loads),
        Case("a comment right after every kind of line", everyLine("# a comment"), .loads),
        Case("a comment with quotes after every kind of line", everyLine("\t# it's \"quoted\""), .loads),
        Case("a comment after a screen", "start A\nscreen A # the start", .loads),
        Case("a comment after dismissOnUse", "start A\nscreen A\nscreen B dismissOnUse # an alert", .loads),
        Case("a word after a screen's name", "start A\nscreen A foo", .fails("g:2:10: error: expected 'dismissOnUse' or the end of the line, found 'foo'")),
        Case("a comment instead of a screen's name", "start A\nscreen # A", .fails("g:2:8: error: expected the screen's name, found the end of the line")),
        Case("a comment instead of a value", "start A\nstate n: int = # 1\nscreen A", .fails("g:2:16: error: expected a value: true, false, nil, an integer or a string, found the end of the line")),
        Case("a comment instead of a guard", "start A\nscreen A\n  tap \"x\" -> A if # n", .fails("g:3:19: error: expected a predicate after 'if', found the end of the line")),
        Case("a '#' in a quoted name is no comment", "start \"#A\"\nscreen \"#A\" # a comment", .loads),
        Case("a '#' in a guard's string is no comment", "start A\nstate s: string = \"#\"\nscreen A\n  tap \"x\" -> A if s == '#' # c", .loads),
    ])
    func syntax(_ testCase: Case) { check(testCase) }

    /// No message says the end of the line was expected and found: every line of
    /// ``everyLine(_:)``, cut after each of its characters and followed by a comment,
    /// either reads or says what it found instead.
    @Test func noMessageContradictsItself() {
        for line in Self.everyLine("").split(separator: "\n") {
            for end in line.indices {
                let text = "start A\nstate n: int = 0\nscreen A\naction T\nnavigator N\n" + line[..<end] + " # c"
                for error in Self.errors(text) {
                    #expect(!error.contains("the end of the line, found the end of the line"), "\(error)")
                }
            }
        }
    }

    // MARK: Unicode

    @Test(arguments: [
        Case("a prepended character before a closing quote", "start A\nscreen A\n  tap \"\u{600}\" -> A", .loads),
        Case("a combining mark after an opening quote", "start A\nscreen A\n  tap \"\u{301}x\" -> A", .loads),
        Case("names of a combining mark alone", "start \"\u{301}\"\nscreen \"\u{301}\"", .loads),
        Case("a prepended character in a guard's string", "start A\nstate s: string = \"\"\nscreen A\n  tap \"x\" -> A if s != \"\u{600}\"", .loads),
        Case("a combining mark after a closing quote", "start A\nscreen \"A\"\u{301}", .fails("g:2:11: error: expected 'dismissOnUse' or the end of the line, found U+0301")),
        Case("columns count scalars", "start A\nscreen A\n  tap \"e\u{301}\" => A", .fails("g:3:12: error: expected '->' and the screen or action the edge leads to, found '='")),
        Case("a guard's columns count scalars", "start A\nstate s: string = \"\"\nscreen A\n  tap \"x\" -> A if s == \"🇫🇷\" && x", .fails("g:4:32: error: unknown state field 'x'")),
        Case("a NUL byte in a name", "start \"A\u{0}\"\nscreen \"A\u{0}\"", .loads),
        Case("a NUL byte after a name", "start A\u{0}", .fails("g:1:8: error: expected the end of the line, found U+0000")),
        Case("a letter outside ASCII in a bare name", "start É", .fails("g:1:7: error: expected the start screen's name, found 'É'")),
        Case("a lone combining mark for a bare name", "start \u{301}A", .fails("g:1:7: error: expected the start screen's name, found U+0301")),
        Case("a no-break space between tokens", "start\u{A0}A", .fails("g:1:6: error: expected the start screen's name, found U+00A0")),
        Case("emoji names", "start \"👩‍👩‍👧\"\nscreen \"👩‍👩‍👧\"", .loads),
        Case("a byte-order mark", "\u{FEFF}start A\nscreen A", .loads),
        Case("a byte-order mark takes no column", "\u{FEFF}start A B", .fails("g:1:9: error: expected the end of the line, found 'B'")),
        Case("a byte-order mark in JSON", "\u{FEFF}{\"format\": \"screengraph/1\", \"start\": \"A\", \"screens\": [{\"name\": \"A\"}]}", .loads, reader: .graphJSON),
        Case("a combining mark after a JSON quote", #"{"format": "screengraph/1", "start": "\#u{301}", "screens": [{"name": "\#u{301}", "edges": [{"to": "\#u{301}", "gesture": "tap", "element": "\#u{600}"}]}]}"#, .loads, reader: .graphJSON),
        Case("a JSON guard's columns count scalars", guardedJSON("b && 'é\u{301}' == x"), .fails("g:1:204: error: unknown state field 'x'"), reader: .graphJSON),
        Case("an app's statement after a name with an accent", appSetting("é\u{301}", to: "1  "), .fails("g:3:74: error: cannot assign int to 'b' of type bool"), reader: .app),
    ])
    func unicode(_ testCase: Case) { check(testCase) }

    /// A caret stands under the character that holds the column's scalar, a tab under
    /// a tab, two columns for a wide character, whatever the characters before it are made of.
    @Test(arguments: [
        ("start A\nscreen A\n  tap \"e\u{301}\" => A", "  tap \"e\u{301}\" => A\n          ^"),
        // A flag is one character a terminal shows two columns wide.
        ("start A\nscreen A\n\ttap \"🇫🇷\" => A", "\ttap \"🇫🇷\" => A\n\t         ^"),
        ("start A\nscreen A\n  tap \"日本\" => A", "  tap \"日本\" => A\n             ^"),
        ("start A\nscreen \"A\"\u{301}", "screen \"A\"\u{301}\n         ^"),
    ])
    func caretsStandUnderTheCharacter(text: String, sourceAndCaret: String) {
        let error = Self.errors(text).first ?? ""
        #expect(error.split(separator: "\n", maxSplits: 1).last.map(String.init) == sourceAndCaret, "\(error)")
    }

    // MARK: Numbers

    @Test(arguments: [
        Case("the largest cost on every step", "start A\nscreen A\n  tap \"x\" -> B cost 1e12\nscreen B\n  tap \"y\" -> C cost 1e12\nscreen C", .reaches("C")),
        Case("costs near 1e308", "start A\nscreen A\n  tap \"x\" -> B cost 1e308\nscreen B\n  tap \"y\" -> C cost 1e308\nscreen C", .fails("g:3:3: error: cost must be at most 1e12, found 1e+308")),
        Case("a cost just past the largest", "start A\nscreen A\n  tap \"x\" -> A cost 1000000000001", .fails("g:3:3: error: cost must be at most 1e12, found 1000000000001")),
        Case("a back gesture's cost past the largest", "start A\nscreen A\n  back tap \"x\" cost 2e12", .fails("g:3:3: error: cost must be at most 1e12, found 2000000000000")),
        Case("an action's cost past the largest", "start A\nscreen A\n  action X: tap \"x\" cost 1e13", .fails("g:3:3: error: cost must be at most 1e12, found 10000000000000")),
        Case("a JSON cost of the largest double", #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"to": "A", "gesture": "noop", "cost": 1.7976931348623157e308}]}]}"#, .fails("g:1:79: error: cost must be at most 1e12, found 1.7976931348623157e+308"), reader: .graphJSON),
        Case("a cost past the largest double", "start A\nscreen A\n  tap \"x\" -> A cost 1e309", .fails("g:3:21: error: expected the cost, a positive number")),
        Case("a cost of zero", "start A\nscreen A\n  tap \"x\" -> A cost 0", .fails("g:3:21: error: expected the cost, a positive number")),
        Case("a negative cost", "start A\nscreen A\n  tap \"x\" -> A cost -1", .fails("g:3:21: error: expected the cost, a positive number")),
        Case("a cost that is not a number", "start A\nscreen A\n  tap \"x\" -> A cost nan", .fails("g:3:21: error: expected the cost, a positive number")),
        Case("a tiny cost", "start A\nscreen A\n  tap \"x\" -> B cost 5e-324\nscreen B", .reaches("B")),
        Case("the smallest int", "start A\nstate n: int = -9223372036854775808\nscreen A", .loads),
        Case("an int past the largest", "start A\nstate n: int = 9223372036854775808\nscreen A", .fails("g:2:16: error: expected an integer that fits in 64 bits")),
        Case("a press of 1e308 seconds", "start A\nscreen A\n  press(1e308) \"x\" -> A", .loads),
    ])
    func numbers(_ testCase: Case) { check(testCase) }

    // MARK: Names

    /// A drawing of screens named `screens`, the first the start, each with an edge
    /// `tap "x"` to the next, must hold each of `lines` and give every node its own id.
    struct Drawing: Sendable, CustomTestStringConvertible {
        var name: String
        var screens: [String]
        var format: GraphRenderer.Format
        var lines: [String]
        var testDescription: String { name }

        init(_ name: String, _ screens: [String], _ format: GraphRenderer.Format, _ lines: [String]) {
            self.name = name
            self.screens = screens
            self.format = format
            self.lines = lines
        }
    }

    @Test(arguments: [
        Drawing("A and A followed by CR are two nodes", ["A", "A\r"], .dot, [#"  s0 [label="A", peripheries=2];"#, #"  s1 [label="A\\r"];"#, #"  s0 -> s1 [label="tap \"x\""];"#]),
        Drawing("A and A followed by CR in Mermaid", ["A", "A\r"], .mermaid, [#"  s0["A"]:::start"#, #"  s1["A\r"]"#, #"  s0 -->|"tap #quot;x#quot;"| s1"#]),
        Drawing("a screen named like a legend node", ["legend.start", "legend.screen"], .dot, [#"  s0 [label="legend.start", peripheries=2];"#, #"  s0 -> s1 [label="tap \"x\""];"#, #"    "legend.start" [label="start screen", peripheries=2];"#]),
        Drawing("a screen named like a legend node in Mermaid", ["legendStart"], .mermaid, [#"  s0["legendStart"]:::start"#, #"    legendStart["start screen"]:::start"#]),
        Drawing("a screen named like a node id", ["s1", "s0"], .dot, [#"  s0 [label="s1", peripheries=2];"#, #"  s1 [label="s0"];"#, #"  s0 -> s1 [label="tap \"x\""];"#]),
        Drawing("a NUL byte", ["A\u{0}B"], .dot, [#"  s0 [label="A\\u{0}B", peripheries=2];"#]),
        Drawing("a NUL byte in Mermaid", ["A\u{0}B"], .mermaid, [#"  s0["A\u{0}B"]:::start"#]),
        Drawing("a tab, a line separator and DEL", ["A\tB\u{2028}C\u{7F}"], .dot, [#"  s0 [label="A\\tB\\u{2028}C\\u{7F}", peripheries=2];"#]),
        Drawing("a newline is a line break", ["A\nB"], .dot, [#"  s0 [label="A\nB", peripheries=2];"#]),
        Drawing("a newline in Mermaid", ["A\nB"], .mermaid, [#"  s0["A<br/>B"]:::start"#]),
        Drawing("quotes, backslashes and DOT escapes", ["say \"hi\" \\N \\"], .dot, [#"  s0 [label="say \"hi\" \\N \\", peripheries=2];"#]),
        Drawing("Mermaid syntax in a name", ["a|b#c<d>\""], .mermaid, [#"  s0["a#124;b#35;c#lt;d#gt;#quot;"]:::start"#]),
        Drawing("a combining mark after a quote", ["\u{301}A"], .dot, [#"  s0 [label="\#u{301}A", peripheries=2];"#]),
    ])
    func drawings(_ drawing: Drawing) {
        var definition = GraphDefinition(start: drawing.screens.first)
        for (index, name) in drawing.screens.enumerated() {
            var screen = ScreenDefinition(name)
            if index + 1 < drawing.screens.count { screen.edges = [EdgeDefinition(to: drawing.screens[index + 1], .tap("x"))] }
            definition.screens.append(screen)
        }
        let output = GraphRenderer.render(definition, as: drawing.format)
        let lines = output.split(separator: "\n").map(String.init)
        for line in drawing.lines { #expect(lines.contains(line), "\(drawing.name): \(line)\n\(output)") }
        // Every node is declared once, under an id nothing else has.
        let declarations = lines.compactMap { line -> String? in
            let text = line.drop { $0 == " " }
            let id = text.prefix { $0 != " " && $0 != "[" && $0 != "(" }
            guard !id.isEmpty, text.dropFirst(id.count).first == (drawing.format == .dot ? " " : "["), !line.contains("->"),
                drawing.format == .mermaid || text.dropFirst(id.count).hasPrefix(" [") else { return nil }
            return String(id)
        }
        #expect(Set(declarations).count == declarations.count, "\(drawing.name): \(declarations)")
        #expect(!output.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control }, "\(drawing.name)")
    }

    // MARK: Canonical form

    /// Every shipped `.screengraph` file is in canonical form: formatting gives it back
    /// byte for byte.
    @Test func shippedGraphsAreCanonical() throws {
        for file in try Self.shippedGraphs() {
            let text = try String(contentsOfFile: PackagePaths.graph(file), encoding: .utf8)
            #expect(try GraphDefinition.formatted(text, format: .screengraph, path: file) == text, "\(file)")
        }
    }

    /// Names a random graph's screens, actions, elements and strings may take instead of
    /// its plain ones: quotes, escapes, comment signs, line breaks, marks and controls.
    static let hostileNames = [
        "with space", "quote\"d", "back\\slash", "hash # mark", "new\nline", "carriage\rreturn", "crlf\r\nend",
        "tab\there", "\u{301}mark first", "prepend\u{600}", "\u{600}\"", "NUL\u{0}", "emoji 👩‍👩‍👧", "é", "e\u{301}",
        "legend.start", "s0", "A.b_c", "\u{FEFF}bom", "line\u{2028}sep", "'single'", "if", "cost", "->", "",
    ]

    /// `definition` with every name (and element) passed through `rename`, and a name,
    /// waitFors and a navigator action that use it too.
    static func renamed(_ definition: GraphDefinition, _ rename: (String) -> String) -> GraphDefinition {
        var result = definition
        result.name = definition.name.map(rename)
        result.start = definition.start.map(rename)
        func action(_ action: ActionDefinition) -> ActionDefinition {
            var action = action
            action.name = rename(action.name)
            action.then = action.then.map(rename)
            action.interaction = action.interaction.map { Interaction($0.gesture, element: $0.element.map(rename)) }
            return action
        }
        result.screens = definition.screens.map { screen in
            var screen = screen
            screen.name = rename(screen.name)
            screen.waitFor = WaitDefinition(rename(screen.name + ".title"))
            screen.edges = screen.edges.map { edge in
                var edge = edge
                edge.to = rename(edge.to)
                edge.interaction = Interaction(edge.interaction.gesture, element: edge.interaction.element.map(rename))
                return edge
            }
            screen.actions = screen.actions.map(action)
            return screen
        }
        result.actions = definition.actions.map(action)
        if let start = result.start {
            result.navigatorActions = [NavigatorActionDefinition(rename("Setup"), steps: [.goto(start), .nowAt(start), .set("x = 1")])]
        }
        return result
    }

    /// `text` with comments and blank lines added between and after its lines, and its
    /// line endings chosen at random.
    static func noisy(_ text: String, using random: inout SplitMix64) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: lines.append(["# before", "  # indented", "\t#", "    # deep # two"].randomElement(using: &random) ?? "")
            case 1: lines.append("")
            case 2: lines += ["# one", "", "", "# two"]
            default: break
            }
            lines.append(line + (Int.random(in: 0..<4, using: &random) == 0 ? [" # after", "#tight", "\t# tab"].randomElement(using: &random) ?? "" : ""))
        }
        if Bool.random(using: &random) { lines += ["", "# the end", "", "# really"] }
        let ending = ["\n", "\r\n", "\r"].randomElement(using: &random) ?? "\n"
        return lines.joined(separator: ending) + ending
    }

    /// For 200 seeded random graphs, half with hostile names: JSON → text → JSON gives
    /// the same JSON, the text is canonical, and with comments, blank lines and other
    /// line endings added, formatting is a fixpoint that keeps the definition.
    @Test func randomGraphsConvertAndFormatToAFixpoint() throws {
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed &* 0x9E37_79B9)
            var definition = RandomGraph(seed: seed).definition
            if seed % 2 == 0 {
                var names: [String: String] = [:]
                definition = Self.renamed(definition) { name in
                    if let hostile = names[name] { return hostile }
                    let pick = Self.hostileNames.randomElement(using: &random) ?? ""
                    // Distinct names stay distinct, and none is empty.
                    let hostile = pick + String(repeating: "'", count: names.count) + (pick.isEmpty ? name : "")
                    names[name] = hostile
                    return hostile
                }
            }
            let json = definition.text(in: .json)
            let text = try GraphDefinition(parsing: json, format: .json, path: "g").text(in: .screengraph)
            let back = try GraphDefinition(parsing: text, format: .screengraph, path: "g").text(in: .json)
            #expect(back == json, "seed \(seed): JSON → text → JSON")
            #expect(try GraphDefinition.formatted(text, format: .screengraph, path: "g") == text, "seed \(seed): the text is canonical")
            let noisy = Self.noisy(text, using: &random)
            let once = try GraphDefinition.formatted(noisy, format: .screengraph, path: "g")
            #expect(try GraphDefinition.formatted(once, format: .screengraph, path: "g") == once, "seed \(seed): format is a fixpoint")
            #expect(try GraphDefinition(parsing: once, format: .screengraph, path: "g").text(in: .json) == json, "seed \(seed): format keeps the definition")
        }
    }

    // MARK: Line endings

    @Test(arguments: [
        Case("LF", "start A\nscreen A\n  tap \"x\" -> A\n", .loads),
        Case("CRLF", "start A\r\nscreen A\r\n  tap \"x\" -> A\r\n", .loads),
        Case("CR", "start A\rscreen A\r  tap \"x\" -> A\r", .loads),
        Case("LF, CRLF and CR in one file", "start A\nscreen A\r\n  tap \"x\" -> A\r  back tap \"y\"", .loads),
        Case("no line ending at the end", "start A\r\nscreen A", .loads),
        Case("blank CRLF and CR lines", "\r\n\r\rstart A\r\n\r\nscreen A\r\n", .loads),
        Case("an error on line 3 of a CRLF file", "start A\r\nscreen A\r\n  tap \"x\" => A\r\n", .fails("g:3:11: error: expected '->' and the screen or action the edge leads to, found '='")),
        Case("an error on line 3 of a CR file", "start A\rscreen A\r  tap \"x\" => A\r", .fails("g:3:11: error: expected '->' and the screen or action the edge leads to, found '='")),
        Case("a checker error on line 3 of a CR file", "start A\rscreen A\r  tap \"x\" -> B\r", .fails("g:3:3: error: edge target 'B' is not a screen or an action")),
        Case("a guard's error on a CRLF line", "start A\r\nstate n: int = 0\r\nscreen A\r\n  tap \"x\" -> A if n > true\r\n", .fails("g:4:21: error: '>' needs int operands, found bool")),
        Case("a CR inside a quoted name ends the line", "start A\rscreen \"A\rB\"", .fails("g:2:8: error: unterminated string")),
        Case("an escaped CR in a name", "start \"A\\rB\"\r\nscreen \"A\\rB\"\r\n", .loads),
        Case("a JSON error on line 2 of a CRLF file", "{\"format\": \"screengraph/1\",\r\n \"start\": 1, \"screens\": []}", .fails("g:2:11: error: 'start' must be a string, found a number"), reader: .graphJSON),
        Case("a JSON error on line 2 of a CR file", "{\"format\": \"screengraph/1\",\r \"start\": 1, \"screens\": []}", .fails("g:2:11: error: 'start' must be a string, found a number"), reader: .graphJSON),
    ])
    func lineEndings(_ testCase: Case) { check(testCase) }

    /// Every error of `text`, rendered with its source line and caret.
    static func errors(_ text: String, format: GraphFileFormat = .screengraph) -> [String] {
        do throws(GraphError) {
            _ = try ScreenGraph(GraphDefinition(parsing: text, format: format, path: "g"))
            return []
        } catch {
            return SourceFile(path: "g", text: text).annotate(error.diagnostics).map(\.description)
        }
    }

    /// The shipped graphs read the same with CRLF and CR line endings as with LF, and
    /// report an error on the same line, with the same source line and caret.
    @Test func shippedGraphsReadTheSameWithEveryLineEnding() throws {
        for file in try Self.shippedGraphs() {
            let text = try String(contentsOfFile: PackagePaths.graph(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // A syntax error in the middle, and a checker error at the end (the text
            // ends with a line break, so its last line is empty).
            var broken = lines
            broken.insert("bogus line", at: lines.count / 2)
            broken += ["screen Extra", "  tap \"x\" -> Nowhere", ""]
            let lf = try GraphDefinition(parsing: text, format: .screengraph, path: "g").text(in: .json)
            let lfErrors = Self.errors(broken.joined(separator: "\n"))
            #expect(lfErrors.count == 1 && lfErrors[0].hasPrefix("g:\(lines.count / 2 + 1):1: error: expected 'graph'"), "\(file)")
            let fixed = broken.filter { $0 != "bogus line" }.joined(separator: "\n")
            #expect(Self.errors(fixed).first?.hasPrefix("g:\(lines.count + 2):3: error: edge target 'Nowhere'") == true, "\(file)")
            for ending in ["\r\n", "\r"] {
                let converted = lines.joined(separator: ending)
                #expect(try GraphDefinition(parsing: converted, format: .screengraph, path: "g").text(in: .json) == lf, "\(file)")
                #expect(Self.errors(broken.joined(separator: ending)) == lfErrors, "\(file)")
                #expect(Self.errors(broken.filter { $0 != "bogus line" }.joined(separator: ending)) == Self.errors(fixed), "\(file)")
            }
        }
    }

    /// The JSON graph in `Graphs/` reads the same with CRLF and CR line endings.
    @Test func shippedJSONGraphReadsTheSameWithEveryLineEnding() throws {
        let text = try String(contentsOfFile: PackagePaths.graph("Onboarding.json"), encoding: .utf8)
        let lf = try GraphDefinition(parsing: text, format: .json, path: "g").text(in: .json)
        for ending in ["\r\n", "\r"] {
            let converted = text.replacingOccurrences(of: "\n", with: ending)
            #expect(try GraphDefinition(parsing: converted, format: .json, path: "g").text(in: .json) == lf)
        }
    }

    /// The `.screengraph` files in `Graphs/`.
    static func shippedGraphs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Graphs").path)
            .filter { $0.hasSuffix(".screengraph") }.sorted()
    }
}
