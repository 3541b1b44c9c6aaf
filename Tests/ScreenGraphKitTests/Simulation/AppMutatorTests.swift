import Testing

@testable import ScreenGraphKit

/// Seeded changes to an app, as releases make them, for the drift tests: each kind does
/// what its name says, the same seed gives the same mutant, and every mutant of the example
/// apps is an app the simulator accepts.
@Suite struct AppMutatorTests {
    /// `Main` with a `next` button pushing `Detail` and a title; `Detail` with `back` and a
    /// `Settings` screen reached from it.
    static func app() -> AppDefinition {
        var definition = AppDefinition(name: "Small", initialScreen: "Main")
        var next = AppElement("next")
        next.behaviours["tap"] = [.push("Detail")]
        var back = AppElement("back")
        back.behaviours["tap"] = [.pop]
        var settings = AppElement("settings")
        settings.behaviours["tap"] = [.push("Settings")]
        definition.screens = [
            AppScreen("Main", elements: [next, AppElement("title", .staticText)]), AppScreen("Detail", elements: [back, settings]),
            AppScreen("Settings", elements: [AppElement("done")]),
        ]
        return definition
    }

    /// The first mutant of each kind the seeds 0, 1, 2, ... give.
    private func mutantsByKind(of app: AppDefinition) -> [AppMutator.Kind: (app: AppDefinition, mutation: AppMutator.Mutation, seed: UInt64)] {
        var found: [AppMutator.Kind: (AppDefinition, AppMutator.Mutation, UInt64)] = [:]
        for seed in 0..<UInt64(200) where found.count < AppMutator.Kind.allCases.count {
            var generator = SplitMix64(seed: seed)
            if let (mutant, mutation) = AppMutator.mutate(app, using: &generator), found[mutation.kind] == nil {
                found[mutation.kind] = (mutant, mutation, seed)
            }
        }
        return found.mapValues { (app: $0.0, mutation: $0.1, seed: $0.2) }
    }

    private func identifiers(_ app: AppDefinition) -> [String] { app.screens.flatMap { $0.elements.map(\.identifier) } }

    @Test func eachKindDoesWhatItSays() throws {
        let app = Self.app()
        let mutants = mutantsByKind(of: app)
        #expect(Set(mutants.keys) == Set(AppMutator.Kind.allCases))

        let removed = try #require(mutants[.removeElement])
        let gone = try #require(removed.mutation.identifier)
        #expect(identifiers(removed.app) == identifiers(app).filter { $0 != gone }, "seed \(removed.seed)")

        let renamed = try #require(mutants[.renameIdentifier])
        let old = try #require(renamed.mutation.identifier)
        #expect(identifiers(renamed.app) == identifiers(app).map { $0 == old ? old + "V2" : $0 }, "seed \(renamed.seed)")
        #expect(renamed.mutation.description.hasPrefix("rename '\(old)' to '\(old)V2' on "))

        // The initial screen is never removed; a gesture that went to the removed screen does nothing.
        let screenless = try #require(mutants[.removeScreen])
        #expect(screenless.app.screens.count == 2 && screenless.app.screens.contains { $0.name == "Main" }, "seed \(screenless.seed)")
        let removedName = try #require(app.screens.map(\.name).first { name in !screenless.app.screens.contains { $0.name == name } })
        #expect(screenless.mutation.description == "remove screen \(removedName)")
        let targets = screenless.app.screens.flatMap { $0.elements.flatMap { ($0.behaviours["tap"] ?? []).compactMap(\.target) } }
        #expect(!targets.contains(removedName))

        let added = try #require(mutants[.addScreen])
        #expect(added.app.screens.last?.name == "MutantScreen" && identifiers(added.app).contains("mutant.open"), "seed \(added.seed)")

        let redirected = try #require(mutants[.redirectButton])
        let button = try #require(redirected.mutation.identifier)
        let before = app.screens.flatMap(\.elements).first { $0.identifier == button }?.behaviours["tap"]?.compactMap(\.target)
        let after = redirected.app.screens.flatMap(\.elements).first { $0.identifier == button }?.behaviours["tap"]?.compactMap(\.target)
        #expect(before != after && after?.count == 1, "seed \(redirected.seed)")

        let blocked = try #require(mutants[.addBlockingAlert])
        #expect(blocked.app.overlays.map(\.identifier) == ["mutant.alert"] && blocked.app.overlays[0].persistent, "seed \(blocked.seed)")
    }

    @Test func theSameSeedGivesTheSameMutant() {
        for seed in 0..<UInt64(20) {
            var first = SplitMix64(seed: seed)
            var again = SplitMix64(seed: seed)
            let one = AppMutator.mutate(Self.app(), using: &first)
            let other = AppMutator.mutate(Self.app(), using: &again)
            #expect(one?.mutation.description == other?.mutation.description, "seed \(seed)")
        }
    }

    /// A kind with nothing to change gives no mutant: an app with one empty screen has no
    /// element to remove or rename, no screen but the initial one, no button that moves.
    @Test func nothingToChangeGivesNoMutant() {
        var empty = AppDefinition(name: "Empty", initialScreen: "Main")
        empty.screens = [AppScreen("Main", elements: [])]
        var kinds: Set<AppMutator.Kind> = []
        for seed in 0..<UInt64(100) {
            var generator = SplitMix64(seed: seed)
            if let (_, mutation) = AppMutator.mutate(empty, using: &generator) { kinds.insert(mutation.kind) }
        }
        #expect(kinds == [.addScreen])
    }

    /// Every mutant the first seeds give of every example app is accepted by the simulator,
    /// so a drift test never fails on the mutant itself.
    @Test(arguments: ["Browser", "Demo", "Firefox", "Onboarding", "Recipes", "VideoSharing"])
    func mutantsOfTheExampleAppsCompile(_ name: String) throws {
        let app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(name).json"))
        for seed in 0..<UInt64(30) {
            var generator = SplitMix64(seed: seed)
            guard let (mutant, mutation) = AppMutator.mutate(app, using: &generator) else { continue }
            #expect(throws: Never.self, "seed \(seed): \(mutation)") { _ = try SimulatedApp(mutant) }
        }
    }
}
