extension RecordingDriver: AppBackend {
    /// The app under test, for graph closures.
    public var testApp: TestApp? { TestApp(backend: self) }

    package func launchArguments(of app: AppTarget) -> [String] { launchArguments[app] ?? [] }
    package func setLaunchArguments(_ arguments: [String], of app: AppTarget) { launchArguments[app] = arguments }
    package func launchEnvironment(of app: AppTarget) -> [String: String] { launchEnvironment[app] ?? [:] }
    package func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget) { launchEnvironment[app] = environment }
    package func launch(_ app: AppTarget) { states[app] = .runningForeground }
    package func activate(_ app: AppTarget) { states[app] = .runningForeground }
    package func terminate(_ app: AppTarget) { states[app] = .notRunning }
    package func state(of app: AppTarget) -> TestApp.State { states[app] ?? (app == .system ? .runningForeground : .notRunning) }
    package func resetAuthorizationStatus(for resource: ProtectedResource) { terminate(.app) }

    /// The identifier and type the path's last query asks for, or `nil` when an
    /// element on the way is missing.
    private func target(of path: ElementPath) -> (identifier: String?, type: ElementType)? {
        var identifier: String?
        var type = ElementType.any
        for step in path.steps {
            switch step {
            case .identifier(let name), .key(let name):
                guard !missingElements.contains(name) else { return nil }
                identifier = name
            case .descendants(let kind), .children(let kind):
                type = kind
                identifier = nil
            case .only, .first, .index: break
            }
        }
        return (identifier, type)
    }

    package func count(_ query: ElementPath) -> Int {
        guard let (identifier, type) = target(of: query) else { return 0 }
        return identifier == nil ? counts[type] ?? 0 : 1
    }

    package func attributes(of element: ElementPath) -> ElementAttributes? {
        guard let (identifier, type) = target(of: element) else { return nil }
        let kind = type == .any ? ElementType.other : type
        if let identifier {
            return ElementAttributes(identifier: identifier, elementType: kind, label: identifier, value: values[identifier])
        }
        let index: Int
        switch element.steps.last {
        case .index(let position): index = position
        default: index = 0
        }
        return index >= 0 && index < (counts[type] ?? 0) ? ElementAttributes(identifier: "", elementType: kind, label: "") : nil
    }

    package func isHittable(_ element: ElementPath) -> Bool { attributes(of: element) != nil }

    package func perform(_ gesture: ElementGesture, on element: ElementPath) {
        guard let attributes = attributes(of: element) else {
            failures.append("No matches found for \(element)")
            return
        }
        let kind: Gesture =
            switch gesture.swipeOfDrag ?? gesture {
            case .tap, .tapAt: .tap
            case .doubleTap: .doubleTap
            case .press(let duration): .press(duration: duration)
            case .typeText(let text): .typeText(text)
            case .swipeUp: .swipeUp
            case .swipeDown: .swipeDown
            case .swipeLeft: .swipeLeft
            // A drag was turned into its swipe above.
            case .swipeRight, .pressAndDrag: .swipeRight
            }
        let interaction = Interaction(kind, element: attributes.identifier, in: element.app)
        interactions.append(interaction)
        onPerform?(interaction)
    }

    package func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
        let attributes = attributes(of: element)
        waits.append((attributes?.identifier ?? element.description, element.app, condition == .gone ? .gone : .exists, timeout))
        switch condition {
        case .exists: return attributes != nil
        case .gone: return attributes == nil
        case .value(let value): return attributes?.value == value
        }
    }

    /// Registers nothing that runs: a recording has no interruptions.
    package func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken {
        monitorCount += 1
        return InterruptionMonitorToken(id: monitorCount)
    }

    package func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {}

    package func takeFailures() -> [String] {
        defer { failures.removeAll() }
        return failures
    }
}
