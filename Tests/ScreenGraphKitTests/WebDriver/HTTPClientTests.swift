import Foundation
import Testing

@testable import ScreenGraphKit

/// The HTTP client against servers on loopback that answer well, badly, slowly or not at
/// all: every failure is an error that says what happened, within the request's deadline.
@Suite struct HTTPClientTests {
    private func client(_ server: LoopbackServer) -> HTTPClient { HTTPClient(host: "127.0.0.1", port: server.port) }

    @Test func keepsOneConnectionAliveAcrossRequests() throws {
        let server = try LoopbackServer { connection in
            for _ in 0..<3 {
                guard !connection.readRequest().isEmpty else { return }
                connection.write("HTTP/1.1 200 OK\r\nContent-Length:11\r\n\r\n{\"value\":1}")
            }
        }
        let http = client(server)
        for _ in 0..<3 {
            let response = try http.send("GET", "/status", timeout: 5)
            #expect(response.status == 200)
        }
        #expect(http.connectionsOpened == 1)
        server.stop()
    }

    /// A kept-alive connection the server closed between requests (its idle timeout) is
    /// opened again for the next request, once.
    @Test func reopensAConnectionTheServerClosedBetweenRequests() throws {
        let server = try LoopbackServer { connection in
            connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        }
        let http = client(server)
        #expect(try http.send("GET", "/a", timeout: 5).body == Array("ok".utf8))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(try http.send("GET", "/b", timeout: 5).body == Array("ok".utf8))
        #expect(http.connectionsOpened == 2)
        server.stop()
    }

    @Test func aServerThatNeverAnswersTimesOutAtTheDeadline() throws {
        let server = try LoopbackServer(lifetime: 10) { connection in
            connection.readRequest()
            Thread.sleep(forTimeInterval: 2)
        }
        let start = Date()
        #expect(throws: HTTPClient.Failure.timedOut(seconds: 0.3, waitingFor: "the response")) {
            try client(server).send("GET", "/status", timeout: 0.3)
        }
        #expect(Date().timeIntervalSince(start) < 1.5)
        server.stop()
    }

    /// A response that stops halfway, whether the server then closes or stalls.
    @Test func aResponseCutInHalfFailsSayingSo() throws {
        let closing = try LoopbackServer { connection in
            connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"value\":")
        }
        #expect(throws: HTTPClient.Failure.malformed("the server closed the connection in the middle of the response's body (0 bytes read)")) {
            try client(closing).send("GET", "/status", timeout: 5)
        }
        closing.stop()
        let stalling = try LoopbackServer(lifetime: 10) { connection in
            connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"value\":")
            Thread.sleep(forTimeInterval: 2)
        }
        #expect(throws: HTTPClient.Failure.timedOut(seconds: 0.3, waitingFor: "the rest of the response")) {
            try client(stalling).send("GET", "/status", timeout: 0.3)
        }
        stalling.stop()
    }

    @Test func nonsenseIsAMalformedResponse() throws {
        let server = try LoopbackServer { connection in
            connection.readRequest()
            connection.write("220 smtp.example ESMTP ready\r\n\r\n")
        }
        #expect(throws: HTTPClient.Failure.malformed("the status line is not HTTP/1.x: 220 smtp.example ESMTP ready")) {
            try client(server).send("GET", "/status", timeout: 5)
        }
        server.stop()
    }

    @Test func aServerThatClosesWithoutAnsweringSaysSo() throws {
        let server = try LoopbackServer { connection in connection.readRequest() }
        #expect(throws: HTTPClient.Failure.closedBeforeAnswer("the server closed the connection without answering")) {
            try client(server).send("GET", "/status", timeout: 5)
        }
        server.stop()
    }

    /// A port nobody listens on: refused at once, not after the deadline.
    @Test func aClosedPortIsRefusedAtOnce() throws {
        let server = try LoopbackServer { _ in }
        let port = server.port
        server.stop()
        let start = Date()
        #expect(throws: HTTPClient.Failure.cannotConnect("127.0.0.1:\(port): Connection refused")) {
            try HTTPClient(host: "127.0.0.1", port: port).send("GET", "/status", timeout: 5)
        }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    /// What the WebDriver layer makes of it: the command and the endpoint, named.
    @Test func aWebDriverErrorNamesTheCommandAndTheEndpoint() throws {
        let server = try LoopbackServer { connection in
            connection.readRequest()
            let body = "{\"value\":{\"error\":\"no such element\",\"message\":\"no such element: x\",\"stacktrace\":\"\"}}"
            connection.write("HTTP/1.1 404 Not Found\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        }
        let session = WebDriverSession(endpoint: WebDriverEndpoint(host: "127.0.0.1", port: server.port), commandTimeout: 5)
        #expect(throws: WebDriverError(command: "POST /session", endpoint: "http://127.0.0.1:\(server.port)", code: "no such element", message: "no such element: x")) {
            try session.start(capabilities: .object([]), timeout: 5)
        }
        server.stop()
        let error = WebDriverError(command: "POST /session", endpoint: "http://127.0.0.1:9515", code: "no such element", message: "no such element: x\nmore")
        #expect(error.description == "POST /session at http://127.0.0.1:9515: no such element: no such element: x")
    }

    @Test func endpointsAreReadStrictly() throws {
        #expect(try WebDriverEndpoint(parsing: "http://127.0.0.1:9515").description == "http://127.0.0.1:9515")
        #expect(try WebDriverEndpoint(parsing: "http://grid.local:4444/wd/hub/").basePath == "/wd/hub")
        #expect(try WebDriverEndpoint(parsing: "http://[::1]:4723").host == "::1")
        #expect(try WebDriverEndpoint(parsing: "http://localhost").port == 80)
        for bad in ["https://x:1", "127.0.0.1:9515", "http://:9515", "http://x:99999", "http://x:1/a b", "http://x:1/?q", "http://[::1"] {
            #expect(throws: WebDriverError.self, "\(bad)") { try WebDriverEndpoint(parsing: bad) }
        }
    }
}
