@testable import ScreenGraphKit

/// The video-sharing graph with its permission prompts where they are on a device: in
/// the system UI, not in the app's element tree.
///
/// `Graphs/VideoSharing.screengraph` still taps the prompts' buttons in the app and waits
/// for them there; until the file says `in system` (and waits `in system` and
/// `in settings`), the tests read it and move the prompts' gestures to the system UI.
/// Its prompt screens and the Settings screen then have no `waitFor`: the simulated app
/// names the screen it is on, which the navigator checks after every step.
enum VideoSharingGraph {
    static let promptScreens: Set<String> = ["PhotosPrompt", "CameraPrompt", "MicrophonePrompt"]

    static func load() throws -> ScreenGraph {
        var definition = try ScreenGraph(contentsOfFile: PackagePaths.graph("VideoSharing.screengraph")).definition
        for index in definition.screens.indices {
            let name = definition.screens[index].name
            if promptScreens.contains(name) {
                definition.screens[index].waitFor = nil
                for action in definition.screens[index].actions.indices {
                    definition.screens[index].actions[action].interaction?.app = .system
                }
            } else if name == "SystemSettings" {
                definition.screens[index].waitFor = nil
            }
        }
        return try ScreenGraph(definition)
    }

    static func app() throws -> AppDefinition {
        try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/VideoSharing.json"))
    }
}
