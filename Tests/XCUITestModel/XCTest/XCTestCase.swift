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

// https://developer.apple.com/documentation/xctest/xctissue-swift.struct: the members the model
// records and the runner reads.
public struct XCTIssue {
    public typealias IssueType = XCTIssueReference.IssueType
    public var type: IssueType
    public var compactDescription: String

    // init(type:compactDescription:detailedDescription:sourceCodeContext:associatedError:attachments:),
    // with the two arguments the model fills.
    public init(type: IssueType, compactDescription: String) {
        self.type = type
        self.compactDescription = compactDescription
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
