import Foundation
import Testing

/// The availability the stand-ins declare is the availability Apple's documentation pages list
/// (the platforms and versions in each page's header, as the `search` tool's copies of the pages
/// give them): where a platform is missing from a page, the declaration is
/// `@available(<platform>, unavailable)`; where a page gives versions past the first release of
/// each platform the package builds for, they are introduced there; a page that lists every
/// platform without versions (XCUIAutomation's pages, Xcode 16.3) needs no attribute. The
/// attributes are only enforced when compiling for that platform, which Linux never does: this
/// test is what keeps them honest.
///
/// Every declaration of the three stand-ins is either in ``documented`` (its page was read) or in
/// ``unread`` (it was not, and its attributes are unchecked); a new declaration in neither fails.
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

    /// The `@available` lines each read page's header asks for, by declaration key.
    static let documented: [String: [String]] = [
        // Every platform, no version: xcuielement, .../exists, .../waitforexistence(timeout:),
        // .../waitfornonexistence(timeout:), .../wait(for:toequal:timeout:), xcuielementsnapshotproviding/snapshot(),
        // .../typetext(_:); xcuielementquery, .../count, .../element, .../matching(_:),
        // xcuielementtypequeryprovider/firstmatch; xcuiapplication, .../init(bundleidentifier:), .../launch(),
        // .../activate(), .../state-swift.property.
        "XCUIElement": [], "XCUIElement.exists": [], "XCUIElement.waitForExistence": [], "XCUIElement.waitForNonExistence": [],
        "XCUIElement.wait": [], "XCUIElement.snapshot": [], "XCUIElement.typeText": [],
        "XCUIElementQuery": [], "XCUIElementQuery.count": [], "XCUIElementQuery.element": [], "XCUIElementQuery.matching": [],
        "XCUIElementQuery.firstMatch": [],
        "XCUIApplication": [], "XCUIApplication.init": [], "XCUIApplication.launch": [], "XCUIApplication.activate": [],
        "XCUIApplication.state": [],
        // iOS, iPadOS, Mac Catalyst, macOS, visionOS, watchOS, no tvOS: xcuielement/tap(), .../doubletap(),
        // .../press(forduration:), .../swipedown(), .../swiperight(), .../coordinate(withnormalizedoffset:);
        // xcuicoordinate, .../tap(), .../press(forduration:thendragto:).
        "XCUIElement.tap": ["@available(tvOS, unavailable)"], "XCUIElement.doubleTap": ["@available(tvOS, unavailable)"],
        "XCUIElement.press": ["@available(tvOS, unavailable)"], "XCUIElement.swipeDown": ["@available(tvOS, unavailable)"],
        "XCUIElement.swipeRight": ["@available(tvOS, unavailable)"], "XCUIElement.coordinate": ["@available(tvOS, unavailable)"],
        "XCUICoordinate": ["@available(tvOS, unavailable)"], "XCUICoordinate.tap": ["@available(tvOS, unavailable)"],
        "XCUICoordinate.press": ["@available(tvOS, unavailable)"],
        // xcuiapplication/resetauthorizationstatus(for:): iOS 13.4+, Mac Catalyst 13.4+, macOS 10.15.4+, tvOS 13.4+,
        // visionOS 1.0+, watchOS 6.2+.
        "XCUIApplication.resetAuthorizationStatus": ["@available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)"],
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
        // uikit/uidevice/userinterfaceidiom: iOS 3.2+, iPadOS 3.2+, Mac Catalyst 13.1+, tvOS, visionOS 1.0+; no
        // macOS, no watchOS.
        "UIDevice.userInterfaceIdiom": ["@available(macOS, unavailable)", "@available(watchOS, unavailable)"],
    ]

    /// The declarations whose pages were not read: their attributes are not checked.
    static let unread: Set<String> = [
        // XCTest (test cases, issues, observation, assertions) and Foundation.
        "XCTestCase", "XCTestCase.record", "XCTestCase.setUpWithError", "XCTestCase.addUIInterruptionMonitor",
        "XCTestCase.removeUIInterruptionMonitor", "XCTIssueReference", "XCTIssueReference.IssueType", "XCTIssue", "XCTIssue.IssueType",
        "XCTIssue.type", "XCTIssue.compactDescription", "XCTIssue.detailedDescription", "XCTIssue.sourceCodeContext",
        "XCTIssue.associatedError", "XCTSourceCodeContext", "XCTSourceCodeContext.init", "XCTSourceCodeContext.callStack",
        "XCTSourceCodeLocation", "XCTSourceCodeLocation.init", "XCTSourceCodeFrame", "XCTSourceCodeFrame.init",
        "XCTSourceCodeSymbolInfo", "XCTSourceCodeSymbolInfo.init", "XCTestObservation", "XCTestObservation.testCase",
        "XCTestObservationCenter", "XCTestObservationCenter.shared", "XCTestObservationCenter.addTestObserver",
        "XCTestObservationCenter.removeTestObserver", ".XCTFail", ".XCTAssertEqual", "NSPredicate.init",
        // XCUIAutomation.
        "XCUIElement.ElementType", "XCUIElement.isHittable", "XCUIElement.descendants", "XCUIElement.children", "XCUIElement.swipeUp",
        "XCUIElement.swipeLeft", "XCUIElement.identifier", "XCUIElement.frame", "XCUIElement.elementType", "XCUIElement.value",
        "XCUIElement.label", "XCUIElement.isEnabled", "XCUIElementQuery.descendants", "XCUIElementQuery.children",
        "XCUIElementQuery.element(boundBy", "XCUIElementSnapshot", "XCUIElementSnapshot.identifier", "XCUIElementSnapshot.elementType",
        "XCUIElementSnapshot.value", "XCUIElementSnapshot.label", "XCUIElementSnapshot.isEnabled", "XCUIElementSnapshot.frame",
        "XCUIApplication.launchArguments", "XCUIApplication.launchEnvironment", "XCUIApplication.terminate", "XCUIApplication.State",
        "XCUIProtectedResource", "XCUIProtectedResource.contacts", "XCUIProtectedResource.calendar", "XCUIProtectedResource.reminders",
        "XCUIProtectedResource.photos", "XCUIProtectedResource.microphone", "XCUIProtectedResource.camera",
        "XCUIProtectedResource.mediaLibrary", "XCUIProtectedResource.homeKit", "XCUIProtectedResource.bluetooth",
        "XCUIProtectedResource.keyboardNetwork", "XCUIProtectedResource.location", "XCUIProtectedResource.userTracking",
        // UIKit and CoreGraphics.
        "UIDevice", "UIDevice.current", "UIUserInterfaceIdiom", "CGVector", "CGVector.init",
    ]

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

    @Test func everyDeclarationIsDocumentedOrListedUnread() throws {
        let keys = Set(try Self.declarations().map(\.key))
        #expect(keys.subtracting(Self.documented.keys).subtracting(Self.unread).sorted() == [])
        // Nothing listed that no stand-in declares, and nothing both read and unread.
        #expect(Set(Self.documented.keys).union(Self.unread).subtracting(keys).sorted() == [])
        #expect(Set(Self.documented.keys).intersection(Self.unread).sorted() == [])
    }

    @Test func theStandInsDeclareWhatThePagesList() throws {
        for declaration in try Self.declarations() {
            guard let expected = Self.documented[declaration.key] else { continue }
            #expect(declaration.availability == expected, "\(declaration)")
        }
    }
}
