import Testing

@testable import ScreenGraphKit

/// Keyboard focus and typing on the simulated app (SimulatedApp+Keyboard.swift), as UIKit
/// gives them to a text input: typing needs the focus a tap gives, a typed return key is
/// not text in a single-line field, and the keyboard covers the bottom of the screen while
/// it is up. Moved from `AppSideFidelityTests` (issue 26's differences 1, 5 and 6), whose
/// `form()` app they use.
@Suite struct SimulatedAppKeyboardTests {
    // MARK: typeText needs keyboard focus (issue 26, difference 1)

    /// Apple's `XCUIElement.typeText(_:)`: "The element or a descendant must have keyboard
    /// focus; otherwise the system raises an error." XCTest's words for it, from public failure
    /// logs: "Neither element nor any descendant has keyboard focus". A tap on the field gives
    /// it the focus; a tap on a button does not take it away (UIKit resigns a first responder
    /// only when asked, or when its view leaves the window); the next screen does.
    @Test func typingNeedsTheFocusATapGives() throws {
        let simulated = try AppSideFidelityTests.form()
        let field = simulated.app.textFields["name"]
        field.typeText("Ada")
        #expect(simulated.takeFailures() == [
            #"Failed to synthesize event: Neither element nor any descendant has keyboard focus. Element: app.textFields["name"]"#
        ])
        #expect(simulated.settings.value(of: "name") == StateValue.none)
        field.tap()
        field.typeText("Ada")
        simulated.app.buttons["save"].tap()
        field.typeText(" L")
        #expect(simulated.takeFailures() == [])
        #expect(field.value == "Ada L")
        // Typing into a screen's other field needs a tap on it.
        simulated.app.secureTextFields["password"].typeText("x")
        #expect(simulated.takeFailures().count == 1)
        simulated.app.buttons["next"].tap()
        simulated.app.buttons["done"].tap()
        #expect(simulated.stack.count == 2 && simulated.focused == nil)
    }

    /// A graph's declarative `typeText` taps the field first, as `TestAppDriver` does on a
    /// device, so it types with the focus; one on an element that takes no focus fails its step.
    @Test func aDeclarativeTypeTextFocusesTheFieldFirst() throws {
        let simulated = try AppSideFidelityTests.form()
        try simulated.perform(Interaction(.typeText("Ada"), element: "name"))
        #expect(simulated.value(of: "name") == "Ada")
        #expect(throws: DriverError("typeText(\"x\") 'save': \(SimulatedApp.noKeyboardFocus)")) {
            try simulated.perform(Interaction(.typeText("x"), element: "save"))
        }
    }

    // MARK: A typed "\n" is the return key (difference 6)

    /// UITextFieldDelegate's `textFieldShouldReturn(_:)`: "The text field calls this method
    /// whenever the user taps the return button. [...] if you want to dismiss the keyboard when
    /// the user taps the return button, your implementation can call the resignFirstResponder()
    /// method." A single-line field holds no line break: a typed "\n" is that button, so it is
    /// not in the value; the field's `return` commands run (here ending editing). A text view
    /// is multi-line and keeps it (Apple is silent on typeText's "\n"; the keyboard's return key
    /// inserts a line break in a text view).
    @Test func aReturnKeyIsNotTextInASingleLineField() throws {
        let simulated = try AppSideFidelityTests.form()
        let field = simulated.app.textFields["name"]
        field.tap()
        field.typeText("Ada\n")
        #expect(field.value == "Ada")
        #expect(simulated.focused == nil)
        field.typeText("x")
        #expect(simulated.takeFailures().count == 1)
    }

    // MARK: The keyboard covers the bottom of the screen (difference 5)

    /// While a text field has the focus the keyboard is up over the bottom of the screen, so a
    /// button there is not hittable until editing ends (UITextFieldDelegate's
    /// `textFieldShouldReturn(_:)`: "if you want to dismiss the keyboard when the user taps the
    /// return button, your implementation can call the resignFirstResponder() method"). Apple's
    /// `tap()` "Sends a tap event to a hittable point the system computes for the element"; with
    /// none, the tap fails. Apple gives no keyboard height: the simulated keyboard covers the
    /// tenth row of the layout and below (``SimulatedApp/keyboardHeight``).
    @Test func theKeyboardCoversTheBottomUntilEditingEnds() throws {
        let simulated = try SimulatedApp(AdapterScenarios.form)
        simulated.launch()
        let submit = simulated.app.buttons["submit"]
        #expect(submit.isHittable && submit.frame.minY == 100 + 9 * 44)
        simulated.app.textFields["name"].tap()
        #expect(!submit.isHittable && simulated.app.buttons["both"].isHittable)
        #expect(simulated.listElements(in: .app).filter { !$0.isHittable }.map(\.attributes.identifier) == ["submit"])
        submit.tap()
        #expect(simulated.takeFailures() == [#"Failed to tap: app.buttons["submit"] is not hittable: the keyboard covers it"#])
        #expect(throws: DriverError("tap 'submit' is not hittable: the keyboard covers it")) { try simulated.perform(.tap("submit")) }
        simulated.app.textFields["name"].typeText("Ada\n")
        submit.tap()
        #expect(submit.isHittable && simulated.settings.value(of: "submitted") == .int(1))
        #expect(simulated.takeFailures() == [])
    }
}
