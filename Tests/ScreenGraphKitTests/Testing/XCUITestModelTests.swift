import Foundation
import Testing

@testable import ScreenGraphKit

/// The XCUITest adapter executed on Linux: its own source files
/// (`Sources/ScreenGraphTesting/XCUITestBackend*.swift`, ...) compiled against the XCUITest
/// model of `Tests/XCUITestModel` (Apple's XCTest API with bodies backed by the simulated app,
/// built as a module named `XCTest`), linked with ScreenGraphKit into a runner, and driven
/// through the same scenarios (``AdapterScenarios``) that run here on the simulated app's own
/// backend. Any difference is a defect of the adapter or of the model.
@Suite(.serialized) struct XCUITestModelTests {
    /// What the runner printed, by scenario, and what the compiler said of the adapter.
    struct Run {
        var transcripts: [String: [String]]
        var modelDiagnostics: String
        var adapterDiagnostics: String
    }

    /// Built and run once for the whole suite: three compilations and a link take seconds.
    static let run: Result<Run, any Error> = Result { try buildAndRun() }

    @Test func theAdapterCompilesAgainstTheModelWithoutWarnings() throws {
        let run = try Self.run.get()
        #expect(run.adapterDiagnostics == "")
        // The model is built with library evolution, as Apple's XCTest is (its enums are not
        // frozen, so the adapter's `@unknown default` is needed); the compiler says the modules
        // it imports were not, and nothing else.
        let other = run.modelDiagnostics.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("was not compiled with library evolution support")
        }
        #expect(other == [])
        #expect(!run.modelDiagnostics.contains("error:"))
    }

    @Test(arguments: AdapterScenarios.all.map(\.name))
    func theScenarioEndsTheSameThroughTheAdapter(_ name: String) throws {
        let run = try Self.run.get()
        let scenario = try #require(AdapterScenarios.all.first { $0.name == name })
        let simulated = try SimulatedApp(AdapterScenarios.definition(of: scenario, root: PackagePaths.root), seed: scenario.seed)
        let direct = AdapterScenarios.transcript(of: scenario, root: PackagePaths.root, simulated: simulated, app: simulated.app)
        let viaAdapter = try #require(run.transcripts[name], "the runner printed no '\(name)'")
        // What happened must agree line for line; failures are worded by each side (the simulated
        // app names a path, XCTest the query), so they agree in number.
        let isFailure = { (line: String) in line.hasPrefix("recorded: ") }
        #expect(viaAdapter.filter { !isFailure($0) } == direct.filter { !isFailure($0) })
        #expect(viaAdapter.filter(isFailure).count == direct.filter(isFailure).count, "\(viaAdapter.filter(isFailure)) / \(direct.filter(isFailure))")
        #expect(!direct.contains { $0.hasPrefix("error:") || $0.hasPrefix("setup failed") }, "\(direct)")
    }

    /// The adapter's defects the issue lists, each a check that failed before its fix. The old
    /// adapter printed, in order: `exists false, count 0, recorded 2` (a read of `element` with
    /// several matches failed the test twice); `Add, 6 resolution(s)` (`exists` and five
    /// properties); `taken 0, recorded 1, taken again 0` (the navigator never saw the failed
    /// tap); `found false after 0.5 s` (`XCTNSPredicateExpectation` looks first after a second);
    /// `gone true` (a query path was "gone" while it matched). The predicate line and the last
    /// three are the model's own: XCTWaiter evaluates a predicate expectation a second after
    /// the wait starts, then every second (public measurements; Apple's pages are silent); XCUIElement.typeText(_:) "The element or a descendant must have keyboard
    /// focus"; a missing element's attribute fails the test; monitors run "only when an
    /// interruption blocks the test from interacting with the app's UI"
    /// (addUIInterruptionMonitor(withDescription:handler:)). The last is adapter defect 7: the
    /// old adapter addressed SpringBoard on every platform, which visionOS does not have (Apple
    /// Developer Forums thread 759347: `springboard.exists` is false there, and the answer is an
    /// interruption monitor); a visionOS backend now has no system UI or Settings app, says so
    /// when asked to act in one, and its monitor still clears the alert.
    @Test func theAdapterChecks() throws {
        let run = try Self.run.get()
        #expect(
            run.transcripts["checks"] == [
                "several matches read as none: exists false, count 0, recorded 0",
                "one read, one resolution: Add, 1 resolution(s)",
                "a failed tap reaches the navigator: taken 1, recorded 1, taken again 0",
                "a value wait under a second: found true after 0.0 s",
                "a predicate expectation: timedOut after 0.9 s, completed after 1.0 s",
                "gone on a query that matches: gone false",
                "typing needs focus: \"\" then \"b\", Failed to synthesize event: Neither element nor any descendant has keyboard focus",
                "a missing element's attribute fails the test: label '', exists false, Failed to get matching snapshot: No matches found",
                "a monitor runs only for a blocked gesture: calls 0",
                "visionOS has no SpringBoard: monitor calls 1, items 1, system alerts 0, settings unknown, "
                    + "visionOS has no system UI app the adapter knows (SpringBoard is iOS's): answer system prompts from an "
                    + #"interruption monitor: tap on system.buttons["Close"] not performed; "#
                    + "visionOS has no Settings app the adapter knows (com.apple.Preferences is iOS's): could not launch it",
            ])
    }

    /// The system-side scenario (issue 26, differences 2, 3, 5 and 11) says what it claims on the
    /// simulated app ("Limit Access…" leads to the limited-library picker, and the status is
    /// limited after its "Done"); `theScenarioEndsTheSameThroughTheAdapter` runs it through the
    /// adapter.
    @Test func theLimitedAccessScenarioMeetsIOS17sPrompt() throws {
        let scenario = try #require(AdapterScenarios.all.first { $0.name == "limited access" })
        let simulated = try SimulatedApp(AdapterScenarios.definition(of: scenario, root: PackagePaths.root), seed: scenario.seed)
        let lines = AdapterScenarios.transcript(of: scenario, root: PackagePaths.root, simulated: simulated, app: simulated.app)
        #expect(Array(lines.prefix(10)) == [
            "goto PhotosPrompt: PhotosPrompt",
            #"prompt: “VideoSharing” Would Like to Access Your Photos: ["Limit Access…", "Allow Full Access", "Don’t Allow"]"#,
            "Don't Allow false, Don’t Allow true",
            "goto LimitPhotos: LimitedLibraryPicker",
            "photos notDetermined, at LimitedLibraryPicker",
            "goto SelectPhoto: LimitedLibraryPicker",
            "goto PhotoLibrary: PhotoLibrary",
            "photos limited, selection [0]",
            "goto PhotoLibrary: PhotoLibrary",
            "after a relaunch: system alerts 0",
        ])
        #expect(lines.contains("system tree: windows 1, status bars 1"))
    }

    /// The pickers' scenario (issue 26, item 5) says what it claims on the simulated app: the
    /// system photo picker opens over the app with no prompt and returns; the limited-library
    /// picker does nothing without limited access, and comes from "Select More Photos…" and
    /// `presentLimitedLibraryPicker(from:)` with it. `theScenarioEndsTheSameThroughTheAdapter`
    /// runs it through the adapter. Sources: `SimulatedApp+Pickers.swift`.
    @Test func thePickersScenarioOpensThePickersWithoutAPrompt() throws {
        let scenario = try #require(AdapterScenarios.all.first { $0.name == "photo pickers" })
        let simulated = try SimulatedApp(AdapterScenarios.definition(of: scenario, root: PackagePaths.root), seed: scenario.seed)
        let lines = AdapterScenarios.transcript(of: scenario, root: PackagePaths.root, simulated: simulated, app: simulated.app)
        let photos = #"cells ["Photo 1", "Photo 2", "Photo 3"]"#
        #expect(lines == [
            "photo picker: at PhotoPicker, system alerts 0, \(photos), pick hittable false",
            "after picking and cancelling: at Main, system alerts 0, cells [], pick hittable true",
            "limited-library picker without limited access: at Main, system alerts 0, cells [], pick hittable true",
            #"alert: ["Select More Photos…", "Keep Current Selection"]"#,
            "limited-library picker: at LimitedLibraryPicker, system alerts 0, \(photos), pick hittable false",
            "selection [0, 2], photos limited",
            "screen Main, navigator at ItemList",
            "settings picked = 1, cancelled = 1",
            "authorization photos=limited",
        ])
    }

    /// The first prompt's "Limit Access…" (issue 26, item 5) on the simulated app: the
    /// limited-library picker comes up with the status not yet determined, and "Done" makes it
    /// limited with the selection (WWDC20 10641; sources in
    /// `SystemUIFidelityTests.limitAccessInThePromptBringsThePickerBeforeLimitedAccess`).
    /// `theScenarioEndsTheSameThroughTheAdapter` runs it through the adapter.
    @Test func theLimitAccessScenarioGoesThroughThePicker() throws {
        let scenario = try #require(AdapterScenarios.all.first { $0.name == "limit access" })
        let simulated = try SimulatedApp(AdapterScenarios.definition(of: scenario, root: PackagePaths.root), seed: scenario.seed)
        let lines = AdapterScenarios.transcript(of: scenario, root: PackagePaths.root, simulated: simulated, app: simulated.app)
        #expect(lines == [
            #"after Limit Access…: at LimitedLibraryPicker, system alerts 0, cells ["Photo 1", "Photo 2", "Photo 3"], photos notDetermined"#,
            "after Done: at Main, system alerts 0, cells [], photos limited",
            "selection [1]",
            "screen Main, navigator at ItemList",
            "settings picked = 0, cancelled = 0",
            "authorization photos=limited",
        ])
    }

    /// Docs/Devices.md's test file, with its device line, run through the adapter: both tests
    /// pass, as they do on Linux with the file's other line (the DocSnippets target runs them),
    /// and the monitors cleared the system alerts the simulated device showed.
    @Test func theDeviceTestFilePassesThroughTheAdapter() throws {
        let run = try Self.run.get()
        #expect(
            run.transcripts["devices"] == [
                "testAnAddedItemOpens: passed, 3 interruption(s)",
                "testASearchIsTyped: passed, 2 interruption(s)",
            ])
    }

    // MARK: Building the runner

    /// ScreenGraphTesting's files that use XCTest, as Apple platforms build them: the adapter,
    /// and the test case that records navigation errors at the navigator call. (The Swift
    /// Testing files are left out: the model is XCTest only.)
    static let screenGraphTestingFiles = XCUITestBackendTests.adapterFiles + ["NavigationTestCase.swift", "XCTIssue+Navigation.swift"]

    static func buildAndRun() throws -> Run {
        let scratch = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        func files(_ folder: String) -> [URL] { SwiftCompiler.swiftFiles(under: "Tests/XCUITestModel/\(folder)") }
        // Each module as `swift build` would make a library of it; UIKit has no code, only its name.
        // All are this package's code (the model backs the simulated app's backend, the adapter
        // is ScreenGraphTesting), so they see ScreenGraphKit's `package` API, as in `swift build`.
        let package = ["-package-name", SwiftCompiler.packageName]
        func library(_ name: String, _ files: [URL], options: [String] = []) throws -> String {
            let module = ["-parse-as-library", "-module-name", name, "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path] + package
            let code = name == "UIKit" ? [] : ["-emit-library", "-static", "-o", scratch.appendingPathComponent("lib\(name).a").path]
            let result = try SwiftCompiler.build(module + code + options, files: files, including: [scratch])
            guard result.succeeded else { throw SwiftCompiler.SetupError(description: "\(name) does not build against the model:\n\(result.diagnostics)") }
            return result.diagnostics
        }
        _ = try library("CoreGraphics", files("CoreGraphics"))
        _ = try library("UIKit", files("UIKit"))
        let modelDiagnostics = try library("XCTest", files("XCTest"), options: ["-enable-library-evolution"])
        let adapterDiagnostics = try library(
            "ScreenGraphTesting",
            Self.screenGraphTestingFiles.map { PackagePaths.root.appendingPathComponent("Sources/ScreenGraphTesting/\($0)") },
            options: ["-D", SwiftCompiler.appleStandInsFlag])
        let runner = scratch.appendingPathComponent("runner")
        let linked = ["ScreenGraphTesting", "XCTest", "CoreGraphics"].map { scratch.appendingPathComponent("lib\($0).a") }
        let shared = ["Tests/ScreenGraphKitTests/Testing/AdapterScenarios.swift", "Tests/DocSnippets/Generated/Devices.md.file1.swift"]
        // The libraries and objects after the sources: the linker takes from an archive only
        // what the files before it need.
        let result = try SwiftCompiler.build(
            ["-module-name", "AdapterRun", "-o", runner.path] + package,
            files: shared.map { PackagePaths.root.appendingPathComponent($0) } + files("Runner") + linked
                + SwiftCompiler.builtObjects(of: "ScreenGraphKit"),
            including: [scratch])
        guard result.succeeded else { throw SwiftCompiler.SetupError(description: "the runner does not build:\n\(result.diagnostics)") }
        let output = try runProcess(runner, [PackagePaths.root.path], in: scratch)
        guard output.status == 0 else {
            throw SwiftCompiler.SetupError(description: "the runner exited with \(output.status):\n\(output.stderr)")
        }
        var transcripts: [String: [String]] = [:]
        var current: String?
        for line in output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) where !line.isEmpty {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                transcripts[current!] = []
            } else if let current {
                transcripts[current, default: []].append(line)
            }
        }
        return Run(transcripts: transcripts, modelDiagnostics: modelDiagnostics, adapterDiagnostics: adapterDiagnostics + result.diagnostics)
    }
}
