/// Interruption monitors written as data, for `screengraph run --monitors FILE`: each
/// names the alert it handles, by title or by identifier, and the button it taps.
///
/// ```json
/// {"monitors": [
///   {"description": "Close the low battery alert", "identifier": "system.lowBattery", "button": "Close"},
///   {"description": "Allow the camera", "title": "“VideoSharing” Would Like to Access the Camera", "button": "Allow"}
/// ]}
/// ```
///
/// Monitors are registered in file order, so, as with
/// `addUIInterruptionMonitor(withDescription:handler:)`, the last one is asked first.
/// A monitor whose alert matches taps its button and reports whether the button was
/// there; one whose alert does not match declines.
package struct InterruptionMonitorFile: Sendable, Equatable {
    /// One monitor.
    package struct Monitor: Sendable, Equatable {
        /// How a monitor recognizes its alert.
        package enum Match: Sendable, Equatable {
            /// The alert's title (a banner's text), exactly.
            case title(String)
            /// The alert's accessibility identifier, exactly.
            case identifier(String)
        }

        /// The monitor's description, as reports show it.
        package var description: String
        /// The alert it handles.
        package var match: Match
        /// The label of the button to tap.
        package var button: String

        /// Creates a monitor.
        package init(description: String, match: Match, button: String) {
            self.description = description
            self.match = match
            self.button = button
        }

        /// Whether an interrupting element with this title and identifier is the monitor's.
        package func matches(title: String, identifier: String) -> Bool {
            switch match {
            case .title(let wanted): wanted == title
            case .identifier(let wanted): wanted == identifier
            }
        }

        /// Adds the monitor to `app`: on its alert, it taps its button when there is one.
        package func register(on app: TestApp) {
            app.addUIInterruptionMonitor(withDescription: description) { element in
                let button = element.buttons[self.button]
                guard self.matches(title: element.label, identifier: element.identifier), button.exists else { return false }
                button.tap()
                return true
            }
        }
    }

    /// The monitors, in file order.
    package var monitors: [Monitor]

    /// Creates a file's contents.
    package init(monitors: [Monitor]) {
        self.monitors = monitors
    }

    /// Reads a monitors file.
    ///
    /// - Throws: ``GraphError`` with located errors (an unknown key, a monitor with
    ///   both or neither of `title` and `identifier`); or, when the file cannot be read
    ///   at all, with a ``GraphError/fileError`` saying why.
    package init(contentsOfFile path: String) throws(GraphError) {
        self = try InterruptionMonitorFileReader.read(readTextFile(path), path: path)
    }
}

struct InterruptionMonitorFileReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    static func read(_ text: String, path: String) throws(GraphError) -> InterruptionMonitorFile {
        try read(text, path: path) { reader, root in reader.file(root) }
    }

    private mutating func file(_ root: JSONValue) -> InterruptionMonitorFile? {
        guard let top = members(of: root, "a monitors file", allowed: ["monitors"], required: ["monitors"]) else { return nil }
        var monitors: [InterruptionMonitorFile.Monitor] = []
        for value in array(top["monitors"], "monitors") { if let item = monitor(value) { monitors.append(item) } }
        return InterruptionMonitorFile(monitors: monitors)
    }

    private mutating func monitor(_ value: JSONValue) -> InterruptionMonitorFile.Monitor? {
        let keys = ["description", "title", "identifier", "button"]
        guard let members = members(of: value, "a monitor", allowed: keys, required: ["description", "button"]) else { return nil }
        let match: InterruptionMonitorFile.Monitor.Match
        switch (members["title"], members["identifier"]) {
        case (let title?, nil):
            guard let text = string(title, "title", nonEmpty: true) else { return nil }
            match = .title(text)
        case (nil, let identifier?):
            guard let text = string(identifier, "identifier", nonEmpty: true) else { return nil }
            match = .identifier(text)
        default:
            error("a monitor needs exactly one of 'title' and 'identifier'", at: value.position)
            return nil
        }
        guard let description = string(members["description"], "description", nonEmpty: true),
            let button = string(members["button"], "button", nonEmpty: true)
        else { return nil }
        return InterruptionMonitorFile.Monitor(description: description, match: match, button: button)
    }
}
