import Testing

@testable import ScreenGraphKit

/// What a configuration reads from the capabilities a user gives: which kind of app it
/// drives, how identifiers become locators, and what the new session is sent. The W3C
/// spec's "unhandledPromptBehavior" capability decides what a command does when a dialog
/// is open (https://www.w3.org/TR/webdriver2/, §7.1 "Capabilities", §16 "User prompts");
/// Appium reads `platformName` and `appium:`-prefixed capabilities
/// (https://appium.io/docs/en/latest/guides/caps/).
@Suite struct WebDriverConfigurationTests {
    private let endpoint = WebDriverEndpoint(host: "127.0.0.1", port: 9515)

    private func configuration(_ capabilities: String) throws(WebDriverError) -> WebDriverConfiguration {
        try WebDriverConfiguration(endpoint: endpoint, capabilitiesJSON: capabilities)
    }

    private func sent(_ configuration: WebDriverConfiguration, arguments: [String] = [], environment: [String: String] = [:]) -> String {
        JSONPrinter.line(configuration.sessionCapabilities(launchArguments: arguments, launchEnvironment: environment))
    }

    @Test func aBrowserIsTheWebAndTriesTestIDsFirst() throws {
        let web = try WebDriverConfiguration(endpoint: endpoint, capabilitiesJSON: WebDriverConfiguration.headlessChromium, startURL: "http://x/")
        #expect(web.platform == .web && web.startURL == "http://x/" && web.appID == nil)
        #expect(web.locatorOrder == [.testID, .id, .name, .ariaLabel])
    }

    @Test func appiumIsKnownByItsPlatformOrItsPrefix() throws {
        let ios = try configuration(#"{"platformName": "iOS", "appium:bundleId": "com.example.shop"}"#)
        #expect(ios.platform == .appium && ios.locatorOrder == [.accessibilityID] && ios.appID == "com.example.shop")
        let android = try configuration(#"{"platformName": "Android", "appium:appPackage": "com.example"}"#)
        #expect(android.platform == .appium && android.appID == "com.example")
        let prefixed = try configuration(#"{"appium:automationName": "XCUITest"}"#)
        #expect(prefixed.platform == .appium && prefixed.appID == nil)
        // A desktop platform name is a browser's.
        #expect(try configuration(#"{"platformName": "linux", "browserName": "firefox"}"#).platform == .web)
    }

    @Test func capabilitiesThatAreNotAJSONObjectAreRefused() {
        #expect(throws: WebDriverError(command: "capabilities", endpoint: "http://127.0.0.1:9515", message: "the capabilities must be a JSON object, found an array")) {
            try configuration("[1]")
        }
        do throws(WebDriverError) {
            _ = try configuration("{\n  \"browserName\": chrome}")
            Issue.record("no error")
        } catch {
            #expect(error.command == "capabilities" && error.message.hasPrefix("not JSON at line 2, column 18: "))
        }
    }

    /// A dialog stays open for an interruption monitor or a step to answer: the session
    /// asks for "ignore" unless the user chose otherwise.
    @Test func theSessionIgnoresDialogsUnlessTold() throws {
        #expect(sent(try configuration(#"{"browserName": "chrome"}"#)) == #"{"browserName": "chrome", "unhandledPromptBehavior": "ignore"}"#)
        let dismiss = try configuration(#"{"unhandledPromptBehavior": "dismiss"}"#)
        #expect(sent(dismiss) == #"{"unhandledPromptBehavior": "dismiss"}"#)
    }

    /// Appium passes a device app's launch arguments and environment as
    /// `appium:processArguments`; a browser has no process arguments to take.
    @Test func launchArgumentsGoToAppiumOnly() throws {
        let ios = try configuration(#"{"platformName": "iOS"}"#)
        #expect(sent(ios, arguments: ["-reset"], environment: ["B": "2", "A": "1"])
            == #"{"platformName": "iOS", "unhandledPromptBehavior": "ignore", "appium:processArguments": {"args": ["-reset"], "env": {"A": "1", "B": "2"}}}"#)
        #expect(sent(ios) == #"{"platformName": "iOS", "unhandledPromptBehavior": "ignore"}"#)
        let given = try configuration(#"{"platformName": "iOS", "appium:processArguments": {"args": []}}"#)
        #expect(sent(given, arguments: ["-reset"]) == #"{"platformName": "iOS", "appium:processArguments": {"args": []}, "unhandledPromptBehavior": "ignore"}"#)
        #expect(sent(try configuration("{}"), arguments: ["-reset"]) == #"{"unhandledPromptBehavior": "ignore"}"#)
    }

    /// Values are sent on as they were written: numbers keep their text, nesting is kept.
    @Test func capabilitiesAreSentAsWritten() throws {
        let nested = try configuration(#"{"timeouts": {"script": 3.50}, "acceptInsecureCerts": true, "x": null, "list": [1, "a"]}"#)
        #expect(sent(nested) == #"{"timeouts": {"script": 3.50}, "acceptInsecureCerts": true, "x": null, "list": [1, "a"], "unhandledPromptBehavior": "ignore"}"#)
    }

    @Test func aCapabilitiesFileThatIsNotThereFails() {
        #expect(throws: GraphError.self) {
            try WebDriverConfiguration.capabilities(contentsOfFile: "/nonexistent/caps.json")
        }
    }
}
