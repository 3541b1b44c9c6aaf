import Foundation
import Testing

@testable import ScreenGraphKit

/// Faults a real app brings, injected against the real chromedriver: each is a failed
/// step that names it, never a hang past the step's deadline.
@Suite(.serialized, .enabled(if: RealBrowser.isAvailable, "needs chromedriver and DokuWiki: see RealBrowser.howToRun"))
struct RealAppFaultTests {
    /// A chromedriver of the test's own, in a session of its own so that killing it
    /// kills the browsers it started.
    private final class PrivateDriver {
        let port: Int
        private let process = Process()

        init() throws {
            let probe = try LoopbackServer { _ in }
            port = probe.port
            probe.stop()
            // setsid forks chromedriver as the leader of a session of its own (and waits for it),
            // so the browsers it starts can be found by that session and killed with it.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
            process.arguments = ["--wait", "chromedriver", "--port=\(port)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let client = HTTPClient(host: "127.0.0.1", port: port)
            for _ in 0..<100 {
                if (try? client.send("GET", "/status", timeout: 1)) != nil { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            throw POSIXError(.ETIMEDOUT)
        }

        var url: String { "http://127.0.0.1:\(port)" }

        /// Kills chromedriver and every browser it started: its whole session.
        func kill() {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "session=$(pgrep -f '^chromedriver --port=\(port)') && pkill -KILL -s \"$session\""]
            try? shell.run()
            shell.waitUntilExit()
            process.waitUntilExit()
        }

        deinit { if process.isRunning { kill() } }
    }

    /// chromedriver killed in the middle of a tour: the running route fails naming the
    /// endpoint, the next routes fail at once (their launch cannot connect), the command
    /// ends with exit 1 within the deadlines, and the reports hold what finished.
    @Test func chromedriverKilledMidTour() throws {
        let driver = try PrivateDriver()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tour = Process()
        tour.executableURL = PackagePaths.executable
        tour.currentDirectoryURL = PackagePaths.root
        let junit = directory.appendingPathComponent("j.xml").path, coverage = directory.appendingPathComponent("c.json").path
        tour.arguments = [
            "tour", "Graphs/DokuWiki.screengraph", "--webdriver", driver.url, "--start-url", (RealBrowser.dokuWikiURL ?? "") + "/doku.php",
            "--monitors", "Graphs/Apps/DokuWikiMonitors.json", "--junit", junit, "--coverage", coverage,
        ]
        let out = Pipe()
        tour.standardOutput = out
        tour.standardError = FileHandle.nullDevice
        let start = Date()
        try tour.run()
        Thread.sleep(forTimeInterval: 6)
        driver.kill()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        tour.waitUntilExit()
        #expect(tour.terminationStatus == 1, "\(stdout)")
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(stdout.contains("at \(driver.url): "), "\(stdout)")
        #expect(stdout.contains("tour run of DokuWiki: 4 routes,"), "\(stdout)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"4\""))
        let covered = try Coverage(contentsOfFile: coverage)
        #expect(covered.screens.contains { $0.count > 0 }, "the steps that finished before the kill count")
    }

    /// The browser's page crashed (Chromium's `chrome://crash`): the next command fails
    /// naming it, and the next launch starts a new session.
    @Test func aCrashedBrowserFailsTheStepAndTheNextLaunchStartsAnew() throws {
        let backend = try RealBrowser.backend(page: "<p id=\"p\">here</p>")
        defer { backend.close() }
        let app = TestApp(.app, backend: backend)
        app.launch()
        #expect(app.staticTexts["p"].exists)
        let first = backend.sessionID
        _ = try? backend.session.command("POST", "/url", .object([("url", .string("chrome://crash"))]), timeout: 20)
        _ = backend.takeFailures()
        #expect(app.staticTexts["p"].exists == false)
        let failures = backend.takeFailures()
        #expect(failures.first?.contains("at \(backend.configuration.endpoint): ") == true, "\(failures)")
        app.launch()
        #expect(backend.takeFailures() == [])
        #expect(backend.sessionID != first)
        #expect(app.staticTexts["p"].label == "here")
    }

    /// A page that never finishes loading: with a page-load timeout in the capabilities
    /// (W3C §8.4, `timeouts.pageLoad`), the launch fails saying so within it.
    @Test func aPageThatNeverFinishesLoadingFailsTheLaunch() throws {
        let server = try LoopbackServer(maximumConnections: 16, lifetime: 30) { connection in
            connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n<html><body><p id=\"p\">")
            Thread.sleep(forTimeInterval: 12)
        }
        defer { server.stop() }
        let capabilities = """
            {"browserName": "chrome", "timeouts": {"pageLoad": 2000}, "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": ["--headless=new", "--no-sandbox", "--disable-gpu"]}}
            """
        let configuration = try WebDriverConfiguration(
            endpoint: WebDriverEndpoint(parsing: try #require(RealBrowser.webDriverURL)), capabilitiesJSON: capabilities,
            startURL: "http://127.0.0.1:\(server.port)/")
        let backend = WebDriverBackend(configuration: configuration)
        defer { backend.close() }
        let start = Date()
        TestApp(.app, backend: backend).launch()
        let failures = backend.takeFailures()
        #expect(failures.first?.contains("POST /session/{id}/url at \(configuration.endpoint): timeout") == true, "\(failures)")
        #expect(Date().timeIntervalSince(start) < 15)
    }
}
