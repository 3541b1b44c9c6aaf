extension ScreenGraph {
    /// Checks and compiles `definition`, then looks for what is legal but probably
    /// wrong (see ``warnings``).
    ///
    /// - Throws: ``GraphError`` with every error found, each at its declaration.
    /// - Complexity: O(V + E) plus the size of the expressions, and the checker's work
    ///   (see ``check(_:)``).
    public init(_ definition: GraphDefinition) throws(GraphError) {
        try self.init(GraphDeclarations(definition))
    }

    /// Checks and compiles `declarations`, as ``init(_:)-(GraphDefinition)`` does a definition.
    init(_ declarations: GraphDeclarations) throws(GraphError) {
        switch GraphCompiler.compile(declarations) {
        case .success(let graph):
            self = graph
            warnings = GraphChecker(graph).warnings().inSourceOrder().withLinesCut()
        case .failure(let error):
            throw error
        }
    }

    /// Every diagnostic for `definition`: its errors, or, when it builds, its warnings.
    ///
    /// - Complexity: O(V + E) plus, per guard, the evaluations needed to search its
    ///   fields' interesting values (bounded by 4,096).
    package static func check(_ definition: GraphDefinition) -> [Diagnostic] {
        do {
            return try ScreenGraph(definition).warnings
        } catch {
            return error.diagnostics
        }
    }
}
