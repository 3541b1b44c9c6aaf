import ScreenGraphKit

/// Every command of `screengraph` with its arguments and options: the one table the
/// overview, each command's help, the parser and the completion scripts are made from.
enum CommandTable {
    static let graph = ArgumentSpec(name: "FILE", help: "A graph file: .screengraph or .json (screengraph/1)")
    static let runGraph = ArgumentSpec(name: "GRAPH", help: "A graph file: .screengraph or .json (screengraph/1)")
    static let quiet = OptionSpec.flag(.quiet, "Shows no progress on a terminal")
    static let app = OptionSpec.option(.app, "APP", .file, "The simulated app (a screengraph-app/1 file)")
    /// How a real app is reached (``LiveSetup``).
    static let webDriver: [OptionSpec] = [
        .option(.webdriver, "URL", .text, "Drives a real app through this WebDriver server instead", repeatable: true),
        .option(.capabilities, "FILE", .file, "The session's W3C capabilities (default: headless Chromium)"),
        .option(.startURL, "URL", .text, "The page a web app starts on"),
    ]
    static let seed = OptionSpec.option(.seed, "N", .text, "The seed of every random choice (default 0)")
    static let interruptions = OptionSpec.option(
        .interruptions, "RATE", .text, "Injects system alerts and banners at this rate (0 to 1)")
    static let strict = OptionSpec.flag(.strict, "Turns the implicit interruption handler off")
    static let junit = OptionSpec.option(.junit, "FILE", .file, "Writes the cases as JUnit XML").writingFile
    static let coverage = OptionSpec.option(.coverage, "FILE", .file, "Writes what was exercised as coverage JSON").writingFile
    /// How the simulated app is set up before it launches (``AppSetup``).
    static let appSetup: [OptionSpec] = [
        .option(.launchArgument, "ARG", .text, "Adds a launch argument ('-Key', then 'value')", repeatable: true),
        .option(.launchEnvironment, "KEY=VALUE", .text, "Adds a launch environment variable", repeatable: true),
        .option(
            .resetAuthorization, "RESOURCE", .choice(ProtectedResource.allCases.map(\.rawValue)),
            "Resets a permission before the launch", repeatable: true),
        .option(.monitors, "FILE", .file, "Registers the interruption monitors of a monitors file"),
    ]

    static let reporter = OptionSpec.option(.reporter, "REPORTER", .choice(["text", "json", "github", "sarif"]), "text (default), json, github or sarif")
    /// How `explore` and `check --against-app` explore.
    static let explorationOptions: [OptionSpec] = [
        app,
        .option(.seed, "N", .text, "The seed of every choice among equals", required: true),
        .option(.data, "FILE", .file, "What to type into text fields, by identifier (a JSON object)"),
        .option(.deny, "ID", .text, "Never acts on this element (besides delete, log out, ...)", repeatable: true),
        .flag(.allowDangerous, "Acts on dangerous elements too (delete, log out, ...)"),
        .option(.ignore, "ID", .text, "An element the screen signature ignores", repeatable: true),
        .option(.settle, "SECONDS", .text, "Time the app is given after each gesture (default 1)"),
        .option(.from, "SCREEN", .text, "Starts sessions on this screen of the authored graph (on each, when repeated)", repeatable: true),
        .option(.where, "PREDICATE", .text, "With --from: in a state where PREDICATE holds"),
        .option(.graph, "FILE", .file, "The authored graph: --from navigates with it, its screens' identities name what is seen"),
    ]

    /// The commands, in the order the overview lists them.
    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "route", summary: "Print the least-cost route to a screen or action, or the cost to every one",
            arguments: [graph],
            options: [
                .option(.to, "NAME", .text, "The screen to reach or the action to perform"),
                .flag(.all, "The cost to every screen and action ('unreachable' or null)"),
                .option(.from, "NAME", .text, "Where to start (default: the graph's start screen)"),
                .option(.set, "FIELD=VALUE", .text, "Overrides the initial user state", repeatable: true),
                .flag(.allowStateChanges, "Lets the route perform actions with effects where they open guards"),
                .option(.where, "PREDICATE", .text, "Reaches NAME in a state where PREDICATE holds (implies state changes)"),
                .flag(.json, "Prints JSON"),
                quiet,
            ],
            discussion: """
                Prints the least-cost route to a screen or action (give --to NAME): numbered steps,
                each 'from → to' with its kind, gesture, element and effects, then the cost. With
                --all, prints the cost to every screen and action instead.
                """,
            notes: "Exits 1 when there is no route, saying why; a state-aware search that finds none names the nearest state it reached.",
            run: route),
        CommandSpec(
            name: "check", summary: "Print a graph's errors and warnings: text, JSON, GitHub annotations or SARIF",
            arguments: [ArgumentSpec(name: "FILE", help: "Graph files: .screengraph or .json", variadic: true)],
            options: [
                .option(.reporter, "REPORTER", .choice(["text", "json", "github", "sarif"]), "text (default), json, github or sarif"),
                .flag(.json, "The same as '--reporter json'"),
                .option(.againstApp, "APP", .file, "Explores this simulated app and reports where the graph drifted from it"),
                .option(.budget, "N", .text, "With --against-app: the most gestures to explore with (default 5000)"),
            ] + explorationOptions.filter { $0.key != .app && $0.key != .graph }.map { $0.key == .seed ? OptionSpec.option(.seed, "N", .text, "With --against-app: the seed (default 0)") : $0 } + webDriver + appSetup,
            discussion: """
                With --against-app APP (or --webdriver URL), explores the app and compares the graph
                with what it saw, as 'screengraph diff' does, then drives every route of the graph's
                edge tour on a fresh launch and reports each step that went wrong; exits 1 on drift.
                Prints every error and warning of each graph. text: compiler-style diagnostics, then
                'FILE: N errors, M warnings'. json: {"file", "errors", "warnings", "diagnostics"}, an
                array of them for several files. github: one '::error' or '::warning' workflow command
                per diagnostic, which GitHub Actions shows on the file's line, then the summary lines.
                sarif: one SARIF 2.1.0 log for all the files, for code scanning.
                """,
            notes: "Exits 0 with warnings only, 1 with any error, 2 when a file cannot be read.",
            run: check),
        CommandSpec(
            name: "render", summary: "Draw the graph for Graphviz (dot) or Mermaid, coloured by coverage if given",
            arguments: [graph],
            options: [
                .option(.format, "FORMAT", .choice(["dot", "mermaid"]), "dot (Graphviz) or mermaid", required: true),
                .option(.coverage, "FILE", .file, "Colours what a coverage file says was exercised"),
            ],
            discussion: """
                Draws the graph: screens as boxes (start doubled, dismissOnUse dashed, back gestures
                noted), actions as yellow ellipses, guarded edges blue and labelled with their guard,
                and a legend. With --coverage, what was exercised is green and the rest red and
                dashed, guards say which outcomes were seen, and the legend gives the figures.
                """,
            run: render),
        CommandSpec(
            name: "convert", summary: "Write the graph in the other file format",
            arguments: [graph],
            options: [.option(.to, "FORMAT", .choice(["json", "screengraph"]), "json or screengraph", required: true)],
            discussion: "Prints the graph in the other format, canonically and without loss.",
            run: convert),
        CommandSpec(
            name: "format", summary: "Print a graph file in canonical form, or rewrite it",
            arguments: [graph],
            options: [.flag(.write, "Rewrites the file in place instead of printing it")],
            discussion: "Prints the file in canonical form; a .screengraph file keeps its comments.",
            run: format),
        CommandSpec(
            name: "run", summary: "Run the graph against a simulated app, checking every step",
            arguments: [runGraph],
            options: [
                app,
                .option(.to, "NAME", .text, "A screen to reach or an action to perform (default: every screen)"),
                .flag(.allowStateChanges, "Lets the way to NAME perform actions with effects where they open guards"),
                seed, interruptions, strict,
                .flag(.json, "Prints the report as JSON lines"),
            ] + webDriver + appSetup + [junit, coverage, quiet],
            discussion: """
                Runs the graph against a simulated app (a screengraph-app/1 JSON file): goes to NAME,
                or to every screen the graph can reach, checking after each step that the app shows
                the screen's waitFor element and is on the screen the graph says. Prints the run's
                report: every step, gesture, wait, interruption and handler, on the app's virtual
                clock. The same seed gives the same report. With --webdriver URL, runs on a real
                app instead (a web page from --start-url, or a device app through Appium), each step
                checked by the entered screen's waitFor; a failed step's screenshot and page source
                are saved beside the --junit report (Docs/RealApps.md).
                """,
            notes: "Exits 1 when a step fails, naming the step, the expected and the actual screen.",
            run: runOnApp),
        CommandSpec(
            name: "tour", summary: "Print routes covering every edge, screen, action or guard, or run them",
            arguments: [graph],
            options: [
                .option(.cover, "KIND", .choice(CoverageKind.allCases.map(\.rawValue)), "edges (default), screens, actions or guards"),
                .option(.shards, "N", .text, "Splits the routes into N shards of balanced cost"),
                .option(.shard, "K", .text, "With --run: runs shard K (1 to N) alone"),
                .option(.searchLimit, "N", .text, "The most states one search of the tour explores (default 100000)"),
                .flag(.json, "Prints JSON"),
                .option(.run, "APP", .file, "Runs every route on a freshly launched simulated app"),
                seed, interruptions, strict,
            ] + webDriver + [
                .option(.parallel, "N", .text, "With --webdriver: runs the routes on N sessions at once"),
                .option(.retries, "N", .text, "Runs a failed route again, up to N times, on a new launch"),
            ] + appSetup + [junit, coverage, quiet],
            discussion: """
                Prints a coverage tour: routes from the start screen (each for a freshly launched app)
                that together take every edge and back gesture, reach every screen, perform every
                action, or see every guard both true and false, performing actions that open guards.
                Reports the gestures next to a lower bound (one per item) as a ratio, and what cannot
                be covered, with why; an item not found within --search-limit is reported as such.
                With --run APP, runs the routes (or shard K's) on the simulated app instead, each
                checked like 'run' on an app launched and set up as 'run' sets it up, and prints
                one line per route. With --webdriver URL, runs them on a real app, on --parallel N
                sessions or one per --webdriver given, with merged JUnit and coverage.
                """,
            notes: "With --run, exits 1 when a route fails.",
            run: tour),
        CommandSpec(
            name: "walk", summary: "Walk the graph at random on a simulated app; shrink a failure to a short route",
            arguments: [runGraph],
            options: [
                app,
                .option(.seed, "N", .text, "The seed of the walk and of the app", required: true),
                .option(.steps, "N", .text, "The most steps to take (default 1000)"),
                .option(.stopAtCoverage, "PERCENT", .text, "Stops once this share of the edges has been taken"),
                .flag(.uniform, "Picks every open move alike"),
                interruptions, strict,
                .flag(.report, "Prints the run's report first"),
            ] + webDriver + appSetup + [junit, coverage, quiet],
            discussion: """
                Walks the graph at random on a simulated app, checking every step: each move is picked
                among those open (guards holding, effects allowed), the ones taken least so far most
                often. When a step fails, shrinks the walk to a short route that fails the same way
                and prints it on stdout as a route file for 'screengraph replay'.
                """,
            notes: "Exits 1 when a step fails.",
            run: walk),
        CommandSpec(
            name: "replay", summary: "Replay a saved route on a simulated app",
            arguments: [runGraph, ArgumentSpec(name: "ROUTE", help: "A route file: from 'walk', or 'route --json'")],
            options: [app, seed, interruptions, strict] + webDriver + appSetup + [junit, coverage],
            discussion: """
                Replays a route file (from 'screengraph walk', or 'screengraph route --json') on a
                freshly launched simulated app with the file's seed, checking every step, and prints
                the report. Options override the file's settings.
                """,
            notes: "Exits 1 when a step fails or is not open in the graph where the route stands.",
            run: replay),
        CommandSpec(
            name: "explore", summary: "Learn a graph from a running app, within a budget of steps",
            arguments: [],
            options: explorationOptions + [
                .option(.output, "FILE", .file, "The graph to write: .screengraph or .json", required: true, short: "-o").writingFile,
                .option(.steps, "N", .text, "The most gestures to perform (default 5000)"),
            ] + webDriver + appSetup + [quiet],
            discussion: """
                Drives the app (a simulated app, or a real one through --webdriver) and writes what it
                found as a graph: a screen per signature of actionable elements (identifiers and roles;
                text, values and row counts ignored), named after and waiting for its identity element;
                an edge per gesture and target seen; a back gesture where one always returned. Prints
                the seed, the steps, the screens and transitions, near-duplicates it merged, and
                elements it did not act on. The same seed against the same app writes the same file.
                """,
            notes: "Exits 1 when the app cannot be started or --from cannot be reached.",
            run: explore),
        CommandSpec(
            name: "diff", summary: "Compare an authored graph with an inferred one: drift and coverage",
            arguments: [
                ArgumentSpec(name: "AUTHORED", help: "The graph a team maintains"),
                ArgumentSpec(name: "INFERRED", help: "A graph written by 'screengraph explore'"),
            ],
            options: [
                reporter, .flag(.json, "The same as '--reporter json'"),
                .option(.deny, "ID", .text, "An element the exploration was told never to act on", repeatable: true),
                .flag(.allowDangerous, "The exploration acted on dangerous elements too"),
            ],
            discussion: """
                Matches screens by their identity elements and edges by gesture and element, and
                reports, at the authored file's lines: screens the app no longer has, elements that
                are gone (with "did you mean" for a renamed identifier), gestures that lead where no
                edge of the graph says, and how much of the app the graph covers. An element the
                exploration left alone (dangerous, or named by --deny as it was given to explore)
                is not reported gone for want of a gesture on it.
                """,
            notes: "Exits 0 without drift, 1 with drift, 2 when a file cannot be read.",
            run: diff),
        CommandSpec(
            name: "coverage merge", summary: "Add up coverage files of one graph: the shards of a tour, several runs",
            arguments: [ArgumentSpec(name: "FILE", help: "Coverage files of the same graph", variadic: true)],
            options: [.option(.output, "FILE", .file, "The merged coverage file to write", required: true, short: "-o").writingFile],
            discussion: """
                Adds up the counts of coverage files written by --coverage, item by item, writes the
                sum, and prints its figures. The files must cover the same graph.
                """,
            notes: "Exits 2 when a file cannot be read or covers another graph.",
            run: mergeCoverage),
        CommandSpec(
            name: "help", summary: "Print the overview, or a command's help",
            arguments: [ArgumentSpec(name: "COMMAND", help: "A command", kind: .command, variadic: true, optional: true)],
            options: [],
            discussion: "Prints the help of COMMAND ('screengraph help coverage merge'), or the overview.",
            run: nil),
        CommandSpec(
            name: "completions", summary: "Print a completion script for bash, zsh or fish",
            arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish", kind: .choice(Completions.Shell.allCases.map(\.rawValue)))],
            options: [],
            discussion: """
                Prints a script that completes commands, options and their values, made from the
                same table as this help. bash: 'source <(screengraph completions bash)'. zsh: save
                it as '_screengraph' in a directory of $fpath. fish: save it as
                ~/.config/fish/completions/screengraph.fish.
                """,
            run: completions),
    ]

    /// Options of `screengraph` itself, before any command.
    static let topLevelOptions: [OptionSpec] = [
        .flag(.version, "Prints the version"),
        OptionSpec(key: .help, short: "-h", value: nil, help: "Prints this help"),
    ]

    /// The first words of the commands, in order: `route`, …, `coverage`, `help`, `completions`.
    static var topLevelNames: [String] {
        var names: [String] = []
        for command in commands {
            let first = command.name.split(separator: " ").first.map(String.init) ?? command.name
            if !names.contains(first) { names.append(first) }
        }
        return names
    }

    /// The commands whose name starts with the word `group` and has a second word.
    static func subcommands(of group: String) -> [CommandSpec] {
        commands.filter { $0.name.hasPrefix(group + " ") }
    }

    /// The command called `name` (one or two words).
    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }
}
