import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Seeded mutations of valid graph and app files: whatever the input, loading returns
/// a graph or errors, never crashes; every error points inside the input; and a file
/// that reads formats to text that reads again and formats to itself.
///
/// 10,000 graph files a run (both formats) and 2,000 apps: 20 s of processor time in a
/// debug build here, under a minute of wall time with the machine's two cores shared.
/// The run's seed is printed; `SCREENGRAPH_SEED=N` replays it.
@Suite struct FileFuzzTests {
    static let inputsPerGraph = 1_000
    static let inputsPerApp = 500

    /// Fragments that matter to the parsers, inserted at random places.
    static let fragments = [
        "{", "}", "[", "]", "\"", ",", ":", "->", "#", "\\", "\\u", "\\n", "\n", "\r\n", "\r", "  ", "\t", "if ", "cost ", "screen ",
        "action ", "effect ", "state ", "navigator ", "goto ", "null", "true", "-", "0", "9223372036854775808", "1e999", "1e-400",
        "é", "\u{0}", "\u{301}", "\u{600}", "\u{FEFF}", "\u{2028}", "\u{A0}", "👩‍👩‍👧", "'", "(", ")", "==", "+=", "nil", "?", " : ",
        "\"gesture\": \"tap\"", "\"to\": ", "tap \"x\" -> ", "dismissOnUse", "back ", "press(", "typeText(", "\"if\": ",
        String(repeating: "(", count: 300), String(repeating: "[", count: 300), String(repeating: "!", count: 300),
    ]

    static func mutate(_ text: String, using random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                let end = min(scalars.count, index + Int.random(in: 1...8, using: &random))
                if index < end { scalars.removeSubrange(index..<end) }
            case 1, 2:
                let fragment = fragments[Int.random(in: 0..<fragments.count, using: &random)]
                scalars.insert(contentsOf: fragment.unicodeScalars, at: index)
            case 3:
                scalars = Array(scalars.prefix(index))
            case 4:
                // A run of the text repeated elsewhere: a line or a block twice.
                let length = Int.random(in: 1...80, using: &random)
                let from = Int.random(in: 0...scalars.count, using: &random)
                let run = scalars[from..<min(scalars.count, from + length)]
                scalars.insert(contentsOf: run, at: index)
            case 5:
                // Every line ending changed.
                let ending = [["\r", "\n"], ["\r"], ["\n"]][Int.random(in: 0..<3, using: &random)].compactMap { Unicode.Scalar($0) }
                scalars = scalars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init).joined(separator: ending).map { $0 }
            case 6:
                if index < scalars.count, let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) { scalars[index] = scalar }
            default:
                if index < scalars.count {
                    scalars[index] = fragments[Int.random(in: 0..<fragments.count, using: &random)].unicodeScalars.first ?? " "
                }
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Every location of `error` is inside `input`.
    static func checkLocations(_ error: GraphError, in input: String, _ place: String) {
        let source = SourceFile(path: "fuzz", text: input)
        for diagnostic in error.errors {
            guard let location = diagnostic.location else {
                Issue.record("\(place): no location for \(diagnostic)\n\(input)")
                continue
            }
            let inside = location.file == "fuzz" && location.line >= 1 && location.line <= source.lineCount
                && location.column >= 1 && location.column <= (source.scalarCount(ofLine: location.line) ?? 0) + 1
            #expect(inside, "\(place): \(diagnostic) is outside the input\n\(input)")
        }
    }

    @Test func mutatedGraphFilesAreReadOrRejectedWithLocationsInsideThem() throws {
        var bases: [(String, GraphFileFormat)] = []
        for name in ["Demo.screengraph", "Recipes.screengraph", "VideoSharing.screengraph", "Browser.screengraph", "Onboarding.json"] {
            let definition = try GraphDefinition(contentsOfFile: PackagePaths.graph(name))
            bases += GraphFileFormat.allCases.map { (definition.text(in: $0), $0) }
        }
        let seed = RunSeed.value(for: "FileFuzzTests (graphs)")
        var random = SplitMix64(seed: seed)
        var inputs = 0
        var rejected = 0
        for (base, format) in bases {
            for _ in 0..<Self.inputsPerGraph {
                let input = Self.mutate(base, using: &random)
                inputs += 1
                let place = "seed \(seed), input \(inputs) (\(format))"
                do throws(GraphError) {
                    _ = try ScreenGraph(GraphDefinition(parsing: input, format: format, path: "fuzz"))
                } catch {
                    rejected += 1
                    Self.checkLocations(error, in: input, place)
                }
                // What reads formats to text that reads again, and formats to itself.
                guard let once = try? GraphDefinition.formatted(input, format: format, path: "fuzz") else { continue }
                do throws(GraphError) {
                    #expect(try GraphDefinition.formatted(once, format: format, path: "fuzz") == once, "\(place): format is no fixpoint\n\(input)")
                } catch {
                    Issue.record("\(place): the formatted text does not read: \(error)\n\(input)\n---\n\(once)")
                }
            }
        }
        #expect(inputs >= 10_000)
        // Most mutations break something; a fuzzer that rejects nothing is not fuzzing.
        #expect(rejected > inputs / 2, "rejected \(rejected) of \(inputs)")
    }

    @Test func mutatedAppFilesAreReadOrRejectedWithLocationsInsideThem() throws {
        var bases: [String] = []
        for name in ["Demo.json", "Browser.json", "VideoSharing.json", "Onboarding.json"] {
            bases.append(try String(contentsOfFile: PackagePaths.graph("Apps/\(name)"), encoding: .utf8))
        }
        let seed = RunSeed.value(for: "FileFuzzTests (apps)")
        var random = SplitMix64(seed: seed)
        var inputs = 0
        var rejected = 0
        for base in bases {
            for _ in 0..<Self.inputsPerApp {
                let input = Self.mutate(base, using: &random)
                inputs += 1
                do throws(GraphError) {
                    _ = try AppDefinition(parsing: input, path: "fuzz")
                } catch {
                    rejected += 1
                    Self.checkLocations(error, in: input, "seed \(seed), app input \(inputs)")
                }
            }
        }
        #expect(rejected > inputs / 2, "rejected \(rejected) of \(inputs)")
    }
}
