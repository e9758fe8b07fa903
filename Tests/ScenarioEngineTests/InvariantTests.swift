import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing

@Suite("Invariants")
struct InvariantTests {
  private let screen = """
    field email
      required
      email
    switch terms
      must-be-on
    button register
    manager form verifies email manages register

    """

  @Test func aViolationFailsTheScenarioAtTheStepThatCausedIt() throws {
    let failure = try replayFailure(
      screen + """
        never register enabled while terms off
        scenario "planted bug"
          type email "ann@example.com"
          toggle terms
        """)
    #expect(failure.position.line == 10)
    #expect(failure.step == "type email \"ann@example.com\"")
    #expect(failure.expected == "never register enabled while terms off")
    #expect(failure.actual == "register is enabled while terms is off")
    #expect(failure.explanation == "register is enabled: manager form is valid")
  }

  @Test func anInvariantThatHoldsLetsTheScenarioPass() {
    expectPasses(
      screen + """
        never register enabled while email invalid
        never register enabled while email pending and terms on
        never form valid while email invalid
        scenario "fine"
          type email "ann@example.com"
          toggle terms
          expect register enabled
        """)
  }

  @Test func aViolationAtTheStartFailsAtTheScenarioLine() throws {
    let failure = try replayFailure(
      screen + """
        never register disabled
        scenario "starts disabled"
          tab
        """)
    #expect(failure.position.line == 9)
    #expect(failure.step == "scenario \"starts disabled\"")
    #expect(failure.actual == "register is disabled")
  }

  @Test func whileAndAndAreStillNames() {
    expectPasses(
      """
      switch while
      switch and
      never while on while and off
      scenario "names"
        toggle and
        toggle while
      """)
  }

  @Test func errorsOfInvariantLines() {
    assertDiagnostics(
      """
      switch terms
      button go
      never go 1️⃣enabeld
      never 2️⃣nothing on
      never 3️⃣go on
      never go enabled 4️⃣when terms off
      never go enabled while terms on 5️⃣or terms off
      scenario "s"
        tab
      6️⃣never go enabled
      """,
      [
        "1️⃣": "unknown state 'enabeld'; did you mean 'enabled'?",
        "2️⃣": "unknown switch 'nothing'",
        "3️⃣": "'go' is a button; 'on' takes a switch",
        "4️⃣":
          "expected 'while' or 'and' and another condition, or 'after tap' and a button, found 'when'",
        "5️⃣":
          "expected 'while' or 'and' and another condition, or 'after tap' and a button, found 'or'",
        "6️⃣": "'never' declares the screen; declarations come before the first scenario",
      ])
  }

  // MARK: - After a tap, busy and idle (extensions of version 2.1)

  private let draft = """
    field name
    field email
    button save busy 1s
    button discard resets names
    manager names verifies name manages
    manager form verifies names email manages discard needs-change

    """

  @Test func anInvariantAfterATapIsCheckedOnlyAfterAStepInWhichTheButtonAcceptedATap() throws {
    // Dirty after typing: no tap of discard, so not checked; the tap resets only the name.
    let failure = try replayFailure(
      draft + """
        never form dirty after tap discard
        scenario "discard keeps the email"
          type email "a"
          type name "b"
          tap save
          tap discard
        """)
    #expect(failure.position.line == 12)
    #expect(failure.step == "tap discard")
    #expect(failure.expected == "never form dirty after tap discard")
    #expect(failure.actual == "form is dirty after an accepted tap of discard")
  }

  @Test func anInvariantAfterATapIsNotCheckedAtTheStartNorAfterARefusedTap() throws {
    // Pristine at the start and after a refused tap (discard needs a change): neither checks.
    expectPasses(
      draft + """
        never form pristine after tap discard
        scenario "refused"
          tap discard
          expect discard refused 1
          type name "b"
          expect discard enabled
        """)
    let failure = try replayFailure(
      draft + """
        never form pristine after tap discard
        scenario "accepted"
          type name "b"
          tap discard
        """)
    #expect(failure.step == "tap discard")
    #expect(failure.actual == "form is pristine after an accepted tap of discard")
  }

  @Test func aButtonIsBusyWhileItsRequestIsInFlightAndIdleOtherwise() throws {
    expectPasses(
      draft + """
        never save disabled while save idle
        never save enabled while save busy
        scenario "busy for a second"
          expect save idle
          tap save
          expect save busy
          wait 999ms
          expect save busy
          wait 1ms
          expect save idle
        """)
    let failure = try replayFailure(
      draft + """
        scenario "not yet"
          tap save
          expect save idle
        """)
    #expect(failure.expected == "idle" && failure.actual == "busy")
  }

  @Test func errorsOfAfterATapAndOfBusy() {
    assertDiagnostics(
      """
      field name
      button discard
      button wipe resets 8️⃣name
      button undo resets 9️⃣frm
      manager form verifies name manages
      never form dirty after 1️⃣discard
      never form dirty after tap 2️⃣name
      never form dirty after tap 3️⃣dicsard
      never form dirty after tap discard 4️⃣now
      never 5️⃣name busy
      never form dirty after tap 7️⃣job[*].remove
      scenario "s"
        expect 6️⃣name idle
      """,
      [
        "1️⃣": "expected 'tap' and a button name, as in 'after tap discard', found 'discard'",
        "2️⃣": "'name' is a field; 'never … after tap' takes a button",
        "3️⃣": "unknown button 'dicsard'; did you mean 'discard'?",
        "4️⃣": "expected the end of the line, found 'now'",
        "5️⃣": "'name' is a field; 'busy' takes a button",
        "6️⃣": "'name' is a field; 'idle' takes a button",
        "8️⃣": "'name' is a field; 'resets' takes a manager",
        "9️⃣": "unknown manager 'frm'; did you mean 'form'?",
        "7️⃣":
          "expected a button name or one row's button, as 'job[1].remove', found 'job[*].remove'",
      ])
  }
}
