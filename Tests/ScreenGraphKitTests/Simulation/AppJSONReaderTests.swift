import Testing

@testable import ScreenGraphKit

/// Reading a simulated app's JSON file (`screengraph-app/1`, Docs/SimulatedApps.md):
/// strictly, every problem reported at its place in the file, as graph files are read.
/// What the app's names refer to is checked after reading, by `AppCompiler`
/// (`AppCompilerTests`).
@Suite struct AppJSONReaderTests {
    private static let head = #"{"format": "screengraph-app/1", "name": "X", "initialScreen": "Home", "#

    private func app(_ body: String) throws(GraphError) -> AppDefinition {
        try AppJSONReader.read(Self.head + body + "}", path: "app.json")
    }

    private func messages(_ body: String) -> [String] {
        do throws(GraphError) {
            _ = try app(body)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func commandsReadAsTheyAreWritten() throws {
        let app = try app(#"""
            "startup": {"resetArgument": "-reset", "environmentPrefix": "SETTING_"},
            "customGestures": {"shake": ["go Home"]},
            "screens": [{"name": "Home", "presentation": "sheet", "elements": [
              {"id": "b", "tap": ["push Next", "pop", "present Sheet", "dismiss", "show Offline", "load Next after 2.5", "retry",
                                  "openSettings", "activate", "endEditing", "presentLimitedLibraryPicker"],
               "press": [{"request": "camera", "granted": ["push Camera"], "denied": []}, {"network": ["go Home"]},
                         {"photoPicker": true, "picked": ["pop"]}]}]}]
            """#)
        #expect(app.startup == StartupRules(resetArgument: "-reset", environmentPrefix: "SETTING_"))
        #expect(app.customGestures["shake"] == [.go("Home")])
        #expect(app.screens.map(\.presentation) == [.sheet])
        let button = try #require(app.screens.first?.elements.first)
        #expect(button.behaviours["tap"] == [
            .push("Next"), .pop, .present("Sheet"), .dismiss, .show("Offline"), .load("Next", after: 2.5), .retry, .openSettings,
            .activate, .endEditing, .limitedLibraryPicker,
        ])
        #expect(button.behaviours["press"] == [
            .request(.camera, granted: [.push("Camera")], denied: []), .network(success: [.go("Home")]),
            .photoPicker(picked: [.pop], cancelled: []),
        ])
    }

    /// A `set` statement keeps its place in the file, so an error in it points at its column.
    @Test func aSetStatementIsAnExpressionAtItsColumn() throws {
        let body = #""screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["set  count += 1"]}]}]"#
        let app = try app(body)
        // The statement's first character: after the quote and "set  ".
        let quote = try #require((Self.head + body).range(of: #""set"#))
        let column = (Self.head + body).distance(from: (Self.head + body).startIndex, to: quote.lowerBound) + 1 + 1 + 5
        guard case .set(let statement)? = app.screens.first?.elements.first?.behaviours["tap"]?.first else {
            Issue.record("not a set command")
            return
        }
        #expect(statement.text == "count += 1")
        #expect(statement.location?.line == 1 && statement.location?.column == column)
    }

    @Test func badCommandsSayWhatTheyNeed() {
        #expect(messages(#""screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["push", "load A", "fly away", {"x": 1}, {"request": "car"}, {}]}]}]"#) == [
            "'push' needs a screen name",
            "'load' needs 'SCREEN after SECONDS'",
            "unknown command 'fly away'; expected push, pop, go, present, dismiss, set, load, show, retry, openSettings, activate, endEditing or presentLimitedLibraryPicker",
            "unknown key 'x' in a command; expected one of: request, granted, denied, network, if, then, else, photoPicker, picked, cancelled",
            "a command object needs 'request', 'network', 'photoPicker' or 'if'",
            "unknown protected resource 'car'; expected one of: " + ProtectedResource.allCases.map(\.rawValue).joined(separator: ", "),
            "a command object needs 'request', 'network', 'photoPicker' or 'if'",
        ])
        #expect(messages(#""screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["load A after -1", "pop now"]}]}]"#).count == 2)
    }

    @Test func theTopLevelIsCheckedToo() {
        #expect(messages(#""screens": [], "promptScreens": []"#) == ["'promptScreens' must be an object, found an array"])
        #expect(messages(#""screens": [], "customGestures": "shake""#) == ["'customGestures' must be an object, found a string"])
        #expect(messages(#""screens": [], "promptScreens": {"car": "Prompt"}"#).first?.hasPrefix("unknown protected resource 'car'") == true)
        do throws(GraphError) {
            _ = try AppDefinition(parsing: #"{"format": "screengraph-app/2", "name": "X", "initialScreen": "Home", "screens": []}"#, path: "app.json")
            Issue.record("read")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unsupported format 'screengraph-app/2'; expected 'screengraph-app/1'"])
            #expect(error.diagnostics.first?.location?.column == 12)
        }
    }

    @Test(arguments: ["Browser", "Demo", "DemoV2", "Firefox", "Onboarding", "Recipes", "VideoSharing"])
    func theExampleAppsRead(_ name: String) throws {
        let app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(name).json"))
        #expect(!app.screens.isEmpty && app.screens.contains { $0.name == app.initialScreen })
    }
}
