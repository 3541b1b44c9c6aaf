@testable import ScreenGraphKit

/// The video-sharing graph and its app, whose permission prompts are where they are on a
/// device: in the system UI (`in system` in the graph), not in the app's element tree.
enum VideoSharingGraph {
    static func load() throws -> ScreenGraph {
        try ScreenGraph(contentsOfFile: PackagePaths.graph("VideoSharing.screengraph"))
    }

    static func app() throws -> AppDefinition {
        try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/VideoSharing.json"))
    }
}
