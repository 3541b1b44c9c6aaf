/// Reads one HTTP/1.1 response from bytes as they arrive: the status line, the headers,
/// and a body framed by `Content-Length`, by chunks, or by the connection's end.
///
/// Written for WebDriver servers rather than taken from Foundation, whose URLSession on
/// Linux (swift-corelibs-foundation in Swift 6.3.1) rejects chromedriver's headers: it
/// writes `Content-Length:250` with no space after the colon, which RFC 9112 §5.1
/// allows ("field-name ":" OWS field-value OWS", the whitespace optional). Everything
/// is bounded: the head at ``maximumHeadBytes``, the body at the parser's `bodyLimit`.
struct HTTPResponseParser {
    /// A response as the parser read it.
    struct Response: Equatable {
        var status: Int
        /// Header names in lower case, values trimmed, in the order sent.
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        /// Whether the server keeps the connection open for the next request.
        var keepsAlive: Bool

        static func == (left: Response, right: Response) -> Bool {
            left.status == right.status && left.body == right.body && left.keepsAlive == right.keepsAlive
                && left.headers.map(\.name) == right.headers.map(\.name) && left.headers.map(\.value) == right.headers.map(\.value)
        }

        func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }
    }

    /// What is wrong with a response; the message names the part.
    struct Malformed: Error, Equatable {
        var message: String
    }

    /// The most a status line and headers may take.
    static let maximumHeadBytes = 64 * 1024

    private enum Framing {
        case length(Int)
        case chunked
        case untilClose
    }

    private enum Phase {
        case head
        case body(Framing)
        /// Inside a chunked body: reading a size line, a chunk's bytes, or the trailers.
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case done
    }

    private let bodyLimit: Int
    private var buffer: [UInt8] = []
    private var phase = Phase.head
    private var status = 0
    private var headers: [(name: String, value: String)] = []
    private var body: [UInt8] = []
    private var keepsAlive = true
    /// Whether the response to a HEAD request is read, which has no body whatever its headers say.
    private let isHead: Bool

    init(bodyLimit: Int, isHead: Bool = false) {
        self.bodyLimit = bodyLimit
        self.isHead = isHead
    }

    /// Takes bytes as they arrive; returns the response once it is whole.
    mutating func feed(_ bytes: some Collection<UInt8>) throws(Malformed) -> Response? {
        buffer.append(contentsOf: bytes)
        return try advance()
    }

    /// The connection closed: the response, if what came is whole (or the body runs to
    /// the close), or why not.
    mutating func finish() throws(Malformed) -> Response {
        if case .body(.untilClose) = phase {
            guard body.count + buffer.count <= bodyLimit else { throw tooLong() }
            body.append(contentsOf: buffer)
            buffer.removeAll()
            phase = .done
            return response(keepsAlive: false)
        }
        if case .done = phase { return response(keepsAlive: keepsAlive) }
        switch phase {
        case .head:
            throw Malformed(message: buffer.isEmpty ? "the server closed the connection without answering" : "the server closed the connection in the middle of the response's headers")
        default:
            throw Malformed(message: "the server closed the connection in the middle of the response's body (\(body.count) bytes read)")
        }
    }

    private func response(keepsAlive: Bool) -> Response {
        Response(status: status, headers: headers, body: body, keepsAlive: keepsAlive)
    }

    private mutating func advance() throws(Malformed) -> Response? {
        while true {
            switch phase {
            case .head:
                guard let end = headEnd() else {
                    if buffer.count > Self.maximumHeadBytes { throw Malformed(message: "the response's headers are longer than \(Self.maximumHeadBytes) bytes") }
                    return nil
                }
                guard end.headBytes <= Self.maximumHeadBytes else { throw Malformed(message: "the response's headers are longer than \(Self.maximumHeadBytes) bytes") }
                let head = Array(buffer[..<end.headBytes])
                buffer.removeFirst(end.consumed)
                try readHead(head)
                if status >= 100, status < 200 {
                    // An interim answer (100 Continue): the real one follows.
                    headers.removeAll()
                    phase = .head
                    continue
                }
            case .body(.length(let length)):
                guard buffer.count >= length else { return nil }
                body = Array(buffer[..<length])
                buffer.removeFirst(length)
                phase = .done
            case .body(.untilClose):
                guard body.count + buffer.count <= bodyLimit else { throw tooLong() }
                body.append(contentsOf: buffer)
                buffer.removeAll()
                return nil
            case .body(.chunked), .chunkSize:
                guard let line = takeLine() else {
                    if buffer.count > 1024 { throw Malformed(message: "a chunk size line is longer than 1024 bytes") }
                    return nil
                }
                let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                guard !digits.isEmpty, digits.count <= 15, let size = Int(String(decoding: digits, as: UTF8.self), radix: 16) else {
                    throw Malformed(message: "a chunk size is not a hexadecimal number: \(Echo.excerpt(String(decoding: line, as: UTF8.self)))")
                }
                guard body.count + size <= bodyLimit else { throw tooLong() }
                phase = size == 0 ? .trailers : .chunkData(remaining: size)
            case .chunkData(let remaining):
                guard !buffer.isEmpty else { return nil }
                let taken = min(remaining, buffer.count)
                body.append(contentsOf: buffer[..<taken])
                buffer.removeFirst(taken)
                phase = taken == remaining ? .chunkEnd : .chunkData(remaining: remaining - taken)
            case .chunkEnd:
                guard let line = takeLine() else { return nil }
                guard line.isEmpty else { throw Malformed(message: "a chunk is longer than its size says") }
                phase = .chunkSize
            case .trailers:
                guard let line = takeLine() else {
                    if buffer.count > Self.maximumHeadBytes { throw Malformed(message: "the response's trailers are longer than \(Self.maximumHeadBytes) bytes") }
                    return nil
                }
                if line.isEmpty { phase = .done }
            case .done:
                return response(keepsAlive: keepsAlive)
            }
        }
    }

    private func tooLong() -> Malformed {
        Malformed(message: "the response's body is longer than \(bodyLimit) bytes")
    }

    /// Where the head ends: the bytes before the blank line, and the bytes with it.
    private func headEnd() -> (headBytes: Int, consumed: Int)? {
        var index = 0
        let limit = min(buffer.count, Self.maximumHeadBytes + 4)
        while index < limit {
            if buffer[index] == 10 {
                // LF LF or LF CR LF ends the head; a lone LF ends a line, as RFC 9112 §2.2 lets a recipient accept.
                if index + 1 < buffer.count, buffer[index + 1] == 10 { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 13, buffer[index + 2] == 10 { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// One line without its CRLF or LF, taken from the buffer.
    private mutating func takeLine() -> [UInt8]? {
        guard let newline = buffer.firstIndex(of: 10) else { return nil }
        var line = Array(buffer[..<newline])
        if line.last == 13 { line.removeLast() }
        buffer.removeFirst(newline + 1)
        return line
    }

    private mutating func readHead(_ head: [UInt8]) throws(Malformed) {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 13 ? line.dropLast() : line
        }
        guard !lines.isEmpty else { throw Malformed(message: "the response has no status line") }
        let statusLine = String(decoding: lines.removeFirst(), as: UTF8.self)
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]), code >= 100 else {
            throw Malformed(message: "the status line is not HTTP/1.x: \(Echo.excerpt(statusLine))")
        }
        status = code
        let http10 = parts[0] == "HTTP/1.0"
        var length: Int?
        var chunked = false
        var connection = ""
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw Malformed(message: "a header line has no name and colon: \(Echo.excerpt(String(decoding: line, as: UTF8.self)))")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingWhitespace
            headers.append((name, value))
            switch name {
            case "content-length":
                guard let parsed = Int(value), parsed >= 0, parsed <= 1 << 40 else {
                    throw Malformed(message: "Content-Length is not a number: \(Echo.excerpt(value))")
                }
                if let length, length != parsed { throw Malformed(message: "two Content-Length headers disagree") }
                length = parsed
            case "transfer-encoding":
                chunked = value.lowercased().split(separator: ",").last.map { $0.trimmingWhitespace == "chunked" } ?? false
            case "connection":
                connection = value.lowercased()
            default: break
            }
        }
        keepsAlive = http10 ? connection.contains("keep-alive") : !connection.contains("close")
        if isHead || status == 204 || status == 304 || (100..<200).contains(status) {
            phase = .done
        } else if chunked {
            phase = .body(.chunked)
        } else if let length {
            guard length <= bodyLimit else { throw tooLong() }
            phase = .body(.length(length))
        } else {
            keepsAlive = false
            phase = .body(.untilClose)
        }
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end (HTTP's optional whitespace).
    var trimmingWhitespace: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
