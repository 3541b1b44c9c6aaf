/// The one-line progress a long command shows on a terminal: items done of the total,
/// the rate, and the time left at that rate.
///
/// ```swift
/// ProgressLine.text(label: "walk", unit: "steps", done: 250, total: 1_000, elapsed: 2)
/// // "walk: 250/1000 steps, 125/s, 6 s left"
/// ```
package enum ProgressLine {
    /// The line for `done` of `total` after `elapsed` seconds. The rate and time left
    /// appear once something is done; the rate has one decimal below 10 a second.
    package static func text(label: String, unit: String, done: Int, total: Int, elapsed: Double) -> String {
        var text = "\(label): \(done)/\(total) \(unit)"
        guard done > 0, elapsed > 0, elapsed.isFinite else { return text }
        let rate = Double(done) / elapsed
        text += ", " + (rate < 10 ? formatTenths(rate) : String(Int(rate.rounded()))) + "/s"
        if done < total {
            text += ", " + duration(Double(total - done) / rate) + " left"
        }
        return text
    }

    /// `0.4`, `9.5`: one decimal.
    private static func formatTenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `<1 s`, `42 s`, `3 min 5 s`, `2 h 7 min`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 360_000 else { return "a long time" }
        let whole = Int(seconds.rounded())
        switch whole {
        case ..<1: return "<1 s"
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min \(whole % 60) s"
        default: return "\(whole / 3600) h \(whole % 3600 / 60) min"
        }
    }
}
