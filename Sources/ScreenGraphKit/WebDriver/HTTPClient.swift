#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 client over one kept-alive TCP connection, with a deadline on
/// every request: what the WebDriver backend talks to its server with.
///
/// Plain `http` only: WebDriver servers listen on loopback, and a remote grid is reached
/// through it or a tunnel. One request at a time; a client is not shared between threads.
final class HTTPClient {
    /// Why a request failed; ``description`` says it in words.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotResolve(String)
        case cannotConnect(String)
        case timedOut(seconds: Double, waitingFor: String)
        case connectionLost(String)
        /// The server closed the connection, or reset it, before any byte of the answer.
        case closedBeforeAnswer(String)
        case malformed(String)

        var description: String {
            switch self {
            case .cannotResolve(let host): "cannot resolve the host \(Echo.excerpt(host))"
            case .cannotConnect(let reason): "cannot connect: \(reason)"
            case .timedOut(let seconds, let what): "no answer within \(formatNumber(seconds)) s (waiting for \(what))"
            case .connectionLost(let reason): "the connection was lost: \(reason)"
            case .closedBeforeAnswer(let reason): "the connection was lost before any answer: \(reason)"
            case .malformed(let message): "a malformed response: \(message)"
            }
        }
    }

    let host: String
    let port: Int
    /// The most a response's body may hold: a screenshot of a large page is a few MB.
    var bodyLimit = 64 * 1024 * 1024
    private var socket: Int32 = -1
    /// Connections opened, for tests and the benchmark.
    private(set) var connectionsOpened = 0

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    deinit { close() }

    /// Closes the connection; the next request opens another.
    func close() {
        if socket >= 0 { _ = systemClose(socket) }
        socket = -1
    }

    /// Sends one request and reads its response, within `timeout` seconds in all.
    ///
    /// A kept-alive connection the server closed since the last request is opened again
    /// once, when nothing of the response had come.
    func send(_ method: String, _ path: String, body: [UInt8]? = nil, timeout: Double) throws(Failure) -> HTTPResponseParser.Response {
        let deadline = Deadline(seconds: timeout)
        let request = Self.request(method, path, host: host, port: port, body: body)
        let reused = socket >= 0
        do {
            return try exchange(request, isHead: method == "HEAD", deadline: deadline)
        } catch .closedBeforeAnswer where reused {
            close()
            return try exchange(request, isHead: method == "HEAD", deadline: deadline)
        }
    }

    static func request(_ method: String, _ path: String, host: String, port: Int, body: [UInt8]?) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host.contains(":") ? "[\(host)]" : host):\(port)\r\n"
        head += "Accept: application/json\r\nConnection: keep-alive\r\n"
        if let body {
            head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + (body ?? [])
    }

    private func exchange(_ request: [UInt8], isHead: Bool, deadline: Deadline) throws(Failure) -> HTTPResponseParser.Response {
        if socket < 0 { try connect(deadline: deadline) }
        do {
            try write(request, deadline: deadline)
            let response = try read(isHead: isHead, deadline: deadline)
            if !response.keepsAlive { close() }
            return response
        } catch {
            close()
            throw error
        }
    }

    private func connect(deadline: Deadline) throws(Failure) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
        hints.ai_socktype = SOCK_STREAM
        #else
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { throw .cannotResolve(host) }
        defer { freeaddrinfo(first) }
        var lastError = "no address"
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let descriptor = systemSocket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastError = errorText()
                continue
            }
            let flags = fcntl(descriptor, F_GETFL, 0)
            _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
            var one: Int32 = 1
            _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            #if canImport(Darwin)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            #endif
            if systemConnect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                do {
                    try waitFor(descriptor, events: Int16(POLLOUT), deadline: deadline, what: "the connection to \(host):\(port)")
                } catch {
                    _ = systemClose(descriptor)
                    throw error
                }
                var status: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &status, &length)
                if status == 0 {
                    socket = descriptor
                    connectionsOpened += 1
                    return
                }
                lastError = String(cString: strerror(status))
            } else {
                lastError = errorText()
            }
            _ = systemClose(descriptor)
        }
        throw .cannotConnect("\(host):\(port): \(lastError)")
    }

    private func write(_ bytes: [UInt8], deadline: Deadline) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            try waitFor(socket, events: Int16(POLLOUT), deadline: deadline, what: "the request to be sent")
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return systemSend(socket, start + sent, bytes.count - sent)
            }
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                // A kept-alive connection the server dropped fails here (EPIPE, ECONNRESET): nothing was answered.
                throw .closedBeforeAnswer("sending the request: \(errorText())")
            }
            sent += count
        }
    }

    private func read(isHead: Bool, deadline: Deadline) throws(Failure) -> HTTPResponseParser.Response {
        var parser = HTTPResponseParser(bodyLimit: bodyLimit, isHead: isHead)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var received = 0
        while true {
            try waitFor(socket, events: Int16(POLLIN), deadline: deadline, what: received == 0 ? "the response" : "the rest of the response")
            let count = chunk.withUnsafeMutableBytes { systemReceive(socket, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                if received == 0 { throw .closedBeforeAnswer(errorText()) }
                throw .connectionLost("after \(received) bytes of the response: \(errorText())")
            }
            if count == 0 {
                if received == 0 { throw .closedBeforeAnswer("the server closed the connection without answering") }
                do throws(HTTPResponseParser.Malformed) {
                    return try parser.finish()
                } catch {
                    throw .malformed(error.message)
                }
            }
            received += count
            do throws(HTTPResponseParser.Malformed) {
                if let response = try parser.feed(chunk[..<count]) { return response }
            } catch {
                throw .malformed(error.message)
            }
        }
    }

    private func waitFor(_ descriptor: Int32, events: Int16, deadline: Deadline, what: String) throws(Failure) {
        while true {
            let remaining = deadline.remainingMilliseconds
            guard remaining > 0 else { throw .timedOut(seconds: deadline.seconds, waitingFor: what) }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 60_000)))
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .connectionLost("poll: \(errorText())") }
        }
    }

    private func errorText() -> String { String(cString: strerror(errno)) }
}

// The C calls under names that don't clash with the client's own methods.
private func systemSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(family, type, proto) }
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    send(descriptor, bytes, count, 0)
    #else
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
private func systemReceive(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int { recv(descriptor, bytes, count, 0) }
