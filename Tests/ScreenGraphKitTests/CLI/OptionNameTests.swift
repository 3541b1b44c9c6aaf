import Testing

@testable import screengraph

/// The CLI reads every option through an ``OptionName`` key, the spelling the command
/// table declares it with, so a misspelt key does not compile.
@Suite struct OptionNameTests {
    /// Every key is an option some command (or `screengraph` itself) declares, and every
    /// declared option has its key: no key reads an option nobody can give.
    @Test func theTableDeclaresEveryKey() {
        let declared = Set((CommandTable.commands.flatMap(\.allOptions) + CommandTable.topLevelOptions).map(\.key))
        #expect(declared == Set(OptionName.allCases))
    }

    @Test func parsedOptionsAreReadByTheirKeys() throws {
        let route = try #require(CommandTable.command(named: "route"))
        let arguments = try route.parse(["g.screengraph", "--to", "A", "--set=n=1", "--set", "m=2", "--json"])
        #expect(arguments.files == ["g.screengraph"])
        #expect(arguments.value(.to) == "A" && arguments.values(.set) == ["n=1", "m=2"] && arguments.value(.set) == "m=2")
        #expect(arguments.flag(.json) && arguments.has(.json) && arguments.has(.to))
        #expect(!arguments.has(.from) && arguments.value(.from) == nil && !arguments.flag(.all))
    }

    @Test func anOptionTheCommandDoesNotDeclareIsAUsageError() throws {
        let route = try #require(CommandTable.command(named: "route"))
        #expect(throws: UsageError.self) { try route.parse(["g.screengraph", "--tto", "A"]) }
        #expect(throws: UsageError.self) { try route.parse(["g.screengraph", "--json=yes"]) }
    }
}
