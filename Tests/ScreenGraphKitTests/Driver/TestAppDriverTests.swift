import Testing

@testable import ScreenGraphKit

/// A navigator driving the example apps through ``TestAppDriver`` over the simulated
/// app's ``TestApp`` (what it does on a device, over the XCUITest adapter) behaves as
/// one driving the simulated app directly: the same screens, settings and elements.
@Suite struct TestAppDriverTests {
    /// The two runs side by side: the simulated app as the driver, and through its app interface.
    struct Pair {
        let direct: SimulatedApp
        let viaApp: SimulatedApp
        let directNavigator: Navigator<UserState>
        let appNavigator: Navigator<UserState>

        init(graph: ScreenGraph, app: AppDefinition, seed: UInt64) throws {
            direct = try SimulatedApp(app, seed: seed)
            viaApp = try SimulatedApp(app, seed: seed)
            direct.launch()
            viaApp.app.launch()
            directNavigator = Navigator(graph: graph, driver: direct)
            appNavigator = Navigator(graph: graph, driver: TestAppDriver(app: viaApp.app))
        }

        func goto(_ target: String) throws {
            try directNavigator.goto(target, allowingStateChanges: true)
            try appNavigator.goto(target, allowingStateChanges: true)
        }

        /// Where the two differ: screen, settings, user state.
        func differences() -> [String] {
            var found: [String] = []
            if direct.currentScreen != viaApp.currentScreen {
                found.append("screen \(direct.currentScreen ?? "-") / \(viaApp.currentScreen ?? "-")")
            }
            for field in direct.definition.settings where direct.settings.value(of: field.name) != viaApp.settings.value(of: field.name) {
                found.append("setting \(field.name)")
            }
            if directNavigator.currentScreen != appNavigator.currentScreen { found.append("navigator's screen") }
            for field in directNavigator.graph.definition.state
            where directNavigator.userState.value(of: field.name) != appNavigator.userState.value(of: field.name) {
                found.append("state \(field.name)")
            }
            return found
        }

        /// The elements each run's gestures acted on; a typeText through the app
        /// interface taps the field first, as a device needs it focused.
        func gestureElements(_ app: SimulatedApp) -> [String] {
            var gestures: [(gesture: String, element: String)] = []
            for event in app.report.events where event.kind == .gesture {
                let field = { (name: String) in event.fields.first { $0.name == name }?.value ?? "" }
                if field("gesture").hasPrefix("typeText"), let last = gestures.last, last == ("tap", field("element")) {
                    gestures.removeLast()
                }
                gestures.append((field("gesture"), field("element")))
            }
            return gestures.map(\.element)
        }
    }

    static let browserTargets = [
        "LoginDetail", "TabTray", "Licenses", "ClearHistory", "LoadURL", "SetPasscodeAction", "LockedLoginsSettings",
        "DisableTrackingProtection", "SignIn", "FindInPage", "OpenPrivateTab", "BrowserTab", "ChangePasscodeTo1234", "CopyPassword",
    ]

    @Test func theBrowserGraphRunsTheSameThroughTheAppInterface() throws {
        let pair = try Pair(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")), seed: 5)
        for target in Self.browserTargets {
            try pair.goto(target)
            #expect(pair.differences() == [], "after \(target)")
        }
        #expect(pair.gestureElements(pair.direct) == pair.gestureElements(pair.viaApp))
        #expect(pair.viaApp.takeFailures() == [])
    }

    @Test func theDemoGraphRunsTheSameThroughTheAppInterface() throws {
        let pair = try Pair(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")), seed: 1)
        for target in ["AddItem", "ItemDetail", "DeleteAllItems", "AddItem", "AddItem", "ItemDetail", "Editing", "ItemList"] {
            try pair.goto(target)
            #expect(pair.differences() == [], "after \(target)")
        }
        #expect(pair.gestureElements(pair.direct) == pair.gestureElements(pair.viaApp))
    }

    @Test func videoSharingsPromptsAreAnsweredInTheSystemUI() throws {
        let pair = try Pair(graph: VideoSharingGraph.load(), app: VideoSharingGraph.app(), seed: 1)
        for target in ["Recorder", "Share", "PhotoLibrary", "Editor", "Feed"] {
            try pair.goto(target)
            #expect(pair.differences() == [], "after \(target)")
        }
        #expect(pair.viaApp.authorizationStatus(for: .camera) == .authorized)
        #expect(pair.viaApp.authorizationStatus(for: .photos) == .authorized)
        #expect(pair.gestureElements(pair.direct) == pair.gestureElements(pair.viaApp))
    }

    @Test func seededRandomGotosOnTheBrowserAgree() throws {
        let seed: UInt64 = 13
        let pair = try Pair(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")), seed: seed)
        var random = SplitMix64(seed: seed)
        let targets = pair.directNavigator.graph.screenNames + pair.directNavigator.graph.actionNames
        var made = 0
        while made < 300 {
            let target = targets[Int.random(in: 0..<targets.count, using: &random)]
            guard pair.directNavigator.can(goto: target) else { continue }
            try pair.goto(target)
            made += 1
            let differences = pair.differences()
            guard differences.isEmpty else {
                Issue.record("seed \(seed), goto \(made) to \(target): \(differences)")
                return
            }
        }
        #expect(pair.gestureElements(pair.direct) == pair.gestureElements(pair.viaApp), "seed \(seed)")
    }

    @Test func aMissingElementFailsTheStepAfterItsWait() throws {
        let simulated = try GalleryApp.launched()
        let driver = TestAppDriver(app: simulated.app)
        driver.elementTimeout = 1
        #expect(throws: DriverError("no element 'Allow' in app after 1 s")) { try driver.perform(.tap("Allow")) }
        try driver.perform(.tap("askCamera"))
        // The prompt's buttons are in the system UI: an interaction says so with its `in`.
        try driver.perform(Interaction(.tap, element: "Allow", in: .system))
        #expect(simulated.settings.camera == true)
        try driver.perform(Interaction(.toggleOn, element: "wifi"))
        #expect(simulated.settings.wifi == true)
        #expect(driver.value(of: "wifi") == "1" && driver.value(of: "title") == "Photos" && driver.value(of: "nope") == nil)
        #expect(throws: DriverError("custom gesture 'shake' needs a closure: bind one by its description when loading the graph")) {
            try driver.perform(Interaction(.custom("shake")))
        }
    }
}
