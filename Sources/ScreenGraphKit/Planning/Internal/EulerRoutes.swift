/// Routes from an Euler circuit: the one walk that takes every arc of a balanced,
/// connected multigraph once, from the start, cut into routes where it restarts.
/// Shared by the relaxed plan (``ChinesePostman``) and the plan over the explored
/// states (`TourBuilder+StatePlan.swift`).
enum EulerRoutes {
    /// Hierholzer's circuit from `start` over `out`, each node's arcs taken from the
    /// back of its list, cut into routes at the arcs `isRestart` accepts (which are
    /// left out); empty routes are dropped.
    ///
    /// - Parameters:
    ///   - out: each node's arcs, as codes `target` and `isRestart` read.
    ///   - target: the node an arc leads to.
    /// - Complexity: O(V + A) for A arcs.
    static func cut(
        from start: Int32, out: [[Int32]], target: (Int32) -> Int32, isRestart: (Int32) -> Bool
    ) -> [[Int32]] {
        var out = out
        var stack: [(node: Int32, arc: Int32?)] = [(start, nil)]
        var circuit: [Int32] = []
        while let top = stack.last {
            if let arc = out[Int(top.node)].popLast() {
                stack.append((target(arc), arc))
            } else {
                stack.removeLast()
                if let arc = top.arc { circuit.append(arc) }
            }
        }
        var routes: [[Int32]] = []
        var route: [Int32] = []
        for arc in circuit.reversed() {
            if isRestart(arc) {
                if !route.isEmpty { routes.append(route) }
                route = []
            } else {
                route.append(arc)
            }
        }
        if !route.isEmpty { routes.append(route) }
        return routes
    }
}
