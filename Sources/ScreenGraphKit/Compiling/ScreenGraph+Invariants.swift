extension ScreenGraph {
    /// Checks the compiled graph's internal consistency; tests call it after building.
    /// A violation is a bug in the compiler, never a problem of the input, so it traps.
    func checkInvariants() {
        let nodeCount = nodeNames.count
        precondition(screens.count == screenCount && actions.count == nodeCount - screenCount, "node tables disagree")
        precondition(moveStart.count == screenCount + 1 && moveStart.first == 0, "move index has the wrong shape")
        precondition(zip(moveStart, moveStart.dropFirst()).allSatisfy { $0 <= $1 }, "move index is not sorted")
        precondition(Int(moveStart.last ?? 0) == moves.count, "move index does not cover the moves")
        for (name, id) in nodeIDs { precondition(nodeNames[Int(id)] == name, "'\(name)' is interned wrongly") }
        precondition(nodeIDs.count == nodeCount, "a node name is missing from the index")
        for move in moves {
            precondition(move.target >= 0 && Int(move.target) < nodeCount, "a move leads outside the graph")
            precondition(move.guardIndex < guards.count, "a move's guard is missing")
            precondition(move.kind == .edge || Int(move.target) >= screenCount, "an action move leads to a screen")
        }
        for action in actions { precondition(action.then < nodeCount, "an action's then is outside the graph") }
        precondition(Int(start) < screenCount, "the start is not a screen")
        precondition(initialSlots.count == layout.slotCount, "the initial state has the wrong size")
        precondition(declarations.definition.screens.count == screenCount, "screens do not compile one to one")
        precondition(
            zip(screens, declarations.definition.screens).allSatisfy { ($0.waitCondition == nil) == ($1.waitFor?.condition == nil) },
            "a waitFor's condition is not compiled one to one")
        if let table = declarations.table {
            precondition(table.screenCount == screenCount, "the edge table's screens are not the graph's")
            precondition(
                declarations.definition.screens.allSatisfy(\.edges.isEmpty), "edges are both in the definition and the table")
        }
    }
}
