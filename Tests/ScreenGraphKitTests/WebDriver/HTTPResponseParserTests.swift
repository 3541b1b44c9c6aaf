import Testing

@testable import ScreenGraphKit

/// The response parser on responses as servers really send them, whole and in pieces.
@Suite struct HTTPResponseParserTests {
    private func parse(_ text: String, pieces: Int = 1, bodyLimit: Int = 1 << 20) throws -> HTTPResponseParser.Response? {
        var parser = HTTPResponseParser(bodyLimit: bodyLimit)
        let bytes = Array(text.utf8)
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var start = 0
        while start < bytes.count {
            if let response = try parser.feed(bytes[start..<min(bytes.count, start + size)]) { return response }
            start += size
        }
        return try parser.finish()
    }

    /// chromedriver 156 writes `Content-Length:250`, with no space after the colon, which
    /// Foundation's URLSession on Linux rejects. RFC 9112 §5.1: `field-line = field-name
    /// ":" OWS field-value OWS`, the whitespace optional.
    @Test func readsHeadersWithNoSpaceAfterTheColon() throws {
        let response = try #require(
            try parse("HTTP/1.1 200 OK\r\nContent-Length:11\r\nContent-Type:application/json; charset=utf-8\r\n\r\n{\"value\":1}"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"value\":1}")
        #expect(response.header("content-type") == "application/json; charset=utf-8")
        #expect(response.keepsAlive)
    }

    @Test func readsAResponseFedByteByByte() throws {
        let text = "HTTP/1.1 404 Not Found\r\nContent-Length: 5\r\n\r\nhello"
        let response = try #require(try parse(text, pieces: text.utf8.count))
        #expect(response.status == 404 && response.body == Array("hello".utf8))
    }

    /// RFC 9112 §7.1: chunked transfer coding, a chunk extension after `;`, and trailers.
    @Test func readsAChunkedBodyWithExtensionsAndTrailers() throws {
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;name=x\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Trailer: 1\r\n\r\n"
        for pieces in [1, 3, text.utf8.count] {
            let response = try #require(try parse(text, pieces: pieces))
            #expect(String(decoding: response.body, as: UTF8.self) == "Wikipedia", "in \(pieces) pieces")
        }
    }

    /// RFC 9112 §6.3: with neither Content-Length nor chunking, the body runs to the close.
    @Test func readsABodyThatEndsWithTheConnection() throws {
        let response = try #require(try parse("HTTP/1.0 200 OK\r\n\r\n{\"value\":null}"))
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"value\":null}")
        #expect(!response.keepsAlive)
    }

    @Test func skipsAnInterimResponse() throws {
        let response = try #require(try parse("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"))
        #expect(response.status == 201 && response.body == Array("ok".utf8))
    }

    @Test func honoursConnectionClose() throws {
        let response = try #require(try parse("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"))
        #expect(!response.keepsAlive)
    }

    @Test func rejectsWhatIsNotHTTP() {
        #expect(throws: HTTPResponseParser.Malformed(message: "the status line is not HTTP/1.x: SSH-2.0-OpenSSH_9.2")) {
            try parse("SSH-2.0-OpenSSH_9.2\r\n\r\n")
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "Content-Length is not a number: -1")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "two Content-Length headers disagree")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab")
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "a chunk size is not a hexadecimal number: zz")) {
            try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        }
    }

    @Test func saysWhereACutResponseEnds() {
        #expect(throws: HTTPResponseParser.Malformed(message: "the server closed the connection in the middle of the response's headers")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Len")
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "the server closed the connection in the middle of the response's body (0 bytes read)")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"value\"")
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "the server closed the connection without answering")) {
            try parse("")
        }
    }

    /// Hostile sizes stop at a named limit instead of growing.
    @Test func boundsTheHeadAndTheBody() {
        let longHead = "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: HTTPResponseParser.maximumHeadBytes + 10)
        #expect(throws: HTTPResponseParser.Malformed(message: "the response's headers are longer than 65536 bytes")) {
            try parse(longHead, pieces: 50)
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "the response's body is longer than 10 bytes")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\nhello world", bodyLimit: 10)
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "the response's body is longer than 10 bytes")) {
            try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nff\r\n", bodyLimit: 10)
        }
        #expect(throws: HTTPResponseParser.Malformed(message: "the response's body is longer than 10 bytes")) {
            try parse("HTTP/1.0 200 OK\r\n\r\n" + String(repeating: "x", count: 20), pieces: 4, bodyLimit: 10)
        }
    }
}
