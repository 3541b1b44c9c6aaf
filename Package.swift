// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScreenGraph",
    products: [
        .library(name: "ScreenGraphKit", targets: ["ScreenGraphKit"]),
        .executable(name: "screengraph", targets: ["screengraph"]),
    ],
    targets: [
        .target(name: "ScreenGraphKit"),
        // Standard graph shapes and seeded generators shared by tests and benchmarks.
        .target(name: "ScreenGraphFixtures", dependencies: ["ScreenGraphKit"]),
        .executableTarget(name: "screengraph", dependencies: ["ScreenGraphKit"]),
        .executableTarget(
            name: "screengraph-benchmark",
            dependencies: ["ScreenGraphKit", "ScreenGraphFixtures"]
        ),
        .testTarget(
            name: "ScreenGraphKitTests",
            dependencies: ["ScreenGraphKit", "ScreenGraphFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
