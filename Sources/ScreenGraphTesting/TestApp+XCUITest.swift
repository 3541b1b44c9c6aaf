// Apple platforms only, like XCUITestBackend.swift; type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS)
import ScreenGraphKit
import XCTest

extension TestApp {
    /// The app under test on a device, driven through XCUITest by an ``XCUITestBackend`` whose
    /// interruption monitors are registered on `testCase`.
    ///
    /// Make it in `setUp`; a navigator drives it through a `TestAppDriver`:
    ///
    /// ```swift
    /// final class ItemUITests: XCTestCase {
    ///     var app: TestApp!
    ///
    ///     override func setUp() {
    ///         app = TestApp.xcuiTest(testCase: self)
    ///         app.launchArguments = ["-numItems", "2"]
    ///         app.launch()
    ///     }
    ///
    ///     func testDetail() throws {
    ///         let navigator = Navigator(graph: graph, driver: TestAppDriver(app: app))
    ///         try navigator.goto("ItemDetail")
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - testCase: The running test case.
    ///   - app: The app under test; `nil` for `XCUIApplication()`, the UI-test target's
    ///     Target Application.
    /// - Returns: The app under test; its ``system`` and ``settings`` are SpringBoard and the
    ///   Settings app.
    public static func xcuiTest(testCase: XCTestCase, app: XCUIApplication? = nil) -> TestApp {
        TestApp(.app, backend: XCUITestBackend(testCase: testCase, app: app))
    }
}
#endif
