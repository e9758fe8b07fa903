import ControlModel
import ValidationManager

/// W10: a form's lifecycle on a form of N controls (a fifth each fields with a rule, switches,
/// pickers, steppers and dates, all verified by one manager that needs a change and manages a
/// Save button).
///
/// `W10:reset:N` changes one field and resets the form; `W10:values:N` reads the form's values;
/// `W10:load:N` loads the form from values, alternating two sets so that every load changes
/// every control. `W10:commit:N` changes one field and commits the form (a save point). Each operation counts one "keystroke": the figure is the time (or the
/// instructions) of one reset, read or load of the whole form.
enum LifecycleWorkload {
  static func trials(controls: Int, operations: Int) -> [Trial] {
    [
      Trial(implementation: "reset") { reset(controls: controls, operations: operations) },
      Trial(implementation: "values") { values(controls: controls, operations: operations) },
      Trial(implementation: "load") { load(controls: controls, operations: operations) },
      Trial(implementation: "commit") { commit(controls: controls, operations: operations) },
    ]
  }

  private static func build(controls: Int) -> (Screen, TextField) {
    let screen = Screen()
    let form = screen.makeManager("form")
    form.needsChange = true
    var first: TextField?
    for index in 0..<controls {
      let member: any IValidatable
      switch index % 5 {
      case 0:
        let field = screen.makeTextField("field\(index)", text: "start")
        field.validate([.required("Required."), .minLength(2)], errors: .onChange)
        first = first ?? field
        member = field
      case 1:
        member = screen.makeSwitch("switch\(index)", isOn: true)
      case 2:
        let picker = screen.makePicker("picker\(index)", options: ["a", "b", "c"], selection: "a")
        picker.validate([.required()])
        member = picker
      case 3:
        let stepper = screen.makeStepper("stepper\(index)", range: 0...10, value: 2)
        stepper.validate([.atMost(8)])
        member = stepper
      default:
        let date = screen.makeDatePicker(
          "date\(index)", selection: CalendarDate(year: 2026, month: 7, day: 1))
        date.validate([.required()])
        member = date
      }
      try? form.verify(member)
    }
    try? form.manage(screen.makeButton("save"))
    return (screen, first ?? screen.makeTextField("field"))
  }

  private static func reset(controls: Int, operations: Int) -> () -> Int {
    let (screen, field) = build(controls: controls)
    return {
      for _ in 0..<operations {
        field.setText("changed")
        screen.reset()
      }
      return operations
    }
  }

  private static func commit(controls: Int, operations: Int) -> () -> Int {
    let (screen, field) = build(controls: controls)
    return {
      for round in 0..<operations {
        field.setText(round.isMultiple(of: 2) ? "changed" : "start")
        screen.commit()
      }
      return operations
    }
  }

  private static func values(controls: Int, operations: Int) -> () -> Int {
    let (screen, _) = build(controls: controls)
    return {
      var names = 0
      for _ in 0..<operations { names &+= screen.values.names.count }
      withExtendedLifetime(names) {}
      return operations
    }
  }

  private static func load(controls: Int, operations: Int) -> () -> Int {
    let (screen, _) = build(controls: controls)
    let first = screen.values
    var second = first
    for name in first.names {
      switch first[name] {
      case .string(let text)? where name.hasPrefix("field"): second[name] = .string(text + "x")
      case .bool(let isOn)?: second[name] = .bool(!isOn)
      case .string?: second[name] = .string(name.hasPrefix("picker") ? "b" : "2026-07-02")
      case .int(let number)?: second[name] = .int(number + 1)
      default: continue
      }
    }
    return {
      for round in 0..<operations { try? screen.load(round.isMultiple(of: 2) ? second : first) }
      return operations
    }
  }
}
