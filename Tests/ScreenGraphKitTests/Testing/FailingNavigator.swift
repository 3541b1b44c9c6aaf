import ScreenGraphFixtures
import ScreenGraphKit

/// A navigator on the demo graph whose app never shows the item detail's title, so
/// `goto(.itemDetail)` fails after a 2 s wait with the graph's declaration of the screen
/// (`ScreenGraphFixtures/DemoGraph.swift:28:38`, where `onEnterWaitFor("detail.title")` is).
func navigatorWhoseDetailNeverAppears() throws -> Navigator<UserState> {
    let driver = RecordingDriver()
    driver.missingElements = ["detail.title"]
    let navigator = Navigator(graph: try DemoGraph.make(), driver: driver)
    navigator.waitTimeout = 2
    try navigator.performAction(DemoGraph.Action.addItem)
    return navigator
}
