import Dispatch
import Foundation
import ScreenGraphKit

/// How `run`, `tour`, `walk` and `replay` drive a real app: `--webdriver URL` (once per
/// endpoint), `--capabilities FILE` and `--start-url URL`; with no capabilities file,
/// headless Chromium from Debian's `chromium` package.
struct LiveSetup {
    /// One configuration per endpoint, in the order given.
    let configurations: [WebDriverConfiguration]

    /// The options' setup, or `nil` when no `--webdriver` was given.
    init?(_ arguments: Arguments) throws(Exit) {
        let urls = arguments.values(.webdriver)
        guard !urls.isEmpty else {
            if let option = [OptionName.capabilities, .startURL, .parallel].first(where: arguments.has) {
                throw .usage("'\(option.rawValue)' needs '--webdriver URL'")
            }
            return nil
        }
        if arguments.has(.app) || arguments.has(.run) {
            throw .usage("'--webdriver' drives a real app: it does not go with a simulated app ('--app', '--run')")
        }
        if let option = [OptionName.interruptions, .resetAuthorization].first(where: arguments.has) {
            throw .usage("'\(option.rawValue)' is for the simulated app; a real app's interruptions come by themselves")
        }
        var capabilities = WebDriverConfiguration.headlessChromium
        if let path = arguments.value(.capabilities) {
            do {
                capabilities = try WebDriverConfiguration.capabilities(contentsOfFile: path)
            } catch {
                throw Exit(error)
            }
        }
        var configurations: [WebDriverConfiguration] = []
        for url in urls {
            do {
                let endpoint = try WebDriverEndpoint(parsing: url)
                configurations.append(
                    try WebDriverConfiguration(endpoint: endpoint, capabilitiesJSON: capabilities, startURL: arguments.value(.startURL)))
            } catch {
                throw .usage("'--webdriver \(Echo.excerpt(url))': \(error.message)")
            }
        }
        if configurations.contains(where: { $0.platform == .web && $0.startURL == nil }) {
            throw .usage("missing '--start-url URL': the page a web app starts on")
        }
        self.configurations = configurations
    }

    /// A live app on endpoint `index`'s server, set up as `setup` says, its backend's
    /// events in its report.
    func makeApp(endpoint index: Int, setup: AppSetup, seed: UInt64) -> (app: LiveApp, backend: WebDriverBackend) {
        let backend = WebDriverBackend(configuration: configurations[index % configurations.count])
        let app = LiveApp(backend: backend, seed: seed)
        backend.onEvent = { [weak app] event in app?.record(event) }
        setup.configure(TestApp(.app, backend: backend))
        return (app, backend)
    }
}


extension LiveApp {
    /// Records what the WebDriver backend saw: a dialog or a covered element as an
    /// interruption, a monitor's answer as a handler.
    func record(_ event: WebDriverBackend.Event) {
        switch event {
        case .dialog(let text): note(.interruption, [("dialog", text)])
        case .covered(let element, let by): note(.interruption, [("covered", element), ("by", by)])
        case .monitor(let description, let handled): note(.handler, [("monitor", description), ("handled", handled ? "true" : "false")])
        }
    }
}

/// Where a failed case's evidence goes: beside the JUnit report, in a folder named
/// after it (`report.xml` → `report-evidence/route-3.png`).
struct EvidenceFolder {
    let path: String

    init?(_ arguments: Arguments) {
        guard let junit = arguments.value(.junit) else { return nil }
        let stem = junit.hasSuffix(".xml") ? String(junit.dropLast(4)) : junit
        path = stem + "-evidence"
    }

    /// Saves a screenshot and the page source of `app` for a failed `result`, and adds
    /// their paths to it; nothing for a case that passed or an app that shows nothing.
    func save(_ result: inout TestCaseResult, from app: any ExecutedApp) {
        guard result.isFailure, let source = (app as? LiveApp)?.evidence else { return }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return }
        let stem = path + "/" + String(result.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(80))
        if let png = source.screenshotPNG(), Output.write(png, toFile: stem + ".png") == nil {
            result.attachments.append(stem + ".png")
        }
        if let page = source.pageSource(), Output.write(Array(page.utf8), toFile: stem + ".html") == nil {
            result.attachments.append(stem + ".html")
        }
    }
}

/// Runs `work` for each of `count` workers, each on a thread of its own (they wait on
/// a browser, not on the CPU, so more of them than cores run at once), and returns
/// their results in worker order.
func inParallel<Result: Sendable>(_ count: Int, _ work: @Sendable @escaping (Int) -> Result) -> [Result] {
    let results = ParallelResults<Result>(count)
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let thread = Thread {
            let value = work(index)
            results.lock.lock()
            results.values[index] = value
            results.lock.unlock()
            done.signal()
        }
        thread.start()
    }
    for _ in 0..<count { done.wait() }
    return results.values.compactMap { $0 }
}

/// The workers' results: each writes its own slot, under the lock.
private final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    let lock = NSLock()
    var values: [Value?]

    init(_ count: Int) { values = Array(repeating: nil, count: count) }
}
