import Foundation
import Testing

@testable import ScreenGraphKit

/// The simulated app keeps each element tree until something it shows may have changed
/// (``SimulatedApp/treeChanges``, and the timing of the screens on the stack). No
/// behaviour is new here, so no source is quoted: each test checks that a kept tree is
/// the one working it out afresh gives, after every kind of change, and that an app made
/// with `sameAppAs:` shares only the compiled definition.
@Suite struct KeptTreeTests {
    /// Every tree read now is the one worked out afresh.
    private static func expectKeptTreesAreFresh(_ simulated: SimulatedApp, _ place: String) {
        for target in AppTarget.allCases {
            let keptIsFresh = simulated.nodes(of: target) == simulated.workOutNodes(of: target)
            #expect(keptIsFresh, "\(place): \(target.rawValue)'s kept tree differs from a fresh one")
        }
    }

    /// A seeded walk through every kind of change a test or a graph can make: gestures
    /// of every kind on any element of any tree, waits of any length, the Settings app,
    /// relaunches with arguments, the device's idiom, permission resets.
    private static func walk(_ simulated: SimulatedApp, steps: Int, seed: UInt64, name: String) {
        var random = SplitMix64(seed: seed)
        let gestures: [ElementGesture] = [.tap, .tap, .tap, .press(forDuration: 1), .swipeLeft, .swipeUp, .typeText("abc"), .tapAt(dx: 0.9, dy: 0.5), .tapAt(dx: 1.5, dy: 0.5)]
        for step in 0..<steps {
            let place = "\(name), seed \(seed), step \(step)"
            switch random.next() % 20 {
            case 0: simulated.now += Double(random.next() % 40) / 10
            case 1: simulated.userInterfaceIdiom = simulated.userInterfaceIdiom == .phone ? .pad : .phone
            case 2: simulated.launch(.settings)
            case 3: simulated.activate(.app)
            case 4: simulated.launch(arguments: random.next() % 2 == 0 ? [] : ["-analytics", "YES"], environment: [:])
            case 5: simulated.resetAuthorizationStatus(for: ProtectedResource.allCases[Int(random.next() % UInt64(ProtectedResource.allCases.count))])
            case 6:
                let nothing = ElementPath(app: .app, steps: [.descendants(.any), .identifier("nothing"), .only])
                _ = simulated.wait(for: nothing, until: .exists, timeout: Double(random.next() % 30) / 10)
            default:
                let target = AppTarget.allCases[Int(random.next() % 3)]
                let count = simulated.nodes(of: target).count
                guard count > 0 else { continue }
                let element = ElementPath(app: target, steps: [.descendants(.any), .index(Int(random.next() % UInt64(count)))])
                simulated.perform(gestures[Int(random.next() % UInt64(gestures.count))], on: element)
            }
            _ = simulated.takeFailures()
            expectKeptTreesAreFresh(simulated, place)
        }
    }

    @Test(arguments: ["Browser", "Demo", "DemoV2", "Firefox", "Onboarding", "Recipes", "VideoSharing"])
    func everyKeptTreeOfAnAppIsWhatItShowsNow(app name: String) throws {
        let definition = try AppDefinition(contentsOfFile: PackagePaths.root.appendingPathComponent("Graphs/Apps/\(name).json").path)
        for seed: UInt64 in 1...3 {
            let simulated = try SimulatedApp(definition, seed: seed)
            simulated.launch()
            Self.walk(simulated, steps: 400, seed: seed, name: name)
        }
    }

    /// Elements that appear and go by time, on a screen and on the screen beneath a sheet
    /// presented over it: a kept tree follows the clock until the last of them has.
    static let timedApp = """
        {"format": "screengraph-app/1", "name": "Timed", "initialScreen": "Home",
         "screens": [
          {"name": "Home", "elements": [
            {"id": "late", "appearsAfter": 2},
            {"id": "brief", "goneAfter": 3},
            {"id": "share", "tap": ["present Sheet"]}
          ]},
          {"name": "Sheet", "presentation": "sheet", "elements": [
            {"id": "sheet.late", "appearsAfter": 1.5},
            {"id": "close", "tap": ["dismiss"]}
          ]}
         ]}
        """

    @Test func aKeptTreeFollowsTheClockOnEveryScreenOfTheStack() throws {
        let simulated = try SimulatedApp(AppDefinition(parsing: Self.timedApp, path: "Timed.json"), seed: 1)
        simulated.launch()
        simulated.perform(.tap, on: ElementPath(app: .app, steps: [.descendants(.any), .identifier("share"), .only]))
        let late = ElementPath(app: .app, steps: [.descendants(.any), .identifier("late"), .only])
        let brief = ElementPath(app: .app, steps: [.descendants(.any), .identifier("brief"), .only])
        #expect(simulated.count(late) == 0 && simulated.count(brief) == 1)
        for _ in 0..<40 {
            simulated.now += 0.1
            Self.expectKeptTreesAreFresh(simulated, "at \(simulated.now)")
        }
        // Beneath the sheet, `late` appeared and `brief` went while only time passed.
        #expect(simulated.count(late) == 1 && simulated.count(brief) == 0)
        Self.walk(simulated, steps: 200, seed: 2, name: "Timed")
    }

    @Test func anAppOfTheSameDefinitionSharesNothingButTheCompiledApp() throws {
        let definition = try AppDefinition(contentsOfFile: PackagePaths.root.appendingPathComponent("Graphs/Apps/VideoSharing.json").path)
        let first = try SimulatedApp(definition, seed: 4)
        first.launch()
        Self.walk(first, steps: 100, seed: 4, name: "VideoSharing")
        let again = SimulatedApp(sameAppAs: first, seed: 4)
        let fresh = try SimulatedApp(definition, seed: 4)
        for simulated in [again, fresh] { simulated.launch() }
        #expect(again.now == 0 && !again.report.events.isEmpty)
        #expect(again.report.text == fresh.report.text)
        for target in AppTarget.allCases { #expect(again.nodes(of: target) == fresh.nodes(of: target)) }
        Self.walk(again, steps: 100, seed: 5, name: "again")
        Self.walk(fresh, steps: 100, seed: 5, name: "fresh")
        #expect(again.report.text == fresh.report.text)
    }
}
