import Testing

@testable import ScreenGraphKit

/// The apps of a device, the resources iOS protects with a prompt, and the answers to it.
@Suite struct AppTargetTests {
    /// The allowing button of the Photos prompt says "Allow Full Access", of the location
    /// prompt "Allow While Using App", of the others "Allow". Apple's documentation does
    /// not quote these labels (it is silent); this pins what the simulation shows.
    @Test func theAllowingButtonsLabel() {
        #expect(ProtectedResource.photos.allowLabel == "Allow Full Access")
        #expect(ProtectedResource.location.allowLabel == "Allow While Using App")
        #expect(ProtectedResource.allCases.filter { $0 != .photos && $0 != .location }.allSatisfy { $0.allowLabel == "Allow" })
    }

    /// `XCUIProtectedResource`'s cases, as the spec spells them.
    @Test func resourcesAreXCUIProtectedResourcesCases() {
        #expect(ProtectedResource(rawValue: "camera") == .camera)
        #expect(ProtectedResource(rawValue: "keyboardNetwork") == .keyboardNetwork)
        #expect(ProtectedResource(rawValue: "Camera") == nil)
        #expect(AppTarget.allCases.map(\.rawValue) == ["app", "system", "settings"])
    }

    /// Every answer but "Don't Allow" lets the app use the resource; an unanswered prompt
    /// does not.
    @Test func whichAnswersGrantTheResource() {
        let granted = AuthorizationStatus.allCases.filter(\.isGranted)
        #expect(granted == [.authorized, .limited, .authorizedOnce, .authorizedAlways])
        #expect(!AuthorizationStatus.notDetermined.isGranted && !AuthorizationStatus.denied.isGranted)
    }
}
