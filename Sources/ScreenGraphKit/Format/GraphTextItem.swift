/// One declaration line of a `.screengraph` file, named by where it sits in the
/// definition, so that comments can stay with the line they were written beside.
enum GraphTextItem: Hashable {
    case name
    case start
    case state(Int)
    case screen(Int)
    case waitFor(Int)
    case back(Int)
    case onEnter(Int, Int)
    case onExit(Int, Int)
    case edge(Int, Int)
    case screenAction(Int, Int)
    case screenActionEffect(Int, Int, Int)
    case action(Int)
    case actionEffect(Int, Int)
    case navigatorAction(Int)
    case navigatorStep(Int, Int)
}

/// The comments written around declarations: whole-line comments before a line, and
/// one at the end of it. In a list of whole-line comments an empty string stands for
/// the blank line that followed a comment.
struct GraphTextComments {
    var before: [GraphTextItem: [String]] = [:]
    var trailing: [GraphTextItem: String] = [:]
    /// Comments after the last declaration.
    var end: [String] = []
}
