import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// A whole graph file on one line (issue 15, H8): it loads as any other, and every
/// diagnostic echoes one excerpt of at most ``Diagnostic/excerptWidth`` scalars around
/// its column, with `…` where the line was cut, never the line.
@Suite struct LongLineTests {
    /// The JSON of a 5,000-screen, 40,000-edge graph, 10% of its edges guarded, on one
    /// line of about 3.6 MB: the canonical JSON with its line breaks taken out.
    static let oneLine: String = {
        let definition = Shapes.random(screens: 5_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: 15)
        return definition.text(in: .json).replacingOccurrences(of: "\n", with: "")
    }()

    /// The scalars of `text` in `range` (ASCII here, so characters).
    private func slice(_ text: String, _ range: Range<Int>) -> String {
        let scalars = Array(text.unicodeScalars)
        return String(String.UnicodeScalarView(scalars[range]))
    }

    /// The file's errors, loaded from a file so the compiler's findings are annotated too.
    private func errors(_ text: String, name: String = "one-line.json") throws -> [Diagnostic] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-long-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ScreenGraph(contentsOfFile: url.path)
            return []
        } catch {
            return error.errors.map { diagnostic in
                var renamed = diagnostic
                renamed.location?.file = name
                return renamed
            }
        }
    }

    @Test func aFileOnOneLineLoadsAsOnManyLines() throws {
        #expect(Self.oneLine.utf8.count > 3_000_000)
        #expect(!Self.oneLine.contains("\n"))
        let definition = Shapes.random(screens: 5_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: 15)
        let graph = try ScreenGraph(GraphDefinition(parsing: Self.oneLine, format: .json, path: "one-line.json"))
        let lines = try ScreenGraph(GraphDefinition(parsing: definition.text(in: .json), format: .json, path: "lines.json"))
        #expect(graph.moves.count == 40_000)
        #expect(graph.moves.map(\.target) == lines.moves.map(\.target))
        #expect(graph.guards.map(\.source.text) == lines.guards.map(\.source.text))
        // Every guard keeps its line to show under its diagnostics, and they all share
        // one copy of it: 4,000 copies of 3.6 MB would take 14 GB.
        #expect(graph.guards.count > 3_000)
        #expect(graph.guards.allSatisfy { $0.source.fileLine == Self.oneLine })
        let storage = Set(graph.guards.map { predicate in
            var line = predicate.source.fileLine ?? ""
            return line.withUTF8 { Int(bitPattern: $0.baseAddress) }
        })
        #expect(storage.count == 1)
    }

    @Test func aSyntaxErrorAtTheEndEchoesTheEndOfTheLine() throws {
        let text = String(Self.oneLine.dropLast()) + "x"
        let count = text.unicodeScalars.count
        let width = Diagnostic.excerptWidth
        #expect(try errors(text).map(\.description) == [
            "one-line.json:1:\(count): error: expected ',' or '}' in the object, found 'x'\n"
                + "…\(slice(text, count - width..<count))\n" + String(repeating: " ", count: width) + "^"
        ])
    }

    @Test func anErrorInTheMiddleEchoesTheScalarsAroundItsColumn() throws {
        // The first gesture past the middle of the line becomes one no edge has.
        let middle = Self.oneLine.index(Self.oneLine.startIndex, offsetBy: Self.oneLine.count / 2)
        let found = try #require(Self.oneLine.range(of: "\"gesture\": \"tap\"", range: middle..<Self.oneLine.endIndex))
        let text = Self.oneLine.replacingCharacters(in: found, with: "\"gesture\": \"tapp\"")
        let column = text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound) + 12
        let half = Diagnostic.excerptWidth / 2
        #expect(try errors(text).map(\.description) == [
            "one-line.json:1:\(column): error: unknown gesture 'tapp'; expected \(Gesture.kindList)\n"
                + "…\(slice(text, column - 1 - half..<column - 1 + half))…\n" + String(repeating: " ", count: half + 1) + "^"
        ])
    }

    @Test func theCompilersFindingsOnALongLineEchoAnExcerptToo() throws {
        let found = try #require(Self.oneLine.range(of: "{\"to\": \"S1\","))
        let text = Self.oneLine.replacingCharacters(in: found, with: "{\"to\": \"Nowhere\",")
        let column = text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound) + 1
        let half = Diagnostic.excerptWidth / 2
        let errors = try errors(text)
        #expect(errors.map(\.message) == ["edge target 'Nowhere' is not a screen or an action"])
        #expect(errors.map(\.description) == [
            "one-line.json:1:\(column): error: edge target 'Nowhere' is not a screen or an action\n"
                + "…\(slice(text, column - 1 - half..<column - 1 + half))…\n" + String(repeating: " ", count: half + 1) + "^"
        ])
    }

    @Test func aGuardsErrorOnALongLineIsLocatedAtItsToken() throws {
        let found = try #require(Self.oneLine.range(of: "\"if\": \"flag\""))
        let text = Self.oneLine.replacingCharacters(in: found, with: "\"if\": \"flag && nope\"")
        // 'nope' starts 16 scalars after the quote of "if".
        let column = text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound) + 16
        let half = Diagnostic.excerptWidth / 2
        let expected = "one-line.json:1:\(column): error: unknown state field 'nope'\n"
            + "…\(slice(text, column - 1 - half..<column - 1 + half))…\n" + String(repeating: " ", count: half + 1) + "^"
        #expect(try errors(text).map(\.description) == [expected])
        // Read from text, without a file to read the line again from, it is the same.
        do {
            _ = try ScreenGraph(GraphDefinition(parsing: text, format: .json, path: "one-line.json"))
        } catch {
            #expect(error.errors.map(\.description) == [expected])
            #expect(error.errors.allSatisfy { ($0.sourceLine?.unicodeScalars.count ?? 0) <= Diagnostic.excerptWidth })
        }
    }

    @Test func manyErrorsOnOneLineEachEchoOneExcerpt() throws {
        // Every edge gets a key no edge has: 40,000 errors, of which the first 10,000 are
        // kept, each with its excerpt, and a note where the rest begin.
        let text = Self.oneLine.replacingOccurrences(of: "\"gesture\": \"tap\"", with: "\"gesture\": \"tap\", \"colour\": 1")
        let errors = try errors(text)
        #expect(errors.count == Diagnostic.reportLimit + 1)
        let longest = errors.map { $0.description.split(separator: "\n")[1].unicodeScalars.count }.max()
        #expect(longest == Diagnostic.excerptWidth + 2)
        #expect(errors.dropLast().allSatisfy { $0.message.hasPrefix("unknown key 'colour' in an edge") })
        #expect(errors.last?.message == "more than 10000 findings: the ones from here on are not shown")
    }

    @Test func aLongLineOfTheGraphLanguageEchoesOneExcerpt() throws {
        // A guard of a million scalars, wrong at its end.
        let guardText = Array(repeating: "flag", count: 200_000).joined(separator: " && ") + " && nope"
        let text = "start A\nstate flag: bool = true\nscreen A\n  tap \"a\" -> A if \(guardText)\n"
        let errors = try errors(text, name: "long.screengraph")
        let description = try #require(errors.first?.description)
        #expect(errors.count == 1)
        let column = 19 + guardText.unicodeScalars.count - 4
        #expect(description.hasPrefix("long.screengraph:4:\(column): error: unknown state field 'nope'\n…"))
        #expect(description.hasSuffix("flag && nope\n" + String(repeating: " ", count: Diagnostic.excerptWidth - 3) + "^"))
        #expect(description.utf8.count < 400)
        // A syntax error at the end of the same line is located on it, with an excerpt.
        let broken = "start A\nscreen A\n  tap \"a\" -> A if \(guardText) cost\u{1}\n"
        let syntax = try self.errors(broken, name: "long.screengraph")
        #expect(syntax.count == 1)
        #expect(syntax.allSatisfy { $0.description.utf8.count < 400 })
    }

    @Test func theCommandLineEchoesABoundedExcerpt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-long-\(UUID().uuidString).json")
        try Data((String(Self.oneLine.dropLast()) + "x").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try runScreengraph(["route", url.path, "--to", "S1"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: expected ',' or '}' in the object, found 'x'\n…"))
        // The message, the path, one excerpt and its caret: 3.6 MB of line in under 500 bytes.
        #expect(result.stderr.utf8.count < 500, "\(result.stderr.utf8.count) bytes")
    }
}
