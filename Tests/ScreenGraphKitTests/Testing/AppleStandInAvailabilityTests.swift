import Foundation
import Testing

/// The availability the stand-ins declare is the availability Apple's documentation pages list
/// (the platforms and versions in each page's header), for the declarations whose availability
/// the adapter depends on: where a platform is missing from a page, the declaration is
/// `@available(<platform>, unavailable)`; where a page gives versions, they are introduced there.
/// The attributes are only enforced when compiling for that platform, which Linux never does:
/// this test is what keeps them honest.
@Suite struct AppleStandInAvailabilityTests {
    struct Documented: CustomStringConvertible {
        /// The type the declaration is in, and the start of its declaration line.
        var type: String
        var declaration: String
        /// The `@available` lines above it, as the page's availability reads.
        var availability: [String]

        var description: String { "\(type).\(declaration)" }
    }

    static let documented: [Documented] = [
        // xcuielement/tap(): iOS, iPadOS, Mac Catalyst, macOS, visionOS, watchOS.
        Documented(type: "XCUIElement", declaration: "@_Concurrency.MainActor public func tap()", availability: ["@available(tvOS, unavailable)"]),
        // xcuicoordinate/tap(): the same platforms.
        Documented(type: "XCUICoordinate", declaration: "@_Concurrency.MainActor public func tap()", availability: ["@available(tvOS, unavailable)"]),
        // xcuielement/wait(for:toequal:timeout:) and xcuielementsnapshotproviding/snapshot(): every
        // platform, no version (Xcode 16.3 and later).
        Documented(type: "XCUIElement", declaration: "@_Concurrency.MainActor @preconcurrency public func wait<V>", availability: []),
        Documented(type: "XCUIElement", declaration: "@_Concurrency.MainActor public func snapshot()", availability: []),
        // xcuiapplication/resetauthorizationstatus(for:): iOS 13.4+, Mac Catalyst 13.4+, macOS
        // 10.15.4+, tvOS 13.4+, visionOS 1.0+, watchOS 6.2+.
        Documented(
            type: "XCUIApplication", declaration: "@_Concurrency.MainActor public func resetAuthorizationStatus",
            availability: ["@available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)"]),
        // xcuiprotectedresource/health: iOS 14.0+, tvOS 14.0+, watchOS 7.0+; no macOS.
        Documented(
            type: "XCUIProtectedResource", declaration: "case health",
            availability: ["@available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, watchOS 7.0, *)", "@available(macOS, unavailable)"]),
        // xcuiprotectedresource/focus: iOS 15.0+, macOS 12.0+, watchOS 8.0+; no tvOS, no visionOS.
        Documented(
            type: "XCUIProtectedResource", declaration: "case focus",
            availability: [
                "@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, watchOS 8.0, *)", "@available(tvOS, unavailable)",
                "@available(visionOS, unavailable)",
            ]),
        // xcuiprotectedresource/localnetwork: iOS 15.4+ and Mac Catalyst 15.4+ only.
        Documented(
            type: "XCUIProtectedResource", declaration: "case localNetwork",
            availability: [
                "@available(iOS 15.4, macCatalyst 15.4, *)", "@available(macOS, unavailable)", "@available(tvOS, unavailable)",
                "@available(watchOS, unavailable)", "@available(visionOS, unavailable)",
            ]),
    ]

    @Test(arguments: documented)
    func theStandInDeclaresWhatThePageLists(_ documented: Documented) throws {
        let text = try String(contentsOf: SwiftCompiler.appleStandIns.appendingPathComponent("XCTest.swiftinterface"), encoding: .utf8)
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = raw.map { $0.trimmingCharacters(in: .whitespaces) }
        // The type's body: from its declaration to the brace that closes it, at the file's top level.
        let start = try #require(lines.firstIndex { $0.contains(" class \(documented.type) ") || $0.contains(" enum \(documented.type) ") })
        let end = raw[(start + 1)...].firstIndex { $0.hasPrefix("}") } ?? lines.endIndex
        let found = try #require(lines[start..<end].firstIndex { $0.hasPrefix(documented.declaration) }, "\(documented) is not declared")
        var attributes: [String] = []
        var above = found - 1
        while lines[above].hasPrefix("@available") {
            attributes.insert(lines[above], at: 0)
            above -= 1
        }
        #expect(attributes == documented.availability)
    }
}
