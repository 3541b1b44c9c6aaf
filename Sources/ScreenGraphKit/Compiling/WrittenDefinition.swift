import Foundation

/// A ``GraphDefinition`` made once, when first asked for, and shared by every copy of
/// the ``ScreenGraph`` that holds it.
final class WrittenDefinition: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var made: GraphDefinition?

    /// The definition, made by `make` on the first call.
    func value(_ make: () -> GraphDefinition) -> GraphDefinition {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let definition = make()
        made = definition
        return definition
    }
}
