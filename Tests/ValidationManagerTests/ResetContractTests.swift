import ControlModel
import Testing

@testable import ValidationManager

/// The contract of a reset, checked right after it by an owner that checks every step: what it
/// reset is at its start (value, rows, pristine, untouched, no error shown, nothing pending), and
/// the focus is on none of it.
@Suite("The contract of a reset")
struct ResetContractTests {
  let clock = VirtualClock()
  let screen: Screen
  let name: TextField
  let nick: TextField
  let newsletter: Switch
  let guests: Stepper
  let phone: RowGroup<TextField>
  let save: Button
  let discard: Button
  let profile: Manager

  /// A "Discard changes" written by hand: each control's starting value set back from code, as
  /// `text =` would, which leaves the errors it opened and the touches.
  final class SetsValuesBack: Resettable {
    let controls: [any Control]
    init(_ controls: [any Control]) { self.controls = controls }
    func reset() {
      for control in controls {
        if let start = control.startingValue { try? control.set(start) }
      }
    }
  }

  init() throws {
    screen = Screen(title: "Profile", clock: clock)
    screen.reportsBrokenInvariants = true
    name = screen.makeTextField("name")
    name.validate([.required("Enter your name.")], errors: .onChange)
    nick = screen.makeTextField("nick")
    nick.validate([.remote(taken: ["bob"], after: .seconds(1))], errors: .onChange)
    newsletter = screen.makeSwitch("newsletter")
    newsletter.validate([.mustBeOn("Say yes.")])
    guests = screen.makeStepper("guests", range: 0...8, value: 2)
    guests.validate([.atMost(4, "At most 4.")])
    phone = try screen.makeRowGroup("phone", rows: 0...3, startingRows: 1) { row in
      let number = row.makeTextField("number")
      number.validate([.required("Enter a number.")], errors: .onChange)
      return number
    }
    save = screen.makeButton("save", submits: [name], busy: .seconds(2))
    discard = screen.makeButton("discard")
    profile = screen.makeManager("profile")
    try profile.verify(name)
    try profile.verify(guests)
    try profile.verify(phone)
  }

  /// Every kind of control changed, its errors shown, a check in flight, a row added and
  /// edited, a busy button, and the focus in a field.
  private func messUp() {
    name.type("A")
    name.backspace()
    nick.type("bob")
    newsletter.toggle()
    newsletter.toggle()
    guests.increment(3)
    phone.append()
    phone.rows[1].type("1")
    phone.rows[1].backspace()
    name.type("Ann")
    save.tap()
    name.focus()
    #expect(name.shownError == nil && phone.rows[1].shownError == "Enter a number.")
    #expect(nick.validity == .pending && guests.shownError == "At most 4.")
    #expect(save.isBusy && screen.focusedField === name)
    screen.forgetChanges()
  }

  @Test func theScreensResetLeavesNothingOfWhatItPutBack() {
    messUp()
    screen.reset()
    #expect(screen.takeResetViolations().isEmpty)
  }

  @Test func aManagersAndAGroupsResetLeaveNothingOfWhatTheyPutBack() {
    messUp()
    profile.reset()
    #expect(screen.takeResetViolations().isEmpty)
    #expect(nick.validity == .pending, "what the manager does not verify is left as it is")
    messUp()
    phone.reset()
    #expect(screen.takeResetViolations().isEmpty)
    #expect(phone.count == 1 && name.isDirty)
  }

  @Test func aButtonsTargetOfTheAppsOwnIsHeldToWhatItPutBack() {
    let target = SetsValuesBack([name, newsletter, guests])
    discard.resetTarget = target
    messUp()
    #expect(discard.tap())
    let violations = screen.takeResetViolations()
    // The guests are back at 2, pristine, but touched, with their display of errors open; the
    // name is back to empty with "Enter your name." shown; the switch was pristine already.
    #expect(
      violations.contains(
        InvariantViolation(
          subject: "name", expected: "no error shown after a reset",
          actual: "shows \"Enter your name.\"")))
    #expect(
      violations.contains(
        InvariantViolation(
          subject: "guests", expected: "untouched after a reset", actual: "touched"))
    )
    #expect(
      violations.contains(
        InvariantViolation(
          subject: "guests", expected: "its display of errors closed after a reset",
          actual: "open: its next invalid value shows an error at once")))
    #expect(!violations.contains { $0.subject == "newsletter" || $0.subject == "nick" })
    #expect(screen.takeResetViolations().isEmpty, "a reset is checked once")
    withExtendedLifetime(target) {}
  }

  @Test func aTargetOfTheAppsOwnThatResetsTheScreenIsHeldToTheWholeContract() {
    final class ResetsAndRefills: Resettable {
      unowned let screen: Screen
      let name: TextField
      init(_ screen: Screen, _ name: TextField) { (self.screen, self.name) = (screen, name) }
      func reset() {
        screen.reset()
        name.type("x")  // the app types into a field after the reset
      }
    }
    let target = ResetsAndRefills(screen, name)
    discard.resetTarget = target
    messUp()
    #expect(discard.tap())
    let violations = screen.takeResetViolations()
    #expect(violations.contains { $0.subject == "name" && $0.expected == "pristine after a reset" })
    withExtendedLifetime(target) {}
  }

  @Test func aResetIsRecordedOnlyForAnOwnerThatChecksItAndForgottenWithTheChanges() {
    messUp()
    screen.reset()
    screen.forgetChanges()
    #expect(screen.takeResetViolations().isEmpty)
    screen.reportsBrokenInvariants = false
    let target = SetsValuesBack([guests])
    discard.resetTarget = target
    guests.increment()
    #expect(discard.tap())
    #expect(screen.takeResetViolations().isEmpty, "an app's screen keeps no record")
    withExtendedLifetime(target) {}
  }
}
