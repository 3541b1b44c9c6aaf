import Foundation
import Testing

@testable import ScreenGraphKit

/// Where the real-browser suite finds its servers: chromedriver and DokuWiki, started
/// by `Tests/RealApps/serve` (`.ci/run` does it). Without them the suite does not run,
/// and one test says so on a line of its own; under CI (`CI` set) that test fails, so
/// a missing browser never passes for a skipped suite.
enum RealBrowser {
    /// `SCREENGRAPH_WEBDRIVER_URL`, e.g. `http://127.0.0.1:9515`.
    static let webDriverURL = ProcessInfo.processInfo.environment["SCREENGRAPH_WEBDRIVER_URL"]
    /// `SCREENGRAPH_DOKUWIKI_URL`, e.g. `http://127.0.0.1:8081`.
    static let dokuWikiURL = ProcessInfo.processInfo.environment["SCREENGRAPH_DOKUWIKI_URL"]

    static var isAvailable: Bool { webDriverURL != nil && dokuWikiURL != nil }

    static let howToRun =
        "the real-browser suite did not run: run 'DOKUWIKI_LOCKTIME=60 Tests/RealApps/setup && Tests/RealApps/serve', then 'SCREENGRAPH_WEBDRIVER_URL=http://127.0.0.1:9515 SCREENGRAPH_DOKUWIKI_URL=http://127.0.0.1:8081 swift test' (README.md)"

    /// A backend on headless Chromium whose start page is `html`, as a `data:` URL.
    static func backend(page html: String, configure: (inout WebDriverConfiguration) -> Void = { _ in }) throws -> WebDriverBackend {
        try backend(startURL: "data:text/html;charset=utf-8," + percentEncoded("<!DOCTYPE html><html><body>" + html + "</body></html>"), configure: configure)
    }

    /// A backend on headless Chromium that starts at `startURL`.
    static func backend(startURL: String, configure: (inout WebDriverConfiguration) -> Void = { _ in }) throws -> WebDriverBackend {
        var configuration = try WebDriverConfiguration(
            endpoint: WebDriverEndpoint(parsing: try #require(webDriverURL)), capabilitiesJSON: WebDriverConfiguration.headlessChromium,
            startURL: startURL)
        configuration.commandTimeout = 20
        configure(&configuration)
        return WebDriverBackend(configuration: configuration)
    }
}

@Suite struct RealBrowserSuiteRuns {
    /// Prints how to run the suite when it cannot; fails under CI, where it must run.
    @Test func theRealBrowserSuiteRunsUnderCI() {
        guard !RealBrowser.isAvailable else { return }
        print(RealBrowser.howToRun)
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("CI must run the real-browser suite: SCREENGRAPH_WEBDRIVER_URL and SCREENGRAPH_DOKUWIKI_URL are not set (.ci/run sets them after Tests/RealApps/serve)")
        }
    }
}
