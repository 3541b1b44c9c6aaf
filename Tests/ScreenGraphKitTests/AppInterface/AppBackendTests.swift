import Testing

@testable import ScreenGraphKit

/// What a backend is asked: gestures and conditions read back as XCUITest's calls in
/// messages, and a drag amounts to the swipe of its main direction for a backend that
/// knows no distances.
@Suite struct AppBackendTests {
    @Test func gesturesReadAsTheirCalls() {
        #expect(ElementGesture.tap.description == "tap")
        #expect(ElementGesture.doubleTap.description == "doubleTap")
        #expect(ElementGesture.press(forDuration: 2).description == "press(forDuration: 2.0)")
        #expect(ElementGesture.typeText("a\"b\n").description == #"typeText("a\"b\n")"#)
        #expect(ElementGesture.swipeLeft.description == "swipeLeft")
        #expect(ElementGesture.tapAt(dx: 0.9, dy: 0.5).description == "tapAt(0.9, 0.5)")
        let drag = ElementGesture.pressAndDrag(forDuration: 0.5, from: TestVector(dx: 0.5, dy: 0.5), to: TestVector(dx: 0.5, dy: -1))
        #expect(drag.description == "press(forDuration: 0.5, from: (0.5, 0.5), thenDragTo: (0.5, -1.0))")
    }

    @Test func conditionsReadAsTheirTests() {
        #expect(ElementCondition.exists.description == "exists")
        #expect(ElementCondition.gone.description == "gone")
        #expect(ElementCondition.value("1").description == #"value == "1""#)
    }

    private func drag(_ from: (Double, Double), _ to: (Double, Double)) -> ElementGesture? {
        ElementGesture.pressAndDrag(forDuration: 1, from: TestVector(dx: from.0, dy: from.1), to: TestVector(dx: to.0, dy: to.1))
            .swipeOfDrag
    }

    /// What is under the finger moves with it: a drag upwards is a swipe up.
    @Test func aDragIsTheSwipeOfItsMainDirection() {
        #expect(drag((0.5, 0.9), (0.5, 0.1)) == .swipeUp)
        #expect(drag((0.5, 0.1), (0.6, 0.9)) == .swipeDown)
        #expect(drag((0.9, 0.5), (0.1, 0.4)) == .swipeLeft)
        #expect(drag((0.1, 0.5), (0.9, 0.6)) == .swipeRight)
    }

    /// A drag as far across as down is taken as vertical; a drag that goes nowhere is a
    /// swipe down (the vertical test holds and `to` is not above `from`).
    @Test func aDiagonalDragIsVertical() {
        #expect(drag((0.2, 0.2), (0.8, 0.8)) == .swipeDown)
        #expect(drag((0.8, 0.8), (0.2, 0.2)) == .swipeUp)
        #expect(drag((0.5, 0.5), (0.5, 0.5)) == .swipeDown)
    }

    @Test func onlyADragHasASwipe() {
        #expect(ElementGesture.tap.swipeOfDrag == nil)
        #expect(ElementGesture.swipeUp.swipeOfDrag == nil)
    }
}
