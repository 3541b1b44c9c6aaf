import Foundation
import Testing

@testable import ScreenGraphKit

/// A WebDriver session's commands, against a loopback server that answers as the W3C
/// WebDriver spec says a remote end does: "the response's body is a JSON object with a
/// single key 'value'", and an error's value holds "error", "message" and, for an
/// unexpected alert, "data" with the dialog's "text" (https://www.w3.org/TR/webdriver2/,
/// §6.6 "Errors" and §16 "User prompts"). Also the endpoint URLs a user gives, and how a
/// failure reads.
@Suite struct WebDriverSessionTests {
    /// Requests the server was sent, and answers it gives in order (one connection, kept alive).
    private final class Script: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var answers: [String]
        private var seen: [String] = []
        init(_ answers: [String]) { self.answers = answers }

        func next(after request: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            seen.append(request)
            return answers.isEmpty ? nil : answers.removeFirst()
        }

        /// Each request's first line and, when it has one, its body.
        var requests: [String] {
            lock.lock()
            defer { lock.unlock() }
            return seen.map { request in
                let parts = request.components(separatedBy: "\r\n\r\n")
                let line = parts[0].components(separatedBy: "\r\n")[0]
                guard parts.count > 1, let body = try? JSONParser.parse(parts[1]) else { return line }
                return line + " " + JSONPrinter.line(body.printable)
            }
        }
    }

    private static func http(_ status: Int, _ body: String) -> String {
        "HTTP/1.1 \(status) X\r\nContent-Length: \(body.utf8.count)\r\nContent-Type: application/json\r\n\r\n\(body)"
    }

    private func serve(_ script: Script) throws -> LoopbackServer {
        try LoopbackServer { connection in
            while true {
                let request = connection.readRequest()
                guard !request.isEmpty, let answer = script.next(after: request) else { return }
                connection.write(answer)
            }
        }
    }

    private func session(_ server: LoopbackServer, basePath: String = "") -> WebDriverSession {
        WebDriverSession(endpoint: WebDriverEndpoint(host: "127.0.0.1", port: Int(server.port), basePath: basePath), commandTimeout: 5)
    }

    @Test func aSessionStartsSendsItsCommandsAndEnds() throws {
        let script = Script([
            Self.http(200, #"{"value": {"sessionId": "abc", "capabilities": {}}}"#),
            Self.http(200, #"{"value": "http://example.com/"}"#),
            Self.http(200, #"{"value": null}"#),
        ])
        let server = try serve(script)
        defer { server.stop() }
        let session = session(server, basePath: "/wd/hub")
        let started = try session.start(capabilities: .object([("browserName", .string("chrome"))]), timeout: 5)
        #expect(started["sessionId"]?.stringValue == "abc" && session.id == "abc")
        #expect(try session.command("GET", "/url").stringValue == "http://example.com/")
        session.end()
        #expect(session.id == nil && session.commandCount == 3)
        #expect(script.requests == [
            #"POST /wd/hub/session HTTP/1.1 {"capabilities": {"alwaysMatch": {"browserName": "chrome"}}}"#,
            "GET /wd/hub/session/abc/url HTTP/1.1",
            "DELETE /wd/hub/session/abc HTTP/1.1",
        ])
    }

    /// A POST with no body sends the empty object the spec's commands expect.
    @Test func aPostWithoutABodySendsAnEmptyObject() throws {
        let script = Script([Self.http(200, #"{"value": {"sessionId": "s1"}}"#), Self.http(200, #"{"value": null}"#)])
        let server = try serve(script)
        defer { server.stop() }
        let session = session(server)
        _ = try session.start(capabilities: .object([]), timeout: 5)
        try session.command("POST", "/back")
        #expect(script.requests.last == "POST /session/s1/back HTTP/1.1 {}")
    }

    @Test func aCommandWithoutASessionFailsWithoutSending() {
        let session = WebDriverSession(endpoint: WebDriverEndpoint(host: "127.0.0.1", port: 9), commandTimeout: 1)
        #expect(throws: WebDriverError(command: "GET /session/{id}/url", endpoint: "http://127.0.0.1:9", code: "invalid session id", message: "no session is running")) {
            try session.command("GET", "/url")
        }
        #expect(session.commandCount == 0)
        session.end()  // nothing to end: sends nothing
        #expect(session.commandCount == 0)
    }

    @Test func anAnswerWithoutAUsableSessionIDFails() throws {
        for value in [#"{}"#, #"{"sessionId": ""}"#, #"{"sessionId": "a/b"}"#, #"{"sessionId": 7}"#] {
            let server = try serve(Script([Self.http(200, #"{"value": \#(value)}"#)]))
            defer { server.stop() }
            let session = session(server)
            #expect(throws: WebDriverError(command: "POST /session", endpoint: "http://127.0.0.1:\(server.port)", message: "the answer has no usable sessionId"), "\(value)") {
                try session.start(capabilities: .object([]), timeout: 5)
            }
            #expect(session.id == nil)
        }
    }

    /// A W3C error names its code; an unexpected alert's error carries the dialog's text.
    @Test func aW3CErrorKeepsItsCodeMessageAndDialogText() throws {
        let script = Script([
            Self.http(200, #"{"value": {"sessionId": "s"}}"#),
            Self.http(404, #"{"value": {"error": "no such element", "message": "Unable to locate element\nStacktrace: ..."}}"#),
            Self.http(500, #"{"value": {"error": "unexpected alert open", "message": "", "data": {"text": "Leave page?"}}}"#),
        ])
        let server = try serve(script)
        defer { server.stop() }
        let session = session(server)
        _ = try session.start(capabilities: .object([]), timeout: 5)
        do throws(WebDriverError) {
            try session.command("POST", "/element", describedAs: "/element (#save)")
            Issue.record("no error")
        } catch {
            #expect(error.code == "no such element" && error.command == "POST /session/{id}/element (#save)")
            // Only the message's first line is shown.
            #expect(error.description == "POST /session/{id}/element (#save) at http://127.0.0.1:\(server.port): no such element: Unable to locate element")
        }
        do throws(WebDriverError) {
            try session.command("POST", "/element/e1/click", describedAs: "/element/{id}/click")
            Issue.record("no error")
        } catch {
            #expect(error.code == "unexpected alert open" && error.dialogText == "Leave page?")
        }
    }

    @Test func answersThatAreNotWebDriversFailSayingWhy() throws {
        let script = Script([
            Self.http(200, #"{"value": {"sessionId": "s"}}"#),
            Self.http(502, "<html>Bad Gateway</html>"),
            Self.http(200, #"{"status": 0}"#),
            Self.http(503, #"{"value": null}"#),
        ])
        let server = try serve(script)
        defer { server.stop() }
        let session = session(server)
        _ = try session.start(capabilities: .object([]), timeout: 5)
        var messages: [String] = []
        for _ in 0..<3 {
            do { try session.command("GET", "/title") } catch { messages.append(error.message) }
        }
        #expect(messages.count == 3)
        #expect(messages[0].hasPrefix("HTTP 502 with a body that is not JSON (") && messages[0].hasSuffix("): <html>Bad Gateway</html>"))
        #expect(messages[1] == "HTTP 200: the answer has no 'value'")
        #expect(messages[2] == "HTTP 503")
    }

    // MARK: - Endpoints

    @Test func endpointsReadHostPortAndPath() throws {
        let local = try WebDriverEndpoint(parsing: "http://127.0.0.1:9515")
        #expect(local == WebDriverEndpoint(host: "127.0.0.1", port: 9515))
        let grid = try WebDriverEndpoint(parsing: "http://grid.local/wd/hub//")
        #expect(grid == WebDriverEndpoint(host: "grid.local", port: 80, basePath: "/wd/hub"))
        #expect(grid.description == "http://grid.local:80/wd/hub")
        let six = try WebDriverEndpoint(parsing: "http://[::1]:4444")
        #expect(six.host == "::1" && six.port == 4444 && six.description == "http://[::1]:4444")
    }

    @Test func badEndpointsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("https://grid:4444", "https is not supported: reach the server over http (a loopback tunnel to a remote grid)"),
            ("grid:4444", "a WebDriver URL starts with http://"),
            ("http://[::1:4444", "an IPv6 host has no closing ]"),
            ("http://[::1]x", "unexpected text after the host"),
            ("http://:4444", "no host name"),
            ("http://user@host:1", "no host name"),
            ("http://host:0", "the port must be a number from 1 to 65535"),
            ("http://host:65536", "the port must be a number from 1 to 65535"),
            ("http://host:port", "the port must be a number from 1 to 65535"),
            ("http://host/wd hub", "the path may hold no spaces, query or fragment"),
            ("http://host/wd?x=1", "the path may hold no spaces, query or fragment"),
        ]
        for (url, why) in cases {
            #expect(throws: WebDriverError(command: "connect", endpoint: url, message: why), "\(url)") {
                try WebDriverEndpoint(parsing: url)
            }
        }
    }

    /// A hostile URL is escaped and cut in the error, as everything printed is.
    @Test func aHostileURLIsEscapedInItsError() {
        let url = "\u{1B}[31m" + String(repeating: "h", count: 5000)
        do throws(WebDriverError) {
            _ = try WebDriverEndpoint(parsing: url)
            Issue.record("no error")
        } catch {
            #expect(error.endpoint == Echo.excerpt(url))
            #expect(!error.description.contains("\u{1B}") && error.description.count < 500)
        }
    }
}
