import Foundation
import Testing

/// The availability the stand-ins declare is the availability Apple's documentation pages list
/// (the platforms and versions in each page's header, as the `search` tool's copies of the pages
/// give them): where a platform is missing from a page, the declaration is
/// `@available(<platform>, unavailable)`; every version a page gives is copied into one
/// `@available(..., *)`, except visionOS 1.0, visionOS's first release, which `*` covers; a page
/// that lists its platforms without versions (XCUIAutomation's pages, Xcode 16.3) needs no
/// attribute. The attributes are only enforced when compiling for that platform, which Linux never
/// does: this test is what keeps them honest.
///
/// Every declaration of the three stand-ins is in exactly one list: ``documented`` (its page was
/// read and lists platforms), ``silent`` (its page was read and lists none: the stand-in declares
/// no attribute, having nothing to copy) or ``notFound`` (no copy of its page was found, and its
/// attributes are unchecked). A new declaration in none of them fails.
@Suite struct AppleStandInAvailabilityTests {
    /// A declaration's key: its type (empty at the top level), a dot, and its name up to the
    /// first parenthesis, colon or space (`XCUIElement.tap`, `XCUIElement.ElementType`), or the
    /// type's own name for the type itself.
    struct Declaration: CustomStringConvertible, Hashable {
        var key: String
        /// The `@available` lines above it.
        var availability: [String]
        var description: String { key }
    }

    /// The `@available` lines each read page's header asks for, by declaration key. Page paths are
    /// under https://developer.apple.com/documentation/.
    static let documented: [String: [String]] = [
        // Every platform, no version: xcuiautomation/xcuielement, .../exists, .../ishittable,
        // .../waitforexistence(timeout:), .../waitfornonexistence(timeout:), .../wait(for:toequal:timeout:),
        // .../descendants(matching:), .../children(matching:), .../elementtype, .../typetext(_:);
        // xcuielementsnapshotproviding/snapshot(); xcuielementsnapshot; xcuielementquery, .../count, .../element,
        // .../matching(_:), .../descendants(matching:), .../children(matching:);
        // xcuielementtypequeryprovider/firstmatch; xcuiapplication, .../init(bundleidentifier:), .../launch(),
        // .../activate(), .../terminate(), .../launcharguments, .../state-swift.property.
        "XCUIElement": [], "XCUIElement.exists": [], "XCUIElement.isHittable": [], "XCUIElement.waitForExistence": [],
        "XCUIElement.waitForNonExistence": [], "XCUIElement.wait": [], "XCUIElement.descendants": [],
        "XCUIElement.children": [], "XCUIElement.ElementType": [], "XCUIElement.snapshot": [], "XCUIElement.typeText": [],
        "XCUIElementSnapshot": [],
        "XCUIElementQuery": [], "XCUIElementQuery.count": [], "XCUIElementQuery.element": [], "XCUIElementQuery.matching": [],
        "XCUIElementQuery.descendants": [], "XCUIElementQuery.children": [], "XCUIElementQuery.firstMatch": [],
        "XCUIApplication": [], "XCUIApplication.init": [], "XCUIApplication.launch": [], "XCUIApplication.activate": [],
        "XCUIApplication.terminate": [], "XCUIApplication.launchArguments": [], "XCUIApplication.state": [],
        // iOS, iPadOS, Mac Catalyst, macOS, visionOS, watchOS, no tvOS: xcuielement/tap(), .../doubletap(),
        // .../press(forduration:), .../swipedown(), .../swiperight(), .../coordinate(withnormalizedoffset:);
        // xcuicoordinate, .../tap(), .../press(forduration:thendragto:).
        "XCUIElement.tap": ["@available(tvOS, unavailable)"], "XCUIElement.doubleTap": ["@available(tvOS, unavailable)"],
        "XCUIElement.press": ["@available(tvOS, unavailable)"], "XCUIElement.swipeDown": ["@available(tvOS, unavailable)"],
        "XCUIElement.swipeRight": ["@available(tvOS, unavailable)"], "XCUIElement.coordinate": ["@available(tvOS, unavailable)"],
        "XCUICoordinate": ["@available(tvOS, unavailable)"], "XCUICoordinate.tap": ["@available(tvOS, unavailable)"],
        "XCUICoordinate.press": ["@available(tvOS, unavailable)"],
        // xcuiapplication/resetauthorizationstatus(for:), xcuiautomation/xcuiprotectedresource: iOS 13.4+,
        // iPadOS 13.4+, Mac Catalyst 13.4+, macOS 10.15.4+, tvOS 13.4+, visionOS 1.0+, watchOS 6.2+.
        "XCUIApplication.resetAuthorizationStatus": ["@available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)"],
        "XCUIProtectedResource": ["@available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)"],
        // xcuiprotectedresource/camera, .../medialibrary: the enum's own platforms and versions, so nothing of their own.
        "XCUIProtectedResource.camera": [], "XCUIProtectedResource.mediaLibrary": [],
        // xcuiprotectedresource/location: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 13.4+, visionOS 1.0+,
        // watchOS 6.2+; no macOS.
        "XCUIProtectedResource.location": ["@available(macOS, unavailable)"],
        // xcuiprotectedresource/health: iOS 14.0+, tvOS 14.0+, watchOS 7.0+; no macOS.
        "XCUIProtectedResource.health": ["@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, watchOS 7.0, *)", "@available(macOS, unavailable)"],
        // xcuiprotectedresource/focus: iOS 15.0+, macOS 12.0+, watchOS 8.0+; no tvOS, no visionOS.
        "XCUIProtectedResource.focus": [
            "@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, watchOS 8.0, *)", "@available(tvOS, unavailable)",
            "@available(visionOS, unavailable)",
        ],
        // xcuiprotectedresource/localnetwork: iOS 15.4+ and Mac Catalyst 15.4+ only.
        "XCUIProtectedResource.localNetwork": [
            "@available(iOS 15.4, macCatalyst 15.4, *)", "@available(macOS, unavailable)", "@available(tvOS, unavailable)",
            "@available(watchOS, unavailable)", "@available(visionOS, unavailable)",
        ],
        // foundation/nspredicate/init(format:argumentarray:): iOS 3.0+, iPadOS 3.0+, Mac Catalyst 13.1+,
        // macOS 10.4+, tvOS 9.0+, visionOS 1.0+, watchOS 2.0+.
        "NSPredicate.init": ["@available(iOS 3.0, macCatalyst 13.1, macOS 10.4, tvOS 9.0, watchOS 2.0, *)"],
        // uikit/uidevice, .../current: iOS 2.0+, iPadOS 2.0+, Mac Catalyst 13.1+, tvOS, visionOS 1.0+;
        // uikit/uidevice/userinterfaceidiom: iOS 3.2+, iPadOS 3.2+, Mac Catalyst 13.1+, tvOS, visionOS 1.0+;
        // uikit/uiuserinterfaceidiom: iOS, iPadOS, Mac Catalyst, tvOS, visionOS. None lists macOS or watchOS.
        "UIDevice": ["@available(iOS 2.0, macCatalyst 13.1, *)", "@available(macOS, unavailable)", "@available(watchOS, unavailable)"],
        "UIDevice.current": [
            "@available(iOS 2.0, macCatalyst 13.1, *)", "@available(macOS, unavailable)", "@available(watchOS, unavailable)",
        ],
        "UIDevice.userInterfaceIdiom": [
            "@available(iOS 3.2, macCatalyst 13.1, *)", "@available(macOS, unavailable)", "@available(watchOS, unavailable)",
        ],
        "UIUserInterfaceIdiom": ["@available(macOS, unavailable)", "@available(watchOS, unavailable)"],
        // Read in theAppLaunchers/apple-docs-for-rag (commit 61312ac5fd82, June 2025), a copy of Apple's pages as
        // Markdown, one file per page, XCUIAutomation/md/xcuiautomation-<type>-<member>.md, its header line
        // giving the page's platforms:
        // every platform, no version: xcuiapplication-launchenvironment, xcuiapplication-xcuiapplication.state
        // (its cases' pages: every platform, but runningbackgroundsuspended, no macOS, which its case declares),
        // xcuielementquery-element(boundby:), xcuielementattributes-identifier, -frame, -elementtype, -value,
        // -label, -isenabled (XCUIElement and XCUIElementSnapshot declare them as the protocol's members).
        "XCUIApplication.launchEnvironment": [], "XCUIApplication.State": [], "XCUIElementQuery.element(boundBy": [],
        "XCUIElement.identifier": [], "XCUIElement.frame": [], "XCUIElement.elementType": [], "XCUIElement.value": [],
        "XCUIElement.label": [], "XCUIElement.isEnabled": [],
        "XCUIElementSnapshot.identifier": [], "XCUIElementSnapshot.frame": [], "XCUIElementSnapshot.elementType": [],
        "XCUIElementSnapshot.value": [], "XCUIElementSnapshot.label": [], "XCUIElementSnapshot.isEnabled": [],
        // xcuielement-swipeup(), xcuielement-swipeleft(): iOS, iPadOS, Mac Catalyst, macOS, visionOS, watchOS; no tvOS.
        "XCUIElement.swipeUp": ["@available(tvOS, unavailable)"], "XCUIElement.swipeLeft": ["@available(tvOS, unavailable)"],
        // xcuiprotectedresource-xcuiprotectedresource.contacts, .calendar, .reminders, .photos, .microphone, .homekit:
        // the enum's own (iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, macOS 10.15.4+, tvOS 13.4+, visionOS 1.0+,
        // watchOS 6.2+), so nothing of their own.
        "XCUIProtectedResource.contacts": [], "XCUIProtectedResource.calendar": [], "XCUIProtectedResource.reminders": [],
        "XCUIProtectedResource.photos": [], "XCUIProtectedResource.microphone": [], "XCUIProtectedResource.homeKit": [],
        // .bluetooth, .keyboardnetwork: iOS 13.4+, iPadOS 13.4+, Mac Catalyst 13.4+, tvOS 13.4+, visionOS 1.0+,
        // watchOS 6.2+; no macOS.
        "XCUIProtectedResource.bluetooth": ["@available(macOS, unavailable)"],
        "XCUIProtectedResource.keyboardNetwork": ["@available(macOS, unavailable)"],
        // .usertracking: iOS 15.0+, iPadOS 15.0+, Mac Catalyst 15.0+, tvOS 15.0+, visionOS 1.0+, watchOS 8.0+; no macOS.
        "XCUIProtectedResource.userTracking": ["@available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, watchOS 8.0, *)", "@available(macOS, unavailable)"],
        // corefoundation/cgvector, .../init(dx:dy:)-1cr8k ("init(dx: Double, dy: Double)"): every platform, no version.
        "CGVector": [], "CGVector.init": [],
    ]

    /// The declarations whose page was found and lists no platform at all (its header's
    /// availability is empty): XCTest's pages, as the `search` tool's copies give them, and the
    /// page each was read on (under https://developer.apple.com/documentation/xctest/). The
    /// stand-in declares no attribute for them.
    static let silent: [String: String] = [
        "XCTestCase": "xctestcase", "XCTestCase.record": "xctestcase/record(_:)",
        "XCTestCase.addUIInterruptionMonitor": "xctestcase/adduiinterruptionmonitor(withdescription:handler:)",
        "XCTestCase.removeUIInterruptionMonitor": "xctestcase/removeuiinterruptionmonitor(_:)",
        "XCTIssueReference": "xctissuereference", "XCTIssueReference.IssueType": "xctissuereference/issuetype",
        "XCTIssue": "xctissue-swift.struct", "XCTIssue.IssueType": "xctissue-swift.struct/issuetype",
        "XCTIssue.type": "xctissue-swift.struct/type", "XCTIssue.compactDescription": "xctissue-swift.struct/compactdescription",
        "XCTIssue.detailedDescription": "xctissue-swift.struct/detaileddescription",
        "XCTIssue.sourceCodeContext": "xctissue-swift.struct/sourcecodecontext",
        "XCTIssue.associatedError": "xctissue-swift.struct/associatederror",
        "XCTSourceCodeContext": "xctsourcecodecontext", "XCTSourceCodeContext.init": "xctsourcecodecontext/init(callstack:location:)",
        "XCTSourceCodeContext.callStack": "xctsourcecodecontext/callstack",
        "XCTSourceCodeLocation": "xctsourcecodelocation",
        "XCTSourceCodeLocation.init": "xctsourcecodelocation/init(filepath:linenumber:)-3hzmr and -8qw52",
        "XCTSourceCodeFrame": "xctsourcecodeframe", "XCTSourceCodeFrame.init": "xctsourcecodeframe/init(address:symbolinfo:)",
        "XCTSourceCodeSymbolInfo": "xctsourcecodesymbolinfo",
        "XCTSourceCodeSymbolInfo.init": "xctsourcecodesymbolinfo/init(imagename:symbolname:location:)",
        "XCTestObservation": "xctestobservation", "XCTestObservation.testCase": "xctestobservation/testcase(_:didrecord:)-4cou6",
        "XCTestObservationCenter": "xctestobservationcenter", "XCTestObservationCenter.shared": "xctestobservationcenter/shared",
        "XCTestObservationCenter.addTestObserver": "xctestobservationcenter/addtestobserver(_:)",
        "XCTestObservationCenter.removeTestObserver": "xctestobservationcenter/removetestobserver(_:)",
        ".XCTFail": "xctfail(_:file:line:)", ".XCTAssertEqual": "xctassertequal(_:_:_:file:line:)",
        // Read in theAppLaunchers/apple-docs-for-rag (XCTest/md/xctest-xctest-setupwitherror().md at
        // commit 67c1124474818f763ccafe48512298092bfabbca, found with find_files under XCTest/):
        // "Instance Method", "func setUpWithError() throws", and no platform line, where that
        // copy's pages with platforms have one (its xctapplicationlaunchmetric: "iOS 13.0+iPadOS
        // 13.0+…"); its sibling xctest/teardownwitherror()'s header, in the search tool's copy,
        // lists none either.
        "XCTestCase.setUpWithError": "xctest/setupwitherror()",
    ]

    /// The declarations whose page was found in no copy, with what was searched: their attributes
    /// are unchecked. None now: `XCTestCase.setUpWithError()`, the last, was found in the
    /// Markdown copy of XCTest's pages (see ``silent``).
    static let notFound: [String: String] = [:]

    /// Every declaration of the stand-ins, with the `@available` lines above it. The cases of an
    /// enum are part of the enum's page, except XCUIProtectedResource's, which have pages of their own.
    static func declarations() throws -> [Declaration] {
        var found: [Declaration] = []
        for file in ["XCTest", "UIKit", "CoreGraphics"] {
            let url = SwiftCompiler.appleStandIns.appendingPathComponent("\(file).swiftinterface")
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var type = ""
            for (index, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("}") { type = "" }
                guard !text.hasPrefix("//"), !text.hasPrefix("@available"), let (keyword, name) = Self.declared(text) else { continue }
                var availability: [String] = []
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@available") {
                    availability.insert(lines[above].trimmingCharacters(in: .whitespaces), at: 0)
                    above -= 1
                }
                let topLevel = !line.hasPrefix(" ")
                if topLevel, ["class", "enum", "struct", "protocol", "extension"].contains(keyword) {
                    type = name
                    if keyword != "extension" { found.append(Declaration(key: name, availability: availability)) }
                    continue
                }
                if keyword == "case", type != "XCUIProtectedResource" { continue }
                found.append(Declaration(key: "\(type).\(name)", availability: availability))
            }
        }
        return found
    }

    /// The keyword and name a line declares, if it declares one: `func tap()` is `("func", "tap")`,
    /// `open class XCUICoordinate {` `("class", "XCUICoordinate")`, `extension XCTest.XCTestCase {`
    /// `("extension", "XCTestCase")`; `element(boundBy index: Int)` keeps its first label, as
    /// `element` (the property) is another declaration.
    static func declared(_ text: String) -> (String, String)? {
        let words = text.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
        let keywords = ["func", "var", "init", "case", "class", "enum", "struct", "protocol", "extension", "typealias", "convenience"]
        guard let at = words.firstIndex(where: { word in keywords.contains { word == $0 || word.hasPrefix($0 + "(") } }) else { return nil }
        var keyword = words[at]
        var rest = Array(words[(at + 1)...])
        if keyword == "convenience" { keyword = rest.first ?? ""; rest = Array(rest.dropFirst()) }
        if keyword.hasPrefix("init(") { return ("init", "init") }
        if keyword == "class", rest.first == "var" { rest = Array(rest.dropFirst()) }  // `open class var shared`
        guard let word = rest.first else { return nil }
        if word.hasPrefix("element(boundBy") { return (keyword, "element(boundBy") }
        let name = word.split(whereSeparator: { "(:<{".contains($0) }).first.map(String.init) ?? word
        return (keyword, name.split(separator: ".").last.map(String.init) ?? name)
    }

    @Test func everyDeclarationIsInExactlyOneList() throws {
        let keys = Set(try Self.declarations().map(\.key))
        let lists = [Set(Self.documented.keys), Set(Self.silent.keys), Set(Self.notFound.keys)]
        #expect(lists.reduce(keys) { $0.subtracting($1) }.sorted() == [])
        // Nothing listed that no stand-in declares, and nothing in two lists.
        #expect(lists.reduce(Set()) { $0.union($1) }.subtracting(keys).sorted() == [])
        #expect(lists[0].intersection(lists[1]).union(lists[0].intersection(lists[2])).union(lists[1].intersection(lists[2])).sorted() == [])
    }

    @Test func theStandInsDeclareWhatThePagesList() throws {
        for declaration in try Self.declarations() {
            if let expected = Self.documented[declaration.key] {
                #expect(declaration.availability == expected, "\(declaration)")
            } else if Self.silent[declaration.key] != nil {
                #expect(declaration.availability == [], "\(declaration): its page lists no platform")
            }
        }
    }
}
