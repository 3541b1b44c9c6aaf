#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock, which no change of the wall clock moves.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A moment a number of seconds from now, on the monotonic clock.
struct Deadline {
    let seconds: Double
    private let end: Double

    init(seconds: Double) {
        self.seconds = seconds
        end = monotonicSeconds() + seconds
    }

    var remaining: Double { end - monotonicSeconds() }
    var remainingMilliseconds: Int { Int((remaining * 1000).rounded(.up)) }
}

