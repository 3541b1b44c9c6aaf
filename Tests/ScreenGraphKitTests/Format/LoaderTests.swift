import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The loader's compact form: a graph read from a file keeps its edges in an
/// ``EdgeTable`` and gives back exactly the definition written; the JSON reader streams
/// screens and edges yet reports problems in the order a reader of the whole tree would.
@Suite struct LoaderTests {
    /// Everything a definition says, edges with their places, as comparable text.
    private func dump(_ definition: GraphDefinition) -> String {
        var text = definition.text(in: .json)
        for screen in definition.screens {
            text += "\n\(screen.name) \(screen.location.map(String.init(describing:)) ?? "-")"
            for edge in screen.edges {
                text += "\n  \(edge.to) \(edge.interaction) \(edge.cost) \(edge.condition?.text ?? "-") "
                    + "\(edge.condition?.location.map(String.init(describing:)) ?? "-") \(edge.condition?.fileLine ?? "-") "
                    + (edge.location.map(String.init(describing:)) ?? "-")
            }
        }
        return text
    }

    @Test func aGraphReadFromAFileGivesBackItsDefinition() throws {
        for name in ["Demo.screengraph", "Recipes.screengraph", "VideoSharing.screengraph", "Browser.screengraph", "Firefox.screengraph", "Onboarding.json"] {
            let path = PackagePaths.graph(name)
            let graph = try ScreenGraph(contentsOfFile: path)
            let table = try #require(graph.declarations.table, "\(name) keeps its edges in a table")
            #expect(table.count == graph.moves.filter { $0.kind == .edge }.count)
            #expect(graph.declarations.definition.screens.allSatisfy { $0.edges.isEmpty })
            #expect(dump(graph.definition) == dump(try GraphDefinition(contentsOfFile: path)), "\(name)")
            graph.checkInvariants()
        }
    }

    @Test func bothFormatsOfARandomGraphLoadTheSameMoves() throws {
        let definition = Shapes.random(screens: 300, edgesPerScreen: 6, guardedFraction: 0.3, seed: 12)
        let graphs = try GraphFileFormat.allCases.map { format in
            try ScreenGraph(GraphDefinition(parsing: definition.text(in: format), format: format, path: "g.\(format.rawValue)"))
        }
        let built = try ScreenGraph(definition)
        #expect(built.declarations.table == nil)
        for graph in graphs {
            #expect(graph.moves.map(\.target) == built.moves.map(\.target))
            #expect(graph.moves.map(\.cost) == built.moves.map(\.cost))
            #expect(graph.guards.map(\.source.text) == built.guards.map(\.source.text))
            #expect(graph.definition.text(in: .json) == definition.text(in: .json))
            for screen in 0..<graph.screenCount {
                for move in graph.movesOut(of: Int32(screen)) {
                    #expect(graph.declaration(ofMove: move, from: Int32(screen)).interaction
                        == built.declaration(ofMove: move, from: Int32(screen)).interaction)
                }
            }
        }
    }

    @Test func aGuardWrittenOnManyEdgesIsCompiledOnceAndLocatedAtEach() throws {
        let text = """
            start A
            state n: int = 0
            screen A
              tap "a" -> B if n > 1
              tap "b" -> B if n > 1
            screen B
              tap "c" -> A if n > 1
            """
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g"))
        #expect(graph.guards.map { $0.source.location?.description } == ["g:4:19", "g:5:19", "g:7:19"])
        // A guard that does not compile is reported at each place it is written.
        let broken = text.replacingOccurrences(of: "n > 1", with: "n > true")
        #expect(throws: GraphError.self) { try ScreenGraph(GraphDefinition(parsing: broken, format: .screengraph, path: "g")) }
        do {
            _ = try ScreenGraph(GraphDefinition(parsing: broken, format: .screengraph, path: "g"))
        } catch {
            #expect(error.errors.map { $0.location?.description } == ["g:4:21", "g:5:21", "g:7:21"])
            #expect(Set(error.errors.map(\.message)).count == 1)
        }
    }

    /// Problems in the order the tree reader finds them: a screen's fields in the order
    /// it reads them, whatever order the file has them in.
    @Test func streamedEdgesReportInTheReadersOrder() {
        func errors(_ screen: String) -> [String] {
            let text = "{\"format\": \"screengraph/1\", \"start\": \"A\", \"screens\": [\(screen)]}"
            do {
                _ = try GraphDefinition(parsing: text, format: .json, path: "g")
                return []
            } catch {
                return error.errors.map { $0.description.split(separator: "\n")[0].description }
            }
        }
        // The edges come first in the file, but the reader reads 'waitFor' before them.
        #expect(errors("{\"edges\": [{\"to\": \"A\"}], \"name\": \"A\", \"waitFor\": 3}") == [
            "g:1:104: error: 'waitFor' must be a string or an object, found a number",
            "g:1:66: error: an edge needs 'gesture'",
        ])
        // A screen without a name is not read further: its edges' problems are not reported.
        #expect(errors("{\"edges\": [{\"to\": \"A\"}], \"name\": 5}") == ["g:1:88: error: 'name' must be a string, found a number"])
        // An edge's own problems: unknown keys, missing ones, then its fields.
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"colour\": 1, \"to\": \"\", \"gesture\": \"tap\"}, 7]}") == [
            "g:1:80: error: unknown key 'colour' in an edge; expected one of: gesture, element, in, text, textFrom, duration, description, to, if, cost",
            "g:1:99: error: 'to' must not be empty",
            "g:1:122: error: expected an edge (an object), found a number",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"noop\", \"element\": 2, \"cost\": -1}]}") == [
            "g:1:121: error: 'element' does not apply to gesture 'noop'",
            "g:1:121: error: 'element' must be a string, found a number",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"typeText\", \"cost\": -1, \"if\": 1}]}") == [
            "g:1:79: error: gesture 'typeText' needs 'text' or 'textFrom'",
            "g:1:79: error: gesture 'typeText' needs 'element'",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"tap\", \"element\": \"e\", \"cost\": -1, \"if\": 1}]}") == [
            "g:1:143: error: 'if' must be a string, found a number",
            "g:1:133: error: 'cost' must be a positive number, found -1",
        ])
    }

    /// Values of unknown keys are checked as JSON but not kept: their syntax errors are
    /// still found, and the unknown key is reported by its name.
    @Test func unknownKeysValuesAreCheckedButNotKept() {
        func errors(_ text: String) -> [String] {
            do {
                _ = try GraphDefinition(parsing: text, format: .json, path: "g")
                return []
            } catch {
                return error.errors.map { $0.description.split(separator: "\n")[0].description }
            }
        }
        let screens = #""screens": [{"name": "A", "zz": [1, {"b": null}], "edges": [{"to": "A", "gesture": "noop", "zz": {"c": [true]}}]}]"#
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "zz": {"a": [1, 2]}, "# + screens + "}") == [
            "g:1:43: error: unknown key 'zz' in the graph; expected one of: format, name, start, state, screens, actions, navigatorActions",
            "g:1:90: error: unknown key 'zz' in a screen; expected one of: name, dismissOnUse, back, waitFor, onEnter, onExit, edges, actions",
            "g:1:155: error: unknown key 'zz' in an edge; expected one of: gesture, element, in, text, textFrom, duration, description, to, if, cost",
        ])
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "zz": {"a": 1, "a": 2}, "screens": []}"#)
            == ["g:1:58: error: duplicate key 'a'"])
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "zz": "# + deep + "}]}")
            == ["g:1:328: error: values are nested more than 256 deep"])
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"zz": [1, oops]}]}]}"#).first?
            .hasPrefix("g:1:90: error: ") == true)
    }

    @Test func escapedNamesAndElementsReadAsTheirText() throws {
        let text = #"""
            {"format": "screengraph/1", "start": "A\u00e9", "screens": [
              {"name": "A\u00e9", "edges": [{"t\u006f": "A\u00e9", "gesture": "tap", "element": "a\"b", "if": "n \u003e 0"}]}],
             "state": [{"name": "n", "type": "int", "initial": 1}]}
            """#
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .json, path: "g"))
        let edge = try #require(graph.definition.screens.first?.edges.first)
        #expect(edge.to == "Aé")
        #expect(edge.interaction == .tap("a\"b"))
        #expect(edge.condition?.text == "n > 0")
        // An escaped expression cannot be mapped to the line: it is located at its quote.
        #expect(edge.condition?.fileLine == nil)
        #expect(edge.condition?.location?.description == "g:2:99")
    }

    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 8)
        let pieces: [[UInt8]] = [
            [0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0xEF, 0xBB, 0xBF], Array("plain ascii text!".utf8),
        ]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
            let ours = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset)
            #expect(ours == TextFile.firstInvalidUTF8(in: bytes)?.offset, "\(bytes)")
            #expect((ours == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }

    @Test func theNameTableNumbersNamesInTheOrderFirstSeen() {
        var table = NameTable()
        var expected: [String: Int32] = [:]
        var random = SplitMix64(seed: 3)
        for _ in 0..<20_000 {
            let name = "S\(Int.random(in: 0..<5_000, using: &random))" + (Bool.random(using: &random) ? ".to.somewhere.far" : "")
            let number = table.intern(name)
            if let known = expected[name] {
                #expect(number == known)
            } else {
                #expect(Int(number) == expected.count)
                expected[name] = number
            }
        }
        #expect(table.count == expected.count)
        for (name, number) in expected { #expect(table[Int(number)] == name) }
    }
}
