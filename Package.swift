// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScreenGraph",
    products: [
        .library(name: "ScreenGraphKit", targets: ["ScreenGraphKit"]),
        .library(name: "ScreenGraphTesting", targets: ["ScreenGraphTesting"]),
        .executable(name: "screengraph", targets: ["screengraph"]),
    ],
    targets: [
        .target(name: "ScreenGraphKit"),
        // Reports navigation failures to XCTest and Swift Testing. A target of its own, so
        // ScreenGraphKit, which the CLI links, imports neither test framework for it.
        .target(name: "ScreenGraphTesting", dependencies: ["ScreenGraphKit"]),
        // Standard graph shapes and seeded generators shared by tests and benchmarks.
        .target(name: "ScreenGraphFixtures", dependencies: ["ScreenGraphKit"]),
        .executableTarget(name: "screengraph", dependencies: ["ScreenGraphKit"]),
        // The benchmark's breadth-first search in C: the floor the Swift searches are measured against.
        .target(name: "CBaseline"),
        .executableTarget(
            name: "screengraph-benchmark",
            dependencies: ["ScreenGraphKit", "ScreenGraphFixtures", "CBaseline"]
        ),
        // Regenerates Tests/DocSnippets/Generated from the docs' Swift blocks: `swift run screengraph-docs`.
        .executableTarget(name: "screengraph-docs"),
        .testTarget(
            name: "ScreenGraphKitTests",
            dependencies: ["ScreenGraphKit", "ScreenGraphFixtures", "ScreenGraphTesting", "screengraph-docs", "screengraph"]
        ),
        // Every Swift block of README.md and Docs/, compiled against the public API alone:
        // without package access, as a user's test target outside this package sees it.
        .testTarget(
            name: "DocSnippets",
            dependencies: ["ScreenGraphKit", "ScreenGraphFixtures", "ScreenGraphTesting"],
            packageAccess: false
        ),
    ],
    swiftLanguageModes: [.v6]
)
