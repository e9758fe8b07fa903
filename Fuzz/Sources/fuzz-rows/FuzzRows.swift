import ControlModel
import FuzzSupport
import ValidationManager

/// A passenger row: a required first name checked by a remote check after a debounce, a type,
/// bags shown except for an infant, and a row manager.
private struct Passenger {
  let first: TextField
  let type: Picker
  let bags: Stepper
}

/// libFuzzer's entry: any bytes as a session on a screen with a group of rows (adds, removals
/// of any row, the focused one and one whose check is in flight included, taps of the buttons
/// that add and remove, edits, focus, the clock, answers), the model's invariants checked after
/// every operation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let clock = VirtualClock()
  let screen = Screen(title: "Passengers", clock: clock)
  let email = screen.makeTextField("email")
  email.validate([.required(), .email()])
  let group: RowGroup<Passenger>
  do {
    group = try screen.makeRowGroup("passenger", rows: 0...100, startingRows: Int(first % 4)) {
      row in
      let name = row.makeTextField("first", limit: 8)
      name.validate(
        [.required(), .remote(taken: ["bo"], after: .milliseconds(100))], errors: .onChange,
        debounce: .milliseconds(50))
      let type = row.makePicker("type", options: ["Adult", "Child", "Infant"], selection: "Adult")
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
  let form = screen.makeManager("form")
  let next = screen.makeButton("continue", submits: [email])
  let add = screen.makeButton("addPassenger")
  let remove = screen.makeButton("removePassenger")
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
  var index = 1
  func byte() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
  func row() -> Passenger? {
    let rows = group.rows
    return rows.isEmpty ? nil : rows[byte() % rows.count]
  }
  while index < bytes.count {
    switch byte() % 16 {
    case 0: group.append()
    case 1: group.remove(at: byte() % (group.count + 1))
    case 2: row()?.first.type(["a", "b", "o", "é", "👍🏽"][byte() % 5])
    case 3: row()?.first.clear()
    case 4: row()?.first.focus()
    case 5: screen.tab()
    case 6: screen.blur()
    case 7: row()?.type.select(["Adult", "Child", "Infant", nil][byte() % 4])
    case 8: row()?.bags.increment()
    case 9: clock.advance(by: .milliseconds(byte() * 4))
    case 10: screen.outstandingRequests.first?.answer(byte() % 2 == 0 ? .valid : .invalid("Taken."))
    case 11:
      if let focused = screen.focusedField,
        let place = group.rows.firstIndex(where: { $0.first === focused })
      {
        group.remove(at: place)
      }
    case 12: add.tap()
    case 13: remove.tap()
    case 14: next.tap()
    default:
      for _ in 0..<(byte() % 100) { group.append() }
    }
    let broken = screen.invariantViolations()
    precondition(broken.isEmpty, "invariants broken: \(broken)")
    precondition(group.count <= 100, "more rows than the group's bound")
  }
  return 0
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
