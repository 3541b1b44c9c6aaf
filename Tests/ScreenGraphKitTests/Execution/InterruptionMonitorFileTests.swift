import Testing

@testable import ScreenGraphKit

/// Interruption monitors written as data (`screengraph run --monitors FILE`): each
/// recognizes its alert by exact title or exact identifier, never both, and names the
/// button to tap. Mistakes are errors at their line and column.
@Suite struct InterruptionMonitorFileTests {
    private func read(_ text: String) throws(GraphError) -> InterruptionMonitorFile {
        try InterruptionMonitorFileReader.read(text, path: "m.json")
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
        }
    }

    @Test func monitorsAreReadInFileOrder() throws {
        let file = try read("""
            {"monitors": [
              {"description": "Close the low battery alert", "identifier": "system.lowBattery", "button": "Close"},
              {"description": "Allow the camera", "title": "“VideoSharing” Would Like to Access the Camera", "button": "Allow"}
            ]}
            """)
        #expect(file.monitors == [
            .init(description: "Close the low battery alert", match: .identifier("system.lowBattery"), button: "Close"),
            .init(description: "Allow the camera", match: .title("“VideoSharing” Would Like to Access the Camera"), button: "Allow"),
        ])
        #expect(try read(#"{"monitors": []}"#).monitors.isEmpty)
    }

    /// A title or identifier matches exactly: not by prefix, not ignoring case.
    @Test func aMonitorMatchesItsAlertExactly() {
        let byTitle = InterruptionMonitorFile.Monitor(description: "d", match: .title("Allow?"), button: "OK")
        #expect(byTitle.matches(title: "Allow?", identifier: "x"))
        #expect(!byTitle.matches(title: "allow?", identifier: "Allow?"))
        #expect(!byTitle.matches(title: "Allow", identifier: ""))
        let byIdentifier = InterruptionMonitorFile.Monitor(description: "d", match: .identifier("alert.1"), button: "OK")
        #expect(byIdentifier.matches(title: "anything", identifier: "alert.1"))
        #expect(!byIdentifier.matches(title: "alert.1", identifier: "alert.10"))
    }

    @Test(arguments: [
        (#"{}"#, ["1:1: a monitors file needs 'monitors'"]),
        (#"{"monitors": [], "x": 1}"#, ["1:18: unknown key 'x' in a monitors file; expected one of: monitors"]),
        (#"{"monitors": [{"description": "d", "button": "OK"}]}"#, ["1:15: a monitor needs exactly one of 'title' and 'identifier'"]),
        (#"{"monitors": [{"description": "d", "title": "t", "identifier": "i", "button": "OK"}]}"#,
         ["1:15: a monitor needs exactly one of 'title' and 'identifier'"]),
        (#"{"monitors": [{"description": "d", "title": "", "button": "OK"}]}"#, ["1:45: 'title' must not be empty"]),
        (#"{"monitors": [{"description": "d", "identifier": "i"}]}"#, ["1:15: a monitor needs 'button'"]),
    ])
    func mistakesAreLocated(text: String, expected: [String]) {
        #expect(errors(text) == expected, "\(text)")
    }
}
