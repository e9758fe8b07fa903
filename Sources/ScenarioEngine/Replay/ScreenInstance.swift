public import ControlModel
import ScenarioFormat
public import ValidationManager

/// A screen built from a scenario file, with its managers, ready for one scenario.
public struct ScreenInstance {
  /// The screen and its controls.
  public let screen: Screen
  /// The virtual clock the screen runs on, which `wait` steps advance.
  public let clock: VirtualClock
  /// The managers, in declaration order.
  public let managers: [Manager]
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
      }
    }
  }

  /// The control or manager with this name.
  ///
  /// - Parameter name: A declared name.
  /// - Returns: What it stands for, or `nil`.
  public subscript(name: String) -> Entity? { entities[name] }

  /// What a scenario can observe of a control or manager now.
  ///
  /// - Parameter name: A declared name.
  /// - Returns: The reading, or `nil` for a name the screen does not have.
  public func reading(of name: String) -> ControlReading? {
    switch entities[name] {
    case .control(let control): ControlReading(control)
    case .manager(let manager): ControlReading(manager)
    case .member(let member): ControlReading(member: member)
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
    for control in screen.controls { entities[control.name] = .control(control.kind) }
    let managers = screen.managers
    for manager in managers { entities[manager.name] = .manager(manager) }
    // The app's own members by the names they give themselves, where no control or manager
    // has the name.
    for manager in managers {
      for member in manager.members where entities[member.name] == nil {
        if case .app(let app) = MemberKind(member) { entities[member.name] = .member(app) }
      }
    }
    self.init(screen: screen, clock: clock, managers: managers, entities: entities)
  }

  private init(
    screen: Screen, clock: VirtualClock, managers: [Manager], entities: [String: Entity]
  ) {
    self.screen = screen
    self.clock = clock
    self.managers = managers
    self.entities = entities
    // Replay checks the model after each step (around what it changed; the explorer checks the
    // whole screen) and reports a broken invariant as the scenario's failure, in every build.
    screen.reportsBrokenInvariants = true
  }

  /// The names of a built screen with their kinds, secrecy and options, for the checker.
  var symbols: [String: BuiltName] {
    entities.mapValues { entity in
      switch entity {
      case .control(.field(let field)): BuiltName(kind: .field, isSecure: field.isSecure)
      case .control(.toggle): BuiltName(kind: .switch)
      case .control(.button): BuiltName(kind: .button)
      case .control(.picker(let picker)): BuiltName(kind: .picker, options: picker.options)
      case .control(.stepper): BuiltName(kind: .stepper)
      case .control(.date): BuiltName(kind: .date)
      case .manager: BuiltName(kind: .manager)
      case .member: BuiltName(kind: .member)
      }
    }
  }

  /// Builds the file's screen: every control in declaration order, then rules, then managers.
  static func build(_ file: ScenarioFile) throws(BuildFailure) -> ScreenInstance {
    let clock = VirtualClock()
    let screen = Screen(title: file.title, clock: clock)
    var entities: [String: Entity] = [:]
    var managers: [Manager] = []
    for declaration in file.declarations {
      let name = declaration.name.name
      if case .manager = declaration.details {
        let manager = screen.makeManager(name)
        managers.append(manager)
        entities[name] = .manager(manager)
      } else if let control = make(declaration, on: screen) {
        entities[name] = .control(control)
      }
    }
    for declaration in file.declarations {
      configure(declaration, in: entities)
    }
    for declaration in file.declarations {
      if let shown = declaration.shownWhen,
        case .control(let control)? = entities[declaration.name.name]
      {
        control.control.show(when: shown.conditions.map(\.condition))
      }
    }
    for declaration in file.declarations {
      guard case .manager(let verifies, let manages) = declaration.details,
        let manager = entities[declaration.name.name]?.manager
      else { continue }
      try wire(manager, verifying: verifies, managing: manages, in: entities)
    }
    return ScreenInstance(screen: screen, clock: clock, managers: managers, entities: entities)
  }

  /// Makes a declared control; `nil` for a manager.
  private static func make(_ declaration: Declaration, on screen: Screen) -> ControlKind? {
    let name = declaration.name.name
    switch declaration.details {
    case .field(let options):
      return screen.makeTextField(
        name, limit: options.limit, allow: options.filter, normalizer: options.normalizer,
        isSecure: options.isSecure, text: options.text ?? ""
      ).kind
    case .switch(let isOn, _):
      return screen.makeSwitch(name, isOn: isOn).kind
    case .button(_, let busy):
      return screen.makeButton(name, busy: busy).kind
    case .picker(let options):
      return screen.makePicker(name, options: options.options, selection: options.selected).kind
    case .stepper(let options):
      return screen.makeStepper(
        name, range: options.from...options.to, step: options.step, value: options.startingValue
      ).kind
    case .date(let options):
      return screen.makeDatePicker(
        name, from: options.from, to: options.to, selection: options.selected
      ).kind
    case .manager:
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
    case (.button(let button), .button(let submits, _)):
      for name in submits {
        if case .control(let submitted)? = entities[name.name] {
          button.addSubmitted(submitted.control)
        }
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
        case (.manager?, false), (.member?, false), (nil, _): continue
        }
      } catch {
        throw BuildFailure(diagnostic: Diagnostic(.managerCycle(error), at: name.position))
      }
    }
  }
}
