/// How a ``WebDriverBackend`` reaches its app: the server, the capabilities of the
/// session, the start URL on the web, how identifiers become locators, and timeouts.
///
/// ```swift
/// let configuration = try WebDriverConfiguration(
///     endpoint: WebDriverEndpoint(parsing: "http://127.0.0.1:9515"),
///     capabilitiesJSON: WebDriverConfiguration.headlessChromium, startURL: "http://127.0.0.1:8081/doku.php")
/// ```
public struct WebDriverConfiguration: Sendable {
    /// What kind of app the session drives, read from the capabilities: Appium's
    /// `platformName` iOS or Android (or an `appium:` capability) means a device app.
    package enum Platform: String, Sendable {
        /// A page in a browser (chromedriver, geckodriver, a Selenium Grid).
        case web
        /// An iOS or Android app through Appium's XCUITest or UiAutomator2 driver.
        case appium
    }

    /// One way of finding the elements an identifier names.
    package enum LocatorStrategy: String, Sendable, CaseIterable {
        /// `[data-testid="ID"]`: the attribute test suites add for exactly this.
        case testID
        /// The element's `id`.
        case id
        /// A form control's `name`.
        case name
        /// `[aria-label="ID"]`.
        case ariaLabel
        /// Appium's `accessibility id`: the iOS accessibility identifier, Android's content description.
        case accessibilityID
    }

    /// The server.
    package var endpoint: WebDriverEndpoint
    /// The W3C capabilities of a new session (its `alwaysMatch`), as the JSON object text
    /// they were given in. `unhandledPromptBehavior` is `"ignore"` unless given: a JS
    /// dialog then stays open until an interruption monitor or a graph step answers it.
    package private(set) var capabilities: String
    /// Where a web app starts: what `launch()` opens. `nil` for a device app.
    package var startURL: String?
    package private(set) var platform: Platform
    /// The strategies a plain identifier is tried with, in order; the first that finds
    /// an element wins and is tried first next time.
    package var locatorOrder: [LocatorStrategy]
    /// The most one command waits for its answer, in seconds.
    package var commandTimeout = 30.0
    /// The most starting a session waits: a browser or a simulator starts.
    package var sessionStartTimeout = 90.0
    /// How often a wait asks again, in seconds.
    package var pollInterval = 0.05
    /// The bundle id (iOS) or package (Android) of a device app, for `mobile: launchApp`
    /// and friends; read from `appium:bundleId` or `appium:appPackage`.
    package private(set) var appID: String?

    /// Headless Chromium from Debian's `chromium` package, as CI runs it.
    public static let headlessChromium = """
        {"browserName": "chrome", "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]}}
        """

    /// A configuration from capabilities written as a JSON object.
    /// - Throws: ``WebDriverError`` when the text is not a JSON object.
    public init(endpoint: WebDriverEndpoint, capabilitiesJSON: String, startURL: String? = nil) throws(WebDriverError) {
        let parsed: JSONValue
        do throws(JSONParser.Failure) {
            parsed = try JSONParser.parse(capabilitiesJSON)
        } catch {
            throw WebDriverError(
                command: "capabilities", endpoint: endpoint.description,
                message: "not JSON at line \(error.position.line), column \(error.position.column): \(error.message)")
        }
        guard case .object(let members) = parsed.kind else {
            throw WebDriverError(command: "capabilities", endpoint: endpoint.description, message: "the capabilities must be a JSON object, found \(parsed.kindName)")
        }
        let platformName = parsed["platformName"]?.stringValue?.lowercased()
        let isAppium = platformName == "ios" || platformName == "android" || members.contains { $0.key.hasPrefix("appium:") }
        self.endpoint = endpoint
        self.capabilities = capabilitiesJSON
        self.startURL = startURL
        platform = isAppium ? .appium : .web
        locatorOrder = isAppium ? [.accessibilityID] : [.testID, .id, .name, .ariaLabel]
        appID = parsed["appium:bundleId"]?.stringValue ?? parsed["appium:appPackage"]?.stringValue
    }

    /// The text of a capabilities file (a JSON object, checked when a configuration is
    /// made of it), at most 1 MB.
    /// - Throws: ``GraphError`` when the file cannot be read.
    package static func capabilities(contentsOfFile path: String) throws(GraphError) -> String {
        try readTextFile(path, sizeLimit: 1 << 20)
    }

    /// The capabilities to send: the given ones, with `unhandledPromptBehavior` set to
    /// `"ignore"` when they do not set it, and Appium's process arguments when given.
    func sessionCapabilities(launchArguments: [String], launchEnvironment: [String: String]) -> JSONPrinter.Value {
        guard let parsed = try? JSONParser.parse(capabilities), case .object(let members) = parsed.kind else { return .object([]) }
        var result = members.map { ($0.key, $0.value.printable) }
        if !members.contains(where: { $0.key == "unhandledPromptBehavior" }) { result.append(("unhandledPromptBehavior", .string("ignore"))) }
        if platform == .appium, !launchArguments.isEmpty || !launchEnvironment.isEmpty,
            !members.contains(where: { $0.key == "appium:processArguments" })
        {
            result.append(("appium:processArguments", JSONPrinter.Value.processArguments(launchArguments, launchEnvironment)))
        }
        return .object(result)
    }
}

extension JSONPrinter.Value {
    /// Appium's `{"args": [...], "env": {...}}`, with the environment in key order.
    static func processArguments(_ arguments: [String], _ environment: [String: String]) -> JSONPrinter.Value {
        .object([
            ("args", .array(arguments.map { .string($0) })),
            ("env", .object(environment.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }
}

extension JSONValue {
    /// The value, for sending on.
    var printable: JSONPrinter.Value {
        switch kind {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.printable))
        case .object(let members): .object(members.map { ($0.key, $0.value.printable) })
        }
    }
}
