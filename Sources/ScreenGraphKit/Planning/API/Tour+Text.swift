extension Tour {
    /// The tour as text: a summary line (routes, gestures, items, the item-count bound and,
    /// for edges and guards, the Chinese-postman bound, each with its ratio), each
    /// route's numbered steps, the uncovered items with their reasons, and, given a
    /// shard count, the shards with their steps and cost.
    package func text(shards count: Int? = nil) -> String {
        var text = "tour covering \(kind.rawValue): \(routes.count) route\(routes.count == 1 ? "" : "s"), \(gestures) gestures "
            + "for \(covered.count) items covered (lower bound \(lowerBound) gestures, ratio \(formatRatio(ratio))"
            + (postmanBound.map { "; Chinese-postman bound \($0) gestures, ratio \(formatRatio(postmanRatio ?? 1))" } ?? "")
            + "), \(uncovered.count) uncovered\n"
        for (index, route) in routes.enumerated() {
            text += "\nroute \(index + 1) (cost \(formatNumber(route.cost))):\n" + route.description + "\n"
        }
        if !uncovered.isEmpty {
            text += "\nuncovered:\n" + uncovered.map { "  \(Echo.excerpt($0.description, maximumLength: 1000)): \($0.reason ?? "")\n" }.joined()
        }
        if let count {
            text += "\nshards:\n"
            for (index, shard) in shards(count).enumerated() {
                let cost = shard.reduce(0) { $0 + routes[$1].cost }
                let steps = shard.reduce(0) { $0 + routes[$1].steps.count }
                let list = shard.isEmpty ? "none" : shard.map { String($0 + 1) }.joined(separator: ", ")
                text += "  shard \(index + 1): routes \(list) (\(steps) steps, cost \(formatNumber(cost)))\n"
            }
        }
        return text
    }

    /// The tour as JSON: `{"graph", "cover", "items", "covered", "gestures", "lowerBound",
    /// "ratio", "postmanBound", "postmanRatio", "routes": [ROUTE], "uncovered": [{"item",
    /// "reason"}], "shards": [[INDEX]]}`, route indices from 0; the postman bound and its
    /// ratio only when the tour has one (edges and guards).
    package func json(graph name: String, shards count: Int? = nil) -> String {
        typealias Value = JSONPrinter.Value
        var members: [(String, Value)] = [
            ("graph", .string(name)), ("cover", .string(kind.rawValue)), ("items", .number(String(covered.count + uncovered.count))),
            ("covered", .number(String(covered.count))), ("gestures", .number(String(gestures))),
            ("lowerBound", .number(String(lowerBound))), ("ratio", .number(formatRatio(ratio))),
        ]
        if let postmanBound, let postmanRatio {
            members += [("postmanBound", .number(String(postmanBound))), ("postmanRatio", .number(formatRatio(postmanRatio)))]
        }
        members += [
            ("routes", .array(routes.map { $0.jsonValue(graph: name) })),
            ("uncovered", .array(uncovered.map { .object([("item", .string($0.description)), ("reason", .string($0.reason ?? ""))]) })),
        ]
        if let count {
            members.append(("shards", .array(shards(count).map { .array($0.map { .number(String($0)) }) })))
        }
        return JSONPrinter.print(.object(members))
    }
}
