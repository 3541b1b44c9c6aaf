extension WebDriverBackend {
    /// The app this backend drives, in `XCUIApplication`'s shape: query it, launch it,
    /// or hand it to a ``TestAppDriver`` for a navigator.
    public var app: TestApp { TestApp(backend: self) }
}
