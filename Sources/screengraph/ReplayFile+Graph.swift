import ScreenGraphKit

/// Refuses a route file recorded on another graph: its `"graph"` names the graph
/// `route --json` or a walk found it in, and replaying it on another one would check
/// steps that mean nothing there. A file without a `"graph"` is taken as it is.
///
/// - Throws: invalid input (exit 2) naming both graphs.
func requireRecorded(on graph: ScreenGraph, _ file: ReplayFile, path: String, _ arguments: Arguments) throws(Exit) {
    let name = displayName(graph, arguments)
    guard !file.graph.isEmpty, file.graph != name else { return }
    throw .invalidInput([
        "\(Echo.excerpt(path)): the route was recorded on graph '\(Echo.excerpt(file.graph))', not on '\(Echo.excerpt(name))' "
            + "(\(Echo.excerpt(arguments.file ?? ""))); replay it on its own graph"
    ])
}
