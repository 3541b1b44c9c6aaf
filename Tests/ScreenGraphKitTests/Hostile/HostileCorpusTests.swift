import Foundation
import Testing

/// The hostile-input corpus: files in both formats, simulated apps, flags, output
/// failures and file-system states given to the `screengraph` executable, each with
/// the exit status and the start of the message it must give. A crash (a signal, 132
/// or 134 or 139), a hang or a blow-up (past ``CorpusRunner/timeLimit``) fails its case.
///
/// `SCREENGRAPH_CORPUS_PRINT=1 swift test --filter HostileCorpusTests` prints what
/// each case gives, to write a new line of a table from.
@Suite struct HostileCorpusTests {
    /// Every case, grouped by kind.
    static let cases: [CorpusCase] =
        Corpus.syntax + Corpus.nesting + Corpus.size + Corpus.unicode + Corpus.lineEndings + Corpus.numbers + Corpus.names
        + Corpus.apps + Corpus.flags + Corpus.output + Corpus.fileSystem + Corpus.replacing
        + Corpus.injection + Corpus.results

    @Test(arguments: cases)
    func corpus(_ testCase: CorpusCase) throws {
        let outcome = try CorpusRunner.run(testCase)
        if ProcessInfo.processInfo.environment["SCREENGRAPH_CORPUS_PRINT"] == "1" {
            let start = String(outcome.message.prefix(300))
            print("CORPUS \(testCase.testDescription) | \(outcome.status) | \(start.debugDescription)")
        }
        #expect(!outcome.timedOut, "\(testCase.testDescription): stopped after \(CorpusRunner.timeLimit) s")
        #expect(outcome.status == testCase.status, "\(testCase.testDescription): exit \(outcome.status)\n\(outcome.message.prefix(600))")
        #expect(
            outcome.message.hasPrefix(testCase.prefix),
            "\(testCase.testDescription): expected the message to start with\n\(testCase.prefix)\nfound\n\(outcome.message.prefix(600))")
    }

    /// At least 300 cases, every kind represented, no name used twice within a kind.
    @Test func theCorpusCoversEveryKind() {
        #expect(Self.cases.count >= 300, "\(Self.cases.count) cases")
        for kind in CorpusCase.Kind.allCases {
            let names = Self.cases.filter { $0.kind == kind }.map(\.name)
            #expect(names.count >= 10, "\(kind.rawValue): \(names.count) cases")
            #expect(Set(names).count == names.count, "\(kind.rawValue): a name used twice")
        }
    }
}

/// The tables, one extension per kind.
enum Corpus {}
