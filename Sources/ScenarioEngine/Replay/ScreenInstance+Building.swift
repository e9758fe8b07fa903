public import ControlModel
import ScenarioFormat
public import ValidationManager

/// What makes a declared control: the screen, or a group's row. (A declared control's origin
/// is its line in the file; the Swift origin is noted for screens built in Swift only.)
protocol ControlFactory {
  func makeTextField(
    _ name: String, limit: Int?, allow filter: InputFilter?, normalizer: InputNormalizer?,
    isSecure: Bool, text: String, fileID: String, line: Int
  ) -> TextField
  func makeSwitch(_ name: String, isOn: Bool, fileID: String, line: Int) -> Switch
  func makePicker(
    _ name: String, options: [String], selection: String?, fileID: String, line: Int
  ) -> Picker
  func makeStepper(
    _ name: String, range: ClosedRange<Int>, step: Int, value: Int?, fileID: String, line: Int
  ) -> Stepper
  func makeDatePicker(
    _ name: String, between earliest: DayBound?, and latest: DayBound?,
    selection day: CalendarDate?, fileID: String, line: Int
  ) -> DatePicker
  /// The day it is where the control is made: what `selected today` reads.
  var today: CalendarDate { get }
  /// A button; `nil` where there are none (a row: the checker keeps buttons out of groups).
  func makeDeclaredButton(_ name: String, busy: Duration?) -> Button?
}

extension Screen: ControlFactory {
  func makeDeclaredButton(_ name: String, busy: Duration?) -> Button? {
    makeButton(name, busy: busy)
  }
}

extension RowBuilder: ControlFactory {
  func makeDeclaredButton(_ name: String, busy: Duration?) -> Button? { nil }
}

extension ScreenInstance {
  /// Builds the file's screen: every control of the screen in declaration order (a group at
  /// its place), then rules, then managers, then each group's starting rows, whose rules may
  /// read any control of the screen.
  ///
  /// - Parameters:
  ///   - file: A checked file.
  ///   - today: The day it is on the screen's clock.
  ///   - checking: Whether the build checks the file: a group with no starting rows then makes
  ///     a row and removes it, so that its row template's cycles are found too.
  /// - Returns: The screen, with its managers and its groups' starting rows.
  /// - Throws: A cycle of managers, at the name that closes it.
  static func build(
    _ file: ScenarioFile, today: CalendarDate = .today(), checking: Bool = false
  ) throws(BuildFailure) -> ScreenInstance {
    let clock = VirtualClock(today: today)
    let screen = Screen(title: file.title, clock: clock)
    let own = file.declarations.filter { $0.group == nil }
    var entities: [String: Entity] = [:]
    let failures = BuildFailures()
    var groups: [RowGroup<Void>] = []
    for declaration in own {
      let name = declaration.name.name
      switch declaration.details {
      case .manager:
        entities[name] = .manager(screen.makeManager(name))
      case .group(let options):
        let row = file.declarations.filter { $0.group == name }
        let group = screen.placeRowGroup(
          name, rows: options.bounds, startingRows: options.startingRows
        ) { (builder: RowBuilder) throws in
          do {
            try makeRow(row, with: builder)
          } catch let failure as BuildFailure {
            failures.first = failures.first ?? failure
            throw failure
          }
        }
        entities[name] = .group(group)
        groups.append(group)
      default:
        if let control = make(declaration, on: screen) { entities[name] = .control(control) }
      }
    }
    for declaration in own { configure(declaration, in: entities) }
    for declaration in own { show(declaration, in: entities) }
    try wireManagers(of: own, in: entities)
    for group in groups {
      // A failing template is kept in `failures`, thrown below.
      _ = try? group.makeStartingRows()
      if checking, group.count == 0, group.append() { group.remove(at: 0) }
    }
    if let failure = failures.first { throw failure }
    return ScreenInstance(screen: screen, clock: clock, entities: entities)
  }

  /// The first failure of a row template, which the group's `append` keeps to itself.
  private final class BuildFailures {
    var first: BuildFailure?
  }

  /// Makes one row of a declared group: its controls and managers under their own names,
  /// their rules (which read the row's controls by those names), `shown when` lines and
  /// managers.
  static func makeRow(_ row: [Declaration], with builder: RowBuilder)
    throws(BuildFailure)
  {
    var entities: [String: Entity] = [:]
    for declaration in row {
      let name = declaration.name.name
      if case .manager = declaration.details {
        entities[name] = .manager(builder.makeManager(name))
      } else if let control = make(declaration, on: builder) {
        entities[name] = .control(control)
      }
    }
    for declaration in row { configure(declaration, in: entities) }
    for declaration in row { show(declaration, in: entities) }
    try wireManagers(of: row, in: entities)
  }

  /// The `shown when` line of a declared control, and a button's `enabled when`.
  static func show(_ declaration: Declaration, in entities: [String: Entity]) {
    guard case .control(let control)? = entities[declaration.name.name] else { return }
    if let shown = declaration.shownWhen {
      control.control.show(
        when: shown.conditions.map(\.condition) + shown.dirtiness.map(\.condition))
    }
    if let enabled = declaration.enabledWhen, case .button(let button) = control {
      button.enable(when: enabled.conditions.map(\.condition) + enabled.dirtiness.map(\.condition))
    }
  }

  /// Gives each declared manager its members and managed controls.
  static func wireManagers(
    of declarations: [Declaration], in entities: [String: Entity]
  ) throws(BuildFailure) {
    for declaration in declarations {
      guard case .manager(let verifies, let manages) = declaration.details,
        let manager = entities[declaration.name.name]?.manager
      else { continue }
      try wire(manager, verifying: verifies, managing: manages, in: entities)
      manager.needsChange = declaration.lifecycle.needsChange
    }
  }

  /// Makes a declared control; `nil` for a manager or a group.
  static func make(_ declaration: Declaration, on factory: some ControlFactory)
    -> ControlKind?
  {
    let name = declaration.name.name
    // A declared control is made at its declaration's line of the file.
    let (file, line) = (declaration.name.position.file, declaration.name.position.line)
    switch declaration.details {
    case .field(let options):
      return factory.makeTextField(
        name, limit: options.limit, allow: options.filter, normalizer: options.normalizer,
        isSecure: options.isSecure, text: options.text ?? "", fileID: file, line: line
      ).kind
    case .switch(let isOn, _):
      return factory.makeSwitch(name, isOn: isOn, fileID: file, line: line).kind
    case .button(_, let busy, _):
      return factory.makeDeclaredButton(name, busy: busy)?.kind
    case .picker(let options):
      return factory.makePicker(
        name, options: options.options, selection: options.selected, fileID: file, line: line
      ).kind
    case .stepper(let options):
      return factory.makeStepper(
        name, range: options.from...options.to, step: options.step,
        value: options.startingValue, fileID: file, line: line
      ).kind
    case .date(let options):
      // Bounds written from today move with it; a starting day is read when the date is made.
      let selected = options.relativeSelected?.day(readOn: factory.today) ?? options.selected
      return factory.makeDatePicker(
        name, between: options.relativeFrom?.bound ?? options.from.map(DayBound.day),
        and: options.relativeTo?.bound ?? options.to.map(DayBound.day), selection: selected,
        fileID: file, line: line
      ).kind
    case .manager, .group:
      return nil
    }
  }

  /// Gives a declared control its rules, and a button what it submits.
  static func configure(_ declaration: Declaration, in entities: [String: Entity]) {
    guard case .control(let control)? = entities[declaration.name.name] else { return }
    let rules = declaration.details.rules.map(\.modelRule)
    switch (control, declaration.details) {
    case (.field(let field), .field(let options)):
      field.validate(rules, errors: options.display, debounce: options.debounce)
    case (.toggle(let toggle), _): toggle.validate(rules)
    case (.picker(let picker), _): picker.validate(rules)
    case (.stepper(let stepper), _): stepper.validate(rules)
    case (.date(let date), _): date.validate(rules)
    case (.button(let button), .button(let submits, _, let rows)):
      for name in submits {
        switch entities[name.name] {
        case .control(let submitted)?: button.addSubmitted(submitted.control)
        case .group(let group)?: group.submit(with: button)
        default: continue
        }
      }
      switch rows {
      case .adds(let name)?: entities[name.name]?.group?.attachAddButton(button)
      case .removes(let name)?: entities[name.name]?.group?.attachRemoveButton(button)
      case nil: break
      }
      button.focusesInvalid = declaration.lifecycle.focusesInvalid
      button.commitsOnSuccess = declaration.lifecycle.commits
      switch declaration.lifecycle.resets {
      case .screen?: button.resetTarget = button.screen
      case .named(let name)?: button.resetTarget = entities[name.name]?.managerOrGroup
      case nil: break
      }
    default:
      break
    }
  }

  /// Gives a declared manager its members and managed controls, in the order written; a cycle
  /// is reported at the name that closes it.
  static func wire(
    _ manager: Manager, verifying verifies: [NameReference], managing manages: [NameReference],
    in entities: [String: Entity]
  ) throws(BuildFailure) {
    let roles = verifies.lazy.map { ($0, true) } + manages.lazy.map { ($0, false) }
    for (name, isMember) in roles {
      do {
        switch (entities[name.name], isMember) {
        case (.control(let control)?, true): try manager.verify(control.validatable)
        case (.manager(let nested)?, true): try manager.verify(nested)
        case (.control(let control)?, false): try manager.manage(kind: control)
        case (.member(let member)?, true): try manager.verify(member)
        case (.group(let group)?, true): try manager.verify(group)
        case (.manager?, false), (.member?, false), (.group?, false), (nil, _): continue
        }
      } catch {
        throw BuildFailure(diagnostic: Diagnostic(.managerCycle(error), at: name.position))
      }
    }
  }
}

extension RelativeDay {
  /// The bound of a date written from today: it moves with the screen's today.
  var bound: DayBound { .today(offset: offset) }
}

extension RuleDeclaration {
  /// The rule as the model runs it: a REF written from today read from the screen's today
  /// (moved by `today` steps), and its conditions on dirtiness with its others.
  var modelRule: ValidationRule {
    var model = rule
    if let relative = relativeReference {
      let reference = ValidationRule.DateReference.today(offset: relative.offset)
      if let (test, years) = rule.ageTest {
        model = .age(test, years, on: reference, rule.message)
      } else if let comparison = rule.dateComparison {
        model = .date(comparison, reference, rule.message)
      }
      model = model.replacingConditions(with: rule.conditions)
    }
    return model.when(dirtiness.map(\.condition))
  }
}
