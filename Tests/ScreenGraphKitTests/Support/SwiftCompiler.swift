import Foundation

/// The toolchain's `swiftc`, run from tests to type-check Swift that the test target does
/// not compile: snippets that must fail to compile, and Apple-only sources checked against
/// the declarations in `Tests/AppleStandIns` (see its README).
///
/// ```swift
/// let result = try SwiftCompiler.typecheck("let x: Int = \"one\"")
/// #expect(!result.succeeded)
/// #expect(result.diagnostics.contains("snippet.swift:1:14: error: cannot convert value of type 'String'"))
/// ```
///
/// It uses the modules `swift build` put beside the test binary (`ScreenGraphKit`,
/// `ScreenGraphTesting`, ...), so it checks against the code under test. Each call starts
/// the compiler once: about a second, more for the first call, which fills the module cache.
enum SwiftCompiler {
    /// Why a type-check could not even start; a test fails with it.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The `-D` flag that turns on the Apple branch of sources that tell Apple's XCTest
    /// from swift-corelibs-xctest (`#if canImport(Darwin) || SCREENGRAPH_APPLE_STAND_INS`).
    static let appleStandInsFlag = "SCREENGRAPH_APPLE_STAND_INS"

    /// Where the stand-in modules are: `Tests/AppleStandIns`.
    static let appleStandIns = PackagePaths.root.appendingPathComponent("Tests/AppleStandIns")

    /// Type-checks `source` as a file of its own that imports `modules` first.
    ///
    /// Diagnostics name the snippet `snippet.swift`, with its own lines and columns. Top-level
    /// statements are allowed, as in a `main.swift`.
    ///
    /// - Returns: Whether it compiled, and everything the compiler printed.
    /// - Throws: ``SetupError`` when `swiftc` or the built modules cannot be found.
    static func typecheck(
        _ source: String, importing modules: [String] = ["ScreenGraphKit"]
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snippet.swift")
        let imports = modules.map { "import \($0)\n" }.joined()
        try (imports + "#sourceLocation(file: \"snippet.swift\", line: 1)\n" + source + "\n#sourceLocation()\n")
            .write(to: file, atomically: true, encoding: .utf8)
        return try run(["-typecheck", "-module-name", "Snippet"], files: [file], in: directory)
    }

    /// Type-checks `files` together as the module `moduleName`, the way SwiftPM compiles a
    /// target, with `defines` as `-D` flags.
    ///
    /// With `appleStandIns`, the stand-in modules of `Tests/AppleStandIns` are found before
    /// the toolchain's: `import XCTest` reads `XCTest.swiftinterface` there. Modules in
    /// `folders` (made by ``emitModule(files:moduleName:defines:appleStandIns:into:)``) are
    /// found before the built ones.
    ///
    /// - Returns: Whether it compiled, and everything the compiler printed.
    /// - Throws: ``SetupError`` when `swiftc` or the built modules cannot be found.
    static func typecheck(
        files: [URL], moduleName: String, defines: [String] = [], appleStandIns: Bool = false, including folders: [URL] = []
    ) throws -> (succeeded: Bool, diagnostics: String) {
        try run(
            ["-typecheck"] + moduleOptions(moduleName, defines, appleStandIns) + folders.flatMap { ["-I", $0.path] },
            files: files, in: PackagePaths.root)
    }

    /// Compiles the interface of `files` as the module `moduleName` into `folder`, as
    /// ``typecheck(files:moduleName:defines:appleStandIns:including:)`` reads them, for
    /// checking code that imports that build of the module: `ScreenGraphTesting` as Apple
    /// platforms build it, say.
    ///
    /// - Returns: Whether it compiled, and everything the compiler printed.
    /// - Throws: ``SetupError`` when `swiftc` or the built modules cannot be found.
    static func emitModule(
        files: [URL], moduleName: String, defines: [String] = [], appleStandIns: Bool = false, into folder: URL
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let path = folder.appendingPathComponent("\(moduleName).swiftmodule").path
        return try run(
            ["-emit-module", "-emit-module-path", path] + moduleOptions(moduleName, defines, appleStandIns), files: files,
            in: PackagePaths.root)
    }

    /// Compiles `files` with `options` (an output: `-emit-library`, `-o`, ...), searching
    /// `folders` before the built modules, and links what `options` name: how the XCUITest
    /// model and the adapter are built into a runner (`XCUITestModelTests`).
    ///
    /// - Returns: Whether it compiled, and everything the compiler printed.
    /// - Throws: ``SetupError`` when `swiftc` or the built modules cannot be found.
    static func build(
        _ options: [String], files: [URL], including folders: [URL]
    ) throws -> (succeeded: Bool, diagnostics: String) {
        try run(options + folders.flatMap { ["-I", $0.path] }, files: files, in: PackagePaths.root)
    }

    /// The object files `swift build` made of `module` for this test run, to link into a
    /// program ``build(_:files:including:)`` makes.
    static func builtObjects(of module: String) throws -> [URL] {
        let folder = try builtModules().deletingLastPathComponent().appendingPathComponent("\(module).build")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted()
        guard !names.isEmpty else { throw SetupError(description: "no object files in \(folder.path)") }
        return names.map { folder.appendingPathComponent($0) }
    }

    private static func moduleOptions(_ moduleName: String, _ defines: [String], _ appleStandIns: Bool) -> [String] {
        var options = ["-module-name", moduleName, "-parse-as-library", "-package-name", packageName]
        if appleStandIns { options += ["-I", Self.appleStandIns.path] }
        return options + defines.flatMap { ["-D", $0] }
    }

    /// The Swift files under `folder` of the package (`Sources/ScreenGraphTesting`), sorted.
    static func swiftFiles(under folder: String) -> [URL] {
        let base = PackagePaths.root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// A fresh directory under the temporary directory, for files a check writes.
    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Runs `swiftc` with `options` (a mode, `-typecheck` or `-emit-module`, first; their
    /// `-I` folders are searched before the built modules) on `files`.
    private static func run(
        _ options: [String], files: [URL], in directory: URL
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let modules = try builtModules()
        // SwiftPM's module cache beside the modules: the toolchain's modules are then built
        // once for SwiftPM and every check.
        let cache = modules.deletingLastPathComponent().appendingPathComponent("ModuleCache")
        let arguments =
            options + ["-swift-version", "6", "-no-color-diagnostics", "-I", modules.path, "-module-cache-path", cache.path]
            + files.map(\.path)
        let result = try runProcess(try swiftc(), arguments, in: directory)
        return (result.status == 0, result.stderr + result.stdout)
    }

    // MARK: Finding the toolchain and the build

    /// The package name SwiftPM gives `-package-name`: the package directory's name with
    /// every character that cannot be in an identifier made `_` (`h-fail` is `h_fail`), so
    /// `package` declarations of the built modules are visible.
    static var packageName: String {
        String(PackagePaths.root.lastPathComponent.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `swiftc` of the toolchain that runs the tests.
    ///
    /// `SWIFT_EXEC` when set; otherwise, on Linux, the `swiftc` in the `bin` folder of the
    /// toolchain whose Swift runtime this process loaded (`usr/lib/swift/linux/libswiftCore.so`
    /// → `usr/bin/swiftc`); otherwise `xcrun --find swiftc` on Apple platforms; otherwise
    /// the first `swiftc` on `PATH`.
    static func swiftc() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { candidates.append(URL(fileURLWithPath: exec)) }
        if let runtime = runtimeLibraryDirectory() {
            // lib/swift/<platform>/ → the toolchain's usr/
            let usr = runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(usr.appendingPathComponent("bin/swiftc"))
        }
        #if canImport(Darwin)
        if let found = try? runProcess(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", "swiftc"], in: PackagePaths.root),
            found.status == 0
        {
            candidates.append(URL(fileURLWithPath: found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        #endif
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc"))
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw SetupError(description: "no swiftc found; tried \(candidates.map(\.path))")
        }
        return found
    }

    /// The folder of the Swift runtime library this process loaded, as the Linux kernel
    /// lists it among the process's mapped files.
    private static func runtimeLibraryDirectory() -> URL? {
        #if os(Linux)
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            // address perms offset device inode path
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.hasSuffix("/libswiftCore.so") { return URL(fileURLWithPath: path).deletingLastPathComponent() }
        }
        return nil
        #else
        // On Apple platforms the runtime is the OS's, not the toolchain's.
        return nil
        #endif
    }

    /// The folder of `.swiftmodule`s this test run was built with: `Modules` beside the
    /// test binary (`.build/<triple>/debug/Modules`), or `.build/debug/Modules`.
    static func builtModules() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(PackagePaths.root.appendingPathComponent(".build/debug"))
        // Resolved: `.build/debug` links to `.build/<triple>/debug`, and clang refuses a module
        // cache that names the same modules by two paths.
        let folders = candidates.map { $0.appendingPathComponent("Modules").resolvingSymlinksInPath() }
        guard
            let found = folders.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("ScreenGraphKit.swiftmodule").path)
            })
        else {
            throw SetupError(description: "no ScreenGraphKit.swiftmodule in \(folders.map(\.path))")
        }
        return found
    }
}
