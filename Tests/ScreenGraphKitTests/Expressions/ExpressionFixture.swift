import Testing

@testable import ScreenGraphKit

/// The state every expression suite of this folder compiles against, and a compiler
/// and slots for it.
enum ExpressionFixture {
    static let fields: [StateField] = [
        StateField("isPrivate", .bool, initial: true),
        StateField("numTabs", .int, initial: 2),
        StateField("name", .string, initial: "sam"),
        StateField("passcode", .optionalString),
        StateField("limit", .optionalInt, initial: 5),
        StateField("tablet", .optionalBool),
        StateField("big", .int, initial: .int(Int64.max)),
    ]

    static func compiler() -> ExpressionCompiler {
        ExpressionCompiler(layout: StateLayout(fields), strings: StringTable())
    }

    /// The slots of the initial state, with its strings interned in `compiler`'s table.
    static func state(_ compiler: inout ExpressionCompiler) -> [Int64] {
        var slots = [Int64](repeating: 0, count: compiler.layout.slotCount)
        for entry in compiler.layout.entries {
            compiler.layout.store(entry.field.initial, in: entry, slots: &slots, strings: &compiler.strings)
        }
        return slots
    }
}
