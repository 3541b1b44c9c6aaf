import Foundation
import Testing

/// Every command run on files whose names hold escape sequences, bidirectional and other
/// format characters, line and paragraph separators, newlines that would forge a line
/// (`FORGED`), GitHub workflow commands and very long names; then each output scanned:
/// no raw control (but a newline or a tab), format character or line separator, no
/// line that starts with `FORGED` or a workflow command (but the GitHub reporter's own
/// annotations), and no line past 2,000 scalars.
@Suite struct PrintedOutputScanTests {
    /// A graph whose names carry everything hostile; `Home`'s edge, action and back
    /// gesture name elements of the app below.
    static let graph = #"""
        graph "Evil\u{1B}[31m\nFORGED graph\u{202E}"
        start Home
        state n: int = 0
        screen Home
          tap "go\nFORGED line\u{202E}\u{2066}" -> B
          action "Act\u{2028}\nFORGED action\u{200B}": tap "a\u{1B}[2J\u{85}"
            effect n += 1
        screen B
          back tap "::warning title=y::back\u{FEFF}\u{7}"
        screen "::stop-commands::x\u{2069}"
        """#

    static let app = #"""
        {"format": "screengraph-app/1", "name": "Evil\u001b[31m", "initialScreen": "Home",
         "settings": [{"name": "n", "type": "int", "initial": 0}],
         "screens": [
          {"name": "Home", "elements": [
            {"id": "go\nFORGED line\u202e\u2066", "label": "Go\u202e\nFORGED label", "tap": ["go B"]},
            {"id": "a\u001b[2J\u0085", "label": "A\u2066", "tap": ["set n += 1"]}
          ]},
          {"name": "B", "elements": [
            {"id": "::warning title=y::back\ufeff\u0007", "label": "Back", "tap": ["go Home"]}
          ]}
         ]}
        """#

    static let monitors = #"{"monitors": [{"description": "mon\nFORGED monitor\u001b[2J\u202e", "identifier": "system.softwareUpdate", "button": "Nope\u2028"}]}"#

    /// The commands, each a bash line run in a directory holding `h.screengraph`,
    /// `app.json`, `mon.json` and `c.json` (the coverage of a walk), `$SG` the executable.
    static let commands: [String] = [
        #""$SG" check h.screengraph"#,
        #""$SG" check h.screengraph --reporter json"#,
        #""$SG" check h.screengraph --reporter github"#,
        #""$SG" check h.screengraph --reporter sarif"#,
        #"cp h.screengraph '::stop-commands::tok.screengraph' && "$SG" check '::stop-commands::tok.screengraph' --reporter github"#,
        #"cp h.screengraph "$(printf ' ::warning title=x::\033[2J.screengraph')" && "$SG" check "$(printf ' ::warning title=x::\033[2J.screengraph')""#,
        #"printf 'start A\nscreen A\n  tap "\342\200\256\342\200\213x\033[2J" -> A if zz\n' > bad.screengraph && "$SG" check bad.screengraph --reporter github"#,
        #"printf 'start A\nscreen A\n  tap "\342\200\256\342\200\213x\033[2J" -> A if zz\n' > bad.screengraph && "$SG" check bad.screengraph"#,
        #""$SG" route h.screengraph --all"#,
        #""$SG" route h.screengraph --all --json"#,
        #""$SG" route h.screengraph --to B"#,
        #""$SG" route h.screengraph --to "$(printf 'Act\342\200\250\nFORGED action\342\200\213')""#,
        #""$SG" route h.screengraph --to "$(printf 'Nowhere\342\200\256\nFORGED to\033[2J')""#,
        #""$SG" route h.screengraph --to B --json"#,
        #""$SG" route h.screengraph --to "$(printf '::stop-commands::x\342\201\251')""#,
        #""$SG" tour h.screengraph"#,
        #""$SG" tour h.screengraph --json"#,
        #""$SG" tour h.screengraph --shards 2"#,
        #""$SG" tour h.screengraph --run app.json"#,
        #""$SG" tour h.screengraph --run app.json --monitors mon.json --interruptions 1 --strict"#,
        #""$SG" run h.screengraph --app app.json --monitors mon.json --interruptions 1"#,
        #""$SG" run h.screengraph --app app.json --monitors mon.json --interruptions 1 --strict"#,
        #""$SG" walk h.screengraph --app app.json --seed 1 --steps 30 --interruptions 0.5 --report"#,
        #""$SG" walk h.screengraph --app app.json --seed 1 --steps 30 --interruptions 1 --strict"#,
        #""$SG" route h.screengraph --to B --json > r.json && "$SG" replay h.screengraph r.json"#,
        // Reports written where the output goes: they are printed too.
        #""$SG" tour h.screengraph --run app.json --junit /dev/stdout"#,
        #""$SG" walk h.screengraph --app app.json --seed 1 --steps 30 --interruptions 1 --strict --junit /dev/stdout --coverage /dev/stderr"#,
        #""$SG" run h.screengraph --app app.json --monitors mon.json --interruptions 1 --junit /dev/stderr"#,
        #""$SG" render h.screengraph --format dot --coverage c.json"#,
        #""$SG" render h.screengraph --format mermaid"#,
        #""$SG" convert h.screengraph --to json"#,
        #""$SG" convert h.screengraph --to screengraph"#,
        #""$SG" format h.screengraph"#,
        #""$SG" coverage merge c.json c.json -o m.json"#,
        #""$SG" "$(printf 'bogus\342\200\256\nFORGED command')""#,
        #""$SG" route h.screengraph --to B "$(printf -- '--x\033[2J\342\200\256')""#,
        #""$SG" route h.screengraph --to B "$(printf -- '::warning::x')""#,
        // A name of a million letters in a coverage file, a 300,000-letter element in a replay file.
        #"python3 -c 'import json,sys; c=json.load(open("c.json")); c["graph"]="\u202e"+"x"*1000000+"\n"; json.dump(c,open("big.json","w"))' && "$SG" coverage merge c.json big.json -o m.json"#,
        #""$SG" route h.screengraph --to B --json > r.json && python3 -c 'import json; r=json.load(open("r.json")); r["steps"][0]["element"]="\n"+"e"*300000+"\u202e"; json.dump(r,open("r2.json","w"))' && "$SG" replay h.screengraph r2.json"#,
    ]

    @Test(arguments: commands)
    func nothingPrintedActsOnATerminal(_ command: String) throws {
        let setup = "printf '%s' \"$GRAPH\" > h.screengraph && printf '%s' \"$APP\" > app.json && printf '%s' \"$MON\" > mon.json && "
            + #""$SG" walk h.screengraph --app app.json --seed 1 --steps 20 --coverage c.json >/dev/null 2>&1; "#
        let outcome = try Self.run(setup + command)
        #expect(!outcome.timedOut)
        #expect(outcome.status != 0 || !outcome.stdout.isEmpty || !outcome.stderr.isEmpty, "\(command): printed nothing")
        for (stream, text) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
            for scalar in text.unicodeScalars where scalar != "\n" && scalar != "\t" {
                let category = scalar.properties.generalCategory
                #expect(
                    ![.control, .format, .lineSeparator, .paragraphSeparator].contains(category),
                    "\(command): \(stream) holds a raw U+\(String(scalar.value, radix: 16, uppercase: true))\n\(text.prefix(2000))")
            }
            let github = command.contains("--reporter github") && stream == "stdout"
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                #expect(!trimmed.hasPrefix("FORGED"), "\(command): \(stream) has a forged line: \(line.prefix(300))")
                if trimmed.hasPrefix("::") {
                    #expect(github && (line.hasPrefix("::error ") || line.hasPrefix("::warning ")), "\(command): \(stream) starts a workflow command: \(line.prefix(300))")
                }
                #expect(line.unicodeScalars.count <= 2000, "\(command): \(stream) has a line of \(line.unicodeScalars.count) scalars")
            }
        }
    }

    static func run(_ script: String) throws -> CorpusRunner.Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", "\(Int(CorpusRunner.timeLimit))", "/bin/bash", "-c", script]
        process.environment = [
            "SG": PackagePaths.executable.path, "PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8",
            "GRAPH": graph, "APP": app, "MON": monitors,
        ]
        process.currentDirectoryURL = directory
        return try CorpusRunner.run(process)
    }
}
