import Testing

@testable import ControlModel

/// A checkpoint skips the parts of a screen that did not change since it was taken or last put
/// back, and its next capture reuses what it saved: these tests change some parts and not
/// others between checkpoints restored in every order.
@Suite("Checkpoints")
struct CheckpointTests {
  let clock = VirtualClock()
  let screen: Screen
  let name: TextField
  let agree: Switch
  let bags: Stepper
  let go: Button

  init() {
    screen = Screen(clock: clock)
    name = screen.makeTextField("name")
    agree = screen.makeSwitch("agree")
    bags = screen.makeStepper("bags", range: 0...3)
    go = screen.makeButton("go")
  }

  /// The parts this suite reads, in one value.
  var state: String {
    "\(name.text)|\(name.cursor)|\(name.isFocused)|\(agree.isOn)|\(bags.value)|"
      + "\(bags.refusalCount)|\(go.tapCount)|\(clock.now)|\(clock.pendingCount)"
  }

  @Test func eachCheckpointPutsBackItsOwnStateInAnyOrder() throws {
    _ = name.focus()
    name.type("a")
    let first = try #require(screen.checkpoint())
    let atFirst = state
    name.type("b")
    _ = agree.toggle()
    let second = try #require(screen.checkpoint())
    let atSecond = state
    screen.restore(first)
    #expect(state == atFirst)
    screen.restore(first)
    #expect(state == atFirst, "restored twice, nothing changed between")
    screen.restore(second)
    #expect(state == atSecond)
    name.type("c")
    _ = bags.increment(5)
    screen.restore(second)
    #expect(state == atSecond, "the field and the stepper changed after the restore")
    screen.restore(first)
    #expect(state == atFirst)
    _ = agree.toggle()
    screen.restore(first)
    #expect(state == atFirst, "only the switch changed")
    screen.restore(second)
    #expect(state == atSecond)
  }

  @Test func aCheckpointTakenTwiceWithoutAChangeSharesWhatItSaved() throws {
    name.type("ab")
    let first = try #require(screen.checkpoint())
    let second = try #require(screen.checkpoint())
    let saved = state
    name.type("c")
    screen.restore(first)
    #expect(state == saved)
    name.backspace()
    screen.restore(second)
    #expect(state == saved, "the shared part was changed after the other restore")
    _ = go.tap()
    _ = clock.schedule(after: .seconds(1)) {}
    let third = try #require(screen.checkpoint())
    let atThird = state
    screen.restore(first)
    #expect(state == saved)
    #expect(clock.pendingCount == 0, "work scheduled after the checkpoint is dropped")
    screen.restore(third)
    #expect(state == atThird)
    clock.advance(by: .seconds(2))
    screen.restore(third)
    #expect(state == atThird, "time and the queue come back")
  }

  /// Each part a field's checkpoint saves, changed alone, comes back: every one of them raises
  /// the field's version when it is set, or a restore would skip the field.
  @Test func eachSavedPartOfAFieldChangedAloneComesBack() throws {
    name.setText("abc")
    let changes: [(String, (TextField) -> Void)] = [
      ("content", { $0.saved.content = "xyz" }), ("caret", { $0.saved.caret = 1 }),
      ("length", { $0.saved.length = 9 }), ("anchor", { $0.saved.anchor = 0 }),
      ("refusals", { $0.saved.refusals = 7 }), ("focus", { $0.saved.hasFocus = true }),
      ("starting value", { $0.isAtStartingValue.toggle() }),
      ("hidden", { $0.core.isHidden = true }), ("busy", { $0.core.isBusy = true }),
    ]
    for (part, change) in changes {
      let checkpoint = try #require(screen.checkpoint())
      let saved = fieldState
      change(name)
      #expect(fieldState != saved, "\(part) is read by this test")
      screen.restore(checkpoint)
      #expect(fieldState == saved, "\(part)")
    }
  }

  /// Every saved part of the field, read directly.
  var fieldState: String {
    "\(name.saved.content)|\(name.saved.caret)|\(name.saved.length)|\(String(describing: name.saved.anchor))|"
      + "\(name.saved.refusals)|\(name.saved.hasFocus)|\(name.isAtStartingValue)|\(name.core.isHidden)|"
      + "\(name.core.isBusy)"
  }

  @Test func theScreensFocusAndRequestsChangedAloneComeBack() throws {
    let checkpoint = try #require(screen.checkpoint())
    screen.saved.focused = name
    screen.restore(checkpoint)
    #expect(screen.saved.focused == nil)
    screen.saved.requestSequence = 4
    screen.saved.sentRequests["name"] = 2
    screen.restore(checkpoint)
    #expect(screen.saved.requestSequence == 0)
    #expect(screen.sentRequestCount(of: "name") == 0)
  }
}
