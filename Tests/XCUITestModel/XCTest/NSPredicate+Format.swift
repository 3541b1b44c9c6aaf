import Foundation

// https://developer.apple.com/documentation/foundation/nspredicate/init(format:argumentarray:)
// "init(format predicateFormat: String, argumentArray arguments: [Any]?)"
//
// swift-corelibs-foundation declares it unavailable (no predicate strings on Linux). The model
// reads the one form the adapter writes, comparisons of an attribute with an argument joined by
// OR (`identifier == %@ OR label == %@`), evaluated against an element's attributes as
// XCUITest's pages say: "The predicate evaluates against objects that conform to the
// XCUIElementAttributes protocol" (XCUIElementQuery.matching(_:)). Any other form is a defect of
// the caller here and stops the run with its text.
extension NSPredicate {
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let clauses = predicateFormat.components(separatedBy: " OR ")
        let arguments = arguments ?? []
        var comparisons: [(key: String, value: String)] = []
        for (index, clause) in clauses.enumerated() {
            let parts = clause.split(separator: " ")
            guard parts.count == 3, parts[1] == "==", parts[2] == "%@", index < arguments.count,
                let value = arguments[index] as? String
            else { preconditionFailure("the XCUITest model reads only `key == %@ OR ...` with strings, not '\(predicateFormat)'") }
            comparisons.append((String(parts[0]), value))
        }
        let text = zip(comparisons, clauses).map { "\($0.0.key) == \"\($0.0.value)\"" }.joined(separator: " OR ")
        self.init { object, _ in
            guard let element = object as? any ModelAttributeReading else { return false }
            return comparisons.contains { element.modelAttribute($0.key) == $0.value }
        }
        PredicateFormats.remember(text, for: self)
    }

    /// The format with its arguments, as XCTest prints a query's predicate.
    var modelFormat: String { PredicateFormats.format(of: self) }
}

/// The text of each predicate the model made: a block predicate has none of its own.
enum PredicateFormats {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var formats: [ObjectIdentifier: String] = [:]

    static func remember(_ format: String, for predicate: NSPredicate) {
        lock.withLock { formats[ObjectIdentifier(predicate)] = format }
    }

    static func format(of predicate: NSPredicate) -> String {
        lock.withLock { formats[ObjectIdentifier(predicate)] } ?? "\(predicate)"
    }
}

/// What a format predicate's key reads: an `XCUIElementAttributes` property, by its name.
protocol ModelAttributeReading {
    func modelAttribute(_ key: String) -> String?
}
