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
