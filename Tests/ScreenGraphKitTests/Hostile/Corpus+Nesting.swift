extension Corpus {
    /// Deep nesting in every place an expression or a JSON value is read: the parsers
    /// stop at 256 levels with a located error, where 17,000 parentheses once overflowed
    /// the stack (crash root C1).
    static let nesting: [CorpusCase] = [
        .graph(.nesting, "a guard in 256 parentheses", guarded(repeated("(", 256) + "b" + repeated(")", 256)), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.nesting, "a guard in 257 parentheses", guarded(repeated("(", 257) + "b" + repeated(")", 257)), 1, "g.screengraph:5:275: error: \(tooDeep)"),
        .graph(.nesting, "a guard in 17,000 parentheses", guarded(repeated("(", 17_000) + "b" + repeated(")", 17_000)), 1, "g.screengraph:5:275: error: \(tooDeep)"),
        .graph(.nesting, "a guard in 17,000 unclosed parentheses", guarded(repeated("(", 17_000)), 1, "g.screengraph:5:275: error: \(tooDeep)"),
        .graph(.nesting, "a guard under 17,000 '!'", guarded(repeated("!", 17_000) + "b"), 1, "g.screengraph:5:275: error: \(tooDeep)"),
        .graph(.nesting, "a guard under 100,000 'not'", guarded(repeated("not ", 100_000) + "b"), 1, "g.screengraph:5:\(19 + 4 * 256): error: \(tooDeep)"),
        .graph(.nesting, "a guard under 17,000 unary '-'", guarded(repeated("-", 17_000) + "n == 1"), 1, "g.screengraph:5:275: error: \(tooDeep)"),
        .graph(.nesting, "a guard of 10,000 nested choices", guarded(repeated("b ? ", 10_000) + "b" + repeated(" : b", 10_000)), 1, "g.screengraph:5:\(19 + 4 * 256 + 2): error: \(tooDeep)"),
        .graph(.nesting, "a guard of 10,000 choices in a row", guarded(repeated("!b ? b : ", 9_999) + "b"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.nesting, "an effect in 17,000 parentheses", "start A\nstate n: int = 1\nscreen A\n  onEnter n = " + repeated("(", 17_000) + "n" + repeated(")", 17_000), 1, "g.screengraph:4:271: error: \(tooDeep)"),
        .graph(.nesting, "an action's effect in 17,000 parentheses", "start A\nstate n: int = 1\nscreen A\n  action X: tap \"x\"\n    effect n = " + repeated("(", 17_000) + "1", 1, "g.screengraph:5:272: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .graph(.nesting, "a navigator's set in 17,000 parentheses", "start A\nstate n: int = 1\nscreen A\nnavigator N\n  set n = " + repeated("(", 17_000) + "1", 1, "g.screengraph:5:267: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .json(.nesting, "a JSON guard in 17,000 parentheses", guardedJSON(repeated("(", 17_000) + "b" + repeated(")", 17_000)), 1, "g.json:1:447: error: \(tooDeep)"),
        .json(.nesting, "100,000 nested JSON arrays", repeated("[", 100_000), 1, "g.json:1:257: error: values are nested more than 256 deep"),
        .json(.nesting, "100,000 nested JSON objects", repeated("{\"a\": ", 100_000), 1, "g.json:1:1537: error: values are nested more than 256 deep"),
        .json(.nesting, "256 nested arrays, closed", repeated("[", 255) + repeated("]", 255), 1, "g.json:1:1: error: expected the graph (an object), found an array"),
        .graph(.nesting, "a --where of 17,000 parentheses", "start A\nstate b: bool = true\nscreen A\n  tap \"x\" -> B\nscreen B", ["route", "--to", "B", "--where", repeated("(", 17_000) + "b" + repeated(")", 17_000)], 2, "condition:1:257: error: \(tooDeep)"),
        .graph(.nesting, "a --where of 17,000 '!'", "start A\nstate b: bool = true\nscreen A\n  tap \"x\" -> B\nscreen B", ["route", "--to", "B", "--where", repeated("!", 17_000) + "b"], 2, "condition:1:257: error: \(tooDeep)"),
        .graph(.nesting, "a --where of 256 parentheses", "start A\nstate b: bool = true\nscreen A\n  tap \"x\" -> B\nscreen B", ["route", "--to", "B", "--where", repeated("(", 256) + "b" + repeated(")", 256)], 0, "1. A → B  edge tap 'x'"),
        .graph(.nesting, "a --set of 17,000 parentheses", "start A\nstate n: int = 1\nscreen A", ["route", "--all", "--set", "n=" + repeated("(", 17_000) + "1"], 64, "screengraph: error: '--set n="),
        .app(.nesting, "an app's visibleWhen in 17,000 parentheses", appJSON(#"[{"name": "Home", "elements": [{"id": "e", "visibleWhen": ""# + repeated("(", 17_000) + #"b"}]}]"#), 2, "app.json:3:328: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .app(.nesting, "an app's enabledWhen under 17,000 '!'", appJSON(#"[{"name": "Home", "elements": [{"id": "e", "enabledWhen": ""# + repeated("!", 17_000) + #"b"}]}]"#), 2, "app.json:3:328: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .app(.nesting, "an app's set in 17,000 parentheses", appJSON(#"[{"name": "Home", "elements": [{"id": "e", "tap": ["set b = "# + repeated("(", 17_000) + #"true"]}]}]"#), 2, "app.json:3:329: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .app(.nesting, "an app's 'if' in 17,000 parentheses", appJSON(#"[{"name": "Home", "elements": [{"id": "e", "tap": [{"if": ""# + repeated("(", 17_000) + #"b", "then": []}]}]}]"#), 2, "app.json:3:328: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        .app(.nesting, "an app's commands nested 300 deep", appJSON(#"[{"name": "Home", "elements": [{"id": "e", "tap": ["# + repeated(#"{"if": "b", "then": ["#, 300) + repeated("]}", 300) + "]}]}]"), 2, "app.json:3:2689: error: values are nested more than 256 deep"),
        .app(.nesting, "100,000 nested arrays for an app", repeated("[", 100_000), 2, "app.json:1:257: error: values are nested more than 256 deep"),
        .shell(.nesting, "a route file of 100,000 nested arrays", [.file("route.json", repeated("[", 100_000))],
               demo + #""$SG" replay Demo.screengraph --app Demo.json route.json"#, 2, "route.json:1:257: error: values are nested more than 256 deep"),
    ]
}
