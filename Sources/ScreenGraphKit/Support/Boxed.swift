/// A value kept on the heap behind one reference, read-only once made.
///
/// For an optional field that few values of a struct set, in a struct kept by the hundred
/// thousand: the struct then holds 8 bytes for it, not the field's size. A screen's
/// `back` and `waitFor` took 224 of a ``ScreenDefinition``'s 336 bytes, and a graph file of
/// 100,000 screens sets neither on any; an edge's guard took 64 of an ``EdgeDefinition``'s
/// 168, and most edges have none. Writing the field makes a new box, so a struct
/// that holds one keeps its value semantics: copies never see each other's writes.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
