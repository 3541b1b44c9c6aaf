/// The two photo pickers of iOS 14 and later, which the simulated device shows over the app:
///
/// - the system photo picker (`PHPickerViewController`, the `photoPicker` command), which asks
///   no permission at all, whatever the photos status: WWDC20 10641 ("Handle the Limited Photos
///   Library in your app") points apps to it as the "fully private picker" that can "help you
///   avoid requiring full Photos Library access", and WWDC20 10652 ("Meet the new Photos
///   picker") lets people "select photos and videos to use in your app without requiring full
///   Photo Library access". It shows the whole library even under limited access, and choosing
///   in it does not widen what the app may read (Apple Developer Forums thread 658485, Apple's
///   answer: "PHPicker will still show the entire photos library … However, PHAssets you can
///   access will not be extended"). One photo is chosen (`PHPickerConfiguration.selectionLimit`:
///   "The default value is `1`"); that a tap on it ends the picker at once is ours, as the page
///   is silent. "Cancel" ends it with none. Either way the picker goes and the app runs `picked`
///   or `cancelled` (10652: the delegate is called and the app dismisses the picker);
/// - the limited-library picker (`PHPhotoLibrary.presentLimitedLibraryPicker(from:)`, the
///   `presentLimitedLibraryPicker` command, and the automatic alert's "Select More Photos…"),
///   which "prompts the user to update their limited library selection"; "if the user hasn’t
///   enabled limited library access mode for your app, calling this method does nothing". It
///   opens on the current selection; a tap on a photo selects or deselects it; "Done" keeps the
///   selection and returns to the app (10641: "This is allowing the user to individually select
///   what photos or videos the app will have access to via PhotoKit … After tapping done the app
///   is back in the foreground"), and the status stays limited. The first photos prompt's "Limit
///   Access…" brings it too, on an empty selection, before any status: its "Done" makes the
///   status limited and answers the request, whose handler the system invokes "when it’s made a
///   determination of the app’s status" (`requestAuthorization(for:handler:)`; 10641's demo,
///   and its notes: "If they choose "Select photos", they're presented with a picker UI"). The
///   sources are silent on cancelling that first picker: it has only "Done" here.
///
/// Both are presented over the app's screen as sheets (the app presents them from its view
/// controller) and are in the app's tree here. PHPicker runs in another process (10652), and
/// no source says how its elements appear to XCUITest, nor gives their identifiers: the
/// simulated pickers' elements carry their labels as identifiers, so a test finds them by
/// label, which the subscript matches on a device as well. Their words ("Photo 1", "Cancel",
/// "Done") and the library of ``photoLibrarySize`` photos are ours.
extension SimulatedApp {
    /// The photos of the simulated device's library.
    package static let photoLibrarySize = 3
    /// The names the app's screen reports while a picker is in front.
    package static let photoPickerScreen = "PhotoPicker", limitedLibraryPickerScreen = "LimitedLibraryPicker"

    /// Which picker is up, what is chosen in it, and what the app runs when it ends.
    struct ActivePicker {
        var limited: Bool
        var chosen: Set<Int>
        var picked: [AppCommand] = []
        var cancelled: [AppCommand] = []
        /// For the prompt's "Limit Access…": what the photos request runs once "Done" makes the
        /// status limited; `nil` when the status is limited already.
        var answering: [AppCommand]? = nil
    }

    /// The definition with the pickers' screens added, unless it has screens of their names.
    static func addingPickerScreens(to definition: AppDefinition) -> AppDefinition {
        var definition = definition
        let names = Set(definition.screens.map(\.name))
        func photos(_ then: (Int) -> [AppCommand]) -> [AppElement] {
            (0..<photoLibrarySize).map { index in
                var cell = AppElement("Photo \(index + 1)", .cell)
                cell.behaviours["tap"] = then(index)
                return cell
            }
        }
        func button(_ label: String, _ command: AppCommand) -> AppElement {
            var button = AppElement(label)
            button.behaviours["tap"] = [command]
            return button
        }
        if !names.contains(photoPickerScreen) {
            let elements = [button("Cancel", .pickerCancel)] + photos { [.pickerChoose($0), .pickerDone] }
            var screen = AppScreen(photoPickerScreen, elements: elements)
            screen.presentation = .sheet
            definition.screens.append(screen)
        }
        if !names.contains(limitedLibraryPickerScreen) {
            var screen = AppScreen(limitedLibraryPickerScreen, elements: [button("Done", .pickerDone)] + photos { [.pickerChoose($0)] })
            screen.presentation = .sheet
            definition.screens.append(screen)
        }
        return definition
    }

    /// The photos the app may read under limited access, by index in the library.
    package var limitedLibrarySelection: Set<Int> { limitedSelection }

    /// Runs a picker command (see the extension's comment).
    func runPicker(_ command: AppCommand) {
        switch command {
        case .photoPicker(let picked, let cancelled):
            presentPicker(ActivePicker(limited: false, chosen: [], picked: picked, cancelled: cancelled), screen: Self.photoPickerScreen)
        case .limitedLibraryPicker:
            guard authorizationStatus(for: .photos) == .limited else { return }
            presentPicker(ActivePicker(limited: true, chosen: limitedSelection), screen: Self.limitedLibraryPickerScreen)
        case .pickerChoose(let index):
            guard var active = picker else { return }
            if active.limited, active.chosen.contains(index) { active.chosen.remove(index) } else { active.chosen.insert(index) }
            picker = active
        case .pickerDone, .pickerCancel:
            guard let active = picker else { return }
            picker = nil
            if stack.count > 1, stack.last?.presented == true { stack.removeLast() }
            if active.limited {
                if command == .pickerDone { limitedSelection = active.chosen }
                if let granted = active.answering { settle(.photos, .limited, granted: granted, denied: []) }
            } else {
                run(command == .pickerDone ? active.picked : active.cancelled)
            }
        default:
            break
        }
    }

    /// Brings the limited-library picker for the first prompt's "Limit Access…", on an empty
    /// selection; "Done" answers the request with `granted`.
    ///
    /// - Returns: whether it came up (not while another picker is up).
    func presentLimitedLibraryPicker(answering granted: [AppCommand]) -> Bool {
        presentPicker(ActivePicker(limited: true, chosen: [], answering: granted), screen: Self.limitedLibraryPickerScreen)
    }

    @discardableResult
    private func presentPicker(_ active: ActivePicker, screen name: String) -> Bool {
        guard picker == nil, let screen = compiled.screenIndex[name] else { return false }
        picker = active
        stack.append(Frame(screen: screen, shownAt: now, presented: true))
        return true
    }
}
