// The XCUITest model's UIKit: nothing but the module, so `#if canImport(UIKit)` is true in the
// adapter, as in an iOS UI-test target. See ../README.md.
