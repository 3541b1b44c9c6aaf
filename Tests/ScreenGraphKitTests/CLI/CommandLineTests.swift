import Foundation
import Testing

/// The `screengraph` executable end to end: exact stdout, stderr and exit status for
/// every command and every exit code (0, 1, 2, 64).
@Suite struct CommandLineTests {
    static let tiny = """
        graph "Tiny"
        start Home
        state on: bool = false
        screen Home
          tap "go" -> Next if on
          action TurnOn: toggleOn "switch"
            effect on = true
        screen Next
          back tap "back"

        """

    /// A scratch directory holding the tiny graph, a broken one and one with warnings.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.tiny.write(to: directory.appendingPathComponent("tiny.screengraph"), atomically: true, encoding: .utf8)
        try "start Home\nscreen Home\n  tap \"go\" -> Nowhere\n".write(
            to: directory.appendingPathComponent("broken.screengraph"), atomically: true, encoding: .utf8)
        try "start Home\nstate unused: int = 0\nscreen Home\n".write(
            to: directory.appendingPathComponent("warn.screengraph"), atomically: true, encoding: .utf8)
        try "{\"format\": \"screengraph/1\", \"start\": \"Home\",\n \"screens\": [{\"name\": \"Home\", \"edges\": 3}]}\n".write(
            to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        return directory
    }

    private func run(_ arguments: String..., in directory: URL) throws -> CommandResult {
        try runScreengraph(arguments, in: directory)
    }

    @Test func usageErrorsExit64WithOneLine() throws {
        let directory = try scratch()
        #expect(try run(in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: missing a command; see 'screengraph --help'\n"))
        #expect(try run("frobnicate", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: unknown command 'frobnicate'; see 'screengraph --help'\n"))
        #expect(try run("route", "tiny.screengraph", "--to", "Next", "--bogus", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: unknown option '--bogus' for 'route'; see 'screengraph route --help'\n"))
        #expect(try run("route", "tiny.screengraph", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: give either '--to NAME' or '--all'; see 'screengraph route --help'\n"))
        #expect(try run("route", "tiny.screengraph", "--to", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: option '--to' needs a value; see 'screengraph route --help'\n"))
        #expect(try run("route", "tiny.screengraph", "--to", "Nowhere", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--to Nowhere': the graph has no screen or action named 'Nowhere'; see 'screengraph route --help'\n"))
        #expect(
            try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetial", in: PackagePaths.root).stderr
                == "screengraph: error: '--to ItemDetial': the graph has no screen or action named 'ItemDetial'; did you mean 'ItemDetail'?; see 'screengraph route --help'\n")
        #expect(try run("route", "tiny.screengraph", "--to", "Next", "--set", "on=maybe", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--set on=maybe': 'maybe' is not a value; see 'screengraph route --help'\n"))
        #expect(try run("render", "tiny.screengraph", "--format", "svg", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: unknown format 'svg'; expected dot or mermaid; see 'screengraph render --help'\n"))
        #expect(try run("convert", "tiny.screengraph", "--to", "yaml", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unknown format 'yaml'; expected json or screengraph; see 'screengraph convert --help'\n"))
        // A shard count is bounded before anything is allocated for it (hostile input C2, H7).
        #expect(try run("tour", "tiny.screengraph", "--shards", "2305843009213693952", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--shards 2305843009213693952' must be at most 10000 (Tour.maximumShards); see 'screengraph tour --help'\n"))
        #expect(try run("tour", "tiny.screengraph", "--shards", "99999999999999999999", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--shards 99999999999999999999' must be a positive whole number; see 'screengraph tour --help'\n"))
        #expect(try run("format", "a.screengraph", "b.screengraph", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unexpected argument 'b.screengraph'; 'format' takes one file; see 'screengraph format --help'\n"))
    }

    @Test func helpExitsZero() throws {
        let directory = try scratch()
        let overview = try run("--help", in: directory)
        #expect(overview.status == 0 && overview.stderr == "" && overview.stdout.hasPrefix("USAGE: screengraph <command> [arguments] [options]\n"))
        #expect(try run("format", "--help", in: directory) == CommandResult(status: 0, stdout: """
            USAGE: screengraph format FILE [--write]

            Prints the file in canonical form; a .screengraph file keeps its comments.

            ARGUMENTS:
              FILE  A graph file: .screengraph or .json (screengraph/1)

            OPTIONS:
              --write     Rewrites the file in place instead of printing it
              -h, --help  Prints this help

            """, stderr: ""))
        for command in ["route", "check", "render", "convert", "run"] {
            let help = try run(command, "--help", in: directory)
            #expect(help.status == 0 && help.stdout.hasPrefix("USAGE: screengraph \(command) "), "\(command)")
        }
    }

    @Test func routePrintsStepsAndCost() throws {
        let directory = try scratch()
        #expect(try run("route", "tiny.screengraph", "--to", "Next", "--set", "on=true", in: directory) == CommandResult(
            status: 0, stdout: "1. Home → Next  edge tap 'go'\ncost 1\n", stderr: ""))
        #expect(try run("route", "tiny.screengraph", "--to", "TurnOn", "--json", in: directory) == CommandResult(status: 0, stdout: """
            {
              "graph": "Tiny",
              "from": "Home",
              "to": "TurnOn",
              "cost": 2,
              "steps": [
                {
                  "from": "Home",
                  "to": "TurnOn",
                  "kind": "action",
                  "gesture": "toggleOn",
                  "element": "switch",
                  "effects": ["on = true"]
                },
                {"from": "TurnOn", "to": "Home", "kind": "return", "gesture": null, "element": null, "effects": []}
              ]
            }

            """, stderr: ""))
    }

    @Test func routeWithoutAWayExits1SayingWhy() throws {
        let directory = try scratch()
        #expect(try run("route", "tiny.screengraph", "--to", "Next", in: directory) == CommandResult(status: 1, stdout: "", stderr: """
            no route from 'Home' to 'Next': the way is closed
              Home → Next (tap 'go'): guard 'on' is false with on = false [tiny.screengraph:5:3]
              Home → TurnOn (toggleOn 'switch'): action 'TurnOn' has effects (on = true) and state changes are not allowed [tiny.screengraph:6:3]

            """))
        // Started on a back screen with an empty back stack, its back gesture leads nowhere.
        #expect(try run("route", "tiny.screengraph", "--to", "Home", "--from", "Next", in: directory) == CommandResult(
            status: 1, stdout: "", stderr: "no route from 'Next' to 'Home': nothing leads there from 'Next', whatever the state\n"))
    }

    @Test func routeAllPrintsEveryCost() throws {
        let directory = try scratch()
        #expect(try run("route", "tiny.screengraph", "--all", in: directory) == CommandResult(
            status: 0, stdout: "costs from Home\nHome    0\nNext    unreachable\nTurnOn  2\n", stderr: ""))
        #expect(try run("route", "tiny.screengraph", "--all", "--json", "--set", "on=YES", in: directory) == CommandResult(
            status: 0, stdout: "{\"graph\": \"Tiny\", \"from\": \"Home\", \"costs\": {\"Home\": 0, \"Next\": 1, \"TurnOn\": 2}}\n", stderr: ""))
    }

    @Test func invalidInputExits2WithLocatedErrors() throws {
        let directory = try scratch()
        #expect(try run("route", "missing.screengraph", "--to", "A", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: missing.screengraph: cannot read the file: no such file\n"))
        #expect(try run("route", "tiny.txt", "--to", "A", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: tiny.txt: unknown file type; expected a .json or .screengraph file\n"))
        #expect(try run("route", "broken.screengraph", "--to", "Home", in: directory) == CommandResult(status: 2, stdout: "", stderr: """
            broken.screengraph:3:3: error: edge target 'Nowhere' is not a screen or an action
              tap "go" -> Nowhere
              ^

            """))
        #expect(try run("convert", "bad.json", "--to", "screengraph", in: directory) == CommandResult(status: 2, stdout: "", stderr: """
            bad.json:2:40: error: 'edges' must be an array, found a number
             "screens": [{"name": "Home", "edges": 3}]}
                                                   ^

            """))
    }

    @Test func filesThatCannotBeReadExit2SayingWhy() throws {
        let directory = try scratch()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE]).write(to: directory.appendingPathComponent("binary.json"))
        #expect(try run("check", "folder.json", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: folder.json: cannot read the file: it is a directory\n"))
        #expect(try run("check", "notes.txt", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: notes.txt: unknown file type; expected a .json or .screengraph file\n"))
        #expect(try run("check", "nowhere/tiny.screengraph", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: nowhere/tiny.screengraph: cannot read the file: no such file\n"))
        #expect(try run("format", "binary.json", in: directory) == CommandResult(
            status: 2, stdout: "",
            stderr: "error: binary.json: cannot read the file: it is not UTF-8 text: byte 0xFF at offset 0 (line 1) is not valid\n"))
        #expect(try run("run", "tiny.screengraph", "--app", "folder.json", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: folder.json: cannot read the file: it is a directory\n"))
        #expect(try run("replay", "tiny.screengraph", "--app", "binary.json", "missing.json", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: missing.json: cannot read the file: no such file\n"))
        // Root reads past permissions; anyone else is refused.
        let locked = directory.appendingPathComponent("locked.screengraph")
        try Self.tiny.write(to: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        if getuid() == 0 {
            #expect(try run("check", "locked.screengraph", in: directory) == CommandResult(
                status: 0, stdout: "locked.screengraph: 0 errors, 0 warnings\n", stderr: ""))
        } else {
            #expect(try run("check", "locked.screengraph", in: directory) == CommandResult(
                status: 2, stdout: "", stderr: "error: locked.screengraph: cannot read the file: permission denied\n"))
        }
    }

    @Test func badSettingsAreUsageErrors() throws {
        let directory = try scratch()
        #expect(try run("route", "tiny.screengraph", "--to", "Next", "--set", "on", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--set on' must be FIELD=VALUE; see 'screengraph route --help'\n"))
        #expect(try run("route", "tiny.screengraph", "--all", "--set", "off=true", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--set off=true': the graph has no state field 'off'; see 'screengraph route --help'\n"))
        #expect(try run("route", "tiny.screengraph", "--all", "--set", "on=3", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--set on=3': cannot set 'on' of type bool to 3; see 'screengraph route --help'\n"))
        let root = PackagePaths.root
        #expect(try run("walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--seed", "1", "--interruptions", "2", in: root)
            == CommandResult(
                status: 64, stdout: "",
                stderr: "screengraph: error: '--interruptions 2' must be a rate from 0 to 1; see 'screengraph walk --help'\n"))
        // A bad seed is found before the app is read.
        #expect(try run("run", "Graphs/Demo.screengraph", "--app", "missing.json", "--seed", "x", in: root) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--seed x' must be a whole number; see 'screengraph run --help'\n"))
    }

    @Test func replayOptionsOverrideTheFile() throws {
        let root = PackagePaths.root
        let directory = try scratch()
        try "{\"seed\": 3, \"interruptions\": 1, \"strict\": true, \"steps\": []}\n"
            .write(to: directory.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
        let graph = root.appendingPathComponent("Graphs/Demo.screengraph").path
        let app = root.appendingPathComponent("Graphs/Apps/Demo.json").path
        #expect(try run("replay", graph, "--app", app, "empty.json", in: directory).stdout.hasPrefix("seed 3\n"))
        #expect(try run("replay", graph, "--app", app, "empty.json", "--seed", "8", in: directory).stdout.hasPrefix("seed 8\n"))
    }

    @Test func checkExits0WithWarningsAnd1WithErrors() throws {
        let directory = try scratch()
        #expect(try run("check", "tiny.screengraph", in: directory) == CommandResult(
            status: 0, stdout: "tiny.screengraph: 0 errors, 0 warnings\n", stderr: ""))
        #expect(try run("check", "warn.screengraph", in: directory) == CommandResult(status: 0, stdout: """
            warn.screengraph:2:1: warning: state field 'unused' is never used
            state unused: int = 0
            ^
            warn.screengraph:3:1: warning: screen 'Home' is a dead end: nothing leads out of it and it has no back gesture
            screen Home
            ^
            warn.screengraph: 0 errors, 2 warnings

            """, stderr: ""))
        #expect(try run("check", "broken.screengraph", "--json", in: directory) == CommandResult(status: 1, stdout: """
            {
              "file": "broken.screengraph",
              "errors": 1,
              "warnings": 0,
              "diagnostics": [
                {
                  "severity": "error",
                  "code": "SG201",
                  "message": "edge target 'Nowhere' is not a screen or an action",
                  "file": "broken.screengraph",
                  "line": 3,
                  "column": 3
                }
              ]
            }

            """, stderr: ""))
        #expect(try run("check", "missing.json", in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: missing.json: cannot read the file: no such file\n"))
    }

    @Test func renderDrawsBothFormats() throws {
        let directory = try scratch()
        let dot = try run("render", "tiny.screengraph", "--format", "dot", in: directory)
        #expect(dot.status == 0 && dot.stderr == "")
        #expect(dot.stdout.hasPrefix("digraph \"Tiny\" {\n"))
        // Nodes are named by declaration order, never by the name they show.
        #expect(dot.stdout.contains("  s0 [label=\"Home\", peripheries=2];\n"))
        #expect(dot.stdout.contains("  s1 [label=\"Next\\n⟲ back: tap \\\"back\\\"\"];\n"))
        #expect(dot.stdout.contains("  a0 [label=\"TurnOn\", shape=ellipse, style=filled, fillcolor=\"#fff5cc\"];\n"))
        #expect(dot.stdout.contains("  s0 -> s1 [label=\"tap \\\"go\\\"\\nif on\", color=\"#1f5fbf\", fontcolor=\"#1f5fbf\"];\n"))
        #expect(dot.stdout.contains("  a0 -> s0 [label=\"returns\", style=dashed];\n"))
        #expect(dot.stdout.contains("  subgraph cluster_legend {\n"))
        let mermaid = try run("render", "tiny.screengraph", "--format", "mermaid", in: directory)
        #expect(mermaid.status == 0 && mermaid.stderr == "")
        #expect(mermaid.stdout.hasPrefix("""
            flowchart LR
              s0["Home"]:::start
              s1["Next<br/>⟲ back: tap #quot;back#quot;"]
              a0(["TurnOn"]):::action
              s0 -->|"tap #quot;go#quot;<br/>if on"| s1
              s0 -->|"toggleOn #quot;switch#quot;"| a0
              a0 -.->|"returns"| s0
              subgraph Legend

            """))
        #expect(mermaid.stdout.hasSuffix("  linkStyle 0,4 stroke:#1f5fbf,color:#1f5fbf\n"))
    }

    @Test func convertAndFormat() throws {
        let directory = try scratch()
        let json = try run("convert", "tiny.screengraph", "--to", "json", in: directory)
        #expect(json == CommandResult(status: 0, stdout: """
            {
              "format": "screengraph/1",
              "name": "Tiny",
              "start": "Home",
              "state": [
                {"name": "on", "type": "bool", "initial": false}
              ],
              "screens": [
                {
                  "name": "Home",
                  "edges": [
                    {"to": "Next", "gesture": "tap", "element": "go", "if": "on"}
                  ],
                  "actions": [
                    {"name": "TurnOn", "gesture": "toggleOn", "element": "switch", "effects": ["on = true"]}
                  ]
                },
                {"name": "Next", "back": {"gesture": "tap", "element": "back"}}
              ]
            }

            """, stderr: ""))
        try json.stdout.write(to: directory.appendingPathComponent("tiny.json"), atomically: true, encoding: .utf8)
        let back = try run("convert", "tiny.json", "--to", "screengraph", in: directory)
        #expect(back.status == 0)
        #expect(try run("format", "tiny.screengraph", in: directory).stdout == back.stdout)

        let messy = "start   Home   # where we begin\nscreen Home\n      noop  ->  Home\n"
        try messy.write(to: directory.appendingPathComponent("messy.screengraph"), atomically: true, encoding: .utf8)
        let expected = "start Home  # where we begin\n\nscreen Home\n  noop -> Home\n"
        #expect(try run("format", "messy.screengraph", in: directory) == CommandResult(status: 0, stdout: expected, stderr: ""))
        #expect(try run("format", "messy.screengraph", "--write", in: directory) == CommandResult(status: 0, stdout: "", stderr: ""))
        #expect(try String(contentsOf: directory.appendingPathComponent("messy.screengraph"), encoding: .utf8) == expected)
    }

    @Test func runChecksEveryStepOnTheSimulatedApp() throws {
        let root = PackagePaths.root
        #expect(try run("run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "DeleteAllItems", in: root)
            == CommandResult(status: 0, stdout: """
                seed 0
                     0.000 launch          screen=ItemList arguments=
                     0.000 gesture         gesture=tap element=items.edit screen=ItemList
                     0.250 wait            element=editing.done result=found
                     0.250 step            from=ItemList to=Editing kind=edge
                     0.250 gesture         gesture=tap element=editing.deleteAll screen=Editing
                     0.500 wait            element=editing.done result=found
                     0.500 step            from=DeleteAllItems to=Editing kind=return

                """, stderr: ""))
        let json = try run("run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "Editing", "--json", in: root)
        #expect(json == CommandResult(status: 0, stdout: """
            {"seed": 0}
            {"t": 0.000, "event": "launch", "screen": "ItemList", "arguments": ""}
            {"t": 0.000, "event": "gesture", "gesture": "tap", "element": "items.edit", "screen": "ItemList"}
            {"t": 0.250, "event": "wait", "element": "editing.done", "result": "found"}
            {"t": 0.250, "event": "step", "from": "ItemList", "to": "Editing", "kind": "edge"}

            """, stderr: ""))
        // The same seed gives the same report, interruptions included.
        let arguments = ["run", "Graphs/Browser.screengraph", "--app", "Graphs/Apps/Browser.json", "--seed", "7", "--interruptions", "0.3"]
        let first = try runScreengraph(arguments, in: root)
        #expect(first.status == 0 && first.stdout.contains(" interruption ") && first.stdout.contains(" implicitHandler "))
        #expect(try runScreengraph(arguments, in: root) == first)
    }

    @Test func runFailuresNameTheStep() throws {
        let root = PackagePaths.root
        let wrong = try run("run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/DemoV2.json", "--to", "Editing", in: root)
        #expect(wrong.status == 1)
        #expect(wrong.stderr == """
            step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says
              declared at Graphs/Demo.screengraph:11:3

            """)
        let strict = try run(
            "run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "Editing", "--interruptions", "1", "--strict",
            "--seed", "4", in: root)
        #expect(strict.status == 1)
        #expect(strict.stderr == """
            step ItemList → Editing (tap 'items.edit') failed: tap 'items.edit' is blocked by alert 'system.lowBattery' (Low Battery) \
            after 5 rounds; handlers tried: none (strict: no implicit handler)
              declared at Graphs/Demo.screengraph:11:3

            """)
        #expect(try run("run", "Graphs/Demo.screengraph", "--to", "Editing", in: root) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: missing '--app APP' or '--webdriver URL'; see 'screengraph run --help'\n"))
        #expect(try run("run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--seed", "-1", in: root) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--seed -1' must be a whole number; see 'screengraph run --help'\n"))
    }

    @Test func runRejectsABadAppWithLocatedErrors() throws {
        let directory = try scratch()
        try "{\"format\": \"screengraph-app/1\", \"name\": \"X\", \"initialScreen\": \"Home\",\n \"screens\": [{\"name\": \"Home\", \"elements\": [{\"id\": \"b\", \"tap\": [\"push B\"]}]}]}\n"
            .write(to: directory.appendingPathComponent("app.json"), atomically: true, encoding: .utf8)
        #expect(try run("run", "tiny.screengraph", "--app", "app.json", in: directory) == CommandResult(status: 2, stdout: "", stderr: """
            app.json:2:44: error: element 'b' on 'Home', tap: no screen 'B'
             "screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["push B"]}]}]}
                                                       ^

            """))
    }

    /// A misspelled name in a graph file, a `--where` condition or a `--set` gets the
    /// closest declared name.
    @Test func misspelledNamesGetTheClosestDeclaredName() throws {
        let directory = try scratch()
        try "start Home\nscreen Home\n  tap \"go\" -> Nxet\nscreen Next\n  back tap \"back\"\n".write(
            to: directory.appendingPathComponent("typo.screengraph"), atomically: true, encoding: .utf8)
        #expect(try run("check", "typo.screengraph", in: directory) == CommandResult(status: 1, stdout: """
            typo.screengraph:3:3: error: edge target 'Nxet' is not a screen or an action; did you mean 'Next'?
              tap "go" -> Nxet
              ^
            typo.screengraph: 1 error, 0 warnings

            """, stderr: ""))
        #expect(try run("route", "tiny.screengraph", "--all", "--set", "On=true", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--set On=true': the graph has no state field 'On'; did you mean 'on'?; see 'screengraph route --help'\n"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--where", "numItem > 0", in: PackagePaths.root) == CommandResult(
            status: 2, stdout: "", stderr: "condition:1:1: error: unknown state field 'numItem'; did you mean 'numItems'?\nnumItem > 0\n^\n"))
    }

    @Test func routeWhereAndWithStateChanges() throws {
        let root = PackagePaths.root
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--where", "numItems == 2", in: root) == CommandResult(
            status: 0, stdout: """
                1. ItemList → AddItem  action tap 'items.add'  [numItems += 1]
                2. AddItem → ItemList  return
                3. ItemList → AddItem  action tap 'items.add'  [numItems += 1]
                4. AddItem → ItemList  return
                5. ItemList → ItemDetail  edge tap 'items.cell.0'
                cost 5

                """, stderr: ""))
        let allowed = try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--allow-state-changes", in: root)
        #expect(allowed.status == 0 && allowed.stdout.hasSuffix("cost 3\n"))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--where", "numItems <", in: root) == CommandResult(
            status: 2, stdout: "", stderr: "condition:1:11: error: expected an expression\nnumItems <\n          ^\n"))
        // The column is the offending token's inside the condition, and the caret stands under it,
        // a line break in the condition read as the space it means.
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--where", "numItems > 0 && numItem == 2", in: root)
            == CommandResult(status: 2, stdout: "", stderr: """
                condition:1:17: error: unknown state field 'numItem'; did you mean 'numItems'?
                numItems > 0 && numItem == 2
                                ^

                """))
        #expect(try run("route", "Graphs/Demo.screengraph", "--to", "ItemDetail", "--where", "numItems > 0 &&\r\n numItem == 2", in: root)
            == CommandResult(status: 2, stdout: "", stderr: """
                condition:1:19: error: unknown state field 'numItem'; did you mean 'numItems'?
                numItems > 0 &&   numItem == 2
                                  ^

                """))
        #expect(try run("route", "Graphs/Demo.screengraph", "--all", "--where", "numItems > 0", in: root).status == 64)
    }

    @Test func tourPrintsRoutesRatioAndShards() throws {
        let root = PackagePaths.root
        let whole = try run("tour", "Graphs/Demo.screengraph", in: root)
        #expect(whole.status == 0 && whole.stderr == "")
        #expect(whole.stdout.hasPrefix(
            "tour covering edges: 1 route, 6 gestures for 6 items covered (lower bound 6 gestures, ratio 1.00; "
                + "Chinese-postman bound 6 gestures, ratio 1.00), 0 uncovered\n"))
        // For shards the one route is cut, each part starting afresh.
        let sharded = try run("tour", "Graphs/Demo.screengraph", "--shards", "2", in: root)
        #expect(sharded.status == 0 && sharded.stdout.hasPrefix("tour covering edges: 3 routes, 8 gestures"))
        #expect(sharded.stdout.hasSuffix("shards:\n  shard 1: routes 2 (5 steps, cost 5)\n  shard 2: routes 1, 3 (6 steps, cost 6)\n"))
        let json = try run("tour", "Graphs/Onboarding.json", "--cover", "screens", "--json", in: root)
        #expect(json.status == 0 && json.stdout.contains("\"cover\": \"screens\"") && json.stdout.contains("\"uncovered\": []"))
        #expect(try run("tour", "Graphs/Demo.screengraph", "--cover", "pixels", in: root) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unknown coverage 'pixels'; expected edges, screens, actions or guards; see 'screengraph tour --help'\n"))
    }

    @Test func walkShrinksAFailureForReplay() throws {
        let root = PackagePaths.root
        #expect(try run("walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--seed", "1", "--steps", "50", in: root)
            == CommandResult(status: 0, stdout: "walk of 50 steps (seed 1): 100% of edges taken\n", stderr: ""))
        let failed = try run("walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/DemoV2.json", "--seed", "2", in: root)
        #expect(failed == CommandResult(status: 1, stdout: """
            {
              "graph": "Demo",
              "seed": 2,
              "interruptions": 0,
              "strict": false,
              "steps": [
                {"from": "ItemList", "to": "Editing", "kind": "edge", "gesture": "tap", "element": "items.edit"}
              ]
            }

            """, stderr: """
            walk failed at step 3 (seed 2): step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says
              declared at Graphs/Demo.screengraph:11:3
            shrunk to 1 step, printed on stdout for 'screengraph replay':
              1. ItemList → Editing  edge tap 'items.edit'

            """))
        // The printed route replays the failure, and passes on the app the graph describes.
        let directory = try scratch()
        try failed.stdout.write(to: directory.appendingPathComponent("failure.json"), atomically: true, encoding: .utf8)
        let graph = root.appendingPathComponent("Graphs/Demo.screengraph").path
        let replayed = try run("replay", graph, "--app", root.appendingPathComponent("Graphs/Apps/DemoV2.json").path, "failure.json", in: directory)
        #expect(replayed.status == 1 && replayed.stderr.hasPrefix("step ItemList → Editing (tap 'items.edit') failed"))
        let passed = try run("replay", graph, "--app", root.appendingPathComponent("Graphs/Apps/Demo.json").path, "failure.json", in: directory)
        #expect(passed.status == 0 && passed.stdout.hasPrefix("seed 2\n"))
        try "{\"steps\": [{\"from\": \"ItemList\", \"to\": \"Nowhere\", \"kind\": \"edge\"}]}\n"
            .write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let unavailable = try run("replay", graph, "--app", root.appendingPathComponent("Graphs/Apps/Demo.json").path, "bad.json", in: directory)
        #expect(unavailable.status == 1 && unavailable.stderr == "step 1 (ItemList → Nowhere  edge) is not a move the graph has open there\n")
        #expect(try run("walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", in: root).status == 64)
        #expect(try run("replay", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", in: root).status == 64)
    }
}
