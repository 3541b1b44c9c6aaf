/// Gestures: clicks, keys and the W3C Actions API, with interruption monitors.
extension WebDriverBackend {
    package func perform(_ gesture: ElementGesture, on path: ElementPath) {
        if path.app == .system { return performOnDialog(gesture, path) }
        let known = lastFound?.path == path ? lastFound?.element : nil
        lastFound = nil
        for attempt in 0..<2 {
            do {
                // The element the wait before found, once; found anew on a retry.
                let nodes: [Node]
                let matched: Int
                if attempt == 0, let known {
                    (nodes, matched) = ([.element(known)], 1)
                } else {
                    (nodes, matched) = try resolve(path)
                }
                guard nodes.count == 1, case .element(let reference) = nodes[0] else {
                    // XCTest's words for a gesture on a query that resolves to no element or to several.
                    failures.append(
                        matched > 1 || nodes.count > 1
                            ? "\(gesture) on \(path) failed: Multiple matching elements found (\(max(matched, nodes.count)))"
                            : "\(gesture) on \(path) failed: No matches found")
                    return
                }
                try handlingDialogs { () throws(WebDriverError) in try command(gesture, on: reference) }
                lastFound = (path, reference)
                return
            } catch where error.code == "element click intercepted" && attempt == 0 {
                onEvent?(.covered(element: path.description, by: Echo.excerpt(error.message)))
                if runMonitors(on: TestElement(app: TestApp(.app, backend: self), path: ElementPath(app: .app))) { continue }
                failures.append("\(gesture) on \(path) failed: it is covered, and no interruption monitor cleared it: \(error)")
                return
            } catch where error.code == "stale element reference" && attempt == 0 {
                continue  // The page changed between finding and acting: find it again, once.
            } catch {
                failures.append("\(gesture) on \(path) failed: \(error)")
                return
            }
        }
    }

    /// The commands of one gesture on one element.
    private func command(_ gesture: ElementGesture, on element: String) throws(WebDriverError) {
        let origin = elementValue(element)
        switch gesture {
        case .tap:
            try session.command("POST", "/element/\(element)/click", describedAs: "/element/{id}/click")
        case .typeText(let text):
            try session.command("POST", "/element/\(element)/value", .object([("text", .string(text))]), describedAs: "/element/{id}/value")
        case .doubleTap:
            try pointer([move(origin, 0, 0), down, up, down, up])
        case .press(let duration):
            try pointer([move(origin, 0, 0), down, pauseAction(duration), up])
        case .tapAt(let dx, let dy):
            let (width, height) = try size(of: element)
            try pointer([move(origin, Int(((dx - 0.5) * width).rounded()), Int(((dy - 0.5) * height).rounded())), down, up])
        case .pressAndDrag(let duration, let from, let to):
            let (width, height) = try size(of: element)
            func offset(_ point: TestVector) -> (Int, Int) {
                (Int(((point.dx - 0.5) * width).rounded()), Int(((point.dy - 0.5) * height).rounded()))
            }
            let (startX, startY) = offset(from)
            let (endX, endY) = offset(to)
            try pointer([move(origin, startX, startY), down, pauseAction(duration), move(origin, endX, endY, duration: 250), up])
        case .swipeUp, .swipeDown, .swipeLeft, .swipeRight:
            try swipe(gesture, on: element, origin: origin)
        }
    }

    /// A swipe: on a touch screen a drag across the element; in a browser the wheel
    /// scroll a touch swipe causes (a swipe up shows what is below).
    private func swipe(_ gesture: ElementGesture, on element: String, origin: JSONPrinter.Value) throws(WebDriverError) {
        let (width, height) = try size(of: element)
        var dx = 0, dy = 0
        switch gesture {
        case .swipeUp: dy = Int(height * 0.4)
        case .swipeDown: dy = -Int(height * 0.4)
        case .swipeLeft: dx = Int(width * 0.4)
        default: dx = -Int(width * 0.4)
        }
        if configuration.platform == .appium {
            try pointer([move(origin, dx, dy), down, move(origin, -dx, -dy, duration: 250), up])
            return
        }
        let scroll = JSONPrinter.Value.object([
            ("type", .string("scroll")), ("origin", origin), ("x", .number("0")), ("y", .number("0")),
            ("deltaX", .number(String(dx * 2))), ("deltaY", .number(String(dy * 2))), ("duration", .number("200")),
        ])
        try actions([.object([("type", .string("wheel")), ("id", .string("wheel")), ("actions", .array([scroll]))])])
    }

    private func size(of element: String) throws(WebDriverError) -> (Double, Double) {
        let rect = try session.command("GET", "/element/\(element)/rect", describedAs: "/element/{id}/rect")
        return (rect["width"]?.numberValue ?? 0, rect["height"]?.numberValue ?? 0)
    }

    private func pointer(_ steps: [JSONPrinter.Value]) throws(WebDriverError) {
        let kind = configuration.platform == .appium ? "touch" : "mouse"
        try actions([
            .object([
                ("type", .string("pointer")), ("id", .string("finger")), ("parameters", .object([("pointerType", .string(kind))])),
                ("actions", .array(steps)),
            ])
        ])
    }

    /// Perform Actions (W3C §17.5).
    private func actions(_ sources: [JSONPrinter.Value]) throws(WebDriverError) {
        try session.command("POST", "/actions", .object([("actions", .array(sources))]))
    }

    private func move(_ origin: JSONPrinter.Value, _ x: Int, _ y: Int, duration: Int = 0) -> JSONPrinter.Value {
        .object([
            ("type", .string("pointerMove")), ("duration", .number(String(duration))), ("origin", origin), ("x", .number(String(x))),
            ("y", .number(String(y))),
        ])
    }

    private var down: JSONPrinter.Value { .object([("type", .string("pointerDown")), ("button", .number("0"))]) }
    private var up: JSONPrinter.Value { .object([("type", .string("pointerUp")), ("button", .number("0"))]) }

    private func pauseAction(_ seconds: Double) -> JSONPrinter.Value {
        .object([("type", .string("pause")), ("duration", .number(String(Int((seconds * 1000).rounded()))))])
    }
}
