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
  let entities: [String: Entity]

  /// What a name stands for on a built screen: one of the package's controls, whose kinds
  /// `ControlKind` closes, or a manager.
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

    /// The manager or the group of rows, which a reset or a commit of the name reaches; `nil`
    /// for a control or a member.
    package var managerOrGroup: (any Resettable & Committable)? {
      switch self {
      case .manager(let manager): manager
      case .group(let group): group
      case .control, .member: nil
      }
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
    let owner = screen.handedOwner
    screen.handedOwner = nil
    self.init(screen: screen, clock: clock, entities: entities, owner: owner)
  }

  init(
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

  static func builtName(of control: ControlKind) -> BuiltName {
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
  static func rowNames(of group: any AnyRowGroup) -> [String: BuiltName]? {
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

}
