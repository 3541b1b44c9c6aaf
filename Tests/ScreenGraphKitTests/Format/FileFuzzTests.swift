import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Seeded mutations of valid graph files in both formats: whatever the input, loading
/// returns a graph or errors, never crashes, and every error points inside the input.
@Suite struct FileFuzzTests {
    static let seed: UInt64 = 20_261_122
    static let inputsPerFile = 1_000

    /// Fragments that matter to the parsers, inserted at random places.
    static let fragments = [
        "{", "}", "[", "]", "\"", ",", ":", "->", "#", "\\", "\\u", "\\n", "\n", "  ", "\t", "if ", "cost ", "screen ",
        "action ", "effect ", "state ", "null", "true", "-", "0", "9223372036854775808", "1e999", "é", "\u{0}", "'", "(", ")",
        "==", "+=", "nil", "\"gesture\": \"tap\"", "\"to\": ", "tap \"x\" -> ", "dismissOnUse", "back ", "?",
    ]

    static func mutate(_ text: String, using random: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let end = min(characters.count, index + Int.random(in: 1...8, using: &random))
                if index < end { characters.removeSubrange(index..<end) }
            case 1, 2:
                characters.insert(contentsOf: fragments[Int.random(in: 0..<fragments.count, using: &random)], at: index)
            case 3:
                characters = Array(characters.prefix(index))
            default:
                if index < characters.count { characters[index] = fragments[Int.random(in: 0..<fragments.count, using: &random)].first ?? " " }
            }
        }
        return String(characters)
    }

    @Test func mutatedFilesAreRejectedWithLocationsInsideTheInput() throws {
        var bases: [(String, GraphFileFormat)] = []
        for name in ["Demo.screengraph", "Recipes.screengraph", "VideoSharing.screengraph", "Browser.screengraph", "Onboarding.json"] {
            let definition = try GraphDefinition(contentsOfFile: PackagePaths.graph(name))
            bases += GraphFileFormat.allCases.map { (definition.text(in: $0), $0) }
        }
        var random = SplitMix64(seed: Self.seed)
        var inputs = 0
        var rejected = 0
        for (base, format) in bases {
            for _ in 0..<Self.inputsPerFile {
                let input = Self.mutate(base, using: &random)
                inputs += 1
                let source = SourceFile(path: "fuzz", text: input)
                do {
                    _ = try ScreenGraph(GraphDefinition(parsing: input, format: format, path: "fuzz"))
                } catch {
                    rejected += 1
                    for diagnostic in error.errors {
                        guard let location = diagnostic.location else {
                            Issue.record("seed \(Self.seed), input \(inputs): no location for \(diagnostic)\n\(input)")
                            continue
                        }
                        let inside = location.line >= 1 && location.line <= source.lineCount
                            && location.column >= 1 && location.column <= (source.scalarCount(ofLine: location.line) ?? 0) + 1
                        #expect(inside, "seed \(Self.seed), input \(inputs): \(diagnostic) is outside the input\n\(input)")
                    }
                }
            }
        }
        #expect(inputs >= 10_000)
        // Most mutations break something; a fuzzer that rejects nothing is not fuzzing.
        #expect(rejected > inputs / 2, "rejected \(rejected) of \(inputs)")
    }
}
