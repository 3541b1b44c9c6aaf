extension GraphDrift {
    /// The findings as diagnostics, each with its line of the authored file for a caret.
    ///
    /// - Parameter path: the authored file, as the findings' locations name it; when it
    ///   cannot be read again, the findings come without their lines.
    /// - Complexity: O(n) in the file's length.
    package func diagnostics(annotatingFile path: String) -> [Diagnostic] {
        let diagnostics = findings.map(\.diagnostic)
        guard let text = try? readTextFile(path) else { return diagnostics }
        return SourceFile(path: path, text: text).annotate(diagnostics)
    }

    /// The lines after the findings: which inferred screens each authored screen
    /// matched, what the graph does not cover, and the verdict.
    ///
    /// ```text
    /// screens: Feed = FeedList, NewVideoSheet = SheetNewVideo, SystemSettings not seen
    /// not covered by the graph: 1 screen (Onboarding), 3 elements
    /// found: 11 of 12 screens of the graph (91%)
    /// coverage: 9 of 10 screens (90%), 30 of 33 actionable elements (91%)
    /// no drift
    /// ```
    package var summaryText: String {
        let pairs = screenMatches.map { match in
            match.inferred.isEmpty ? "\(match.authored) not seen" : "\(match.authored) = \(match.inferred.joined(separator: " or "))"
        }
        var text = "screens: " + pairs.joined(separator: ", ") + "\n"
        if !uncoveredScreens.isEmpty || !uncoveredElements.isEmpty {
            let screens = uncoveredScreens.isEmpty ? "" : "\(plural(uncoveredScreens.count, "screen")) (\(uncoveredScreens.joined(separator: ", "))), "
            text += "not covered by the graph: \(screens)\(plural(uncoveredElements.count, "element"))\n"
        }
        text += "found: \(screensFound.found) of \(plural(screensFound.total, "screen")) of the graph (\(percent(screensFound)))\n"
        text += "coverage: \(screenCoverage.covered) of \(plural(screenCoverage.total, "screen")) (\(percent(screenCoverage))), "
        text += "\(elementCoverage.covered) of \(elementCoverage.total) actionable elements (\(percent(elementCoverage)))\n"
        text += findings.isEmpty ? "no drift\n" : "drift: \(plural(findings.count, "finding"))\n"
        return text
    }

    /// The comparison as one JSON object: the findings (as `check --json` prints
    /// diagnostics), the screen matches and the coverage.
    ///
    /// - Complexity: O(V + E + n) in the findings and screens.
    package func json(_ diagnostics: [Diagnostic], authored: String, inferred: String) -> String {
        typealias Value = JSONPrinter.Value
        let findingValues: [Value] = zip(findings, diagnostics).map { finding, diagnostic in
            var members: [(String, Value)] = [("kind", .string(finding.kind.rawValue)), ("message", .string(diagnostic.message))]
            if let location = diagnostic.location {
                members += [("line", .number(String(location.line))), ("column", .number(String(location.column)))]
            }
            return .object(members)
        }
        let matches: [Value] = screenMatches.map { match in
            .object([("authored", .string(match.authored)), ("inferred", .array(match.inferred.map(Value.string)))])
        }
        func figures(_ pair: (covered: Int, total: Int)) -> Value {
            .object([("covered", .number(String(pair.covered))), ("total", .number(String(pair.total)))])
        }
        return JSONPrinter.print(
            .object([
                ("authored", .string(FileName.displayed(authored))), ("inferred", .string(FileName.displayed(inferred))),
                ("drift", .bool(hasDrift)), ("findings", .array(findingValues)), ("screens", .array(matches)),
                ("coverage", .object([("screens", figures(screenCoverage)), ("elements", figures(elementCoverage))])),
                ("found", .object([("found", .number(String(screensFound.found))), ("total", .number(String(screensFound.total)))])),
                ("uncoveredScreens", .array(uncoveredScreens.map(Value.string))),
                ("uncoveredElements", .array(uncoveredElements.map(Value.string))),
            ]))
    }

    /// How many of the authored graph's screens the app showed: those matched by an
    /// inferred screen.
    package var screensFound: (found: Int, total: Int) {
        (screenMatches.filter { !$0.inferred.isEmpty }.count, screenMatches.count)
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    private func percent(_ pair: (Int, total: Int)) -> String {
        pair.total == 0 ? "100%" : "\(pair.0 * 100 / pair.total)%"
    }
}
