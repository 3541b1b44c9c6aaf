/// A name of a screen, action or navigator action: a `String`, or a case of your own
/// string enum.
///
/// ```swift
/// enum Screen: String, ScreenGraphName { case itemList, itemDetail }
/// map.addScreenState(Screen.itemList) { screen in
///     screen.tap("items.cell.0", to: Screen.itemDetail, if: "numItems > 0")
/// }
/// ```
public protocol ScreenGraphName {
    /// The name as the graph stores it.
    var screenGraphName: String { get }
}

extension String: ScreenGraphName {
    public var screenGraphName: String { self }
}

extension RawRepresentable where RawValue == String {
    /// The raw value, for string enums that declare `ScreenGraphName` conformance.
    public var screenGraphName: String { rawValue }
}

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
