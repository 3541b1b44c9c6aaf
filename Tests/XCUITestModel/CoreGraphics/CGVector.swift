// The XCUITest model's CoreGraphics: the one type the adapter calls, with a body. See ../README.md.

// https://developer.apple.com/documentation/corefoundation/cgvector ("struct CGVector"):
// "init(dx: Double, dy: Double)", and its two components. Apple's are CGFloat, which is Double
// on every 64-bit platform.
public struct CGVector: Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}
