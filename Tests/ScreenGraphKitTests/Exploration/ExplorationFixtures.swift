import Foundation
@testable import ScreenGraphKit

/// The graphs of `Graphs/` that have a simulated app, and how tests explore them.
enum ExplorationFixtures {
    /// Graph file and app file, by name; DokuWiki has no simulated app.
    static let pairs: [(name: String, graph: String, app: String)] = [
        ("VideoSharing", "VideoSharing.screengraph", "Apps/VideoSharing.json"),
        ("Demo", "Demo.screengraph", "Apps/Demo.json"),
        ("Recipes", "Recipes.screengraph", "Apps/Recipes.json"),
        ("Onboarding", "Onboarding.json", "Apps/Onboarding.json"),
        ("Browser", "Browser.screengraph", "Apps/Browser.json"),
        ("Firefox", "Firefox.screengraph", "Apps/Firefox.json"),
    ]

    /// Explores `app` with fresh simulated apps of the same seed.
    static func explore(_ app: AppDefinition, options: ExplorationOptions, allowingPermissions: Bool = false) throws -> Exploration {
        let explorer = Explorer(options: options) {
            try launch(app, seed: options.seed, allowingPermissions: allowingPermissions).app
        }
        return try explorer.explore()
    }

    /// A fresh simulated app of `app`, launched; with `allowingPermissions`, a monitor
    /// allows the system's permission prompts a graph does not model, as a real suite
    /// does (and as `--monitors` does for the CLI).
    static func launch(_ app: AppDefinition, seed: UInt64, allowingPermissions: Bool = false) throws -> SimulatedApp {
        let simulated = try SimulatedApp(app, seed: seed)
        if allowingPermissions { allowPermissions(simulated) }
        simulated.launch()
        return simulated
    }

    /// Registers a monitor that taps a system prompt's first button that allows (the photos
    /// prompt's first is "Limit Access…").
    static func allowPermissions(_ simulated: SimulatedApp) {
        simulated.addUIInterruptionMonitor(withDescription: "Allow permissions") { alert in
            guard alert.app.target == .system, let allow = alert.buttons.allElementsBoundByIndex.first(where: { $0.label.hasPrefix("Allow") })
            else { return false }
            allow.tap()
            return true
        }
    }

    /// Drives the graph's edge tour on fresh launches of `app`, checked only by the
    /// screens' `waitFor`, as on a real app.
    static func driveTour(_ graph: ScreenGraph, on app: AppDefinition, seed: UInt64) throws -> DrivenTour {
        try DrivenTour(graph: graph) { IdentityCheckedDriver(try launch(app, seed: seed, allowingPermissions: true)) }
    }

    /// Home and Detail: Home's `home.open` pushes Detail, whose `detail.back` pops it, and
    /// Home's last element, `home.delete`, does nothing. `homeAndDetail(open:)` is its app.
    static let homeAndDetailGraph = """
        start Home
        screen Home
          waitFor "home.title"
          tap "home.open" -> Detail
          tap "home.delete" -> Home
        screen Detail
          waitFor "detail.title"
          tap "detail.back" -> Home
        """

    /// The app `homeAndDetailGraph` describes, its open button named `open`.
    static func homeAndDetail(open: String = "home.open") -> AppDefinition {
        var app = AppDefinition(name: "A", initialScreen: "Home")
        var openButton = AppElement(open, label: "Open")
        openButton.behaviours["tap"] = [.push("Detail")]
        var back = AppElement("detail.back", label: "Back")
        back.behaviours["tap"] = [.pop]
        app.screens = [
            AppScreen("Home", elements: [AppElement("home.title", .staticText, label: "Home"), openButton, AppElement("home.delete", label: "Delete")]),
            AppScreen("Detail", elements: [AppElement("detail.title", .staticText, label: "Detail"), back]),
        ]
        return app
    }

    /// Sessions on fresh launches of `app`, checked only by the screens' `waitFor`, as on a real app.
    static func checkedSessions(of app: AppDefinition) -> () throws -> any Driver {
        { IdentityCheckedDriver(try launch(app, seed: 1)) }
    }

    static func authored(_ pair: (name: String, graph: String, app: String)) throws -> GraphDefinition {
        try GraphDefinition(contentsOfFile: PackagePaths.graph(pair.graph))
    }

    static func app(_ pair: (name: String, graph: String, app: String)) throws -> AppDefinition {
        try AppDefinition(contentsOfFile: PackagePaths.graph(pair.app))
    }
}
