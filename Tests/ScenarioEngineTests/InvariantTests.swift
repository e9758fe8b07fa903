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
        "4️⃣": "expected 'while' or 'and' and another condition, found 'when'",
        "5️⃣": "expected 'while' or 'and' and another condition, found 'or'",
        "6️⃣": "'never' declares the screen; declarations come before the first scenario",
      ])
  }
}
