import Testing

@testable import ScreenGraphKit

/// Errors in app files, with their exact text: location, message, source line, caret.
@Suite struct AppCompilerTests {
    /// Every error of an app file's text, rendered, as `AppDefinition(contentsOfFile:)` throws them.
    private func errors(_ text: String) -> [String] {
        do {
            _ = try AppDefinition(parsing: text, path: "app.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func unknownScreenInACommand() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "screens": [{"name": "Home", "elements": [
               {"id": "b", "tap": ["push Nowhere", {"network": ["load Later after 2"]}]}]}]}
            """
        #expect(errors(text) == [
            """
            app.json:3:4: error: element 'b' on 'Home', tap: no screen 'Nowhere'
               {"id": "b", "tap": ["push Nowhere", {"network": ["load Later after 2"]}]}]}]}
               ^
            """,
            """
            app.json:3:4: error: element 'b' on 'Home', tap: no screen 'Later'
               {"id": "b", "tap": ["push Nowhere", {"network": ["load Later after 2"]}]}]}]}
               ^
            """,
        ])
    }

    @Test func unknownOverlay() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "customGestures": {"shake": ["show Nope"]},
             "screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["show Missing"]}]}]}
            """
        #expect(errors(text) == [
            """
            app.json:2:21: error: custom gesture 'shake': no alert or banner 'Nope'
             "customGestures": {"shake": ["show Nope"]},
                                ^
            """,
            """
            app.json:3:44: error: element 'b' on 'Home', tap: no alert or banner 'Missing'
             "screens": [{"name": "Home", "elements": [{"id": "b", "tap": ["show Missing"]}]}]}
                                                       ^
            """,
        ])
    }

    @Test func unknownSetting() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "settings": [{"name": "dark", "type": "bool", "initial": false}],
             "screens": [{"name": "Home", "elements": [
               {"id": "s", "type": "switch", "setting": "drak"},
               {"id": "t", "visibleWhen": "drak"}]}]}
            """
        #expect(errors(text) == [
            """
            app.json:4:4: error: element 's' shows unknown setting 'drak'; did you mean 'dark'?
               {"id": "s", "type": "switch", "setting": "drak"},
               ^
            """,
            """
            app.json:5:32: error: unknown state field 'drak'; did you mean 'dark'?
               {"id": "t", "visibleWhen": "drak"}]}]}
                                           ^
            """,
        ])
    }

    @Test func duplicateScreen() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "screens": [{"name": "Home"},
                         {"name": "Home"}]}
            """
        #expect(errors(text) == [
            """
            app.json:3:14: error: duplicate screen 'Home' (first declared at app.json:2:14)
                         {"name": "Home"}]}
                         ^
            """
        ])
    }

    @Test func duplicateElementOnOneScreen() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "screens": [{"name": "Home", "elements": [
               {"id": "b"},
               {"id": "b", "type": "cell"}]},
              {"name": "Other", "elements": [{"id": "b"}]}]}
            """
        // The same identifier on another screen is another element.
        #expect(errors(text) == [
            """
            app.json:4:4: error: duplicate element 'b' on screen 'Home' (first declared at app.json:3:4)
               {"id": "b", "type": "cell"}]},
               ^
            """
        ])
    }

    @Test func duplicateOverlayAndSetting() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "settings": [{"name": "n", "type": "int", "initial": 0},
                          {"name": "n", "type": "bool", "initial": false}],
             "overlays": [{"id": "Oops", "kind": "alert", "title": "A"},
                          {"id": "Oops", "kind": "banner", "title": "B"}],
             "screens": [{"name": "Home"}]}
            """
        #expect(errors(text) == [
            """
            app.json:3:15: error: duplicate setting 'n' (first declared at app.json:2:15)
                          {"name": "n", "type": "bool", "initial": false}],
                          ^
            """,
            """
            app.json:5:15: error: duplicate overlay 'Oops' (first declared at app.json:4:15)
                          {"id": "Oops", "kind": "banner", "title": "B"}],
                          ^
            """,
        ])
    }

    @Test func badInitialScreen() {
        let text = """
            {"format": "screengraph-app/1", "name": "X",
             "initialScreen": "Start",
             "screens": [{"name": "Home"}]}
            """
        #expect(errors(text) == [
            """
            app.json:2:19: error: the initial screen 'Start' is not a screen of the app
             "initialScreen": "Start",
                              ^
            """
        ])
    }

    @Test func badNetworkFailureAlert() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "networkFailure": {"rate": 0.5, "alert": "Offline"},
             "overlays": [{"id": "Online", "kind": "alert", "title": "A"}],
             "screens": [{"name": "Home"}]}
            """
        #expect(errors(text) == [
            """
            app.json:2:43: error: the network failure alert 'Offline' is not an overlay of the app; did you mean 'Online'?
             "networkFailure": {"rate": 0.5, "alert": "Offline"},
                                                      ^
            """
        ])
    }

    @Test func statementAndPredicateTypeErrors() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "settings": [{"name": "count", "type": "int", "initial": 0}],
             "screens": [{"name": "Home", "elements": [
               {"id": "a", "tap": ["set count += true"]},
               {"id": "b", "enabledWhen": "count", "tap": [{"if": "count > 0", "then": ["set cuont = 1"]}]}]}]}
            """
        #expect(errors(text) == [
            """
            app.json:4:38: error: '+=' needs an int value, found bool
               {"id": "a", "tap": ["set count += true"]},
                                                 ^
            """,
            """
            app.json:5:32: error: a guard must be bool, found int
               {"id": "b", "enabledWhen": "count", "tap": [{"if": "count > 0", "then": ["set cuont = 1"]}]}]}]}
                                           ^
            """,
            """
            app.json:5:82: error: unknown state field 'cuont'; did you mean 'count'?
               {"id": "b", "enabledWhen": "count", "tap": [{"if": "count > 0", "then": ["set cuont = 1"]}]}]}]}
                                                                                             ^
            """,
        ])
    }

    @Test func anExpressionWrittenTwiceIsReportedAtBothPlaces() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "screens": [{"name": "Home", "elements": [{"id": "a", "tap": ["set n = 1"]}]},
              {"name": "Next", "elements": [{"id": "a", "tap": ["set n = 1"]}]}]}
            """
        #expect(errors(text).map { $0.split(separator: "\n")[0] } == [
            "app.json:2:69: error: unknown state field 'n'",
            "app.json:3:58: error: unknown state field 'n'",
        ])
    }

    @Test func severalErrorsComeInSourceOrder() {
        // The compiler finds these in another order: names first, then the initial
        // screen and the network failure alert, then behaviours, custom gestures last.
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Start",
             "settings": [{"name": "n", "type": "int", "initial": 0}, {"name": "n", "type": "int", "initial": 1}],
             "networkFailure": {"rate": 0.1, "alert": "Offline"},
             "customGestures": {"shake": ["go Nowhere"]},
             "overlays": [{"id": "Oops", "kind": "alert", "title": "A", "buttons": [{"label": "OK", "do": ["push Gone"]}]}],
             "screens": [{"name": "Home", "elements": [
               {"id": "b", "visibleWhen": "n > true", "tap": ["show Missing", "set n += 1"]},
               {"id": "b"}]},
              {"name": "Home"}]}
            """
        #expect(errors(text).map { $0.split(separator: "\n")[0] } == [
            "app.json:1:63: error: the initial screen 'Start' is not a screen of the app",
            "app.json:2:59: error: duplicate setting 'n' (first declared at app.json:2:15)",
            "app.json:3:43: error: the network failure alert 'Offline' is not an overlay of the app",
            "app.json:4:21: error: custom gesture 'shake': no screen 'Nowhere'",
            "app.json:5:15: error: button 'OK' of 'Oops': no screen 'Gone'",
            "app.json:7:4: error: element 'b' on 'Home', tap: no alert or banner 'Missing'",
            "app.json:7:34: error: '>' needs int operands, found bool",
            "app.json:8:4: error: duplicate element 'b' on screen 'Home' (first declared at app.json:7:4)",
            "app.json:9:3: error: duplicate screen 'Home' (first declared at app.json:6:14)",
        ])
    }

    @Test func appsBuiltInSwiftReportErrorsInTheOrderFound() {
        var definition = AppDefinition(name: "X", initialScreen: "Start")
        definition.networkFailureAlert = "Offline"
        var button = AppElement("b")
        button.behaviours["tap"] = [.push("Nowhere")]
        definition.screens = [AppScreen("Home", elements: [button, AppElement("b", .cell)])]
        let error = #expect(throws: GraphError.self) { try SimulatedApp(definition) }
        #expect(error?.diagnostics.map(\.description) == [
            "error: duplicate element 'b' on screen 'Home'",
            "error: the initial screen 'Start' is not a screen of the app",
            "error: the network failure alert 'Offline' is not an overlay of the app",
            "error: element 'b' on 'Home', tap: no screen 'Nowhere'",
        ])
    }

    @Test func theCompiledAppKnowsItsIndexesAndWhatEachStatementChanges() throws {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Next",
             "settings": [{"name": "count", "type": "int", "initial": 0}],
             "networkFailure": {"rate": 0.5, "alert": "Offline"},
             "overlays": [{"id": "Banner", "kind": "banner", "title": "B"}, {"id": "Offline", "kind": "alert", "title": "A"}],
             "screens": [{"name": "Home", "elements": [{"id": "a", "tap": ["set count += 2"]}]},
              {"name": "Next", "elements": [{"id": "x"}, {"id": "y", "visibleWhen": "count > 1"}]}]}
            """
        let compiled = try AppCompiler.compile(AppDefinition(parsing: text, path: "app.json")).get()
        #expect(compiled.screenIndex == ["Home": 0, "Next": 1])
        #expect(compiled.elementIndex == [["a": 0], ["x": 0, "y": 1]])
        #expect(compiled.overlayIndex == ["Banner": 0, "Offline": 1])
        #expect(compiled.initialScreen == 1)
        #expect(compiled.networkFailureAlert == 1)
        #expect(compiled.statements["count += 2"]?.field == "count")
        #expect(compiled.predicates["count > 1"]?.fields == ["count"])
    }

    @Test func misspelledNamesGetTheClosestDeclaredName() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "hom",
             "settings": [{"name": "darkMode", "type": "bool", "initial": false}],
             "overlays": [{"id": "Offline", "kind": "alert", "title": "A"}],
             "screens": [{"name": "Home", "elements": [
               {"id": "b", "setting": "darkmod", "tap": ["push Detial", "show Ofline", "set darkMod = true", "go Elsewhere"]}]},
               {"name": "Detail"}]}
            """
        let line = #"   {"id": "b", "setting": "darkmod", "tap": ["push Detial", "show Ofline", "set darkMod = true", "go Elsewhere"]}]},"#
        #expect(errors(text) == [
            """
            app.json:1:63: error: the initial screen 'hom' is not a screen of the app; did you mean 'Home'?
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "hom",
                                                                          ^
            """,
            "app.json:5:4: error: element 'b' shows unknown setting 'darkmod'; did you mean 'darkMode'?\n\(line)\n   ^",
            "app.json:5:4: error: element 'b' on 'Home', tap: no screen 'Detial'; did you mean 'Detail'?\n\(line)\n   ^",
            "app.json:5:4: error: element 'b' on 'Home', tap: no alert or banner 'Ofline'; did you mean 'Offline'?\n\(line)\n   ^",
            "app.json:5:4: error: element 'b' on 'Home', tap: no screen 'Elsewhere'\n\(line)\n   ^",
            "app.json:5:81: error: unknown state field 'darkMod'; did you mean 'darkMode'?\n\(line)\n"
                + String(repeating: " ", count: 80) + "^",
        ])
    }

}
