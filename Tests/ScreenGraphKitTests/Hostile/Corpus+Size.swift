extension Corpus {
    /// Long expressions, many declarations and large files: each is read in time and
    /// memory that grow with its size, or refused at a limit that is named.
    static let size: [CorpusCase] = [
        .graph(.size, "a guard of 50,000 '||' terms", guarded(repeated("!b || ", 49_999) + "b"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.size, "a guard of 50,000 '&&' terms", guarded(repeated("b && ", 49_999) + "b"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.size, "a guard of 50,000 '+' terms", guarded(repeated("n + ", 49_999) + "n == 50000"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.size, "a guard of 50,000 comparisons", guarded(repeated("n == 1 && ", 49_999) + "b"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.size, "a guard of 50,000 terms ending in an int", guarded(repeated("b || ", 49_999) + "n"), 1, "g.screengraph:5:\(19 + 5 * 49_998 + 2): error: '||' needs bool operands, found int"),
        .json(.size, "a JSON guard of 50,000 '||' terms", guardedJSON(repeated("!b || ", 49_999) + "b"), ["route", "--to", "B"], 0, "1. A → B  edge tap 'x'\ncost 1\n"),
        .graph(.size, "a name of a million letters", "start " + repeated("A", 1_000_000) + "\nscreen " + repeated("A", 1_000_000), ["route", "--all"], 0, "costs from " + repeated("A", 60) + "…" + repeated("A", 59) + "\n"),
        .graph(.size, "a string of a million letters", "start A\nscreen A\n  waitFor \"" + repeated("w", 1_000_000) + "\"", 0, "g.screengraph:2:1: warning: screen 'A' is a dead end"),
        .graph(.size, "10,000 screens in a chain", chain(10_000), ["route", "--to", "S9999"], 0, "1. S0 → S1  edge tap 'next'"),
        .graph(.size, "50,000 edges out of one screen", "start A\nscreen A\n" + (0..<50_000).map { "  tap \"e\($0)\" -> B\n" }.joined() + "screen B", ["route", "--to", "B"], 0, "1. A → B  edge tap 'e0'"),
        .graph(.size, "20,000 actions chained with 'then'", thenChain(20_000), ["route", "--to", "B", "--allow-state-changes"], 0, "1. A → X0  action tap 'a'"),
        .graph(.size, "20,000 chained actions checked", thenChain(20_000), 0, "g.screengraph:5:1: warning: screen 'B' is a dead end"),
        .graph(.size, "20,000 chained actions that loop", thenChain(20_000, loop: true), 1, "g.screengraph:6:1: error: action chain loops: X1 → X2 → "),
        .graph(.size, "10,000 state fields", "start A\n" + (0..<10_000).map { "state f\($0): int = \($0)\n" }.joined() + "screen A", ["route", "--all"], 0, "costs from A\nA  0\n"),
        .graph(.size, "10,000 effects on one action", "start A\nstate n: int = 0\nscreen A\n  action X: tap \"x\"\n" + repeated("    effect n += 1\n", 10_000), ["route", "--to", "X", "--allow-state-changes"], 0, "1. A → X  action tap 'x'"),
        .graph(.size, "10,000 navigator actions", "start A\nscreen A\n" + (0..<10_000).map { "navigator N\($0)\n  goto A\n" }.joined(), 0, "g.screengraph:2:1: warning: screen 'A' is a dead end"),
        .graph(.size, "100,000 comment lines", "start A\nscreen A\n" + repeated("# a comment\n", 100_000), 0, "g.screengraph:2:1: warning: screen 'A' is a dead end"),
        .graph(.size, "an error after 100,000 blank lines", repeated("\n", 100_000) + "start A\nscreen A\n  tap \"x\" => A", 1, "g.screengraph:100003:11: error: expected '->'"),
        // 20,000 terms: an argument of Linux holds at most 128 KiB.
        .graph(.size, "a --where of 20,000 terms", "start A\nstate b: bool = true\nscreen A\n  tap \"x\" -> B\nscreen B", ["route", "--to", "B", "--where", repeated("!b || ", 19_999) + "b"], 0, "1. A → B  edge tap 'x'"),
        .graph(.size, "a --set of a string of 100,000 letters", "start A\nstate s: string = \"\"\nscreen A", ["route", "--all", "--set", "s=\"" + repeated("x", 100_000) + "\""], 0, "costs from A\nA  0\n"),
        .app(.size, "an app of 10,000 screens", appJSON("[" + (0..<10_000).map { #"{"name": "\#($0 == 0 ? "Home" : "S\($0)")"}"# }.joined(separator: ", ") + "]"), 0, "seed 0\n     0.000 launch          screen=Home"),
        .app(.size, "an app screen of 10,000 elements", appJSON(#"[{"name": "Home", "elements": ["# + (0..<10_000).map { #"{"id": "e\#($0)"}"# }.joined(separator: ", ") + "]}]"), 0, "seed 0\n     0.000 launch          screen=Home"),
        .shell(.size, "a sparse file of 300 MB", [], #"truncate -s 300M g.screengraph && "$SG" check g.screengraph"#, 2, "error: g.screengraph: cannot read the file: it is 314572800 bytes (300 MiB), more than the limit of 268435456 bytes (256 MiB)"),
        .shell(.size, "a JSON file of 300 MB", [], #"truncate -s 300M g.json && "$SG" route g.json --all"#, 2, "error: g.json: cannot read the file: it is 314572800 bytes (300 MiB), more than the limit of 268435456 bytes (256 MiB)"),
        .shell(.size, "an app file of 300 MB", [], demo + #"truncate -s 300M app.json && "$SG" run Demo.screengraph --app app.json"#, 2, "error: app.json: cannot read the file: it is 314572800 bytes (300 MiB), more than the limit of 268435456 bytes (256 MiB)"),
        .shell(.size, "a route file of 300 MB", [], demo + #"truncate -s 300M route.json && "$SG" replay Demo.screengraph --app Demo.json route.json"#, 2, "error: route.json: cannot read the file: it is 314572800 bytes (300 MiB), more than the limit of 268435456 bytes (256 MiB)"),
    ]

    /// `S0` to `S{count-1}`, each with an edge `tap "next"` to the next.
    static func chain(_ count: Int) -> String {
        "start S0\n" + (0..<count).map { "screen S\($0)\n" + ($0 + 1 < count ? "  tap \"next\" -> S\($0 + 1)\n" : "") }.joined()
    }

    /// `A` performs `X0`, which leads through `then` to `X1`, ... `X{count-1}`, then `B`,
    /// each adding 1 to `k`; with `loop`, the last leads back to `X1` instead.
    static func thenChain(_ count: Int, loop: Bool = false) -> String {
        var lines = ["start A", "state k: int = 0", "screen A", "  action X0: tap \"a\" -> X1", "screen B"]
        for index in 1..<count {
            let next = index + 1 < count ? "X\(index + 1)" : loop ? "X1" : "B"
            lines += ["action X\(index) -> \(next)", "  effect k += 1"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
