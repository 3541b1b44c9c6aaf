/// Test cases as JUnit XML, the shape Jenkins, GitLab and GitHub test reporters read:
/// a `testsuites` element holding one `testsuite` per graph, each holding a `testcase`
/// per goto, route or walk.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="screengraph run" tests="1" failures="1" errors="0" skipped="0" time="0.500">
///   <testsuite name="Demo" tests="1" failures="1" errors="0" skipped="0" time="0.500">
///     <testcase classname="Demo" name="goto Editing" time="0.500">
///       <failure type="wrongScreen" message="step ItemList → Editing (tap 'items.edit') failed: …">step: …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// A case's `time` is virtual seconds on the app's clock, with three decimals; a
/// failure's body names the step, the expected and the actual screen, then the whole
/// message; the interruption log goes in the case's `system-out`, and so do the files
/// saved as its evidence, one `[[ATTACHMENT|path]]` line each (the convention of
/// Jenkins' JUnit attachments plugin, which GitLab reads too). A case run again after a
/// failure (`--retries N`) keeps its earlier failures as Maven Surefire writes them:
/// `flakyFailure` when it then passed, `rerunFailure` when it failed again.
package struct JUnitReport: Sendable {
    /// One suite: the cases run on one graph.
    package struct Suite: Sendable {
        /// The suite's name: the graph's.
        package var name: String
        /// Its cases, in the order they ran.
        package var cases: [TestCaseResult]

        /// Creates a suite.
        package init(name: String, cases: [TestCaseResult]) {
            self.name = name
            self.cases = cases
        }

        var failures: Int { cases.filter(\.isFailure).count }
        var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }
        var time: Double { cases.reduce(0) { $0 + $1.time } }
    }

    /// The report's name: the command that ran, `screengraph run`.
    package var name: String
    /// Its suites.
    package var suites: [Suite]

    /// Creates a report.
    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The report's XML text, ending with a line break.
    ///
    /// - Complexity: O(cases + the length of their texts).
    package var xml: String {
        func attribute(_ text: String) -> String { "\"" + Escaping.xml(text, inAttribute: true) + "\"" }
        func counts(tests: Int, failures: Int, skipped: Int, time: Double) -> String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(fixed(time))\""
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\(attribute(name)) "
                + counts(
                    tests: suites.reduce(0) { $0 + $1.cases.count }, failures: suites.reduce(0) { $0 + $1.failures },
                    skipped: suites.reduce(0) { $0 + $1.skipped }, time: suites.reduce(0) { $0 + $1.time }) + ">")
        for suite in suites {
            lines.append(
                "  <testsuite name=\(attribute(suite.name)) "
                    + counts(tests: suite.cases.count, failures: suite.failures, skipped: suite.skipped, time: suite.time) + ">")
            for test in suite.cases {
                let open = "    <testcase classname=\(attribute(test.className)) name=\(attribute(test.name)) time=\"\(fixed(test.time))\""
                var body: [String] = []
                // Maven Surefire's convention for re-runs, which Jenkins and GitLab read: each earlier
                // failure is a flakyFailure of a case that then passed, a rerunFailure of one that failed again.
                let rerun = test.isFailure ? "rerunFailure" : "flakyFailure"
                for earlier in test.earlierFailures {
                    body.append(
                        "      <\(rerun) type=\(attribute(earlier.kind)) message=\(attribute(earlier.message))>"
                            + Escaping.xml(earlier.text) + "</\(rerun)>")
                }
                switch test.outcome {
                case .passed: break
                case .failed(let failure):
                    body.append(
                        "      <failure type=\(attribute(failure.kind)) message=\(attribute(failure.message))>"
                            + Escaping.xml(failure.text) + "</failure>")
                case .skipped(let reason):
                    body.append("      <skipped message=\(attribute(reason))/>")
                }
                // Jenkins' JUnit attachments plugin and GitLab read `[[ATTACHMENT|path]]` lines in system-out.
                let output = test.interruptions + test.attachments.map { "[[ATTACHMENT|\($0)]]" }
                if !output.isEmpty {
                    // A line each, as the plugins read them; a line break inside one is a reference.
                    body.append("      <system-out>" + output.map { Escaping.xml($0) + "\n" }.joined() + "</system-out>")
                }
                if body.isEmpty {
                    lines.append(open + "/>")
                } else {
                    lines.append(open + ">")
                    lines += body
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
