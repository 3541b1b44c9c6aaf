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
