import Testing

@testable import ScreenGraphKit

/// A route saved for `screengraph replay`: the file a walk writes reads back as it was,
/// `screengraph route --json` output reads as a replay file (seed 0), and every
/// mistake in a hand-edited file is an error at its line and column.
@Suite struct ReplayFileTests {
    private func read(_ text: String) throws(GraphError) -> ReplayFile { try ReplayFileReader.read(text, path: "r.json") }

    /// The error messages, each `LINE:COLUMN: message`.
    private func errors(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
        }
    }

    @Test func theWrittenFileReadsBackAsItWas() throws {
        let file = ReplayFile(
            graph: "Browser", seed: 18_446_744_073_709_551_615, interruptionRate: 0.25, strict: true,
            steps: [
                ReplayStep(from: "Tab", to: "Menu", kind: "edge", gesture: "tap", element: "menu"),
                ReplayStep(from: "Menu", to: "Tab", kind: "back"),
            ])
        #expect(file.json == """
            {
              "graph": "Browser",
              "seed": 18446744073709551615,
              "interruptions": 0.25,
              "strict": true,
              "steps": [
                {"from": "Tab", "to": "Menu", "kind": "edge", "gesture": "tap", "element": "menu"},
                {"from": "Menu", "to": "Tab", "kind": "back", "gesture": null, "element": null}
              ]
            }

            """)
        #expect(try read(file.json) == file)
    }

    /// What `route --json` prints reads as a replay file: seed 0, no interruptions,
    /// not strict; `cost`, `from`, `to` and each step's `effects` are allowed.
    @Test func routeJSONIsAReplayFile() throws {
        let planner = try RouteTests.planner()
        let json = try planner.route(to: "Settings").json(graph: "G")
        let file = try read(json)
        #expect(file == ReplayFile(graph: "G", seed: 0, steps: [
            ReplayStep(from: "Home", to: "Settings", kind: "edge", gesture: "tap", element: "settings"),
        ]))
    }

    @Test func onlyStepsAreRequired() throws {
        #expect(try read(#"{"steps": []}"#) == ReplayFile(graph: "", seed: 0, steps: []))
    }

    @Test(arguments: [
        (#"{"seed": 1}"#, ["1:1: a route needs 'steps'"]),
        (#"{"steps": [], "seed": -1}"#, ["1:23: 'seed' must be a whole number, found a number"]),
        (#"{"steps": [], "seed": "7"}"#, ["1:23: 'seed' must be a whole number, found a string"]),
        (#"{"steps": [], "cost": "x"}"#, ["1:23: 'cost' must be a number, found a string"]),
        (#"{"steps": [], "interruptions": 2}"#, ["1:32: 'interruptions' must be a number from 0 to 1, found 2"]),
        (#"{"steps": [{"from": "A", "to": ""}]}"#, ["1:12: a step needs 'kind'", "1:32: 'to' must not be empty"]),
        (#"{"steps": [{"from": "A", "to": "", "kind": "edge"}]}"#, ["1:32: 'to' must not be empty"]),
        (#"{"steps": [{"from": "A", "to": "B", "kind": "edge", "speed": 1}]}"#, ["1:53: unknown key 'speed' in a step; expected one of: from, to, kind, gesture, element, effects"]),
    ])
    func mistakesAreLocated(text: String, expected: [String]) {
        #expect(errors(text) == expected, "\(text)")
    }
}
