import Foundation

#if !canImport(UIKit)
/// UIKit's name for ``DeviceIdiom``, where there is no UIKit (Linux).
public typealias UIUserInterfaceIdiom = DeviceIdiom

/// The device a test runs on, in `UIDevice`'s shape, where there is no UIKit: the current
/// simulated app's (``CurrentApp``), so `UIDevice.current.userInterfaceIdiom == .pad`
/// reads as it would on that device. On iOS, UIKit's own `UIDevice` is used instead.
public final class UIDevice: Sendable {
    /// The device of the current simulated app.
    public static let current = UIDevice()

    private init() {}

    /// The current simulated app's idiom; `.unspecified` when no simulated app is current.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        CurrentApp.idiom
    }
}

/// The general pasteboard, in `UIPasteboard`'s shape, where there is no UIKit: the
/// current simulated app's (``SimulatedApp/pasteboardString``). With no simulated app
/// current, text written is kept here. On iOS, UIKit's own is used.
public final class UIPasteboard: @unchecked Sendable {  // every access to `kept` holds `lock`
    /// The general pasteboard of the current simulated app.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var kept: String?

    private init() {}

    /// The pasteboard's text; `nil` when it holds none.
    public var string: String? {
        get {
            if let app = CurrentApp.backend as? SimulatedApp { return app.pasteboardString }
            lock.lock()
            defer { lock.unlock() }
            return kept
        }
        set {
            if let app = CurrentApp.backend as? SimulatedApp { return app.pasteboardString = newValue }
            lock.lock()
            defer { lock.unlock() }
            kept = newValue
        }
    }
}
#endif
