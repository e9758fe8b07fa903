import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// `RULE … when NAME TEST [and NAME TEST]...` on fields and switches, and the words version 2
/// reserves.
@Suite("Conditions in files")
struct ConditionTests {
  private static let contact = """
    field email
      required "Give an email or a phone number." when phone empty
      email
    field phone allow digit
      required "Give an email or a phone number." when email empty
    switch member
    field ffNumber
      required "Enter your number." when member on and email filled
    switch consent
      must-be-on "Agree to be called." when phone filled
    button save
    manager form verifies email phone ffNumber consent manages save

    scenario "an email or a phone, at least one"
      expect email invalid
      expect phone invalid
      type phone "0612"
      expect email valid
      expect email no-error
      expect consent invalid
      expect save disabled
      toggle consent
      expect save enabled
      toggle member
      expect ffNumber valid
      type email "a@b.co"
      expect ffNumber invalid
      expect ffNumber errors "Enter your number."
      clear phone
      expect phone valid
      expect consent valid
    """

  @Test func conditionsParseIntoTheRulesAndReplay() throws {
    let file = CheckedFile(text: Self.contact, path: "contact.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    guard case .field(let options) = file.file.declarations[3].details else {
      Issue.record("ffNumber is a field")
      return
    }
    let conditions = try #require(options.rules.first?.conditions)
    #expect(conditions.map(\.name.name) == ["member", "email"])
    #expect(conditions.map(\.test) == [.on, .filled])
    #expect(conditions.first?.name.position.column == 38)
    #expect(
      options.rules.first?.rule.conditions.map(\.description) == ["member on", "email filled"])
    for result in file.replayAll() where !result.passed {
      Issue.record("\(result.scenario.title): \(String(describing: result.failure))")
    }
    #expect(!file.replayAll().isEmpty)
  }

  @Test func aRuleIsWrittenWithItsConditions() {
    let rule = ValidationRule.required("Enter your number.").when(.on("member"), .filled("email"))
    #expect(
      ScenarioWriter.line(rule)
        == "required \"Enter your number.\" when member on and email filled")
  }

  @Test func aConditionsNameAndWordAreCheckedAtTheirPlace() {
    let tail = "button b\nscenario \"s\"\n  tap b\n"
    assertDiagnostics(
      """
      field email
        required when 1️⃣phon empty
      field phone
        required when 2️⃣email on
      switch member
        must-be-on when 3️⃣member off
      field code
        required when email 4️⃣filed
        min-length 3 when5️⃣
        max-length 9 when phone empty and6️⃣

      """ + tail,
      [
        "1️⃣": "unknown field 'phon'; did you mean 'phone'?",
        "2️⃣": "'email' is a field; 'when … on' takes a switch",
        "3️⃣": "a rule's condition cannot read the rule's own control 'member'; name another control",
        "4️⃣": "unknown condition 'filed'; did you mean 'filled'?",
        "5️⃣": "expected the name of the control the condition reads, found the end of the line",
        "6️⃣": "expected the name of the control the condition reads, found the end of the line",
      ])
  }

  @Test func neverTakesAFieldsEmptinessAndReplaysIt() throws {
    let text = """
      field email
        required when phone filled
      field phone
      button save
      manager form verifies email manages save
      never save enabled while email empty and phone empty
      scenario "both empty"
        expect save enabled
      """
    let file = CheckedFile(text: text, path: "never.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    #expect(file.file.invariants.first?.conditions.map(\.state) == [.enabled, .empty, .empty])
    let failure = try #require(file.replayAll().first?.failure)
    #expect(failure.expected == "never save enabled while email empty and phone empty")
    assertDiagnostics(
      """
      field email
      button save
      never save enabled while 1️⃣save empty
      scenario "s"
        tap save
      """,
      ["1️⃣": "'save' is a button; 'empty' takes a field"])
  }

  @Test func aSwitchAndAButtonCountTheirRefusalsInFiles() throws {
    let file = CheckedFile(
      text: """
        field code
          required
        switch terms
        button go
        manager form verifies code manages terms go
        scenario "disabled: refused"
          toggle terms
          tap go
          tap go
          expect terms refused 1
          expect go refused 2
          expect go taps 0
          expect terms off
        """, path: "refusals.scenario")
    try #require(file.isValid, "\(file.renderedDiagnostics)")
    let result = try #require(file.replayAll().first)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  @Test func theWordsVersion2ReservesCannotNameAControl() {
    let tail = "scenario \"s\"\n  expect focus none\n"
    assertDiagnostics(
      "field 1️⃣when\nbutton 2️⃣adds\nswitch 3️⃣focus-invalid\nmanager 4️⃣resets verifies x manages\n"
        + tail,
      [
        "1️⃣": "'when' is reserved since version 2 of the format (it ends a list on a line) and "
          + "cannot name a control or a manager; rename it, such as 'myWhen'",
        "2️⃣": "'adds' is reserved since version 2 of the format (it ends a list on a line) and "
          + "cannot name a control or a manager; rename it, such as 'myAdds'",
        "3️⃣": "'focus-invalid' is reserved since version 2 of the format (it ends a list on a "
          + "line) and cannot name a control or a manager; rename it, such as 'myFocusInvalid'",
        "4️⃣": "'resets' is reserved since version 2 of the format (it ends a list on a line) and "
          + "cannot name a control or a manager; rename it, such as 'myResets'",
      ])
  }
}
