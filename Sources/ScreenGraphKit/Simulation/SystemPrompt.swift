/// What iOS 17 and 18 show for a protected resource: the permission prompt's title and
/// buttons, and the choices of the app's page in Settings.
///
/// Words and sources (Apple's pages give none of the words; the sources are public):
/// - the cancel button is "Don’t Allow", with U+2019, as iOS typesets it (9to5mac, "How to
///   limit iPhone Photos app access for apps with iOS 17", 2023, lists "Don’t Allow"), so a
///   query for "Don't Allow" with a straight apostrophe finds nothing, as on a device;
/// - the camera's title "“App” Would Like to Access the Camera" (microsoft/appcenter issue
///   2060) and its "Allow" button, the microphone's likewise (Esri's
///   arcgis-maps-sdk-swift-toolkit pull request 821, 2024, taps `alert.buttons["Allow"]` for both);
/// - photos: "Allow Full Access" (leancodepl/patrol issue 1994, iOS 17.0), a limited choice
///   (9to5mac: "Limited Access, Allow Full Access, or Don’t Allow"; we write the button
///   "Limit Access…", which no text source confirms) and "Don’t Allow"; the title is the
///   general form, which no source gives for iOS 17's photos prompt;
/// - location: "Allow “App” to use your location?" with "Allow Once", "Allow While Using App"
///   and "Don’t Allow" (Apple's Location Services white paper, 2019; public guides);
/// - other resources: "“App” Would Like to Access Your Reminders" and so on, with "Allow";
///   sources are silent on most of them, and on the order of the buttons.
///
/// Settings' app page (iOS 17/18): Photos is a list, "None", "Limited Access", "Full Access"
/// (MacRumors, "iOS 17: How to Control Which Apps Have Access to Your Photos"; its "Add
/// Photos Only" is shown only for apps that ask to add photos, which the simulated apps do
/// not); Location is a list, "Never", "Ask Next Time Or When I Share", "While Using the App",
/// "Always" (public guides); the others are switches.
struct SystemPrompt {
    var title: String
    var buttons: [AppOverlay.Button]

    /// The cancel button every prompt has, with a typographic apostrophe.
    static let dontAllow = "Don\u{2019}t Allow"

    init(for resource: ProtectedResource, app name: String) {
        func button(_ label: String, _ role: AppOverlay.Button.Role, _ answer: AuthorizationStatus) -> AppOverlay.Button {
            var button = AppOverlay.Button(label, role: role)
            button.answer = answer
            return button
        }
        let deny = button(Self.dontAllow, .cancel, .denied)
        switch resource {
        case .location:
            title = "Allow \u{201C}\(name)\u{201D} to use your location?"
            buttons = [button("Allow Once", .default, .authorizedOnce), button(resource.allowLabel, .default, .authorized), deny]
        case .photos:
            title = "\u{201C}\(name)\u{201D} Would Like to Access Your Photos"
            buttons = [button("Limit Access\u{2026}", .default, .limited), button(resource.allowLabel, .default, .authorized), deny]
        default:
            title = "\u{201C}\(name)\u{201D} Would Like to Access " + resource.promptObject
            buttons = [button(resource.allowLabel, .default, .authorized), deny]
        }
    }

    /// The automatic limited-library alert: iOS asks an app with limited photo access, the
    /// first time it reads the library in a run, whether to select more photos, unless the
    /// app's Info.plist has `PHPhotoLibraryPreventAutomaticLimitedAccessAlert`
    /// (`PHAuthorizationStatus.limited`'s page; `presentLimitedLibraryPicker(from:)`: "once
    /// per app life cycle"). Apple's pages do not give its words; these are as commonly
    /// reported. "Select More Photos…" brings the limited-library picker (SimulatedApp+Pickers.swift).
    static func limitedLibraryAlert(app name: String) -> AppOverlay {
        var alert = AppOverlay(
            "", .alert, title: "\u{201C}\(name)\u{201D} Would Like to Access Your Photos",
            buttons: [.init("Select More Photos\u{2026}", role: .default, commands: [.limitedLibraryPicker]),
                      .init("Keep Current Selection", role: .cancel)])
        alert.isSystem = true
        return alert
    }
}

extension ProtectedResource {
    /// What a prompt asks access to, after "Would Like to Access ": the camera's and the
    /// microphone's as sources give them, the others in the same form from Settings' label.
    var promptObject: String {
        switch self {
        case .camera: "the Camera"
        case .microphone: "the Microphone"
        default: "Your " + settingsLabel
        }
    }

    /// The choices of the resource's list on the app's Settings page, with what each sets;
    /// `nil` for a resource shown as a switch.
    var settingsChoices: [(label: String, status: AuthorizationStatus)]? {
        switch self {
        case .photos: [("None", .denied), ("Limited Access", .limited), ("Full Access", .authorized)]
        case .location:
            [("Never", .denied), ("Ask Next Time Or When I Share", .notDetermined), ("While Using the App", .authorized),
             ("Always", .authorizedAlways)]
        default: nil
        }
    }

    /// The choice the app's Settings page shows for `status`: "Allow Once" shows as "Ask
    /// Next Time Or When I Share", which it reverts to.
    func settingsChoice(for status: AuthorizationStatus) -> String? {
        let shown: AuthorizationStatus = status == .authorizedOnce ? .notDetermined : status
        return settingsChoices?.first { $0.status == shown }?.label
    }
}
