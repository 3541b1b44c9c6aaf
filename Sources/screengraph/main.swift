// The `screengraph` command: parses arguments, calls ScreenGraphKit, prints, exits.
// Exit status: 0 success, 1 a failed check or no route, 2 unreadable or invalid
// input, 64 a usage error, 74 a failed write of the output, 141 a reader that went
// away (when SIGPIPE is ignored).

import Foundation
import ScreenGraphKit

let overview = """
    USAGE: screengraph <command> FILE [options]

    Graph files are read by extension: .json (screengraph/1) or .screengraph.

    COMMANDS:
      route     Print the least-cost route to a screen or action, or the cost to every one
      check     Print the checker's errors and warnings
      render    Draw the graph for Graphviz (dot) or Mermaid
      convert   Write the graph in the other file format
      format    Print a graph file in canonical form, or rewrite it
      run       Run the graph against a simulated app, checking every step
      tour      Print routes from the start that cover every edge, screen, action or guard
      walk      Walk the graph at random on a simulated app; shrink a failure to a short route
      replay    Replay a saved route on a simulated app

    Run 'screengraph <command> --help' for a command's options.

    """

let commands: [String: (CommandSpec, (Arguments) throws(Exit) -> Void)] = [
    "route": (
        CommandSpec(
            name: "route", flags: ["--all", "--json", "--allow-state-changes"], options: ["--to", "--from", "--set", "--where"],
            help: """
                USAGE: screengraph route FILE --to NAME [--where PREDICATE] [--allow-state-changes] [--from NAME]
                                         [--set FIELD=VALUE]... [--json]
                       screengraph route FILE --all [--allow-state-changes] [--from NAME] [--set FIELD=VALUE]... [--json]

                Prints the least-cost route to a screen or action: numbered steps, each
                'from → to' with its kind, gesture, element and effects, then the cost.
                With --all, prints the cost to every screen and action instead.

                OPTIONS:
                  --to NAME            The screen to reach or the action to perform
                  --all                The cost to every screen and action ('unreachable' or null)
                  --from NAME          Where to start (default: the graph's start screen)
                  --set FIELD=VALUE    Overrides the initial user state; repeatable
                  --allow-state-changes
                                       Lets the route perform actions with effects where they open guards
                  --where PREDICATE    Reaches NAME in a state where PREDICATE holds (implies state changes)
                  --json               Prints JSON

                Exits 1 when there is no route, saying why; a state-aware search that finds none
                names the nearest state it reached.

                """), route
    ),
    "check": (
        CommandSpec(
            name: "check", flags: ["--json"], options: [],
            help: """
                USAGE: screengraph check FILE [--json]

                Prints every error and warning of the graph, then a summary line.
                Exits 0 with warnings only, 1 with any error, 2 when the file cannot be read.

                OPTIONS:
                  --json    Prints {"file", "errors", "warnings", "diagnostics": [...]}

                """), check
    ),
    "render": (
        CommandSpec(
            name: "render", flags: [], options: ["--format"],
            help: """
                USAGE: screengraph render FILE --format dot|mermaid

                Draws the graph: screens as boxes (start doubled, dismissOnUse dashed, back
                gestures noted), actions as yellow ellipses, guarded edges blue and labelled
                with their guard, and a legend.

                OPTIONS:
                  --format dot|mermaid    Graphviz or Mermaid

                """), render
    ),
    "convert": (
        CommandSpec(
            name: "convert", flags: [], options: ["--to"],
            help: """
                USAGE: screengraph convert FILE --to json|screengraph

                Prints the graph in the other format, canonically and without loss.

                OPTIONS:
                  --to json|screengraph    The format to write

                """), convert
    ),
    "run": (
        CommandSpec(
            name: "run", flags: ["--strict", "--json"], options: ["--app", "--to", "--seed", "--interruptions"],
            help: """
                USAGE: screengraph run GRAPH --app APP [--to NAME] [--seed N] [--interruptions RATE] [--strict] [--json]

                Runs the graph against a simulated app (a screengraph-app/1 JSON file): goes to
                NAME, or to every screen the graph can reach, checking after each step that the
                app shows the screen's waitFor element and is on the screen the graph says.
                Prints the run's report: every step, gesture, wait, interruption and handler,
                on the app's virtual clock. The same seed gives the same report.

                OPTIONS:
                  --app APP              The simulated app
                  --to NAME              A screen to reach or an action to perform
                  --seed N               The seed of every random choice (default 0)
                  --interruptions RATE   Injects system alerts and banners before interactions at this rate (0 to 1)
                  --strict               Turns the implicit interruption handler off
                  --json                 Prints the report as JSON lines

                Exits 1 when a step fails, naming the step, the expected and the actual screen.

                """), runOnApp
    ),
    "tour": (
        CommandSpec(
            name: "tour", flags: ["--json"], options: ["--cover", "--shards", "--search-limit"],
            help: """
                USAGE: screengraph tour FILE [--cover edges|screens|actions|guards] [--shards N] [--search-limit N] [--json]

                Prints a coverage tour: routes from the start screen (each for a freshly launched
                app) that together take every edge and back gesture, reach every screen, perform
                every action, or see every guard both true and false, performing actions that open
                guards. Reports the gestures next to a lower bound (one per item) as a ratio, and
                what cannot be covered, with why.

                OPTIONS:
                  --cover KIND    edges (default), screens, actions or guards
                  --shards N      Splits the routes into N shards of balanced cost
                  --search-limit N
                                  The most states one search of the tour explores (default 100000);
                                  an item not found within it is reported as such
                  --json          Prints JSON

                """), tour
    ),
    "walk": (
        CommandSpec(
            name: "walk", flags: ["--uniform", "--strict", "--report"],
            options: ["--app", "--seed", "--steps", "--stop-at-coverage", "--interruptions"],
            help: """
                USAGE: screengraph walk GRAPH --app APP --seed N [--steps N] [--stop-at-coverage PERCENT] [--uniform]
                                        [--interruptions RATE] [--strict] [--report]

                Walks the graph at random on a simulated app, checking every step: each move is
                picked among those open (guards holding, effects allowed), the ones taken least
                so far most often. When a step fails, shrinks the walk to a short route that fails
                the same way and prints it on stdout as a route file for 'screengraph replay'.

                OPTIONS:
                  --app APP                     The simulated app
                  --seed N                      The seed of the walk and of the app
                  --steps N                     The most steps to take (default 1000)
                  --stop-at-coverage PERCENT    Stops once this share of the edges has been taken
                  --uniform                     Picks every open move alike
                  --interruptions RATE          Injects system alerts and banners at this rate
                  --strict                      Turns the implicit interruption handler off
                  --report                      Prints the run's report first

                Exits 1 when a step fails.

                """), walk
    ),
    "replay": (
        CommandSpec(
            name: "replay", flags: ["--strict"], options: ["--app", "--seed", "--interruptions"],
            help: """
                USAGE: screengraph replay GRAPH --app APP ROUTE.json [--seed N] [--interruptions RATE] [--strict]

                Replays a route file (from 'screengraph walk', or 'screengraph route --json') on a
                freshly launched simulated app with the file's seed, checking every step, and prints
                the report. Options override the file's settings.

                Exits 1 when a step fails or is not open in the graph where the route stands.

                """, fileCount: 2), replay
    ),
    "format": (
        CommandSpec(
            name: "format", flags: ["--write"], options: [],
            help: """
                USAGE: screengraph format FILE [--write]

                Prints the file in canonical form; a .screengraph file keeps its comments.

                OPTIONS:
                  --write    Rewrites the file in place instead of printing it

                """), format
    ),
]

func standardError(_ text: String) {
    Output.standardError(text)
}

@MainActor func main() -> Int32 {
    let arguments = CommandLine.exactArguments.dropFirst()
    guard let name = arguments.first else {
        standardError("screengraph: error: missing a command; see 'screengraph --help'\n")
        return 64
    }
    if name == "--help" || name == "-h" || name == "help" {
        output(overview)
        return 0
    }
    guard let (spec, run) = commands[name] else {
        standardError("screengraph: error: unknown command '\(name)'; see 'screengraph --help'\n")
        return 64
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        output(spec.help)
        return 0
    }
    do throws(Exit) {
        let parsed: Arguments
        do {
            parsed = try spec.parse(arguments.dropFirst())
        } catch {
            throw Exit(error)
        }
        try run(parsed)
        return 0
    } catch {
        switch error {
        case .usage(let message):
            standardError("screengraph: error: \(message); see 'screengraph \(name) --help'\n")
        case .invalidInput(let lines), .failure(let lines):
            standardError(lines.map { $0 + "\n" }.joined())
        }
        return error.status
    }
}

exit(main())
