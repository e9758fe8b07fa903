import ControlModel
import Foundation
import FuzzSupport
import ValidationManager

/// A passenger row: a required first name checked by a remote check after a debounce, a type,
/// bags shown except for an infant, and a row manager.
private struct Passenger {
  let first: TextField
  let type: Picker
  let bags: Stepper
}

/// Whether each operation is printed (`FUZZ_TRACE=1`), to read a crash's session.
private let tracing = getenv("FUZZ_TRACE") != nil

/// The most operations one input runs: a session's checks stay within the fuzzer's time per
/// input (a 1 KB input of additions of 99 rows each, checked whole after each, took over 10 s).
private let mostOperations = 300

/// libFuzzer's entry: any bytes as a session on a screen with a group of rows.
///
/// The group starts anywhere within its bounds; the session adds, removals of any row, the focused one and one whose check is
/// in flight included, taps of the buttons that add and remove, edits, loads into rows, resets of
/// the screen and of the group, focus, the clock, answers). After every operation: the model's
/// invariants, a reset's contract, and, once a draft was loaded, dirty agreeing with the values
/// loaded; at every event an observer hears, dirtiness agreeing with the values it reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard bytes.count >= 2 else { return 0 }
  var session = RowSession(lower: Int(bytes[0] % 3), extra: Int(bytes[1] % 4))
  var index = 2
  func byte() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
  var operations = 0
  while index < bytes.count, operations < mostOperations {
    operations += 1
    let operation = byte()
    if tracing { FileHandle.standardError.write(Data("operation \(operation % 20), rows \(session.group.count)\n".utf8)) }
    session.step(operation, byte)
    session.check()
  }
  return 0
}

/// A screen with a group of rows, its observers and what was loaded.
private struct RowSession {
  let clock = VirtualClock()
  let screen: Screen
  let group: RowGroup<Passenger>
  let form: Manager
  let next: Button
  let add: Button
  let remove: Button
  /// What the last load gave the form, while the session only edited since.
  var loaded: FormValues?

  init(lower: Int, extra: Int) {
    screen = Screen(title: "Passengers", clock: clock)
    let email = screen.makeTextField("email")
    email.validate([.required(), .email()])
    do {
      group = try screen.makeRowGroup(
        "passenger", rows: lower...(lower + 6), startingRows: lower + min(extra, 6)
      ) { row in
        let name = row.makeTextField("first", limit: 8)
        name.validate(
          [.required(), .remote(taken: ["bo"], after: .milliseconds(100))], errors: .onChange,
          debounce: .milliseconds(50))
        let type = row.makePicker(
          "type", options: ["Adult", "Child", "Infant"], selection: "Adult")
        let bags = row.makeStepper("bags", range: 0...3)
        bags.show(when: [.isNot("type", "Infant")])
        let manager = row.makeManager("row")
        try manager.verify(name)
        try manager.manage(bags)
        return Passenger(first: name, type: type, bags: bags)
      }
    } catch {
      preconditionFailure("the row template cannot fail: \(error)")
    }
    form = screen.makeManager("form")
    next = screen.makeButton("continue", submits: [email])
    add = screen.makeButton("addPassenger")
    remove = screen.makeButton("removePassenger")
    group.attachAddButton(add)
    group.attachRemoveButton(remove)
    group.submit(with: next)
    do {
      try form.verify(email)
      try form.verify(group)
      try form.manage(next)
    } catch {
      preconditionFailure("the form's wiring cannot make a cycle: \(error)")
    }
    let check = { [weak screen, weak group, weak form] in
      guard let screen, let group, let form else { return }
      requireCurrentDirtiness(screen, group, form)
    }
    screen.addObserver { _ in check() }
    group.addObserver { _ in check() }
  }

  private func row(_ byte: Int) -> Passenger? {
    let rows = group.rows
    return rows.isEmpty ? nil : rows[byte % rows.count]
  }

  mutating func step(_ operation: Int, _ byte: () -> Int) {
    var resets = false
    switch operation % 20 {
    case 0: group.append()
    case 1: group.remove(at: byte() % (group.count + 1))
    case 2: row(byte())?.first.type(["a", "b", "o", "é", "e\u{301}", "👍🏽"][byte() % 6])
    case 3: row(byte())?.first.clear()
    case 4: row(byte())?.first.focus()
    case 5: screen.tab()
    case 6: screen.blur()
    case 7: row(byte())?.type.select(["Adult", "Child", "Infant", nil][byte() % 4])
    case 8: row(byte())?.bags.increment()
    case 9: clock.advance(by: .milliseconds(byte() * 4))
    case 10:
      screen.outstandingRequests.first?.answer(byte() % 2 == 0 ? .valid : .invalid("Taken."))
    case 11:
      if let focused = screen.focusedField,
        let place = group.rows.firstIndex(where: { $0.first === focused })
      {
        group.remove(at: place)
      }
    case 12: add.tap()
    case 13: remove.tap()
    case 14: next.tap()
    case 15: row(byte())?.first.load(["Ann", "bo", "", "Zoë"][byte() % 4])
    case 16:
      screen.reset()
      resets = true
    case 17:
      group.reset()
      resets = true
    case 18: loadDraft(rows: byte() % 8)
    default:
      for _ in 0..<(byte() % 8) { group.append() }
    }
    if resets { requireResetContract() }
    // A load into a row, or a set, moves the starting values away from the draft's.
    if operation % 20 == 15 { loaded = nil }
  }

  /// Loads a draft of a number of rows (within the bounds) through the form's values.
  private mutating func loadDraft(rows: Int) {
    let count = min(max(rows, group.bounds.lowerBound), group.bounds.upperBound)
    var values = FormValues()
    values["email"] = .string("ann@example.com")
    values["passenger"] = .rows(
      (0..<count).map { place in
        var row = FormValues()
        row["first"] = .string(["Ann", "bo", "Mia"][place % 3])
        row["type"] = .string(["Adult", "Child", "Infant"][place % 3])
        row["bags"] = .int(place % 4)
        return row
      })
    do {
      try screen.load(values)
      loaded = screen.values
    } catch {
      preconditionFailure("a draft within the bounds loads: \(error)")
    }
  }

  /// What a reset of the screen or of the group puts back, checked through the public API.
  private func requireResetContract() {
    precondition(group.count == group.startingRowCount, "a reset gave another number of rows")
    for control in group.rowControls() {
      precondition(!control.isDirty && !control.isTouched, "\(control.name) dirty after a reset")
      precondition(
        control.kind.value == control.startingValue, "\(control.name) not at its starting value")
    }
  }

  func check() {
    let broken = screen.invariantViolations()
    precondition(broken.isEmpty, "invariants broken: \(broken)")
    precondition(group.bounds.contains(group.count), "rows outside the group's bounds")
    if let loaded {
      precondition(screen.isDirty == (screen.values != loaded), "dirty disagrees with the values")
    }
    requireCurrentDirtiness(screen, group, form)
  }
}

extension RowGroup {
  /// The controls of every row.
  fileprivate func rowControls() -> [any Control] {
    (0..<count).flatMap { controls(ofRow: $0) }
  }
}

/// Dirtiness as an observer reads it agrees with the values it reads at that moment: each
/// control against its starting value, the group against its rows, the form against both.
private func requireCurrentDirtiness(
  _ screen: Screen, _ group: RowGroup<Passenger>, _ form: Manager
) {
  var anyDirty = false
  for control in screen.controls where control.kind.value != nil {
    let differs = control.kind.value != control.startingValue
    precondition(control.isDirty == differs, "an observer read \(control.name)'s dirty stale")
    anyDirty = anyDirty || differs
  }
  let rowsDirty =
    group.count != group.startingRowCount || group.rowControls().contains(where: \.isDirty)
  precondition(group.isDirty == rowsDirty, "an observer read the group's dirty stale")
  let email = screen.control(named: "email")?.isDirty == true
  precondition(form.isDirty == (rowsDirty || email), "an observer read the form's dirty stale")
  precondition(screen.isDirty == (anyDirty || group.count != group.startingRowCount))
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_rows_main")
public func fuzzRowsMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzRows(data, size)
  }
}
