// Apple's XCTest only: swift-corelibs-xctest (Linux) has no XCTIssue. On Linux this file
// is type-checked against the declarations in Tests/AppleStandIns, with
// -D SCREENGRAPH_APPLE_STAND_INS (Tests/ScreenGraphKitTests/Testing/AppleStandInTests.swift).
#if canImport(XCTest) && (canImport(Darwin) || SCREENGRAPH_APPLE_STAND_INS)
import ScreenGraphKit
import XCTest

extension XCTIssue {
    /// This issue at the navigator call, when it is XCTest's record of a
    /// ``ScreenGraphKit/NavigationError`` thrown out of a test; otherwise the issue
    /// unchanged.
    ///
    /// The moved issue's location is the call's `#filePath` and line; its call stack
    /// starts with a frame at the call and one at the graph's declaration, then the
    /// frames XCTest recorded. Its compact description is the error's
    /// ``ScreenGraphKit/NavigationError/message`` (what failed and where the graph
    /// declares it), its detailed description adds the call.
    ///
    /// ``NavigationTestCase`` calls it; a suite with a base class of its own calls it
    /// from its override:
    ///
    /// ```swift
    /// class BaseTestCase: XCTestCase {
    ///     override func record(_ issue: XCTIssue) {
    ///         super.record(issue.relocatedToNavigationCall())
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: The issue to pass to `super.record(_:)`.
    public func relocatedToNavigationCall() -> XCTIssue {
        // Only an error thrown out of the test: a failed assertion about an error
        // (`XCTAssertNoThrow`) stays on the assertion's line.
        guard type == .thrownError, let error = associatedError as? NavigationError,
            compactDescription != error.message  // already moved, by an override higher up
        else { return self }
        // "convenience init(filePath: StaticString = #filePath, lineNumber: UInt = #line)":
        // the Swift initializer takes the call site as the navigator received it.
        let call = XCTSourceCodeLocation(filePath: error.filePath, lineNumber: error.line)
        var frames = [Self.frame(named: "navigator call", in: "\(error.fileID)", at: call)]
        if let declaration = error.declaration {
            // "convenience init(filePath: String, lineNumber: Int)". A graph built in Swift
            // declares at a #fileID, which Xcode lists but cannot open.
            let declared = XCTSourceCodeLocation(filePath: declaration.file, lineNumber: declaration.line)
            frames.append(Self.frame(named: "graph declaration", in: declaration.file, at: declared))
        }
        var issue = self
        // "init(callStack: [XCTSourceCodeFrame], location: XCTSourceCodeLocation?)"
        issue.sourceCodeContext = XCTSourceCodeContext(
            callStack: frames + sourceCodeContext.callStack, location: call)
        // "A concise description of the issue with no transient data"
        issue.compactDescription = error.message
        issue.detailedDescription = error.description
        return issue
    }

    /// A call-stack frame that is only a named place in source: no address to symbolicate.
    private static func frame(named name: String, in file: String, at location: XCTSourceCodeLocation)
        -> XCTSourceCodeFrame
    {
        // "init(imageName: String, symbolName: String, location: XCTSourceCodeLocation?)"
        let symbol = XCTSourceCodeSymbolInfo(
            imageName: String(file.prefix { $0 != "/" }), symbolName: name, location: location)
        // "init(address: UInt64, symbolInfo: XCTSourceCodeSymbolInfo?)"
        return XCTSourceCodeFrame(address: 0, symbolInfo: symbol)
    }
}
#endif
