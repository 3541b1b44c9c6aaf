import Foundation
@testable import ScreenGraphKit

// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase {
    /// The issues recorded on this test, oldest first: not Apple API, the runner reads them.
    public private(set) var recordedIssues: [XCTIssue] = []

    public init() {}

    // https://developer.apple.com/documentation/xctest/xctestcase/record(_:)
    // "Records an issue during test execution."
    // XCTestObservation's testCase(_:didRecord:): observers are told "for each test failure".
    open func record(_ issue: XCTIssue) {
        recordedIssues.append(issue)
        for observer in XCTestObservationCenter.shared.observers { observer.testCase(self, didRecord: issue) }
    }

    // https://developer.apple.com/documentation/xctest/xctest/setupwitherror()
    open func setUpWithError() throws {}
}

// https://developer.apple.com/documentation/xctest/xctissue-swift.struct: the members
// ScreenGraphTesting reads and writes (NavigationTestCase relocates a navigation error's issue).
public struct XCTIssue {
    public typealias IssueType = XCTIssueReference.IssueType
    public var type: IssueType
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error)?

    // init(type:compactDescription:detailedDescription:sourceCodeContext:associatedError:attachments:),
    // without attachments, which the model keeps none of.
    public init(
        type: IssueType, compactDescription: String, detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(callStack: [], location: nil),
        associatedError: (any Error)? = nil
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
    }
}

// https://developer.apple.com/documentation/xctest/xctsourcecodecontext
open class XCTSourceCodeContext {
    open private(set) var callStack: [XCTSourceCodeFrame]
    public let location: XCTSourceCodeLocation?

    public init(callStack: [XCTSourceCodeFrame], location: XCTSourceCodeLocation?) {
        self.callStack = callStack
        self.location = location
    }
}

// https://developer.apple.com/documentation/xctest/xctsourcecodelocation
open class XCTSourceCodeLocation {
    public let fileURL: URL
    public let lineNumber: Int

    // init(filePath:lineNumber:)-3hzmr
    public convenience init(filePath: String, lineNumber: Int) {
        self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }

    // init(fileURL:lineNumber:)
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
    }
}

extension XCTSourceCodeLocation {
    // init(filePath:lineNumber:)-8qw52, XCTest's Swift overlay
    public convenience init(filePath: StaticString = #filePath, lineNumber: UInt = #line) {
        self.init(filePath: "\(filePath)", lineNumber: Int(lineNumber))
    }
}

// https://developer.apple.com/documentation/xctest/xctsourcecodeframe
open class XCTSourceCodeFrame {
    public let address: UInt64
    public let symbolInfo: XCTSourceCodeSymbolInfo?

    public init(address: UInt64, symbolInfo: XCTSourceCodeSymbolInfo?) {
        self.address = address
        self.symbolInfo = symbolInfo
    }
}

// https://developer.apple.com/documentation/xctest/xctsourcecodesymbolinfo
open class XCTSourceCodeSymbolInfo {
    public let imageName: String
    public let symbolName: String
    public let location: XCTSourceCodeLocation?

    public init(imageName: String, symbolName: String, location: XCTSourceCodeLocation?) {
        self.imageName = imageName
        self.symbolName = symbolName
        self.location = location
    }
}

// https://developer.apple.com/documentation/xctest/xctissuereference/issuetype
open class XCTIssueReference {
    public enum IssueType: Int {
        case assertionFailure
        case thrownError
        case uncaughtException
        case performanceRegression
        case system
        case unmatchedExpectedFailure
    }
}

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
// "Asserts that two values are equal": a failure on the running test when they are not, or when
// either expression throws.
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let (first, second) = (try expression1(), try expression2())
        guard first != second else { return }
        XCTFail("XCTAssertEqual failed: (\"\(first)\") is not equal to (\"\(second)\") - \(message())", file: file, line: line)
    } catch {
        XCTFail("XCTAssertEqual threw error \"\(error)\" - \(message())", file: file, line: line)
    }
}

// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
// "Generates a failure immediately and unconditionally." Recorded on the running test.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    MainActor.assumeIsolated { XCUITestModel.fail(message) }
}

/// What `addUIInterruptionMonitor` returns: an opaque token, as Apple's is.
final class InterruptionMonitorRegistration: NSObject {
    let token: InterruptionMonitorToken
    init(_ token: InterruptionMonitorToken) { self.token = token }
}

extension XCTestCase {
    // https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:)
    // "The system invokes UI interruption monitors only when an interruption blocks the test
    // from interacting with the app's UI" ... "most recently added first" ... "until one returns
    // true". The simulated app runs monitors exactly so (SimulatedApp+Interruptions.swift, with
    // the implicit handler when none handles); the model registers each on it, handing the
    // handler the interrupting element as an XCUIElement.
    public func addUIInterruptionMonitor(
        withDescription handlerDescription: String, handler: @escaping (XCUIElement) -> Bool
    ) -> any NSObjectProtocol {
        // The runner is one thread, the main one: what XCTest calls on the main thread stays there.
        nonisolated(unsafe) let handler = handler
        let token = MainActor.assumeIsolated {
            XCUITestModel.device.addUIInterruptionMonitor(withDescription: handlerDescription) { element in
                MainActor.assumeIsolated { handler(XCUIElement(interrupting: element.path)) }
            }
        }
        return InterruptionMonitorRegistration(token)
    }

    // https://developer.apple.com/documentation/xctest/xctestcase/removeuiinterruptionmonitor(_:)
    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
        guard let token = (monitor as? InterruptionMonitorRegistration)?.token else { return }
        MainActor.assumeIsolated { XCUITestModel.device.removeUIInterruptionMonitor(token) }
    }
}

// https://developer.apple.com/documentation/xctest/xctestexpectation
open class XCTestExpectation {
    /// Whether the expectation holds now; evaluated by ``XCTWaiter``.
    func isFulfilled() -> Bool { false }
}

// https://developer.apple.com/documentation/xctest/xctnspredicateexpectation/init(predicate:object:)
// "An expectation that is fulfilled when an NSPredicate is satisfied" (the class page).
open class XCTNSPredicateExpectation: XCTestExpectation {
    let predicate: NSPredicate
    let object: Any?

    public init(predicate: NSPredicate, object: Any?) {
        self.predicate = predicate
        self.object = object
    }

    override func isFulfilled() -> Bool { predicate.evaluate(with: object) }
}

// https://developer.apple.com/documentation/xctest/xctwaiter/wait(for:timeout:)-swift.type.method
// "Waits on a group of expectations for up to the specified timeout": `.completed` when all
// are fulfilled, `.timedOut` otherwise. A predicate expectation is first evaluated one
// ``XCUITestModel/predicatePollInterval`` after the wait starts, then every interval: "one log
// statement per second" from a predicate block, and "Waiting for 0.9 seconds or less always
// results in a timeout" (https://christiantietze.de/posts/2021/01/xctestexpectation-predicate-interval/,
// https://mokacoding.com/blog/xctnspredicateexpectation-slow/); Apple's pages are silent.
open class XCTWaiter {
    open class func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) -> Result {
        nonisolated(unsafe) let expectations = expectations
        return MainActor.assumeIsolated {
            let device = XCUITestModel.device
            let deadline = device.now + seconds
            while device.now + XCUITestModel.predicatePollInterval <= deadline {
                device.advance(to: device.now + XCUITestModel.predicatePollInterval)
                if expectations.allSatisfy({ $0.isFulfilled() }) { return .completed }
            }
            device.advance(to: deadline)
            return .timedOut
        }
    }

    public enum Result: Int, Sendable {
        case completed
        case timedOut
        case incorrectOrder
        case invertedFulfillment
        case interrupted
    }
}

// https://developer.apple.com/documentation/xctest/xctestobservation
// "A protocol that defines methods the test runner calls in response to significant events during
// test runs"; the one method the adapter implements.
public protocol XCTestObservation: NSObjectProtocol {
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
}

// https://developer.apple.com/documentation/xctest/xctestobservationcenter
open class XCTestObservationCenter {
    nonisolated(unsafe) private static let center = XCTestObservationCenter()
    var observers: [any XCTestObservation] = []

    open class var shared: XCTestObservationCenter { center }

    open func addTestObserver(_ testObserver: any XCTestObservation) {
        observers.append(testObserver)
    }

    open func removeTestObserver(_ testObserver: any XCTestObservation) {
        observers.removeAll { $0 === testObserver }
    }
}
