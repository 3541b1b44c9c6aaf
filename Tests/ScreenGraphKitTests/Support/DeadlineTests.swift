import Testing

@testable import ScreenGraphKit

/// A deadline counts down on the monotonic clock. No test here waits: each checks what
/// holds whatever time passes (the clock never runs backwards).
@Suite struct DeadlineTests {
    @Test func theMonotonicClockNeverRunsBackwards() {
        var last = monotonicSeconds()
        for _ in 0..<1000 {
            let now = monotonicSeconds()
            #expect(now >= last)
            last = now
        }
    }

    @Test func aDeadlineOfNoTimeHasPassed() {
        let deadline = Deadline(seconds: 0)
        #expect(deadline.remaining <= 0)
        #expect(deadline.remainingMilliseconds <= 0)
        let past = Deadline(seconds: -2)
        #expect(past.remaining <= -2 && past.remainingMilliseconds <= -2000)
    }

    /// What remains never exceeds the deadline's length, and milliseconds round up, so a
    /// deadline an hour away reads as at least 1 ms left.
    @Test func whatRemainsIsAtMostTheLengthAndRoundsUp() {
        let deadline = Deadline(seconds: 3600)
        #expect(deadline.seconds == 3600)
        let remaining = deadline.remaining
        #expect(remaining <= 3600 && remaining > 0)
        let milliseconds = deadline.remainingMilliseconds
        #expect(milliseconds <= 3_600_000 && milliseconds >= 1)
    }
}
