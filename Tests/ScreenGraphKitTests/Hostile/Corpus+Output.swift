extension Corpus {
    /// Output that cannot be written: a full device or a closed descriptor is one line
    /// on standard error and exit 74; a reader that went away while SIGPIPE is ignored
    /// ends the command quietly with 141. Each of these once trapped in
    /// `FileHandle.write` with signal 4 (crash root C3).
    static let output: [CorpusCase] = [
        full("route", #""$SG" route Graphs/Browser.screengraph --to LoginDetail"#),
        full("route --all", #""$SG" route Graphs/Browser.screengraph --all"#),
        full("route --json", #""$SG" route Graphs/Browser.screengraph --to LoginDetail --json"#),
        full("check", #""$SG" check Graphs/Browser.screengraph"#),
        full("check --json", #""$SG" check Graphs/Browser.screengraph --json"#),
        full("render", #""$SG" render Graphs/Browser.screengraph --format dot"#),
        full("convert", #""$SG" convert Graphs/Browser.screengraph --to json"#),
        full("format", #""$SG" format Graphs/Browser.screengraph"#),
        full("tour", #""$SG" tour Graphs/Demo.screengraph"#),
        full("run", #""$SG" run Graphs/Demo.screengraph --app Graphs/Apps/Demo.json"#),
        full("walk", #""$SG" walk Graphs/Demo.screengraph --app Graphs/Apps/Demo.json --seed 1 --steps 20"#),
        full("--help", #""$SG" --help"#),
        closed("route", #""$SG" route Graphs/Browser.screengraph --to LoginDetail"#),
        closed("render", #""$SG" render Graphs/Browser.screengraph --format mermaid"#),
        closed("check", #""$SG" check Graphs/Demo.screengraph"#),
        .shell(.output, "an error with standard error full", [], #"cd "$ROOT" && "$SG" route Graphs/Demo.screengraph --to Nowhere 2>/dev/full; echo "status $?""#, 0, "status 64\n"),
        .shell(.output, "an error with standard error closed", [], #"cd "$ROOT" && "$SG" route Graphs/Demo.screengraph --to Nowhere 2>&-; echo "status $?""#, 0, "status 64\n"),
        .shell(.output, "both outputs closed", [], #"cd "$ROOT" && "$SG" route Graphs/Browser.screengraph --to LoginDetail >&- 2>&-; echo "status $?""#, 0, "status 74\n"),
        .shell(.output, "both outputs full", [], #"cd "$ROOT" && "$SG" route Graphs/Browser.screengraph --to LoginDetail >/dev/full 2>/dev/full; echo "status $?""#, 0, "status 74\n"),
        .shell(.output, "nothing to write, standard output full", [.file("g.screengraph", "start A\n\nscreen A\n")], #""$SG" format g.screengraph --write >/dev/full; echo "status $?""#, 0, "status 0\n"),
        gone("render", bigGraph + #""$SG" render big.screengraph --format dot"#),
        gone("convert", bigGraph + #""$SG" convert big.screengraph --to json"#),
        gone("convert to the graph language", bigGraph + #""$SG" convert big.screengraph --to screengraph"#),
        gone("format", bigGraph + #""$SG" format big.screengraph"#),
        .shell(.output, "a reader gone away, SIGPIPE not ignored", [], bigGraph + #""$SG" render big.screengraph --format dot | head -c 10 >/dev/null; echo "status ${PIPESTATUS[0]}""#, 0, "status 141\n"),
    ]

    /// `command` run from the package root with standard output on `/dev/full`.
    static func full(_ name: String, _ command: String) -> CorpusCase {
        .shell(.output, "\(name) to a full device", [], #"cd "$ROOT" && "# + command + #" >/dev/full; echo "status $?" >&2"#, 0,
               "screengraph: error: cannot write the output: No space left on device\nstatus 74\n")
    }

    /// `command` run from the package root with standard output closed.
    static func closed(_ name: String, _ command: String) -> CorpusCase {
        .shell(.output, "\(name) to a closed descriptor", [], #"cd "$ROOT" && "# + command + #" >&-; echo "status $?" >&2"#, 0,
               "screengraph: error: cannot write the output: Bad file descriptor\nstatus 74\n")
    }

    /// `command`, SIGPIPE ignored, piped into a reader that stops after 10 bytes.
    static func gone(_ name: String, _ command: String) -> CorpusCase {
        .shell(.output, "\(name) to a reader gone away, SIGPIPE ignored", [], "trap '' PIPE; " + command + #" | head -c 10 >/dev/null; echo "status ${PIPESTATUS[0]}" >&2"#, 0, "status 141\n")
    }

    /// A script's first line: a graph of 20,000 screens in `big.screengraph`, whose
    /// output is far larger than a pipe holds.
    static let bigGraph = #"{ echo 'start S0'; for i in $(seq 0 19999); do printf 'screen S%d\n  tap "next.%d" -> S%d\n' $i $i $(( (i + 1) % 20000 )); done; } > big.screengraph && "#
}
