/// Gestures on a ``TestElement`` rather than an identifier, in MappaMundi's spelling
/// (`screenState.tap(app.buttons["Done"], to: "Home")`): any element a query reaches,
/// by index or in a scope (`app.sheets.element(boundBy: 0).buttons.element(boundBy: 0)`,
/// `table.cells["Logins"]`), matched as XCUITest matches it.
///
/// Each is a `custom` gesture named after the element (`tap app.buttons["Done"]`): the
/// planner plans with its declared `if` and cost, and the navigator, at that step, waits
/// up to ``elementTimeout`` seconds for the element to exist, as MappaMundi waits, then
/// performs the gesture. It does not travel to files, as no closure does. Like the
/// graph's closures and XCUITest's elements, these live on the main actor: build the
/// graph there (a `@MainActor` test or graph function), as XCUITest code is.
extension ScreenStateBuilder {
    /// How long a gesture on a ``TestElement`` waits for it to exist.
    package static var elementTimeout: Double { 5 }

    /// A `custom` gesture that waits for `element`, then performs `act` on it.
    @MainActor func elementGesture(
        _ name: String, _ element: TestElement, at location: SourcePosition, _ act: @escaping @MainActor (TestElement) -> Void
    ) -> Interaction {
        graph.closureGesture("\(name) \(element)", fallback: name, at: location) { _, _ in
            guard element.waitForExistence(timeout: Self.elementTimeout) else {
                throw DriverError("no element \(element) after \(formatNumber(Self.elementTimeout)) s")
            }
            act(element)
        }
    }

    /// Tapping `element` leads to `target` (MappaMundi's `tap(_:to:if:)` on an `XCUIElement`).
    @MainActor public func tap(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(elementGesture("tap", element, at: location) { $0.tap() }, to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// Double-tapping `element` leads to `target`.
    @MainActor public func doubleTap(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("doubleTap", element, at: location) { $0.doubleTap() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// A press on `element` for `duration` seconds (MappaMundi's default is 1) leads to `target`.
    @MainActor public func press(
        _ element: TestElement, forDuration duration: Double = 1, to target: some ScreenGraphName, if condition: String? = nil,
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("press", element, at: location) { $0.press(forDuration: duration) }, to: target, if: condition,
            cost: cost, file: file, line: line, column: column)
    }

    /// Typing `text` into `element` leads to `target`.
    @MainActor public func typeText(
        _ text: String, into element: TestElement, to target: some ScreenGraphName, if condition: String? = nil,
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("typeText", element, at: location) { $0.typeText(text) }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// Swiping left on `element` leads to `target`.
    @MainActor public func swipeLeft(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("swipeLeft", element, at: location) { $0.swipeLeft() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// Swiping right on `element` leads to `target`.
    @MainActor public func swipeRight(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("swipeRight", element, at: location) { $0.swipeRight() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// Swiping up on `element` leads to `target`.
    @MainActor public func swipeUp(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("swipeUp", element, at: location) { $0.swipeUp() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// Swiping down on `element` leads to `target`.
    @MainActor public func swipeDown(
        _ element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("swipeDown", element, at: location) { $0.swipeDown() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// MappaMundi's `gesture(withElement:to:) { }`: waits for `element`, then runs
    /// `perform`, which leads to `target`.
    @MainActor public func gesture(
        withElement element: TestElement, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor () -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        gesture(
            elementGesture("gesture", element, at: location) { _ in perform() }, to: target, if: condition, cost: cost,
            file: file, line: line, column: column)
    }

    // MARK: Actions

    /// Tapping `element` performs `actions`; the trailing closure is the recorder, as in
    /// MappaMundi. See ``gesture(_:forAction:transitionTo:if:effects:cost:file:line:column:recorder:)``.
    @MainActor public func tap(
        _ element: TestElement, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        declare(
            elementGesture("tap", element, at: location) { $0.tap() }, actions.map(\.screenGraphName),
            then: then?.screenGraphName, condition: condition, effects: effects, cost: cost, at: location, recorder: recorder)
    }

    /// A press on `element` performs `actions`.
    @MainActor public func press(
        _ element: TestElement, forDuration duration: Double = 1, forAction actions: any ScreenGraphName...,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        declare(
            elementGesture("press", element, at: location) { $0.press(forDuration: duration) }, actions.map(\.screenGraphName),
            then: then?.screenGraphName, condition: condition, effects: effects, cost: cost, at: location, recorder: recorder)
    }

    /// Typing `text` into `element` performs `actions`.
    @MainActor public func typeText(
        _ text: String, into element: TestElement, forAction actions: any ScreenGraphName...,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        declare(
            elementGesture("typeText", element, at: location) { $0.typeText(text) }, actions.map(\.screenGraphName),
            then: then?.screenGraphName, condition: condition, effects: effects, cost: cost, at: location, recorder: recorder)
    }

    // MARK: Waits

    /// MappaMundi's `onEnterWaitFor(_:element:if:)`: on entering the screen, when
    /// `condition` holds of the user state (or there is none), waits up to `timeout`
    /// seconds until `element` exists or, with `"exists != true"` or `"exists == false"`,
    /// is gone; a wait that runs out fails the step. It runs as an `onEnter` closure,
    /// after the screen's declared wait, so `condition` is read when the screen is entered:
    /// an expression the state cannot read fails that step, not the build. Other
    /// predicates than those on `exists` are a misuse.
    @MainActor public func onEnterWaitFor(
        _ predicate: String = "exists == true", element: TestElement, if condition: String? = nil, timeout: Double = 10,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let gone = ["exists != true", "exists == false", "exists == 0"].contains(predicate)
        precondition(gone || ["exists == true", "exists == 1", "exists"].contains(predicate), "onEnterWaitFor supports only \"exists == true\" and \"exists != true\", not \"\(predicate)\"")
        let location = SourcePosition(fileID: file, line: line, column: column)
        let guarded = condition.map { ExpressionSource($0, at: location) }
        screen.observers.append(
            StateObserver(location: location) { (_: TestApp?, user: inout UserState) throws in
                if let guarded, try !Self.holds(guarded, in: user) { return }
                let met = element.app.backend.wait(for: element.path, until: gone ? .gone : .exists, timeout: timeout)
                guard met else {
                    throw DriverError("\(element) \(gone ? "still exists" : "does not exist") after \(formatNumber(timeout)) s")
                }
            })
    }

    /// Whether `condition` holds of `user`.
    /// - Throws: ``DriverError`` when it does not type-check against the state's fields.
    private static func holds(_ condition: ExpressionSource, in user: UserState) throws(DriverError) -> Bool {
        var compiler = ExpressionCompiler(layout: user.layout, strings: user.strings)
        do {
            let predicate = try compiler.predicate(condition)
            return try user.slots.withUnsafeBufferPointer { slots throws(OverflowError) in try predicate.holds(slots) }
        } catch let error as ExpressionSyntaxError {
            throw DriverError("onEnterWaitFor's if: \(Escaping.expressionString(condition.text)): \(error.message)")
        } catch {
            throw DriverError("onEnterWaitFor's if: \(Escaping.expressionString(condition.text)): \(error)")
        }
    }
}
