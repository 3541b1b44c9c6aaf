/// What a run on the simulated app did, event by event, on its virtual clock: each
/// gesture, wait, interruption, handler invocation and its result, and each step.
///
/// Events are kept (``events``) and passed to ``sink`` as they happen; a long run can
/// turn keeping off and stream to a file, so memory stays flat. The same seed gives a
/// byte-identical report.
public struct RunReport: Sendable {
    /// One thing that happened.
    package struct Event: Sendable, Equatable {
        package enum Kind: String, Sendable, CaseIterable {
            case launch, terminate, step, gesture, wait, interruption, handler, implicitHandler, prompt, failure
            /// An app's alert UIKit would not present, as one of its alerts is up.
            case refused
        }

        /// Virtual seconds since the app was created.
        package var time: Double
        package var kind: Kind
        /// Named details, in a fixed order.
        package var fields: [Field]

        package struct Field: Sendable, Equatable {
            package var name: String
            package var value: String
        }

        /// `   12.250 gesture  tap 'menu' on BrowserTab`.
        package var text: String {
            let name = kind.rawValue
            return fixed(time).leftPadded(to: 10) + " " + name + String(repeating: " ", count: max(1, 16 - name.count))
                + fields.map { "\($0.name)=\(Echo.excerpt($0.value, maximumLength: Diagnostic.messageLimit))" }.joined(separator: " ")
        }

        /// `{"t": 12.25, "event": "gesture", ...}`.
        package var jsonLine: String {
            JSONPrinter.line(
                .object([("t", .number(fixed(time))), ("event", .string(kind.rawValue))] + fields.map { ($0.name, .string($0.value)) }))
        }
    }

    /// The seed every random choice of the run came from.
    package let seed: UInt64
    /// Whether events are kept in ``events``.
    package var keepsEvents = true
    package private(set) var events: [Event] = []
    /// How many events of each kind happened, kept or not.
    package private(set) var counts: [Event.Kind: Int] = [:]
    /// Called with every event as it happens.
    package var sink: (@Sendable (Event) -> Void)?

    package init(seed: UInt64) { self.seed = seed }

    mutating func record(_ kind: Event.Kind, at time: Double, _ fields: KeyValuePairs<String, String>) {
        record(kind, at: time, fields.map { ($0.key, $0.value) })
    }

    mutating func record(_ kind: Event.Kind, at time: Double, _ fields: [(String, String)]) {
        let event = Event(time: time, kind: kind, fields: fields.map { Event.Field(name: $0.0, value: $0.1) })
        counts[kind, default: 0] += 1
        if keepsEvents { events.append(event) }
        sink?(event)
    }

    /// Records an event whose fields are worked out only when it is kept or a sink
    /// reads it: otherwise it is only counted.
    mutating func record(_ kind: Event.Kind, at time: Double, fieldsOf fields: () -> [(String, String)]) {
        guard keepsEvents || sink != nil else {
            counts[kind, default: 0] += 1
            return
        }
        record(kind, at: time, fields())
    }

    /// The kept events as text, after a header line with the seed.
    public var text: String {
        "seed \(seed)\n" + events.map { $0.text + "\n" }.joined()
    }

    /// The kept events as JSON lines, after a line with the seed.
    package var jsonLines: String {
        JSONPrinter.line(.object([("seed", .number(String(seed)))])) + "\n" + events.map { $0.jsonLine + "\n" }.joined()
    }
}

/// Seconds with three decimals, without Foundation's locale-dependent formatting.
func fixed(_ seconds: Double) -> String {
    let millis = Int64((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
