/// Where a WebDriver server listens: `http://127.0.0.1:9515`, or a grid's
/// `http://grid.local:4444/wd/hub` (the path is put before every command's).
public struct WebDriverEndpoint: Hashable, Sendable, CustomStringConvertible {
    /// The server's host name or address (an IPv6 address without brackets).
    package var host: String
    /// The server's TCP port.
    package var port: Int
    /// What comes before `/session`, without a trailing slash: `""` or `/wd/hub`.
    package var basePath: String

    /// Reads `http://HOST[:PORT][/PATH]`; the port defaults to 80, an IPv6 host is
    /// written in brackets.
    /// - Throws: ``WebDriverError`` naming what is wrong with the URL.
    public init(parsing url: String) throws(WebDriverError) {
        let fail = { (why: String) in WebDriverError(command: "connect", endpoint: Echo.excerpt(url), message: why) }
        guard url.hasPrefix("http://") else {
            throw fail(url.hasPrefix("https://") ? "https is not supported: reach the server over http (a loopback tunnel to a remote grid)" : "a WebDriver URL starts with http://")
        }
        var rest = Substring(url.dropFirst("http://".count))
        var path = ""
        if let slash = rest.firstIndex(of: "/") {
            path = String(rest[slash...])
            rest = rest[..<slash]
        }
        while path.hasSuffix("/") { path.removeLast() }
        var hostPart = rest
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw fail("an IPv6 host has no closing ]") }
            hostPart = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { throw fail("unexpected text after the host") }
        } else if let colon = rest.lastIndex(of: ":") {
            hostPart = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        }
        guard !hostPart.isEmpty, hostPart.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "@" }) else { throw fail("no host name") }
        var port = 80
        if let portText {
            guard let parsed = Int(portText), (1...65535).contains(parsed) else { throw fail("the port must be a number from 1 to 65535") }
            port = parsed
        }
        guard path.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value < 127 && $0 != "?" && $0 != "#" }) else {
            throw fail("the path may hold no spaces, query or fragment")
        }
        self.init(host: String(hostPart), port: port, basePath: path)
    }

    /// An endpoint from its parts.
    package init(host: String, port: Int, basePath: String = "") {
        self.host = host
        self.port = port
        self.basePath = basePath
    }

    /// `http://127.0.0.1:9515`.
    public var description: String {
        "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)" + basePath
    }
}

/// A WebDriver command that failed: which command, at which server, and why, with the
/// W3C error code when the server gave one (`no such element`, `unexpected alert open`).
public struct WebDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `POST /session/{id}/element/{id}/click`, with the ids written as such.
    package var command: String
    /// The server, as ``WebDriverEndpoint`` writes it.
    package var endpoint: String
    /// The W3C error code (§6.6 of the WebDriver spec), when the server answered with one.
    package var code: String?
    /// What went wrong, in the server's or the client's words.
    package var message: String
    /// The text of the dialog an `unexpected alert open` error met, when the server says
    /// it (W3C §16: the error's `data.text`).
    package var dialogText: String?

    /// An error from its parts.
    package init(command: String, endpoint: String, code: String? = nil, message: String, dialogText: String? = nil) {
        self.command = command
        self.endpoint = endpoint
        self.code = code
        self.message = message
        self.dialogText = dialogText
    }

    /// `POST /session/{id}/url at http://127.0.0.1:9515: no answer within 30 s (…)`.
    public var description: String {
        "\(command) at \(endpoint): " + (code.map { "\($0): " } ?? "") + Echo.excerpt(firstLine(of: message), maximumLength: 300)
    }

    private func firstLine(of text: String) -> String {
        String(text.prefix { $0 != "\n" && $0 != "\r" })
    }
}

/// One WebDriver session's commands over one kept-alive connection, each with a
/// deadline, counting the commands and the time they took.
final class WebDriverSession {
    let endpoint: WebDriverEndpoint
    let client: HTTPClient
    /// The session's id once started.
    private(set) var id: String?
    /// The most any command waits for its answer.
    var commandTimeout: Double
    /// Commands sent, and the seconds spent waiting for their answers.
    private(set) var commandCount = 0
    private(set) var roundTripSeconds = 0.0

    init(endpoint: WebDriverEndpoint, commandTimeout: Double) {
        self.endpoint = endpoint
        self.commandTimeout = commandTimeout
        client = HTTPClient(host: endpoint.host, port: endpoint.port)
    }

    /// Starts a session with the W3C `capabilities` object (its `alwaysMatch`); new
    /// sessions may take long (a browser starts), so this waits up to `timeout`.
    func start(capabilities: JSONPrinter.Value, timeout: Double) throws(WebDriverError) -> JSONValue {
        let body = JSONPrinter.Value.object([("capabilities", .object([("alwaysMatch", capabilities)]))])
        let value = try send("POST", "/session", body, timeout: timeout, describedAs: "POST /session")
        guard let id = value["sessionId"]?.stringValue, !id.isEmpty, id.utf8.allSatisfy({ $0 > 32 && $0 < 127 && $0 != UInt8(ascii: "/") }) else {
            throw error("POST /session", message: "the answer has no usable sessionId")
        }
        self.id = id
        return value
    }

    /// Ends the session, if one was started; errors are ignored (the server may be gone).
    func end() {
        guard let id else { return }
        self.id = nil
        _ = try? send("DELETE", "/session/\(id)", nil, timeout: min(commandTimeout, 10), describedAs: "DELETE /session/{id}")
    }

    /// Sends a command of the session: `path` after `/session/{id}`, written with
    /// `{id}` for element ids in `describedAs` so messages stay short.
    @discardableResult
    func command(_ method: String, _ path: String, _ body: JSONPrinter.Value? = nil, describedAs description: String? = nil, timeout: Double? = nil)
        throws(WebDriverError) -> JSONValue
    {
        let name = "\(method) /session/{id}" + (description ?? path)
        guard let id else { throw error(name, code: "invalid session id", message: "no session is running") }
        return try send(method, "/session/\(id)" + path, body ?? (method == "POST" ? .object([]) : nil), timeout: timeout ?? commandTimeout, describedAs: name)
    }

    /// Sends a request and returns the answer's `value`, or throws its error.
    func send(_ method: String, _ path: String, _ body: JSONPrinter.Value?, timeout: Double, describedAs name: String) throws(WebDriverError) -> JSONValue {
        let bytes = body.map { Array(JSONPrinter.print($0).utf8) }
        let start = monotonicSeconds()
        commandCount += 1
        defer { roundTripSeconds += monotonicSeconds() - start }
        let response: HTTPResponseParser.Response
        do {
            response = try client.send(method, endpoint.basePath + path, body: bytes, timeout: timeout)
        } catch {
            throw self.error(name, message: error.description)
        }
        let json: JSONValue
        do throws(JSONParser.Failure) {
            json = try response.body.withUnsafeBufferPointer { bytes throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
        } catch {
            let text = String(decoding: response.body.prefix(200), as: UTF8.self)
            throw self.error(name, message: "HTTP \(response.status) with a body that is not JSON (\(error.message)): \(text)")
        }
        guard let value = json["value"] else { throw self.error(name, message: "HTTP \(response.status): the answer has no 'value'") }
        if let code = value["error"]?.stringValue {
            var error = self.error(name, code: code, message: value["message"]?.stringValue ?? "HTTP \(response.status)")
            error.dialogText = value["data"]?["text"]?.stringValue
            throw error
        }
        guard (200..<300).contains(response.status) else { throw self.error(name, message: "HTTP \(response.status)") }
        return value
    }

    func error(_ command: String, code: String? = nil, message: String, dialogText: String? = nil) -> WebDriverError {
        WebDriverError(command: command, endpoint: endpoint.description, code: code, message: message, dialogText: dialogText)
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let text) = kind { text } else { nil }
    }

    var boolValue: Bool? {
        if case .bool(let flag) = kind { flag } else { nil }
    }

    var numberValue: Double? {
        if case .number(let text) = kind { Double(text) } else { nil }
    }

    var arrayValue: [JSONValue]? {
        if case .array(let elements) = kind { elements } else { nil }
    }

    var isNull: Bool {
        if case .null = kind { true } else { false }
    }
}
