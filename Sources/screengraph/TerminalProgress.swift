#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenGraphKit

/// Progress of a long command on standard error, on one line redrawn in place: only when
/// standard error is a terminal (never into a pipe or a file, so logs and tests never see
/// it), and not with `--quiet`. Drawn at most ten times a second, and cleared when the
/// command ends, before anything else is written.
final class TerminalProgress {
    private let label: String
    private let unit: String
    private let isOn: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var shown = false

    /// - Parameters:
    ///   - label: what is running: `walk`, `tour`.
    ///   - unit: what is counted: `steps`, `routes`.
    init(_ label: String, unit: String, arguments: Arguments) {
        self.label = label
        self.unit = unit
        isOn = !arguments.flag(.quiet) && isatty(STDERR_FILENO) == 1
        start = clock.now
    }

    /// Shows `done` of `total`, unless it was drawn less than a tenth of a second ago.
    func update(_ done: Int, of total: Int) {
        guard isOn else { return }
        let now = clock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        Output.standardError("\r\u{1B}[K" + ProgressLine.text(label: label, unit: unit, done: done, total: total, elapsed: seconds))
        shown = true
    }

    /// Clears the line, if anything was drawn.
    func finish() {
        guard shown else { return }
        Output.standardError("\r\u{1B}[K")
        shown = false
    }
}
