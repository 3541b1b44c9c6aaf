extension Navigator where State: UserStateModel {
    /// Creates a navigator that drives `app` through a ``TestAppDriver``, as Migrating.md's
    /// `Navigator<T>(graph: map, driver: app)` reads.
    ///
    /// ```swift
    /// let navigator = try Navigator<DemoState>(graph: graph, driver: simulatedApp.app)
    /// ```
    ///
    /// - Throws: ``NavigationError`` as the initializer taking a driver does.
    public convenience init(
        graph: ScreenGraph, driver app: TestApp, startingAt screen: (any ScreenGraphName)? = nil,
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        try self.init(
            graph: graph, driver: TestAppDriver(app: app) as any Driver, startingAt: screen, filePath: filePath,
            fileID: fileID, line: line, column: column)
    }
}
