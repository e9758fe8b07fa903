import ControlModel
import ScenarioEngine
import ScenarioFormat
import TestSupport
import Testing
import ValidationManager

/// Repeated groups in files: `group … end`, row references, `add`, `remove`, `expect GROUP
/// rows N`, buttons that add and remove, `never` on rows, and every error at its place.
@Suite("Groups of rows in files")
struct GroupFormatTests {
  private static let booking = """
    screen "Passengers"
    date flight selected 2026-07-01
    field email
    group passenger from 1 to 3
      field first
        required "Enter a first name."
      picker type options "Adult" "Child" "Infant" selected "Adult"
      date born to 2026-07-01
        required
        age-under 2 on flight "Too old for an infant." when type is "Infant"
      stepper bags to 3
        shown when type is-not "Infant"
      manager row verifies first born manages bags
    end
    button addPassenger adds passenger
    button removePassenger removes passenger
    button continue submits email passenger busy 2s
    manager form verifies email passenger manages
    never passenger rows at-least 4
    never passenger[2].bags shown while passenger[2].type is "Infant"

    scenario "rows"
      add passenger
      expect passenger rows 2
      select passenger[2].type "Infant"
      expect passenger[2].bags hidden
      expect passenger[1].bags shown
      pick passenger[2].born 2024-06-30
      expect passenger[2].born errors "Too old for an infant."
      pick passenger[1].born 2024-06-30
      expect passenger[1].born valid
      remove passenger 1
      expect passenger rows 1
      expect passenger[1].type value "Infant"
      expect passenger[1].born value 2024-06-30
      expect passenger[1].born invalid
    """

  @Test func aGroupParsesChecksAndReplays() {
    let file = CheckedFile(text: Self.booking, path: "booking.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let row = file.file.declarations.filter { $0.group == "passenger" }.map(\.name.name)
    #expect(row == ["first", "type", "born", "bags", "row"])
    guard
      case .group(let options)? = file.file.declarations.first(where: { $0.kind == .group })?
        .details
    else {
      Issue.record("no group")
      return
    }
    #expect(options.from == 1 && options.to == 3 && options.startingRows == 1)
    let results = file.replayAll()
    #expect(results.allSatisfy { $0.passed }, "\(results.compactMap(\.failure))")
  }

  @Test func theWriterIndentsTheRowAndReadsBackTheSameFile() {
    let file = CheckedFile(text: Self.booking, path: "booking.scenario")
    let written = ScenarioWriter.text(of: file.file)
    #expect(written.contains("group passenger from 1 to 3\n  field first\n    required"))
    #expect(written.contains("  manager row verifies first born manages bags\nend\n"))
    #expect(written.contains("button addPassenger adds passenger"))
    #expect(written.contains("never passenger rows at-least 4"))
    #expect(written.contains("  remove passenger 1"))
    #expect(written.contains("  expect passenger rows 2"))
    let again = CheckedFile(text: written, path: "booking.scenario")
    #expect(again.diagnostics.map(\.message) == [])
    #expect(ScenarioWriter.text(of: again.file) == written)
    #expect(Formatter.format(written) == written)
  }

  @Test func theFormatterIndentsAGroupsBody() {
    let text = """
      group passenger from 1
      field first
      required
          # a comment
      picker type options "A" "B"
        shown when first filled
      end
      button add adds passenger
      scenario "s"
      add passenger
      """
    #expect(
      Formatter.format(text) == """
        group passenger from 1
          field first
            required
          # a comment
          picker type options "A" "B"
            shown when first filled
        end
        button add adds passenger

        scenario "s"
          add passenger

        """)
  }

  @Test func aRowThatDoesNotExistFailsTheScenarioSayingHowManyThereAre() throws {
    let file = CheckedFile(
      text: """
        group item from 1 to 3
          field name
        end
        scenario "s"
          type item[2].name "x"
        scenario "t"
          remove item 3
        scenario "u"
          expect item rows 2
        """, path: "s.scenario")
    #expect(file.diagnostics.map(\.message) == [])
    let failures = file.replayAll().map(\.failure)
    #expect(failures[0]?.expected == "a row 2 of group 'item', for 'item[2].name'")
    #expect(failures[0]?.actual == "group 'item' has 1 row")
    #expect(failures[1]?.expected == "a row 3 of group 'item' to remove")
    #expect(failures[1]?.actual == "group 'item' has 1 row")
    #expect(failures[2]?.expected == "rows 2")
    #expect(failures[2]?.actual == "rows 1")
  }

  @Test func addAndRemoveAtTheBoundsCountRefusalsOfTheGroup() {
    let file = CheckedFile(
      text: """
        group item from 1 to 2
          field name
        end
        button more adds item
        button fewer removes item
        scenario "s"
          remove item 1
          expect item refused 1
          expect fewer disabled
          tap more
          expect more disabled
          add item
          expect item refused 2
          tap more
          expect more refused 1
          expect item rows 2
          tap fewer
          expect item rows 1
          expect fewer taps 1
        """, path: "s.scenario")
    let results = file.replayAll()
    #expect(results.allSatisfy { $0.passed }, "\(results.compactMap(\.failure))")
  }

  @Test func aNeverOnARowThatDoesNotExistDoesNotHold() {
    let file = CheckedFile(
      text: """
        group item rows 1
          field name
        end
        never item[2].name empty
        never item rows at-most 0
        scenario "s"
          remove item 1
        """, path: "s.scenario")
    let failure = file.replayAll().first?.failure
    #expect(failure?.expected == "never item rows at-most 0")
    #expect(failure?.actual == "item has 0 rows")
  }

  @Test func aGroupWithNoRowsIsValidAndAManagerVerifiesIt() {
    let file = CheckedFile(
      text: """
        group phone
          field number allow digit
            required
        end
        button save
        manager form verifies phone manages save
        scenario "s"
          expect phone rows 0
          expect phone valid
          expect save enabled
          add phone
          expect phone invalid
          expect save disabled
          type phone[1].number "12a3"
          expect phone[1].number text "123"
          expect phone[1].number refused 1
          expect save enabled
          remove phone 1
          expect save enabled
        """, path: "s.scenario")
    let results = file.replayAll()
    #expect(results.allSatisfy { $0.passed }, "\(results.compactMap(\.failure))")
  }

  @Test func aSecureFieldOfARowIsMaskedAndAPlainOneIsNot() {
    let file = CheckedFile(
      text: """
        group account rows 1
          field pin secure
          field label
        end
        scenario "s"
          type account[1].pin "1234"
          type account[1].label "home"
          expect account[1].pin text "9999"
        """, path: "s.scenario")
    let steps = file.file.scenarios[0].steps.map { file.secrets.printable($0.action) }
    #expect(steps[0] == "type account[1].pin \"••••\"")
    #expect(steps[1] == "type account[1].label \"home\"")
    let failure = file.replayAll().first?.failure
    #expect(failure?.expected.contains("9999") == false)
    #expect(failure?.actual.contains("1234") == false)
  }

  @Test func linesThatCannotBeInAGroupAreErrorsAtTheirPlace() {
    assertDiagnostics(
      """
      field email
      group passenger from 1
        field first
        1️⃣button nope
        2️⃣group nested
        3️⃣never first empty
      end
      4️⃣required
      5️⃣end
      6️⃣group tail
        field x
      scenario "s"
        tab
      """,
      [
        "1️⃣":
          "'button' cannot be declared inside group 'passenger' (a row holds fields, switches, "
          + "pickers, steppers, dates and managers); close the group with 'end' first",
        "2️⃣":
          "'group' cannot be declared inside group 'passenger' (a row holds fields, switches, "
          + "pickers, steppers, dates and managers); close the group with 'end' first",
        "3️⃣":
          "'never' cannot be declared inside group 'passenger' (a row holds fields, switches, "
          + "pickers, steppers, dates and managers); close the group with 'end' first",
        "4️⃣":
          "'required' cannot come right after the 'end' line: it applies to the control "
          + "declared last, and 'group' and 'end' lines start and end a group's row; write it "
          + "under the control it applies to",
        "5️⃣": "'end' closes a group, and no group is open",
        "6️⃣": "group 'tail' has no 'end'; close its row's declarations with a line 'end'",
      ])
  }

  @Test func boundsOutOfOrderAndAnEmptyGroupAreErrors() {
    assertDiagnostics(
      """
      group a from 3 to 1️⃣2
        field x
      end
      group b to 6 rows 2️⃣7
        field y
      end
      group c from 3️⃣101
        field z
      end
      group d
        4️⃣required
      5️⃣end
      group e rows 1 7️⃣rows 2
        field w
      end
      button both adds e 8️⃣removes e
      button twice adds e 9️⃣adds e
      scenario "s"
        tab
      """,
      [
        "1️⃣": "'from 3' comes after 'to 2'; 'from' is at most 'to'",
        "2️⃣": "'rows 7' lies outside the group's bounds 0 to 6",
        "3️⃣": "'from 101' comes after 'to 100'; 'from' is at most 'to'",
        "4️⃣":
          "'required' cannot come right after the 'group' line: it applies to the control "
          + "declared last, and 'group' and 'end' lines start and end a group's row; write it "
          + "under the control it applies to",
        "5️⃣": "group 'd' declares no control; declare its row's controls before 'end'",
        "7️⃣": "option 'rows' is given twice",
        "8️⃣": "a button adds rows or removes them, not both; declare one button for each",
        "9️⃣": "option 'adds' is given twice",
      ])
  }

  @Test func rowNamesAreUsedOnlyAsTheFormatSays() {
    assertDiagnostics(
      """
      field email
      group passenger from 1
        field first
          equals email
        field second
          equals first
        manager row verifies first 1️⃣email manages
      end
      button go submits passenger 2️⃣first
      manager form verifies passenger 3️⃣passenger[1].first manages
      scenario "s"
        type 4️⃣first "a"
        type passenger[5️⃣0].first "a"
        type 6️⃣passenger[1] "a"
        type passenger[1].7️⃣frist "a"
        add 8️⃣email
        remove passenger 9️⃣0
      """,
      [
        "1️⃣":
          "manager 'row' of group 'passenger' verifies and manages only controls of its own row; "
          + "'email' is not in the row",
        "2️⃣":
          "'first' is declared in group 'passenger', whose every row has one; write "
          + "'passenger[N].first' for row N in a step or assertion",
        "3️⃣":
          "'passenger[1].first' names one row; a declaration names a group's controls by their "
          + "own names inside the group, or the group as a whole",
        "4️⃣":
          "'first' is declared in group 'passenger', whose every row has one; write "
          + "'passenger[N].first' for row N in a step or assertion",
        "5️⃣": "rows are numbered from 1, not '0'; write a row number such as 'passenger[1]'",
        "6️⃣":
          "'passenger[1]' is a row, not a name; name one of its controls, such as "
          + "'passenger[1].NAME'",
        "7️⃣":
          "group 'passenger' has no 'frist' in its rows (they hold 'first', 'row', 'second'); "
          + "did you mean 'first'?",
        "8️⃣": "'email' is a field; 'add' takes a group",
        "9️⃣": "rows are numbered from 1, not '0'; write a row number such as '1'",
      ])
  }

  @Test func aCycleOfRowManagersIsFoundInAGroupThatStartsEmpty() {
    let file = CheckedFile(
      text: """
        group item
          field name
          manager a verifies b manages
          manager b verifies a manages
        end
        scenario "s"
          add item
        """, path: "s.scenario")
    #expect(file.diagnostics.count == 1)
    #expect(file.diagnostics.first?.message.contains("cycle") == true)
  }
}
