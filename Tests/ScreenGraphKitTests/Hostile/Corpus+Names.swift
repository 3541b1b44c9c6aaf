extension Corpus {
    /// Names declared twice, names that look like syntax, and names a drawing or a
    /// conversion could confuse.
    static let names: [CorpusCase] = [
        .graph(.names, "a screen declared twice", "start A\nscreen A\nscreen A", 1, "g.screengraph:3:1: error: duplicate screen 'A' (first declared at g.screengraph:2:1)"),
        .graph(.names, "a state field declared twice", "start A\nstate n: int = 0\nstate n: int = 1\nscreen A", 1, "g.screengraph:3:1: error: duplicate state field 'n' (first declared at g.screengraph:2:1)"),
        .graph(.names, "a navigator action declared twice", "start A\nscreen A\nnavigator N\n  goto A\nnavigator N\n  goto A", 1, "g.screengraph:5:1: error: duplicate"),
        .graph(.names, "an action named like a screen", "start A\nscreen A\n  action A: tap \"x\"", 1, "g.screengraph:3:3: error: 'A' names both a screen and an action"),
        .graph(.names, "a start that is an action", "start X\nscreen A\n  action X: tap \"x\"", 1, "g.screengraph:1:7: error: start screen 'X' is an action, not a screen"),
        .graph(.names, "a start that is nothing", "start Nowhere\nscreen A", 1, "g.screengraph:1:7: error: start screen 'Nowhere' is not a screen"),
        .graph(.names, "an edge to a misspelled screen", "start Home\nscreen Home\n  tap \"x\" -> Setings\nscreen Settings", 1, "g.screengraph:3:3: error: edge target 'Setings' is not a screen or an action; did you mean 'Settings'?"),
        .graph(.names, "an empty quoted name", "start \"\"\nscreen \"\"", 1, "g.screengraph:1:7: error: a name must not be empty"),
        .graph(.names, "names that are keywords, quoted", "start \"screen\"\nscreen \"screen\"\n  tap \"if\" -> \"cost\"\nscreen \"cost\"", ["route", "--to", "cost"], 0, "1. screen → cost  edge tap 'if'"),
        .graph(.names, "names that are keywords, bare", "start screen\nscreen screen\n  tap \"x\" -> action\nscreen action", ["route", "--to", "action"], 0, "1. screen → action  edge tap 'x'"),
        .graph(.names, "a name of syntax characters", "start \"-> # if \\\" :\"\nscreen \"-> # if \\\" :\"", ["route", "--all"], 0, "costs from -> # if \" :\n-> # if \" :  0\n"),
        .graph(.names, "names that differ in case", "start A\nscreen A\n  tap \"x\" -> a\nscreen a", ["route", "--to", "a"], 0, "1. A → a  edge tap 'x'"),
        .graph(.names, "a --to that names nothing", "start Home\nscreen Home\nscreen Settings", ["route", "--to", "Setings"], 64, "screengraph: error: '--to Setings': the graph has no screen or action named 'Setings'; did you mean 'Settings'?"),
        .graph(.names, "a --from that is an action", "start A\nscreen A\n  action X: tap \"x\"", ["route", "--all", "--from", "X"], 64, "screengraph: error: '--from X': the graph has no screen named 'X'"),
        .graph(.names, "a --to that is an empty name", "start A\nscreen A", ["route", "--to", ""], 64, "screengraph: error: '--to ': the graph has no screen or action named ''"),
        .graph(.names, "a --set of an unknown field", "start A\nstate count: int = 0\nscreen A", ["route", "--all", "--set", "cout=1"], 64, "screengraph: error: '--set cout=1': the graph has no state field 'cout'; did you mean 'count'?"),
        .json(.names, "A and A followed by CR are two DOT nodes", #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"to": "A\r", "gesture": "tap", "element": "x"}]}, {"name": "A\r"}]}"#, ["render", "--format", "dot"], 0, "digraph "),
        .shell(.names, "A and A followed by CR draw two nodes", [.file("g.json", #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"to": "A\r", "gesture": "tap", "element": "x"}]}, {"name": "A\r"}]}"#)],
               #""$SG" render g.json --format dot | grep -c 'label="A'"#, 0, "2\n"),
        .shell(.names, "a screen named legend.start is not the legend's node", [.file("g.screengraph", "start \"legend.start\"\nscreen \"legend.start\"\n")],
               #""$SG" render g.screengraph --format dot | grep -c '^  s0 \[label="legend.start"'"#, 0, "1\n"),
        .shell(.names, "a NUL in a name does not reach the drawing", [.file("g.json", #"{"format": "screengraph/1", "start": "A\u0000B", "screens": [{"name": "A\u0000B"}]}"#)],
               #"("$SG" render g.json --format mermaid && "$SG" render g.json --format dot) | od -An -tx1 | grep -c ' 00' || true"#, 0, "0\n"),
        .shell(.names, "hostile names convert there and back unchanged", [.file("g.json", hostileNamesJSON)],
               #""$SG" convert g.json --to screengraph > t.screengraph && "$SG" convert t.screengraph --to json > back.json && "$SG" convert back.json --to json | cmp - back.json && "$SG" format t.screengraph | cmp - t.screengraph && echo same"#, 0, "same\n"),
        .shell(.names, "hostile names render in both formats", [.file("g.json", hostileNamesJSON)],
               #""$SG" render g.json --format dot > g.dot && "$SG" render g.json --format mermaid > g.mmd && echo drawn"#, 0, "drawn\n"),
        .shell(.names, "hostile names route", [.file("g.json", hostileNamesJSON)], #""$SG" route g.json --all"#, 0, "costs from a \"quoted\" name\na \"quoted\" name  0\nnew\\u{A}line     1\ncr\\u{D}name      1\n\u{301}mark            1\nlegend.start     unreachable\n"),
        .json(.names, "an element identifier with a quote and a line break", #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"to": "B", "gesture": "tap", "element": "it's \"x\"\n"}]}, {"name": "B"}]}"#, ["route", "--to", "B"], 0, "1. A → B  edge tap 'it"),
        .app(.names, "an app with an element identifier twice on a screen", appJSON(#"[{"name": "Home", "elements": [{"id": "e"}, {"id": "e"}]}]"#), 2, "app.json:3:57: error: duplicate element 'e' on screen 'Home' (first declared at app.json:3:44)"),
    ]

    /// A graph whose names hold quotes, backslashes, comment signs, line breaks,
    /// controls, marks and keywords.
    static let hostileNamesJSON = #"""
        {"format": "screengraph/1", "name": "G \"hostile\"", "start": "a \"quoted\" name",
         "state": [{"name": "s", "type": "string", "initial": "# not a comment\\"}],
         "screens": [
          {"name": "a \"quoted\" name", "waitFor": "back\\slash", "edges": [
            {"to": "new\nline", "gesture": "tap", "element": "hash # mark"},
            {"to": "cr\rname", "gesture": "tap", "element": "tab\there", "if": "s != '\u0600'"},
            {"to": "\u0301mark", "gesture": "tap", "element": "NUL\u0000"}]},
          {"name": "new\nline"}, {"name": "cr\rname"}, {"name": "\u0301mark"}, {"name": "legend.start"}, {"name": "s0"}],
         "actions": [{"name": "if", "effects": ["s = \"->\""]}]}
        """#
}
