import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A misbehaving HTTP server on 127.0.0.1, for the HTTP client's and the WebDriver
/// backend's fault tests: each connection it accepts is answered by `respond`, which
/// reads the request and writes what the test wants (half a response, nonsense,
/// nothing). It accepts at most `maximumConnections`, serves for at most `lifetime`
/// seconds, and stops by itself; ``stop()`` stops it sooner.
final class LoopbackServer: @unchecked Sendable {
    /// What to do with one connection: read with ``Connection/readRequest()``, write with
    /// ``Connection/write(_:)``; the connection closes when it returns.
    typealias Respond = @Sendable (Connection) -> Void

    /// One accepted connection.
    struct Connection: Sendable {
        let descriptor: Int32
        /// Which connection this is, from 0.
        let index: Int

        /// Reads one request's head and its body (by Content-Length), within 5 s.
        @discardableResult
        func readRequest() -> String {
            var bytes: [UInt8] = []
            let deadline = Date().addingTimeInterval(5)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while Date() < deadline {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 200) > 0 else { continue }
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                bytes += buffer[..<count]
                let text = String(decoding: bytes, as: UTF8.self)
                if let end = text.range(of: "\r\n\r\n") {
                    let head = text[..<end.lowerBound].lowercased()
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    if text.utf8.count - text[..<end.upperBound].utf8.count >= length { return text }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func write(_ text: String) {
            let bytes = Array(text.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { return }
                sent += count
            }
        }
    }

    /// The port it listens on.
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false
    private var accepted = 0
    private let finished = DispatchSemaphore(value: 0)

    init(maximumConnections: Int = 8, lifetime: Double = 30, respond: @escaping Respond) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let end = Date().addingTimeInterval(lifetime)
        let thread = Thread { [self] in
            defer { finished.signal() }
            while Date() < end, !isStopped, acceptedCount < maximumConnections {
                var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 100) > 0 else { continue }
                let client = accept(listener, nil, nil)
                guard client >= 0 else { continue }
                let index = nextIndex()
                let serve = Thread {
                    respond(Connection(descriptor: client, index: index))
                    close(client)
                }
                serve.start()
            }
        }
        thread.start()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private var acceptedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return accepted
    }

    private func nextIndex() -> Int {
        lock.lock()
        defer { lock.unlock() }
        accepted += 1
        return accepted - 1
    }

    /// How many connections it accepted.
    var connections: Int { acceptedCount }

    /// Stops accepting and closes the listening socket.
    func stop() {
        lock.lock()
        let already = stopped
        stopped = true
        lock.unlock()
        guard !already else { return }
        finished.wait()
        close(listener)
    }

    deinit { stop() }
}
