import Testing

@testable import ScreenGraphKit

/// The spec's gestures and the interactions a step performs: their names, which need an
/// element, and how they read in messages.
@Suite struct GestureTests {
    @Test func kindsAreTheSpecsNames() {
        #expect(Gesture.press(duration: 3).kind == "press")
        #expect(Gesture.typeText("a").kind == "typeText")
        // Typing a field's value is the spec's typeText with `textFrom`.
        #expect(Gesture.typeTextFrom("url").kind == "typeText")
        #expect(Gesture.custom("shake").kind == "custom")
        #expect(Gesture.press == .press(duration: 1))
    }

    /// The readers look parameterless gestures up by name; every name in the list of kinds
    /// is either one of them or takes a parameter.
    @Test func theParameterlessGesturesByName() {
        #expect(Gesture.parameterless.count == 9)
        #expect(Gesture.parameterless["toggleOn"] == .toggleOn && Gesture.parameterless["noop"] == .noop)
        #expect(Gesture.parameterless["press"] == nil && Gesture.parameterless["typeText"] == nil)
        let listed = Gesture.kindList.replacingOccurrences(of: " or ", with: ", ").split(separator: ", ").map(String.init)
        #expect(Set(listed) == Set(Gesture.parameterless.keys).union(["press", "typeText", "custom"]))
    }

    @Test func onlyNoopAndCustomNeedNoElement() {
        #expect(!Gesture.noop.needsElement && !Gesture.custom("shake").needsElement)
        #expect([Gesture.tap, .doubleTap, .press, .typeText(""), .typeTextFrom("f"), .swipeUp, .toggleOff].allSatisfy { $0.needsElement })
    }

    @Test func descriptionsShowParametersAsSwiftLiterals() {
        #expect(Gesture.tap.description == "tap")
        #expect(Gesture.press(duration: 2).description == "press(2.0)")
        #expect(Gesture.typeText("say \"hi\"").description == #"typeText("say \"hi\"")"#)
        #expect(Gesture.typeTextFrom("url").description == "typeText(from: url)")
        #expect(Gesture.custom("shake\n").description == #"custom("shake\n")"#)
    }

    @Test func interactionsNameTheirElementAndAnAppOtherThanTheAppUnderTest() {
        #expect(Interaction.tap("nav.back").description == "tap 'nav.back'")
        #expect(Interaction(.tap, element: "Allow", in: .system).description == "tap 'Allow' in system")
        #expect(Interaction(.noop).description == "noop")
        #expect(Interaction(.custom("shake"), in: .settings).description == #"custom("shake")"#)
    }

    /// An element name from a hostile graph is escaped and cut, as every printed text is.
    @Test func aHostileElementNameIsEscapedAndCut() {
        let name = "\u{1B}[2J" + String(repeating: "x", count: 10_000)
        let description = Interaction.tap(name).description
        #expect(!description.contains("\u{1B}"))
        #expect(description.count < 400)
        #expect(description == "tap '\(Echo.excerpt(name))'")
    }
}
