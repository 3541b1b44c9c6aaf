import Foundation

/// Paths in the package, found from this file's own path.
enum PackagePaths {
    /// The package's root directory.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file under `Graphs/`.
    static func graph(_ name: String) -> String { root.appendingPathComponent("Graphs/\(name)").path }

    /// The built `screengraph` executable, beside the test bundle, or the one
    /// `SCREENGRAPH_EXECUTABLE` names: `.ci/release-cli` runs the suites that run the
    /// executable again on the optimized build, which is what users run.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["SCREENGRAPH_EXECUTABLE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("screengraph")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return root.appendingPathComponent(".build/debug/screengraph")
    }
}
