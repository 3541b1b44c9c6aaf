import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import ScreenGraphKit

/// JUnit XML, parsed back with Foundation's XML parser: the `testsuites`, `testsuite`
/// and `testcase` elements and attributes Jenkins, GitLab and GitHub reporters read,
/// for a passing and a failing run.
@Suite struct JUnitReportTests {
    private func demo(_ app: String = "Demo.json") throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(app)")))
    }

    private func parse(_ xml: String) throws -> XMLElement {
        let document = try XMLDocument(data: Data(xml.utf8))
        return try #require(document.rootElement())
    }

    private func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func aPassingRunWithInterruptions() throws {
        let (graph, app) = try demo()
        // Seed 2 at rate 0.5 shows a software update alert before the first tap (see the CLI's run).
        let executor = try Executor(graph: graph, settings: RunSettings(app: app, seed: 2, interruptionRate: 0.5))
        let cases = [
            executor.testCase(named: "goto DeleteAllItems", className: "Demo") { try executor.goto("DeleteAllItems") },
            TestCaseResult(name: "goto Nowhere", className: "Demo", time: 0, outcome: .skipped("no route from where the app is")),
        ]
        let root = try parse(JUnitReport(name: "screengraph run", suites: [.init(name: "Demo", cases: cases)]).xml)
        #expect(root.name == "testsuites")
        #expect(attribute(root, "name") == "screengraph run")
        #expect(attribute(root, "tests") == "2" && attribute(root, "failures") == "0" && attribute(root, "errors") == "0")
        #expect(attribute(root, "skipped") == "1" && attribute(root, "time") == "1.750")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = suites.first
        #expect(attribute(suite, "name") == "Demo" && attribute(suite, "tests") == "2" && attribute(suite, "time") == "1.750")
        let testcases = suite?.elements(forName: "testcase") ?? []
        #expect(testcases.count == 2)
        let passed = testcases.first
        #expect(attribute(passed, "classname") == "Demo" && attribute(passed, "name") == "goto DeleteAllItems")
        #expect(attribute(passed, "time") == "1.750")
        #expect(passed?.elements(forName: "failure").isEmpty == true)
        #expect(passed?.elements(forName: "system-out").first?.stringValue == """
                 0.000 interruption    element=system.softwareUpdate kind=alert title=Software Update
                 0.000 implicitHandler element=system.softwareUpdate action=tap Later

            """)
        let skipped = testcases.last?.elements(forName: "skipped").first
        #expect(attribute(skipped, "message") == "no route from where the app is")
    }

    @Test func aFailingRunNamesTheStepAndBothScreens() throws {
        let (graph, app) = try demo("DemoV2.json")
        let executor = try Executor(graph: graph, settings: RunSettings(app: app))
        let result = executor.testCase(named: "goto Editing", className: "Demo") { try executor.goto("Editing") }
        #expect(result.isFailure)
        let root = try parse(JUnitReport(name: "screengraph run", suites: [.init(name: "Demo", cases: [result])]).xml)
        #expect(attribute(root, "tests") == "1" && attribute(root, "failures") == "1")
        let testcase = root.elements(forName: "testsuite").first?.elements(forName: "testcase").first
        // The tap (0.25 s), then Editing's waitFor, which waits its 5 s for an element DemoV2 never shows.
        #expect(attribute(testcase, "name") == "goto Editing" && attribute(testcase, "time") == "5.250")
        let failure = try #require(testcase?.elements(forName: "failure").first)
        #expect(attribute(failure, "type") == "wrongScreen")
        let message = "step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says"
        #expect(attribute(failure, "message") == message)
        #expect(failure.stringValue == """
            step: ItemList → Editing (tap 'items.edit')
            expected screen: Editing
            actual screen: ItemList
            \(message)
              declared at \(PackagePaths.graph("Demo.screengraph")):11:3
            """)
        #expect(testcase?.elements(forName: "system-out").isEmpty == true)
    }

    /// Names and messages with XML's special characters, line breaks and control
    /// characters come back as they were, or, for what XML cannot hold, as visible text.
    @Test func specialCharactersSurviveTheRoundTrip() throws {
        let failure = TestFailure(kind: "misuse", message: "a <b> & \"c\" 'd'", details: "line 1\nline 2\r\ttab \u{1}")
        let test = TestCaseResult(
            name: "goto <A & \"B\">\nnext", className: "G's", time: 1.5, outcome: .failed(failure), interruptions: ["x < y"])
        let root = try parse(JUnitReport(name: "r", suites: [.init(name: "G's", cases: [test])]).xml)
        let testcase = root.elements(forName: "testsuite").first?.elements(forName: "testcase").first
        #expect(attribute(testcase, "name") == "goto <A & \"B\">\nnext")
        #expect(attribute(testcase, "classname") == "G's")
        let element = testcase?.elements(forName: "failure").first
        #expect(attribute(element, "message") == "a <b> & \"c\" 'd'")
        #expect(element?.stringValue == "line 1\nline 2\r\ttab \\u{1}")
        #expect(testcase?.elements(forName: "system-out").first?.stringValue == "x < y\n")
    }

    /// A report may be printed (`--junit /dev/stdout`): what would act on a terminal or
    /// a CI log is a character reference, which a reader reads as the character. No
    /// raw format character, no line break inside a text, no line that starts `::`.
    @Test func nothingInTheTextActsWherePrinted() throws {
        let hostile = "x\u{202E}\u{2066}\u{2028}\u{85}\n::warning title=y::z\n  ::error::w"
        let failure = TestFailure(kind: "wrongScreen", message: hostile, details: hostile)
        let test = TestCaseResult(name: hostile, className: "G", time: 1, outcome: .failed(failure), interruptions: [hostile, "::x"])
        let xml = JUnitReport(name: "r", suites: [.init(name: "G", cases: [test])]).xml
        let root = try parse(xml)
        let testcase = root.elements(forName: "testsuite").first?.elements(forName: "testcase").first
        #expect(attribute(testcase, "name") == hostile)
        #expect(testcase?.elements(forName: "failure").first?.stringValue == hostile)
        #expect(testcase?.elements(forName: "system-out").first?.stringValue == hostile + "\n::x\n")
        #expect(!xml.unicodeScalars.contains { Escaping.terminalEscape($0) != nil && $0 != "\n" })
        for line in xml.split(separator: "\n") {
            #expect(!line.drop { $0 == " " }.hasPrefix("::"), "\(line)")
        }
    }

    @Test func anEmptyReportIsWellFormed() throws {
        let root = try parse(JUnitReport(name: "screengraph tour", suites: [.init(name: "G", cases: [])]).xml)
        #expect(attribute(root, "tests") == "0" && root.elements(forName: "testsuite").count == 1)
    }
}
