#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An ``AppBackend`` on a W3C WebDriver server: a page in a browser through
/// chromedriver or geckodriver, an iOS or Android app through Appium, on this machine
/// or on a Selenium Grid.
///
/// ```swift
/// let backend = try WebDriverBackend(configuration: WebDriverConfiguration(
///     endpoint: WebDriverEndpoint(parsing: "http://127.0.0.1:9515"),
///     capabilitiesJSON: WebDriverConfiguration.headlessChromium, startURL: "http://127.0.0.1:8081/doku.php"))
/// let app = backend.app
/// app.launch()
/// app.links["Recent Changes"].tap()
/// backend.close()
/// ```
///
/// How the app interface maps onto WebDriver (Docs/RealApps.md says it for users):
/// - `launch()` starts a session when none runs; on the web it then deletes the
///   cookies and opens the start URL, so every launch starts logged out, as a fresh
///   install does. On Appium it is `mobile: terminateApp` then `mobile: launchApp`.
/// - An identifier is found with ``WebDriverConfiguration/locatorOrder``, or with the
///   strategy its prefix names: `css=`, `xpath=`, `link=`.
/// - `system` is the page's JS dialog (`alert`, `confirm`, `prompt`), which WebDriver
///   calls a user prompt: an alert element (identifier `userPrompt`, label its text)
///   with buttons `OK` (accept) and `Cancel` (dismiss), and for a prompt a text field.
/// - Interruption monitors run when a command meets an open dialog or a click is
///   intercepted by another element (W3C `element click intercepted`), then the
///   command is tried once more.
///
/// Every command has a deadline (``WebDriverConfiguration/commandTimeout``); a command
/// that fails records a failure naming the command and the server, as a gesture on a
/// missing element does, and the navigator fails the step with it.
public final class WebDriverBackend: AppBackend {
    /// Something the backend saw that a run report shows.
    package enum Event: Sendable, Equatable {
        /// A JS dialog was open when a command came.
        case dialog(text: String)
        /// A click was intercepted: another element would have received it.
        case covered(element: String, by: String)
        /// A monitor was asked, and whether it handled the interruption.
        case monitor(description: String, handled: Bool)
    }

    package let configuration: WebDriverConfiguration
    let session: WebDriverSession
    /// Called with each ``Event``.
    package var onEvent: ((Event) -> Void)?

    private var launchArguments: [AppTarget: [String]] = [:]
    private var launchEnvironment: [AppTarget: [String: String]] = [:]
    var isRunning = false
    var failures: [String] = []
    var monitors: [(token: InterruptionMonitorToken, description: String, handler: (TestElement) -> Bool)] = []
    private var nextMonitor = 0
    var isRunningMonitors = false
    /// The strategy that last found each identifier: tried first next time.
    var foundWith: [String: WebDriverConfiguration.LocatorStrategy] = [:]
    /// The one element the last wait for a path found, which a gesture on that same path
    /// right after uses without finding it again, as a hand-written script keeps the
    /// element it waited for. A page that changed meanwhile makes the reference stale,
    /// and the gesture finds it anew (``perform(_:on:)``).
    var lastFound: (path: ElementPath, element: String)?
    /// The open dialog's text while the monitors handle it: it stays until one answers
    /// it, so their reads of it need not ask the server again.
    var knownDialogText: String?

    /// A backend that starts its session at the first `launch()`.
    public init(configuration: WebDriverConfiguration) {
        self.configuration = configuration
        session = WebDriverSession(endpoint: configuration.endpoint, commandTimeout: configuration.commandTimeout)
    }

    deinit { session.end() }

    /// Ends the session (the browser closes). The next `launch()` starts another.
    public func close() {
        session.end()
        session.client.close()
        isRunning = false
    }

    /// The WebDriver session's id, once one runs.
    package var sessionID: String? { session.id }
    /// Commands sent so far, and the seconds spent waiting for their answers.
    package var commandCount: Int { session.commandCount }
    package var roundTripSeconds: Double { session.roundTripSeconds }

    // MARK: Launching

    package func launchArguments(of app: AppTarget) -> [String] { launchArguments[app] ?? [] }
    package func setLaunchArguments(_ arguments: [String], of app: AppTarget) { launchArguments[app] = arguments }
    package func launchEnvironment(of app: AppTarget) -> [String: String] { launchEnvironment[app] ?? [:] }
    package func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget) { launchEnvironment[app] = environment }

    package func launch(_ app: AppTarget) {
        guard app == .app else { return unsupported("launching the \(app.rawValue) app") }
        guard ensureSession() else { return }
        record { () throws(WebDriverError) in
            switch configuration.platform {
            case .web:
                do {
                    // A dialog the last route left open is the monitors' to clear, as on any command.
                    _ = try handlingDialogs { () throws(WebDriverError) in try session.command("DELETE", "/cookie") }
                    // One no monitor handled (chromedriver deletes cookies under a confirm())
                    // goes with the page it belongs to, as an app's alert goes with the app.
                    if (try? dialogText()) != nil { try session.command("POST", "/alert/dismiss") }
                    try openStartURL()
                } catch {
                    // A session that died, or that a dialog wedged (a beforeunload left by the
                    // last route), is ended; a new one starts where it stood.
                    session.end()
                    guard ensureSession() else { return }
                    try openStartURL()
                }
            case .appium:
                guard let id = configuration.appID else { return }
                _ = try? mobile("terminateApp", [("bundleId", .string(id)), ("appId", .string(id))])
                try mobile("launchApp", [
                    ("bundleId", .string(id)), ("appId", .string(id)),
                    ("arguments", .array(launchArguments(of: .app).map { .string($0) })),
                    ("environment", .object(launchEnvironment(of: .app).sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
                ])
            }
            isRunning = true
        }
    }

    package func activate(_ app: AppTarget) {
        guard app == .app else { return unsupported("activating the \(app.rawValue) app") }
        guard ensureSession() else { return }
        record { () throws(WebDriverError) in
            switch configuration.platform {
            case .web: if !isRunning { try openStartURL() }
            case .appium: if let id = configuration.appID { try mobile("activateApp", [("bundleId", .string(id)), ("appId", .string(id))]) }
            }
            isRunning = true
        }
    }

    package func terminate(_ app: AppTarget) {
        guard app == .app else { return unsupported("terminating the \(app.rawValue) app") }
        guard session.id != nil else { return }
        record { () throws(WebDriverError) in
            switch configuration.platform {
            case .web: try session.command("POST", "/url", .object([("url", .string("about:blank"))]))
            case .appium: if let id = configuration.appID { try mobile("terminateApp", [("bundleId", .string(id)), ("appId", .string(id))]) }
            }
            isRunning = false
        }
    }

    package func state(of app: AppTarget) -> TestApp.State {
        guard app == .app, session.id != nil else { return app == .app ? .notRunning : .unknown }
        return isRunning ? .runningForeground : .notRunning
    }

    package func resetAuthorizationStatus(for resource: ProtectedResource) {
        unsupported("resetAuthorizationStatus(for: .\(resource.rawValue))")
    }

    /// Starts the session if none runs; records why not when it cannot.
    @discardableResult
    func ensureSession() -> Bool {
        if session.id != nil { return true }
        let capabilities = configuration.sessionCapabilities(
            launchArguments: launchArguments(of: .app), launchEnvironment: launchEnvironment(of: .app))
        do {
            _ = try session.start(capabilities: capabilities, timeout: configuration.sessionStartTimeout)
            try session.command("POST", "/timeouts", .object([("implicit", .number("0"))]))
            return true
        } catch {
            failures.append("cannot start a WebDriver session: \(error)")
            return false
        }
    }

    /// Opens the start URL, with the launch environment as query items (the web's
    /// counterpart of a process's environment; Docs/RealApps.md).
    private func openStartURL() throws(WebDriverError) {
        guard var url = configuration.startURL else {
            throw session.error("POST /session/{id}/url", message: "no start URL: give one with --start-url")
        }
        let items = launchEnvironment(of: .app).sorted { $0.key < $1.key }.map { percentEncoded($0.key) + "=" + percentEncoded($0.value) }
        if !items.isEmpty { url += (url.contains("?") ? "&" : "?") + items.joined(separator: "&") }
        try session.command("POST", "/url", .object([("url", .string(url))]))
    }

    /// Runs an Appium `mobile:` command.
    @discardableResult
    private func mobile(_ name: String, _ arguments: [(String, JSONPrinter.Value)]) throws(WebDriverError) -> JSONValue {
        try session.command("POST", "/execute/sync", .object([("script", .string("mobile: \(name)")), ("args", .array([.object(arguments)]))]))
    }

    // MARK: Monitors and failures

    package func addUIInterruptionMonitor(withDescription description: String, handler: @escaping (TestElement) -> Bool) -> InterruptionMonitorToken {
        nextMonitor += 1
        let token = InterruptionMonitorToken(id: nextMonitor)
        monitors.append((token, description, handler))
        return token
    }

    package func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {
        monitors.removeAll { $0.token == token }
    }

    package func takeFailures() -> [String] {
        defer { failures.removeAll() }
        return failures
    }

    /// Asks the monitors, last added first, to clear `interruption`; whether one did.
    func runMonitors(on interruption: TestElement) -> Bool {
        guard !isRunningMonitors else { return false }
        isRunningMonitors = true
        defer { isRunningMonitors = false }
        for monitor in monitors.reversed() {
            let handled = monitor.handler(interruption)
            onEvent?(.monitor(description: monitor.description, handled: handled))
            if handled { return true }
        }
        return false
    }

    /// Runs a command, recording its failure.
    func record(_ body: () throws(WebDriverError) -> Void) {
        do {
            try body()
        } catch {
            failures.append(error.description)
        }
    }

    private func unsupported(_ what: String) {
        failures.append("\(what) has no WebDriver counterpart on \(configuration.platform == .web ? "the web" : "Appium") (Docs/RealApps.md)")
    }

    /// Waits `seconds` without a busy loop.
    func pause(_ seconds: Double) {
        guard seconds > 0 else { return }
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var left = timespec()
        while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
    }
}

/// `text` with everything but unreserved characters (RFC 3986 §2.3) percent-encoded.
func percentEncoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            result.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
    }
    return result
}
