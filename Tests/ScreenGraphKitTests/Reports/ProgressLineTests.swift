import Testing

@testable import ScreenGraphKit

/// The progress line a long command shows on a terminal: done of total, rate, time left.
@Suite struct ProgressLineTests {
    @Test func doneOfTotalThenRateAndTimeLeft() {
        #expect(ProgressLine.text(label: "walk", unit: "steps", done: 0, total: 1000, elapsed: 0) == "walk: 0/1000 steps")
        #expect(ProgressLine.text(label: "walk", unit: "steps", done: 250, total: 1000, elapsed: 2) == "walk: 250/1000 steps, 125/s, 6 s left")
        #expect(ProgressLine.text(label: "tour", unit: "orders", done: 3, total: 16, elapsed: 2) == "tour: 3/16 orders, 1.5/s, 9 s left")
        #expect(ProgressLine.text(label: "tour run", unit: "routes", done: 4, total: 4, elapsed: 0.5) == "tour run: 4/4 routes, 8.0/s")
        #expect(ProgressLine.text(label: "run", unit: "screens", done: 1, total: 400, elapsed: 1) == "run: 1/400 screens, 1.0/s, 6 min 39 s left")
        #expect(ProgressLine.text(label: "x", unit: "y", done: 1, total: 10_000, elapsed: 2) == "x: 1/10000 y, 0.5/s, 5 h 33 min left")
        #expect(ProgressLine.text(label: "x", unit: "y", done: 1, total: 2, elapsed: .infinity) == "x: 1/2 y")
    }

    @Test func durations() {
        #expect(ProgressLine.duration(0.2) == "<1 s")
        #expect(ProgressLine.duration(59.4) == "59 s")
        #expect(ProgressLine.duration(3599) == "59 min 59 s")
        #expect(ProgressLine.duration(3600) == "1 h 0 min")
        #expect(ProgressLine.duration(.infinity) == "a long time")
        #expect(ProgressLine.duration(1e12) == "a long time")
    }
}
