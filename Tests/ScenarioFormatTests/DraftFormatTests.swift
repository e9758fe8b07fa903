import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// Version 2.1's lines for drafts in files: `load GROUP rows N`, `commit`, `button … commits`,
/// `enabled when`, and `dirty` and `pristine` in every condition, with every error at its
/// place.
@Suite("Drafts in files: loaded rows, commits, enabled when and dirtiness")
struct DraftFormatTests {
  /// Every line of this suite, as the writer writes it back.
  static let profile = """
    screen "Edit profile"
    field name
      required "Enter your name." when form dirty
    switch privacy
    field email
      shown when privacy on and form dirty
      email "Not an email." when name pristine and privacy on
    group job to 4 rows 1
      field employer
    end
    button save submits name job busy 1s commits
      enabled when form dirty and name filled
    button discard resets commits
    button saveNow commits
    manager form verifies name email job manages
    never save enabled while form pristine

    background
      load job rows 2
      load job[2].employer "Globex"

    scenario "save and discard"
      type name "Ann"
      commit
      commit form
      commit job[1].employer
      load job rows 0
    """

  @Test func everyLineParsesToItsNodes() throws {
    let (file, diagnostics) = formatFile(Self.profile)
    #expect(diagnostics.map(\.message) == [])
    let name = try #require(file.declarations.first { $0.name.name == "name" })
    let rule = try #require(name.details.rules.first)
    #expect(rule.conditions.isEmpty)
    #expect(rule.dirtiness.map(\.name.name) == ["form"])
    #expect(rule.dirtiness.map(\.isDirty) == [true])
    #expect(rule.rule.conditions.isEmpty, "the model's rule carries no condition on dirtiness")
    let email = try #require(file.declarations.first { $0.name.name == "email" })
    #expect(email.shownWhen?.conditions.map(\.name.name) == ["privacy"])
    #expect(email.shownWhen?.dirtiness.map(\.name.name) == ["form"])
    #expect(email.details.rules.first?.dirtiness.map(\.isDirty) == [false])
    let save = try #require(file.declarations.first { $0.name.name == "save" })
    #expect(save.lifecycle.commits)
    #expect(save.enabledWhen?.conditions.map(\.name.name) == ["name"])
    #expect(save.enabledWhen?.dirtiness.map(\.name.name) == ["form"])
    #expect(save.enabledWhen?.position.line == 12)
    let discard = try #require(file.declarations.first { $0.name.name == "discard" })
    #expect(discard.lifecycle.commits && discard.lifecycle.resets != nil)
    let background = try #require(file.background)
    #expect(background.position == SourcePosition(file: "test.scenario", line: 18, column: 1))
    guard case .loadRows(let group, 2) = background.steps.first?.action else {
      Issue.record("not 'load job rows 2': \(String(describing: background.steps.first))")
      return
    }
    #expect(group.name == "job")
    let steps = try #require(file.scenarios.first?.steps).map(\.action)
    guard case .commit(nil) = steps[1], case .commit(let form?) = steps[2],
      case .commit(let employer?) = steps[3], case .loadRows(_, 0) = steps[4]
    else {
      Issue.record("not the commits and load: \(steps)")
      return
    }
    #expect(form.name == "form" && employer.name == "job[1].employer")
  }

  @Test func theWriterWritesEveryLineBackAsWritten() {
    let (file, _) = formatFile(Self.profile)
    let written = ScenarioWriter.text(of: file)
    #expect(written == Self.profile + "\n")
    #expect(ScenarioWriter.text(of: formatFile(written).file) == written)
    #expect(Formatter.format(written) == written)
  }

  @Test func conditionsOnValuesAndDirtinessAreWrittenInTheOrderWritten() {
    let text = """
      switch privacy
      field name
        required when form pristine and privacy on
      button save
        enabled when privacy off and form dirty and name filled
      manager form verifies name manages
      scenario "s"
        blur

      """
    let written = ScenarioWriter.text(of: formatFile(text).file)
    #expect(written.contains("  required \"is required\" when form pristine and privacy on\n"))
    #expect(written.contains("  enabled when privacy off and form dirty and name filled\n"))
  }

  @Test func aToolsButtonAndStepsAreWrittenWithTheWords() {
    let group = NameReference(written: "job")
    #expect(ScenarioWriter.line(.loadRows(group, 3)) == "load job rows 3")
    #expect(ScenarioWriter.line(.commit(nil)) == "commit")
    #expect(ScenarioWriter.line(.commit(group)) == "commit job")
  }

  @Test func loadRowsTakesAGroupAndANumberWithinItsBounds() {
    assertFormatDiagnostics(
      """
      field name
      group job from 1 to 4
        field employer
      end
      scenario "s"
        load job rows 1️⃣5
        load job rows 2️⃣0
        load 3️⃣name rows 2
        load 4️⃣jbo rows 2
        load job rows 5️⃣many
      """,
      [
        "1️⃣": "'rows 5' lies outside the group's bounds 1 to 4",
        "2️⃣": "'rows 0' lies outside the group's bounds 1 to 4",
        "3️⃣": "'name' is a field; 'load … rows' takes a group",
        "4️⃣": "unknown group 'jbo'; did you mean 'job'?",
        "5️⃣": "expected a number of rows such as '2', found 'many'",
      ])
  }

  @Test func commitTakesAControlWithAValueAManagerOrAGroup() {
    assertFormatDiagnostics(
      """
      field name
      button save commits
      manager form verifies name manages save
      scenario "s"
        commit 1️⃣save
        commit 2️⃣frm
        commit form 3️⃣now
      """,
      [
        "1️⃣": "'save' is a button; 'commit' takes a field, a switch or a manager",
        "2️⃣": "unknown field, switch or manager 'frm'; did you mean 'form'?",
        "3️⃣": "expected the end of the line, found 'now'",
      ])
  }

  @Test func commitsIsAButtonsOptionOnceAndAReservedWord() {
    assertFormatDiagnostics(
      """
      field name
      button save commits 1️⃣commits
      button 2️⃣commits
      field 3️⃣today
      manager form verifies name manages save 4️⃣commits
      scenario "s"
        blur
      """,
      [
        "1️⃣": "option 'commits' is given twice",
        "2️⃣": "'commits' is reserved since version 2.1 of the format (it ends a list on a "
          + "button line) and cannot name a control or a manager; rename it, such as "
          + "'myCommits'",
        "3️⃣": "'today' is reserved since version 2.1 of the format (it is a day wherever a day "
          + "may be written) and cannot name a control or a manager; rename it, such as "
          + "'myToday'",
        "4️⃣": "expected 'needs-change' or the end of the line, found 'commits'",
      ])
  }

  @Test func aSubmitsListEndsAtCommits() throws {
    let (file, diagnostics) = formatFile(
      "field a\nfield b\nbutton go submits a b commits\nscenario \"s\"\n  blur\n")
    #expect(diagnostics.map(\.message) == [])
    let go = try #require(file.declarations.last)
    guard case .button(let submits, _, _) = go.details else {
      Issue.record("not a button")
      return
    }
    #expect(submits.map(\.name) == ["a", "b"])
    #expect(go.lifecycle.commits)
  }

  @Test func enabledWhenFollowsAButtonOnceAndNotOnItself() {
    assertFormatDiagnostics(
      """
      1️⃣enabled when name filled
      field name
      button save
        enabled when 2️⃣save pristine and name filled
        3️⃣enabled when name empty
      button other
        enabled when 4️⃣other filled
      field note
        5️⃣enabled when name filled
      group job
        field employer
      end
      7️⃣enabled when name filled
      button last
        enabled 8️⃣name filled
      scenario "s"
        blur
      """,
      [
        "1️⃣": "'enabled when' has no button declared before it to apply to",
        "2️⃣": "'save' cannot be enabled when a condition on itself holds; name another control",
        "3️⃣": "'save' already has an 'enabled when' line; write its conditions on one line with "
          + "'and'",
        "4️⃣": "'other' cannot be enabled when a condition on itself holds; name another control",
        "5️⃣": "'enabled when' applies to the button declared last, and 'note' declared last is "
          + "a field; write it under a button",
        "7️⃣": "'enabled' cannot come right after the 'end' line: it applies to the control "
          + "declared last, and 'group' and 'end' lines start and end a group's row; write it "
          + "under the control it applies to",
        "8️⃣": "expected 'when' and the conditions under which the button is enabled, found "
          + "'name'",
      ])
  }

  @Test func dirtyAndPristineReadAControlWithAValueAManagerOrAGroupButNotAButton() {
    assertFormatDiagnostics(
      """
      field name
        required when 1️⃣name dirty
      field note
        shown when 2️⃣note pristine
        required when 3️⃣save dirty
      button save
        enabled when 4️⃣go pristine
      button go
        shown when 5️⃣frm dirty
      manager form verifies name manages
      never 6️⃣save dirty
      never form dirty while 7️⃣go pristine
      scenario "s"
        blur
      """,
      [
        "1️⃣": "a rule's condition cannot read the rule's own control 'name'; name another control",
        "2️⃣": "'note' cannot be shown when a condition on itself holds; name another control",
        "3️⃣": "'save' is a button; 'when … dirty' takes a field, a switch or a manager",
        "4️⃣": "'go' is a button; 'when … pristine' takes a field, a switch or a manager",
        "5️⃣": "unknown field, switch or manager 'frm'; did you mean 'form'?",
        "6️⃣": "'save' is a button; 'dirty' takes a field, a switch or a manager",
        "7️⃣": "'go' is a button; 'pristine' takes a field, a switch or a manager",
      ])
  }

  @Test func aConditionOnAGroupsDirtinessMayNameTheGroupInsideItsRow() {
    let (_, diagnostics) = formatFile(
      """
      group job
        field employer
        field title
          required when employer dirty
          shown when job pristine
        manager row verifies employer manages
      end
      button save
        enabled when job dirty
      scenario "s"
        blur
      """)
    #expect(diagnostics.map(\.message) == [])
  }

  @Test func theRunnerReplaysEveryVersion21Line() {
    let file = CheckedFile(text: Self.profile, path: "profile.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let results = file.replayAll()
    #expect(!results.isEmpty)
    for result in results where !result.passed {
      Issue.record("\(result.scenario.title): \(String(describing: result.failure))")
    }
  }

  @Test func aVersion2FileHasNoVersion21Use() {
    let file = CheckedFile(
      text: """
        field name
        button save submits name resets
        manager form verifies name manages save needs-change
        never save enabled while form pristine
        scenario "s"
          load name "Ann"
          expect form pristine
        """, path: "v2.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    #expect(file.replayAll().allSatisfy { $0.passed })
  }
}
