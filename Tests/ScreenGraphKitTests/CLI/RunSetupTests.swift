import Foundation
import Testing

/// `run`'s set-up of the simulated app: launch arguments and environment, authorization
/// resets and interruption monitors from a file, each with the run report showing what
/// it did. Commands run from the package root, so paths read `Graphs/...`.
@Suite struct RunSetupTests {
    private func run(_ arguments: [String]) throws -> CommandResult {
        try runScreengraph(["run"] + arguments)
    }

    /// A file in a fresh scratch directory holding `text`.
    private func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let browserToLogins = ["Graphs/Browser.screengraph", "--app", "Graphs/Apps/Browser.json", "--to", "LoginsSettings"]

    /// The browser app opens Logins through its passcode lock when a passcode is set.
    /// ``lockedLogins`` as the report's failure event shows it: one line, escaped.
    static let lockedLoginsInReport = lockedLogins.dropLast().replacingOccurrences(of: "\n", with: "\\u{A}") + "\n"

    static let lockedLogins = """
        step SettingsScreen → LoginsSettings (tap 'settings.logins') failed: the app is on 'LockedLoginsSettings', not on 'LoginsSettings' as the graph says
          declared at Graphs/Browser.screengraph:180:3

        """

    static func browserReport(arguments: String) -> String {
        """
        seed 0
             0.000 launch          screen=BrowserTab arguments=\(arguments)
             0.000 gesture         gesture=tap element=menu screen=BrowserTab
             0.250 wait            element=menu.table result=found
             0.250 step            from=BrowserTab to=BrowserTabMenu kind=edge
             0.250 gesture         gesture=tap element=menu.settings screen=BrowserTabMenu
             0.500 wait            element=settings.table result=found
             0.500 step            from=BrowserTabMenu to=SettingsScreen kind=edge
             0.500 gesture         gesture=tap element=settings.logins screen=SettingsScreen

        """
    }

    @Test func withoutSetUpTheLoginsAreOpen() throws {
        #expect(try run(Self.browserToLogins) == CommandResult(status: 0, stdout: Self.browserReport(arguments: "") + """
                 0.750 wait            element=logins.table result=found
                 0.750 step            from=SettingsScreen to=LoginsSettings kind=edge

            """, stderr: ""))
    }

    /// `-passcode 1337` sets the app's passcode for this launch, as `UserDefaults`'
    /// argument domain does; the launch line shows the arguments.
    @Test func launchArgumentsReachTheApp() throws {
        let result = try run(Self.browserToLogins + ["--launch-argument", "-passcode", "--launch-argument", "1337"])
        #expect(result == CommandResult(status: 1, stdout: Self.browserReport(arguments: "-passcode 1337") + """
                 5.750 wait            element=logins.table result=timeout
                 5.750 failure         error=\(Self.lockedLoginsInReport)
            """, stderr: Self.lockedLogins))
    }

    /// `BROWSER_passcode=1337` sets the persisted passcode (the app's `environmentPrefix`
    /// is `BROWSER_`); `UI-Testing` (its reset argument) clears the persisted settings
    /// first, and the environment is applied after it.
    @Test func theLaunchEnvironmentReachesTheApp() throws {
        let environment = try run(Self.browserToLogins + ["--launch-environment", "BROWSER_passcode=1337"])
        #expect(environment.status == 1 && environment.stderr == Self.lockedLogins)
        #expect(environment.stdout.hasPrefix(Self.browserReport(arguments: "")))
        let reset = try run(Self.browserToLogins + ["--launch-environment=BROWSER_passcode=1337", "--launch-argument", "UI-Testing"])
        #expect(reset.status == 1 && reset.stderr == Self.lockedLogins)
        #expect(reset.stdout.hasPrefix(Self.browserReport(arguments: "UI-Testing")))
        // A key the app does not read changes nothing.
        #expect(try run(Self.browserToLogins + ["--launch-environment", "OTHER_passcode=1337"]).status == 0)
        #expect(try run(Self.browserToLogins + ["--launch-environment", "=1337"]) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--launch-environment =1337' must be KEY=VALUE; see 'screengraph run --help'\n"))
        #expect(try run(Self.browserToLogins + ["--launch-environment", "BROWSER_passcode"]).status == 64)
    }

    /// Every run starts a new simulated app, whose permissions are all not determined,
    /// so the reset leaves the photos prompt to be answered as on a fresh install:
    /// the prompt shows and the route allows it.
    @Test func authorizationResetsBeforeTheLaunch() throws {
        let result = try run([
            "Graphs/VideoSharing.screengraph", "--app", "Graphs/Apps/VideoSharing.json", "--to", "AllowPhotos",
            "--reset-authorization", "photos", "--reset-authorization", "camera",
        ])
        #expect(result == CommandResult(status: 0, stdout: """
            seed 0
                 0.000 launch          screen=Feed arguments=
                 0.000 gesture         gesture=tap element=feed.new screen=Feed
                 0.250 wait            element=sheet.newVideo result=found
                 0.250 step            from=Feed to=NewVideoSheet kind=edge
                 0.250 gesture         gesture=tap element=sheet.library screen=NewVideoSheet
                 0.500 interruption    kind=alert title=“VideoSharing” Would Like to Access Your Photos
                 0.500 wait            element=Allow Full Access in=system until=exists result=found
                 0.500 step            from=NewVideoSheet to=PhotosPrompt kind=edge
                 0.500 gesture         gesture=tap element=Allow Full Access in=system screen=PhotosPrompt
                 0.750 prompt          resource=photos answer=authorized
                 0.750 wait            element=library.grid result=found
                 0.750 step            from=AllowPhotos to=PhotoLibrary kind=then

            """, stderr: ""))
        #expect(try run(["Graphs/VideoSharing.screengraph", "--app", "Graphs/Apps/VideoSharing.json", "--reset-authorization", "photo"]) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: '--reset-authorization photo': unknown resource; expected one of: contacts, calendar, reminders, "
                + "photos, microphone, camera, mediaLibrary, homeKit, bluetooth, keyboardNetwork, location, health, userTracking, focus, "
                + "localNetwork; see 'screengraph run --help'\n"))
    }

    static let monitors = """
        {"monitors": [
          {"description": "Later for updates", "identifier": "system.softwareUpdate", "button": "Later"},
          {"description": "OK to the carrier", "title": "Carrier Settings Updated", "button": "OK"}
        ]}

        """

    /// Monitors are added in file order, so the last is asked first; one whose alert is
    /// not its own declines, one whose alert it is taps its button.
    @Test func monitorsFromAFileHandleTheirAlerts() throws {
        let path = try file("monitors.json", Self.monitors)
        let demo = ["Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "DeleteAllItems", "--interruptions", "0.5", "--strict"]
        // Seed 2 shows a software update alert before the first tap: matched by identifier.
        #expect(try run(demo + ["--seed", "2", "--monitors", path]) == CommandResult(status: 0, stdout: """
            seed 2
                 0.000 launch          screen=ItemList arguments=
                 0.000 interruption    element=system.softwareUpdate kind=alert title=Software Update
                 0.000 handler         monitor=OK to the carrier element=system.softwareUpdate result=declined
                 0.000 gesture         gesture=tap element=Later in=system screen=ItemList
                 0.250 handler         monitor=Later for updates element=system.softwareUpdate result=handled
                 1.250 gesture         gesture=tap element=items.edit screen=ItemList
                 1.500 wait            element=editing.done result=found
                 1.500 step            from=ItemList to=Editing kind=edge
                 1.500 gesture         gesture=tap element=editing.deleteAll screen=Editing
                 1.750 wait            element=editing.done result=found
                 1.750 step            from=DeleteAllItems to=Editing kind=return

            """, stderr: ""))
        // Seed 3 shows a carrier notice on Editing: matched by title.
        #expect(try run(demo + ["--seed", "3", "--monitors", path]) == CommandResult(status: 0, stdout: """
            seed 3
                 0.000 launch          screen=ItemList arguments=
                 0.000 gesture         gesture=tap element=items.edit screen=ItemList
                 0.250 wait            element=editing.done result=found
                 0.250 step            from=ItemList to=Editing kind=edge
                 0.250 interruption    element=system.notice kind=alert title=Carrier Settings Updated
                 0.250 gesture         gesture=tap element=OK in=system screen=Editing
                 0.500 handler         monitor=OK to the carrier element=system.notice result=handled
                 1.500 gesture         gesture=tap element=editing.deleteAll screen=Editing
                 1.750 wait            element=editing.done result=found
                 1.750 step            from=DeleteAllItems to=Editing kind=return

            """, stderr: ""))
    }

    /// A monitor whose button the alert does not have declines; in strict mode the
    /// alert then blocks the step.
    @Test func aMonitorWithAMissingButtonDeclines() throws {
        let path = try file("monitors.json", #"{"monitors": [{"description": "Dismiss", "identifier": "system.softwareUpdate", "button": "Dismiss"}]}"#)
        let result = try run([
            "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "Editing", "--interruptions", "0.5", "--seed", "2",
            "--strict", "--monitors", path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr == """
            step ItemList → Editing (tap 'items.edit') failed: tap 'items.edit' is blocked by alert 'system.softwareUpdate' (Software Update) \
            after 5 rounds; handlers tried: Dismiss, Dismiss, Dismiss, Dismiss, Dismiss (strict: no implicit handler)
              declared at Graphs/Demo.screengraph:11:3

            """)
        #expect(result.stdout.contains("     0.000 handler         monitor=Dismiss element=system.softwareUpdate result=declined\n"))
    }

    @Test func aBadMonitorsFileIsInvalidInputWithLocatedErrors() throws {
        let path = try file("monitors.json", """
            {"monitors": [
              {"description": "Both", "title": "T", "identifier": "i", "button": "OK"},
              {"description": "", "identifier": "i", "button": "OK", "when": 1}
            ]}

            """)
        #expect(try run(["Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--monitors", path]) == CommandResult(
            status: 2, stdout: "", stderr: """
                \(path):2:3: error: a monitor needs exactly one of 'title' and 'identifier'
                  {"description": "Both", "title": "T", "identifier": "i", "button": "OK"},
                  ^
                \(path):3:58: error: unknown key 'when' in a monitor; expected one of: description, title, identifier, button
                  {"description": "", "identifier": "i", "button": "OK", "when": 1}
                                                                         ^
                \(path):3:19: error: 'description' must not be empty
                  {"description": "", "identifier": "i", "button": "OK", "when": 1}
                                  ^

                """))
    }
}
