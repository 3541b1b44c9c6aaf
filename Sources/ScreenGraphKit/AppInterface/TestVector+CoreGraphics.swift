#if canImport(CoreGraphics)
import CoreGraphics

extension TestElement {
    /// XCUITest's spelling on Apple platforms, where `CGVector` exists.
    public func coordinate(withNormalizedOffset offset: CGVector) -> TestCoordinate {
        coordinate(withNormalizedOffset: TestVector(dx: Double(offset.dx), dy: Double(offset.dy)))
    }
}

extension TestApp {
    /// XCUITest's spelling on Apple platforms, where `CGVector` exists.
    public func coordinate(withNormalizedOffset offset: CGVector) -> TestCoordinate {
        coordinate(withNormalizedOffset: TestVector(dx: Double(offset.dx), dy: Double(offset.dy)))
    }
}
#endif
