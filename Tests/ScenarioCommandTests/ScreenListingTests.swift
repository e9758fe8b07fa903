import ControlModel
import Foundation
import Testing
import ValidationManager

@testable import ScenarioCommand
@testable import ScenarioEngine
@testable import ScenarioFormat

/// A screen built in Swift, with a control of every kind and a secure field.
private func account(clock: VirtualClock) -> Screen {
  let screen = Screen(title: "Account", clock: clock)
  let name = screen.makeTextField("name")
  name.validate([.required("Enter your name.")])
  let pin = screen.makeTextField("pin", isSecure: true)
  pin.validate([.minLength(4, "Use 4 digits.")])
  let news = screen.makeSwitch("news")
  let country = screen.makePicker("country", options: ["US", "CA", "Say \"hi\""])
  country.validate([.required()])
  let save = screen.makeButton("save", submits: [name, pin])
  save.action = { {} }
  let form = screen.makeManager("form")
  try? form.verify(name)
  try? form.verify(pin)
  try? form.manage(save)
  _ = news
  return screen
}

private let catalogue = ScreenCatalogue().registering("account", account)

private let listingText = """
  # The screens built in Swift that scenario files name with `screen from`, as the files
  # see them. Written by `account-scenarios --list-screens`; do not edit. The build plugin checks
  # the files against it, and `account-scenarios --list-screens --check` says when it is stale.
  screen "account"
    picker country options "US" "CA" "Say \\"hi\\""
    manager form
    field name
    switch news
    field pin secure
    button save

  """

@Suite("Screen listings: the names of Swift-built screens for a build")
struct ScreenListingTests {
  @Test func aCatalogueListsEachScreensNamesKindsAndSecureFields() throws {
    #expect(
      try ScreenListing(catalogue: catalogue).text(writtenBy: "account-scenarios") == listingText)
  }

  @Test func aListingReadsBackToTheSameScreens() throws {
    let (listing, errors) = ScreenListing.parse(SourceFile(path: "a.screens", text: listingText))
    #expect(errors.isEmpty)
    #expect(try listing == ScreenListing(catalogue: catalogue))
  }

  @Test func aFileIsCheckedAgainstAListedScreenAsAgainstTheBuiltOne() {
    let text = """
      screen from "account"

      scenario "a typo"
        type pni "1234"
        toggle save
        expect news on
      """
    let (listing, _) = ScreenListing.parse(SourceFile(path: "a.screens", text: listingText))
    let listed = CheckedFile(
      text: text, path: "f.scenario", catalogue: ScreenCatalogue().listing(listing))
    let built = CheckedFile(text: text, path: "f.scenario", catalogue: catalogue)
    #expect(listed.renderedDiagnostics == built.renderedDiagnostics)
    #expect(
      listed.renderedDiagnostics == [
        "f.scenario:4:8: error: unknown field 'pni'; did you mean 'pin'?\n    type pni \"••••\"\n         ^",
        "f.scenario:5:10: error: 'save' is a button; 'toggle' takes a switch\n    toggle save\n           ^"
          + "\nf.scenario:1:13: note: declared here\n  screen from \"account\"\n              ^",
      ])
    // Checked, never built: there is no screen to replay.
    let valid = CheckedFile(
      text: "screen from \"account\"\n\nscenario \"s\"\n  type pin \"1234\"\n", path: "g.scenario",
      catalogue: ScreenCatalogue().listing(listing))
    #expect(valid.isValid)
    #expect(valid.makeScreen() == nil)
    // A registered screen of the same name wins over its listing.
    let both = catalogue.listing(listing)
    #expect(both.listedSymbols(named: "account") == nil)
    #expect(both.names == ["account"])
  }

  @Test func aGroupsRowNamesAreListedUnderItAndCheckedAsOnTheBuiltScreen() throws {
    let rows = ScreenCatalogue().registering("invoice") { clock in
      let screen = Screen(title: "Invoice", clock: clock)
      _ = try? screen.makeRowGroup("line", rows: 1...9) { row in
        row.makeTextField("item").validate([.required()])
        row.makeTextField("code", isSecure: true)
        return row.makePicker("unit", options: ["kg", "pc"])
      }
      _ = try? screen.makeRowGroup("note") { row in row.makeTextField("text") }
      return screen
    }
    let text = try ScreenListing(catalogue: rows).text(writtenBy: "invoice-scenarios")
    #expect(
      text.hasSuffix(
        """
        screen "invoice"
          group line
            field code secure
            field item
            picker unit options "kg" "pc"
          group note

        """))
    let (listing, errors) = ScreenListing.parse(SourceFile(path: "i.screens", text: text))
    #expect(errors.isEmpty)
    #expect(try listing == ScreenListing(catalogue: rows))
    let file = """
      screen from "invoice"

      scenario "s"
        type line[1].itme "x"
        select line[2].unit "lb"
        type line[1].code "1234"
        type note[1].anything "x"
      """
    let listed = CheckedFile(
      text: file, path: "f.scenario", catalogue: ScreenCatalogue().listing(listing))
    let built = CheckedFile(text: file, path: "f.scenario", catalogue: rows)
    #expect(listed.renderedDiagnostics == built.renderedDiagnostics)
    #expect(
      listed.diagnostics.map(\.message) == [
        "group 'line' has no 'itme' in its rows (they hold 'code', 'item', 'unit'); did you mean "
          + "'item'?",
        "picker 'line[2].unit' has no option \"lb\" (its options are \"kg\" \"pc\")",
      ])
    #expect(listed.secrets.printable(listed.file.scenarios[0].steps[2].action).contains("••••"))
  }

  @Test func aPickersOptionsAreCheckedAgainstTheListingAsAgainstTheBuiltScreen() {
    let text = """
      screen from "account"

      scenario "options"
        select country "UK"
        select country "CA"
        expect country value "Us"
      """
    let (listing, _) = ScreenListing.parse(SourceFile(path: "a.screens", text: listingText))
    #expect(listing.symbols(of: "account")?["country"]?.options == ["US", "CA", "Say \"hi\""])
    let listed = CheckedFile(
      text: text, path: "f.scenario", catalogue: ScreenCatalogue().listing(listing))
    let built = CheckedFile(text: text, path: "f.scenario", catalogue: catalogue)
    #expect(listed.renderedDiagnostics == built.renderedDiagnostics)
    #expect(
      listed.diagnostics.map { "\($0.position.line):\($0.position.column)" } == ["4:18", "6:24"])
    #expect(
      listed.diagnostics.first.map { "\($0.message)" }
        == #"picker 'country' has no option "UK" (its options are "US" "CA" "Say \"hi\"")"#)
    // The same word in other letter case is suggested, however short.
    #expect(
      listed.diagnostics.last.map { "\($0.message)" }?.hasSuffix(#"; did you mean "US"?"#)
        == true)
    // A listing written before options were listed leaves them to be checked when a scenario
    // runs.
    let older = listingText.replacingOccurrences(of: #" options "US" "CA" "Say \"hi\"""#, with: "")
    let (old, oldErrors) = ScreenListing.parse(SourceFile(path: "o.screens", text: older))
    #expect(oldErrors.isEmpty)
    #expect(old.symbols(of: "account")?["country"] == BuiltName(kind: .picker))
    #expect(
      CheckedFile(text: text, path: "f.scenario", catalogue: ScreenCatalogue().listing(old))
        .isValid)
  }

  @Test func aPickersOptionsInAListingAreReadWithTheirErrorsAtTheirPlaces() {
    let text = """
      screen "x"
        picker a options
        picker b choices "x"
        picker c options "x" "x"
        picker d options x
        switch e options "x"
        picker f secure
      """
    let (listing, errors) = ScreenListing.parse(SourceFile(path: "bad.screens", text: text))
    #expect(
      errors.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
        "2:19 expected the picker's options, each in quotes, found the end of the line",
        "3:12 expected 'options' or the end of the line, found 'choices'",
        "4:24 option 'x' is given twice",
        "5:20 expected an option in quotes, found 'x'",
        "6:12 expected the end of the line, found 'options'",
        "7:12 expected 'options' or the end of the line, found 'secure'",
      ])
    #expect(listing.screens["x"]?.isEmpty ?? true)
  }

  @Test func everyErrorOfAListingIsAtItsPlace() {
    let text = """
      # a comment
        field early
      screen account
      field b
      scren "x"
      screen "x" y
        feild a
        field a
        field a
        button b secure
        field c secret
        field d secure more
        switch
        manager "m"
        field "unclosed
      """
    let (listing, errors) = ScreenListing.parse(SourceFile(path: "bad.screens", text: text))
    #expect(
      errors.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
        "2:3 expected 'screen \"NAME\"' before the screen's names, found 'field'",
        "3:8 expected the screen's name in quotes, found 'account'",
        "4:1 expected 'screen \"NAME\"' at the margin, with the screen's names indented below it, found 'field'",
        "5:1 unknown keyword 'scren'; did you mean 'screen'?",
        "6:12 expected the end of the line, found 'y'",
        "7:3 unknown keyword 'feild'; did you mean 'field'?",
        "9:9 'a' is declared twice; controls and managers share one namespace",
        "10:12 expected the end of the line, found 'secure'",
        "11:11 expected 'secure' or the end of the line, found 'secret'",
        "12:18 expected the end of the line, found 'more'",
        "13:9 expected the name of the switch, found the end of the line",
        "14:11 expected the name of the manager, found '\"m\"'",
        "15:9 missing closing quote '\"' of a string",
      ])
    // What could be read is kept.
    #expect(listing.screens["x"]?.map(\.name) == ["a"])
  }

  @Test func listScreensPrintsWritesAndChecksTheListing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("account.screens").path
    func run(_ arguments: [String]) throws -> (ScenarioEngine.ExitStatus, String, String) {
      var command = try RunnerCommand(arguments: arguments)
      command.programName = "account-scenarios"
      var output = ""
      var errors = ""
      let status = command.run(catalogue: catalogue, writeError: { errors += $0 }) {
        output += $0
      }
      return (status, output, errors)
    }
    #expect(try run(["--list-screens"]) == (.success, listingText, ""))
    #expect(
      try run(["--list-screens", "--check", "--out", path]) == (
        .invalidInput, "",
        "error: cannot read '\(path)'; write it with 'account-scenarios --list-screens --out \(path)'\n"
      ))
    #expect(
      try run(["--list-screens", "--out", path]) == (.success, "wrote \(path) (1 screen)\n", ""))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == listingText)
    #expect(
      try run(["--list-screens", "--check", "--out", path]) == (
        .success, "\(path) is up to date (1 screen)\n", ""
      ))
    try listingText.replacingOccurrences(of: "  switch news\n", with: "").write(
      toFile: path, atomically: true, encoding: .utf8)
    let (status, output, _) = try run(["--list-screens", "--check", "--out", path])
    #expect(status == .failure)
    #expect(
      output == """
        --- \(path)
        +++ \(path) (formatted)
        +8:   switch news
        \(path) is out of date: the screens changed since it was written; write it again with \
        'account-scenarios --list-screens --out \(path)'

        """)
    // The plain runner has no catalogue to list.
    var errors = ""
    let plain = try RunnerCommand(arguments: ["--list-screens"])
    #expect(plain.run(writeError: { errors += $0 }) { _ in } == .usage)
    #expect(
      errors == """
        error: scenario-runner has no catalogue: --list-screens lists the screens that a runner \
        of your own registers ('ScenarioCommand.main(catalogue:)')

        """)
  }

  @Test func checkWithListingsAndAStampIsABuildsCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let listing = folder.appendingPathComponent("account.screens").path
    let file = folder.appendingPathComponent("account.scenario").path
    let stamp = folder.appendingPathComponent("out/Checked.swift").path
    try listingText.write(toFile: listing, atomically: true, encoding: .utf8)
    try "screen from \"account\"\n\nscenario \"s\"\n  type pin \"1234\"\n  toggle news\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    func run(_ arguments: [String]) throws -> (ScenarioEngine.ExitStatus, String, String) {
      var output = ""
      var errors = ""
      let status = try RunnerCommand(arguments: arguments).run(writeError: { errors += $0 }) {
        output += $0
      }
      return (status, output, errors)
    }
    // All is well: nothing printed, the stamp written.
    #expect(
      try run(["--check", "--screens", listing, "--stamp", stamp, file]) == (.success, "", ""))
    #expect(try String(contentsOfFile: stamp, encoding: .utf8) == RunnerCommand.stampText)
    try FileManager.default.removeItem(atPath: stamp)
    // A folder checked gives its listings: one written after the build last read the package
    // is found.
    #expect(try run(["--check", "--stamp", stamp, folder.path]) == (.success, "", ""))
    #expect(try run(["--check", "--screens", listing, folder.path + "/"]).0 == .success)
    try FileManager.default.removeItem(atPath: stamp)
    // Without the listing the screen is unknown: the errors, and no stamp.
    let (status, output, _) = try run(["--check", "--stamp", stamp, file])
    #expect(status == .invalidInput)
    #expect(
      output == """
        \(file):1:13: error: no screen 'account' is registered: this runner has no catalogue; \
        register the screen with 'ScreenCatalogue().registering("account") { clock in … }' and \
        run the files with a runner of your own ('ScenarioCommand.main(catalogue:)'); where the \
        app's code cannot run (the build plugin), give its names in a listing that runner \
        writes: '--list-screens --out Scenarios/account.screens'
          screen from "account"
                      ^
        1 file checked, 1 with errors

        """)
    #expect(!FileManager.default.fileExists(atPath: stamp))
    // A listing with an error stops the check, at the listing's place.
    try "screen \"account\"\n  feild name\n".write(
      toFile: listing, atomically: true, encoding: .utf8)
    #expect(
      try run(["--check", "--screens", listing, file]) == (
        .invalidInput, "",
        "\(listing):2:3: error: unknown keyword 'feild'; did you mean 'field'?\n    feild name\n    ^\n"
      ))
    #expect(
      try run(["--check", "--screens", folder.appendingPathComponent("none.screens").path, file])
        .2.hasPrefix("error: cannot read the listing"))
    // Named and found below the folder, a listing is read once: its error said once.
    #expect(
      try run(["--check", "--screens", listing, folder.path]).2.components(
        separatedBy: "unknown keyword 'feild'"
      ).count == 2)
  }

  @Test func theNewOptionsGoWhereTheyMeanSomething() {
    let wrong: [([String], RunnerCommand.UsageError)] = [
      (["--stamp", "x.swift"], .goesWithCheckAlone("--stamp")),
      (["--screens", "a.screens", "f.scenario"], .goesWithCheckAlone("--screens")),
      (["--fmt", "--check", "--stamp", "x.swift"], .goesWithCheckAlone("--stamp")),
      (["--list-screens", "--check"], .listScreensCheckNeedsOutput),
      (["--list-screens", "Scenarios"], .listScreensTakesNoPath(found: "Scenarios")),
      (["--list-screens", "--format", "json"], .cannotCombine("--list-screens", with: "--format")),
      (["--list-screens", "--fmt"], .cannotCombine("--list-screens", with: "--fmt")),
    ]
    for (arguments, error) in wrong {
      #expect(throws: error, "\(arguments)") { try RunnerCommand(arguments: arguments) }
    }
    #expect(
      RunnerCommand.UsageError.cannotCombine("--list-screens", with: "--fmt").description
        == "option '--list-screens' cannot be combined with '--fmt'")
  }
}
