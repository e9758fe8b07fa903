public import ControlModel
import ScenarioFormat
public import ValidationManager

/// A screen built from a scenario file, with its managers, ready for one scenario.
public struct ScreenInstance {
  /// The screen and its controls.
  public let screen: Screen
  /// The virtual clock the screen runs on, which `wait` steps advance.
  public let clock: VirtualClock
  /// The app's object that owns a screen built in Swift (a view model registered with
  /// ``ScreenCatalogue/registering(_:owner:)``), kept alive with the screen.
  public let owner: AnyObject?
  /// The managers, in declaration order: the screen's, its groups' and their rows' as they
  /// are now.
  public var managers: [Manager] { screen.managers }
  /// The screen's own names; the names of rows, which come and go, are looked up on the
  /// screen.
  private let entities: [String: Entity]

  /// What a name stands for on a built screen: one of the package's controls, whose kinds
  /// ``ControlKind`` closes, or a manager.
  public enum Entity {
    /// A control.
    case control(ControlKind)
    /// A manager.
    case manager(Manager)
    /// A member of the app's own type that a manager verifies, on a screen built in Swift.
    case member(any IValidatable)
    /// A group of rows.
    case group(any AnyRowGroup)

    /// The text field, if the name is one.
    public var field: TextField? {
      guard case .control(.field(let field)) = self else { return nil }
      return field
    }

    /// The switch, if the name is one.
    public var toggle: Switch? {
      guard case .control(.toggle(let toggle)) = self else { return nil }
      return toggle
    }

    /// The button, if the name is one.
    public var button: Button? {
      guard case .control(.button(let button)) = self else { return nil }
      return button
    }

    /// The manager, if the name is one.
    public var manager: Manager? {
      guard case .manager(let manager) = self else { return nil }
      return manager
    }

    /// The group of rows, if the name is one.
    public var group: (any AnyRowGroup)? {
      guard case .group(let group) = self else { return nil }
      return group
    }

    /// The control, if the name is one.
    package var control: ControlKind? {
      guard case .control(let control) = self else { return nil }
      return control
    }

    /// What its managers count: the control's validation, the manager, or the member.
    package var validatable: any IValidatable {
      switch self {
      case .control(let control): control.validatable
      case .manager(let manager): manager
      case .member(let member): member
      case .group(let group): group
      }
    }
  }

  /// The control, manager or group with this name, a row's (`passenger[2].first`) as the rows
  /// are now.
  ///
  /// - Parameter name: A declared name, or a row reference.
  /// - Returns: What it stands for, or `nil`.
  public subscript(name: String) -> Entity? {
    if let entity = entities[name] { return entity }
    guard name.contains("[") else { return nil }
    if let control = screen.control(named: name) { return .control(control.kind) }
    return screen.manager(named: name).map(Entity.manager)
  }

  /// What a scenario can observe of a control or manager now.
  ///
  /// - Parameter name: A declared name.
  /// - Returns: The reading, or `nil` for a name the screen does not have.
  public func reading(of name: String) -> ControlReading? {
    switch self[name] {
    case .control(let control): ControlReading(control)
    case .manager(let manager): ControlReading(manager)
    case .member(let member): ControlReading(member: member)
    case .group(let group): ControlReading(group: group)
    case nil: nil
    }
  }

  /// A failure to build: a manager cycle, at the name that closes it.
  struct BuildFailure: Error {
    let diagnostic: Diagnostic
  }

  /// Wraps a screen built in Swift: its controls and managers, by name.
  ///
  /// - Parameters:
  ///   - screen: A screen from a catalogue's factory.
  ///   - clock: The virtual clock it was built on.
  package init(built screen: Screen, clock: VirtualClock) {
    var entities: [String: Entity] = [:]
    // Rows' names are looked up on the screen as the rows are when asked.
    let rowNames = { (name: String) in name.contains("[") }
    for control in screen.controls where !rowNames(control.name) {
      entities[control.name] = .control(control.kind)
    }
    let managers = screen.managers.filter { !rowNames($0.name) }
    for manager in managers { entities[manager.name] = .manager(manager) }
    for name in screen.rowGroupNames {
      if let group = screen.rowGroup(named: name) { entities[name] = .group(group) }
    }
    // The app's own members by the names they give themselves, where no control or manager
    // has the name.
    for manager in managers {
      for member in manager.members where entities[member.name] == nil {
        if case .app(let app) = MemberKind(member) { entities[member.name] = .member(app) }
      }
    }
    self.init(screen: screen, clock: clock, entities: entities, owner: screen.takeOwner())
  }

  private init(
    screen: Screen, clock: VirtualClock, entities: [String: Entity], owner: AnyObject? = nil
  ) {
    self.screen = screen
    self.clock = clock
    self.entities = entities
    self.owner = owner
    // Replay checks the model after each step (around what it changed; the explorer checks the
    // whole screen) and reports a broken invariant as the scenario's failure, in every build.
    screen.reportsBrokenInvariants = true
  }

  /// The names of a built screen with their kinds, secrecy and options, for the checker.
  var symbols: [String: BuiltName] {
    entities.mapValues { entity in
      switch entity {
      case .control(let control): Self.builtName(of: control)
      case .manager: BuiltName(kind: .manager)
      case .member: BuiltName(kind: .member)
      case .group(let group): BuiltName(kind: .group, rowMembers: Self.rowNames(of: group))
      }
    }
  }

  private static func builtName(of control: ControlKind) -> BuiltName {
    switch control {
    case .field(let field): BuiltName(kind: .field, isSecure: field.isSecure)
    case .toggle: BuiltName(kind: .switch)
    case .button: BuiltName(kind: .button)
    case .picker(let picker): BuiltName(kind: .picker, options: picker.options)
    case .stepper: BuiltName(kind: .stepper)
    case .date: BuiltName(kind: .date)
    }
  }

  /// A built group's row names with their kinds, as its first row has them; `nil` for a group
  /// with no row now.
  private static func rowNames(of group: any AnyRowGroup) -> [String: BuiltName]? {
    guard group.count > 0 else { return nil }
    var names: [String: BuiltName] = [:]
    for control in group.controls(ofRow: 0) {
      guard let row = RowReference(control.name) else { continue }
      names[row.member] = builtName(of: control.kind)
    }
    for manager in group.managers(ofRow: 0) {
      guard let row = RowReference(manager.name) else { continue }
      names[row.member] = BuiltName(kind: .manager)
    }
    return names
  }

  /// Builds the file's screen: every control of the screen in declaration order (a group at
  /// its place), then rules, then managers, then each group's starting rows, whose rules may
  /// read any control of the screen.
  ///
  /// - Parameters:
  ///   - file: A checked file.
  ///   - checking: Whether the build checks the file: a group with no starting rows then makes
  ///     a row and removes it, so that its row template's cycles are found too.
  /// - Returns: The screen, with its managers and its groups' starting rows.
  /// - Throws: A cycle of managers, at the name that closes it.
  static func build(_ file: ScenarioFile, checking: Bool = false) throws(BuildFailure)
    -> ScreenInstance
  {
    let clock = VirtualClock()
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
  private static func makeRow(_ row: [Declaration], with builder: RowBuilder)
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

  /// The `shown when` line of a declared control.
  private static func show(_ declaration: Declaration, in entities: [String: Entity]) {
    guard let shown = declaration.shownWhen,
      case .control(let control)? = entities[declaration.name.name]
    else { return }
    control.control.show(when: shown.conditions.map(\.condition))
  }

  /// Gives each declared manager its members and managed controls.
  private static func wireManagers(
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
  private static func make(_ declaration: Declaration, on factory: some ControlFactory)
    -> ControlKind?
  {
    let name = declaration.name.name
    switch declaration.details {
    case .field(let options):
      return factory.makeTextField(
        name, limit: options.limit, allow: options.filter, normalizer: options.normalizer,
        isSecure: options.isSecure, text: options.text ?? ""
      ).kind
    case .switch(let isOn, _):
      return factory.makeSwitch(name, isOn: isOn).kind
    case .button(_, let busy, _):
      return factory.makeDeclaredButton(name, busy: busy)?.kind
    case .picker(let options):
      return factory.makePicker(name, options: options.options, selection: options.selected)
        .kind
    case .stepper(let options):
      return factory.makeStepper(
        name, range: options.from...options.to, step: options.step, value: options.startingValue
      ).kind
    case .date(let options):
      return factory.makeDatePicker(
        name, from: options.from, to: options.to, selection: options.selected
      ).kind
    case .manager, .group:
      return nil
    }
  }

  /// Gives a declared control its rules, and a button what it submits.
  private static func configure(_ declaration: Declaration, in entities: [String: Entity]) {
    guard case .control(let control)? = entities[declaration.name.name] else { return }
    let rules = declaration.details.rules.map(\.rule)
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
      switch declaration.lifecycle.resets {
      case .screen?: button.resetTarget = button.screen
      case .named(let name)?:
        switch entities[name.name] {
        case .manager(let manager)?: button.resetTarget = manager
        case .group(let group)?: button.resetTarget = group
        default: break
        }
      case nil: break
      }
    default:
      break
    }
  }

  /// Gives a declared manager its members and managed controls, in the order written; a cycle
  /// is reported at the name that closes it.
  private static func wire(
    _ manager: Manager, verifying verifies: [NameReference], managing manages: [NameReference],
    in entities: [String: Entity]
  ) throws(BuildFailure) {
    let roles = verifies.lazy.map { ($0, true) } + manages.lazy.map { ($0, false) }
    for (name, isMember) in roles {
      do {
        switch (entities[name.name], isMember) {
        case (.control(let control)?, true): try manager.verify(control.validatable)
        case (.manager(let nested)?, true): try manager.verify(nested)
        case (.control(let control)?, false): try manager.manage(control)
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

/// What makes a declared control: the screen, or a group's row.
protocol ControlFactory {
  func makeTextField(
    _ name: String, limit: Int?, allow filter: InputFilter?, normalizer: InputNormalizer?,
    isSecure: Bool, text: String
  ) -> TextField
  func makeSwitch(_ name: String, isOn: Bool) -> Switch
  func makePicker(_ name: String, options: [String], selection: String?) -> Picker
  func makeStepper(_ name: String, range: ClosedRange<Int>, step: Int, value: Int?) -> Stepper
  func makeDatePicker(
    _ name: String, from earliest: CalendarDate?, to latest: CalendarDate?,
    selection day: CalendarDate?
  ) -> DatePicker
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
