import ControlModel
import Testing

@testable import ValidationManager

/// Drafts keep their data (version 2.1's three changed meanings): a group's starting rows by
/// place, dirty by place, a reset that keeps the server's answer for the same text; and
/// observers that read the state as the change left it.
@Suite("Drafts keep their data")
struct DraftTests {
  let clock = VirtualClock()

  struct Job {
    let employer: TextField
    let current: Switch
  }

  /// A job application: a name, an email the server checks, one to five previous jobs.
  private func application(rows: Int = 2) throws -> (Screen, RowGroup<Job>, Manager) {
    let screen = Screen(title: "Job application", clock: clock)
    let name = screen.makeTextField("name")
    name.validate([.required()])
    let email = screen.makeTextField("email")
    email.validate([
      .required(), .remote(taken: ["ann@example.com"], after: .seconds(1), "Already applied."),
    ])
    let jobs = try screen.makeRowGroup("job", rows: 1...5, startingRows: rows) { row in
      let employer = row.makeTextField("employer")
      employer.validate([.required()])
      return Job(employer: employer, current: row.makeSwitch("current"))
    }
    let submit = screen.makeButton("submit")
    let form = screen.makeManager("form")
    try form.verify(name)
    try form.verify(email)
    try form.verify(jobs)
    try form.manage(submit)
    return (screen, jobs, form)
  }

  private func draft() -> FormValues {
    var first = FormValues()
    first["employer"] = .string("Acme")
    first["current"] = .bool(false)
    var second = FormValues()
    second["employer"] = .string("Globex")
    second["current"] = .bool(true)
    var values = FormValues()
    values["name"] = .string("Ann")
    values["email"] = .string("ann@example.org")
    values["job"] = .rows([first, second])
    return values
  }

  @Test func discardBringsBackARemovedLoadedRowAtItsPlace() throws {
    let (screen, jobs, form) = try application()
    let loaded = draft()
    try screen.load(loaded)
    #expect(!screen.isDirty && !form.isDirty)
    #expect(jobs.remove(at: 0))
    #expect(jobs.rows.map(\.employer.text) == ["Globex"])
    // Dirty by place: row 1 holds what was loaded at place 2.
    #expect(jobs.rows[0].employer.isDirty && jobs.rows[0].current.isDirty && jobs.isDirty)
    #expect(jobs.append())
    #expect(jobs.rows[1].employer.isDirty && jobs.isDirty && screen.isDirty)
    screen.reset()
    #expect(jobs.rows.map(\.employer.text) == ["Acme", "Globex"])
    #expect(jobs.rows.map(\.current.isOn) == [false, true])
    #expect(!jobs.isDirty && !form.isDirty && !screen.isDirty)
    #expect(screen.values == loaded)
  }

  @Test func aResetOfTheGroupOrOfAManagerThatVerifiesItPutsBackThePlaces() throws {
    let (screen, jobs, form) = try application()
    try screen.load(draft())
    jobs.remove(at: 1)
    jobs.rows[0].employer.type("!")
    jobs.reset()
    #expect(jobs.rows.map(\.employer.text) == ["Acme", "Globex"])
    jobs.remove(at: 0)
    form.reset()
    #expect(jobs.rows.map(\.employer.text) == ["Acme", "Globex"])
    #expect(jobs.startingPlaces.map { $0["employer"] } == [.text("Acme"), .text("Globex")])
  }

  @Test func aStartingRowStillOnScreenGoesBackToItsPlaceItself() throws {
    let (screen, jobs, _) = try application()
    try screen.load(draft())
    let globex = jobs.rows[1].employer
    jobs.remove(at: 0)
    screen.reset()
    #expect(jobs.rows[1].employer === globex)
    #expect(jobs.rows[0].employer !== globex)
    #expect(screen.invariantViolations().isEmpty)
    // The group's manager verifies the row brought back in its place: errors in row order.
    let rowOrder = (0..<jobs.count).flatMap { jobs.controls(ofRow: $0).map(\.name) }
    #expect(jobs.manager.members.map(\.name) == rowOrder)
  }

  /// Found by fuzz-rows: a load of more rows than the group has checks its values in rows it
  /// adds first, and an observer of those additions read the group's dirtiness stale.
  @Test func aLoadOfMoreRowsIsHeardWithItsDirtinessCurrent() throws {
    let (screen, jobs, form) = try application()
    final class Heard { var stale: [String] = [] }
    let heard = Heard()
    jobs.addObserver { [unowned screen] _ in
      heard.stale += Self.staleDirtiness(screen, form: form, jobs: jobs)
    }
    var values = draft()
    var third = FormValues()
    third["employer"] = .string("Initech")
    values["job"] = .rows([third, third, third])
    try screen.load(values)
    #expect(jobs.count == 3 && !jobs.isDirty)
    #expect(heard.stale.isEmpty, "\(heard.stale)")
  }

  @Test func aRefusedDraftStaysRefusedAfterDiscard() throws {
    let (screen, _, form) = try application(rows: 1)
    let email = try #require(screen.field(named: "email"))
    email.load("ann@example.com")
    clock.advance(by: .seconds(1))
    #expect(email.validity == .invalid)
    email.clear()
    email.type("bob@example.com")
    clock.advance(by: .seconds(1))
    #expect(email.validity == .valid)
    screen.reset()
    #expect(email.text == "ann@example.com")
    #expect(email.validity == .invalid)
    #expect(email.errors == ["Already applied."])
    #expect(form.validity == .invalid)
    #expect(screen.outstandingRequests.isEmpty)
  }

  @Test func anAcceptedStartingTextIsValidAfterAReset() throws {
    let (screen, _, _) = try application(rows: 1)
    let email = try #require(screen.field(named: "email"))
    email.load("bob@example.com")
    clock.advance(by: .seconds(1))
    email.type("x")
    screen.reset()
    #expect(email.validity == .valid)
  }

  @Test func revalidateAsksAgainAfterAFailedCheckWhetherOrNotAResetCameBetween() throws {
    let screen = Screen(title: "Check", clock: clock)
    let code = screen.makeTextField("code")
    code.validate([.check { _ in .valid }])
    code.load("A1")
    #expect(code.validity == .pending)
    #expect(try #require(screen.outstandingRequests.first).answer(.failed("offline")))
    #expect(code.validity == .invalid)
    screen.reset()
    // The failed check stands for the same text, and nothing is sent by the reset.
    #expect(code.validity == .invalid)
    #expect(screen.outstandingRequests.isEmpty)
    code.revalidate()
    #expect(code.validity == .pending)
    #expect(try #require(screen.outstandingRequests.first).answer(.valid))
    #expect(code.validity == .valid)
    screen.reset()
    #expect(code.validity == .valid)
  }

  // MARK: - Properties over random sessions

  /// Random steps on a loaded draft: adds, removals, edits, toggles, loads into rows, resets.
  private func randomStep(
    _ random: inout SplitMix, screen: Screen, jobs: RowGroup<Job>
  ) {
    let rows = jobs.rows
    switch random.next(9) {
    case 0: jobs.append()
    case 1: if !rows.isEmpty { jobs.remove(at: random.next(rows.count)) }
    case 2:
      if !rows.isEmpty {
        rows[random.next(rows.count)].employer.type(["A", "é", "🇨🇭"][random.next(3)])
      }
    case 3: if !rows.isEmpty { rows[random.next(rows.count)].employer.backspace() }
    case 4: if !rows.isEmpty { _ = rows[random.next(rows.count)].current.toggle() }
    case 5: screen.reset()
    case 6: jobs.reset()
    case 7: screen.field(named: "name")?.type("x")
    default: if !rows.isEmpty { _ = rows[random.next(rows.count)].employer.focus() }
    }
  }

  @Test(arguments: 1...40)
  func dirtyAgreesWithTheValuesLoaded(seed: UInt64) throws {
    let (screen, jobs, form) = try application()
    let loaded = draft()
    try screen.load(loaded)
    var random = SplitMix(seed: seed)
    for step in 0..<40 {
      randomStep(&random, screen: screen, jobs: jobs)
      let differs = screen.values != loaded
      #expect(screen.isDirty == differs, "seed \(seed), step \(step)")
      #expect(form.isDirty == differs, "seed \(seed), step \(step)")
      #expect(screen.invariantViolations().isEmpty, "seed \(seed), step \(step)")
    }
  }

  /// What an observer reads of one subject.
  struct Reading: Equatable {
    let dirty: Bool
    let touched: Bool
    let validity: Validity
    let enabled: Bool?
  }

  private func readings(_ screen: Screen, form: Manager, jobs: RowGroup<Job>) -> [String: Reading] {
    var all: [String: Reading] = [:]
    for control in screen.controls {
      let member = control.kind.validatable
      all[control.name] = Reading(
        dirty: control.isDirty, touched: control.isTouched, validity: member.validity,
        enabled: control.isEnabled)
    }
    all["form"] = Reading(
      dirty: form.isDirty, touched: form.isTouched, validity: form.validity, enabled: nil)
    all["job"] = Reading(
      dirty: jobs.isDirty, touched: jobs.isTouched, validity: jobs.validity, enabled: nil)
    return all
  }

  /// What an observer would read as dirty that its values deny: a control whose value differs
  /// from its starting value (or not) against its dirtiness, a group or manager against its
  /// members.
  static func staleDirtiness(_ screen: Screen, form: Manager, jobs: RowGroup<Job>) -> [String] {
    var stale: [String] = []
    for control in screen.controls where control.kind.value != nil {
      if control.isDirty != (control.kind.value != control.startingValue) {
        stale.append("\(control.name) reads dirty \(control.isDirty)")
      }
    }
    let rowsDirty =
      jobs.count != jobs.startingRowCount
      || (0..<jobs.count).contains { jobs.controls(ofRow: $0).contains(where: \.isDirty) }
    if jobs.isDirty != rowsDirty { stale.append("job reads dirty \(jobs.isDirty)") }
    let formDirty =
      rowsDirty || ["name", "email"].contains { screen.control(named: $0)?.isDirty == true }
    if form.isDirty != formDirty { stale.append("form reads dirty \(form.isDirty)") }
    return stale
  }

  @Test(arguments: 1...40)
  func observersReadTheStateTheChangeLeft(seed: UInt64) throws {
    let (screen, jobs, form) = try application()
    try screen.load(draft())
    final class Log { var read: [(subject: String, state: [String: Reading])] = [] }
    let log = Log()
    final class Stale { var found: [String] = [] }
    let stale = Stale()
    let read = { [unowned screen] (subject: String) in
      log.read.append((subject, readings(screen, form: form, jobs: jobs)))
      // Dirtiness as an observer reads it agrees with the values it reads at that moment.
      stale.found += Self.staleDirtiness(screen, form: form, jobs: jobs).map { "\(subject): \($0)" }
    }
    screen.addObserver { event in
      switch event {
      case .control(let name, _), .managerChanged(let name, _), .dirtyChanged(let name, _):
        read(name)
      case .focusChanged(let name): read(name ?? "")
      }
    }
    jobs.addObserver { _ in read("job") }
    form.onValidityChange { _ in read("form") }
    var random = SplitMix(seed: seed)
    for step in 0..<40 {
      log.read = []
      randomStep(&random, screen: screen, jobs: jobs)
      for found in stale.found {
        Issue.record("seed \(seed), step \(step), at an event of \(found)")
      }
      stale.found = []
      let now = readings(screen, form: form, jobs: jobs)
      // Nothing changes after the last event: it reads the state the step left, whole.
      if let last = log.read.last {
        for (name, value) in last.state {
          guard let current = now[name], current != value else { continue }
          Issue.record(
            "seed \(seed), step \(step), last event: \(name) read \(value), is \(current)")
        }
      }
      // Each event's own subject reads current, unless a later event of the step concerns it.
      for (index, event) in log.read.enumerated()
      where !log.read[(index + 1)...].contains(where: { $0.subject == event.subject }) {
        guard let value = event.state[event.subject], let current = now[event.subject],
          current != value
        else { continue }
        Issue.record(
          "seed \(seed), step \(step), event \(index): \(event.subject) read \(value), is \(current)"
        )
      }
    }
  }
}

/// A small deterministic generator for the property tests.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number from 0 up to `bound`, not included.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
