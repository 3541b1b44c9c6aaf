extension StateField {
    /// A `bool` field.
    public static func bool(
        _ name: String, _ initial: Bool = false, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> StateField {
        StateField(name, .bool, initial: .bool(initial), location: SourcePosition(fileID: file, line: line, column: column))
    }

    /// An `int` field.
    public static func int(
        _ name: String, _ initial: Int64 = 0, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> StateField {
        StateField(name, .int, initial: .int(initial), location: SourcePosition(fileID: file, line: line, column: column))
    }

    /// A `string` field.
    public static func string(
        _ name: String, _ initial: String = "", file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> StateField {
        StateField(name, .string, initial: .string(initial), location: SourcePosition(fileID: file, line: line, column: column))
    }

    /// An optional field of `base` type, `nil` unless `initial` says otherwise.
    public static func optional(
        _ name: String, _ base: StateType.Base, _ initial: StateValue = nil, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) -> StateField {
        StateField(
            name, StateType(base, optional: true), initial: initial,
            location: SourcePosition(fileID: file, line: line, column: column))
    }
}
