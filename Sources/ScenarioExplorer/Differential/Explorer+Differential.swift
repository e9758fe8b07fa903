import ControlModel
public import ScenarioEngine
import ScenarioFormat
import ValidationManager

extension Explorer {
  /// A sequence of steps after which two screens show something different.
  public struct Difference: Sendable {
    /// The steps, as scenario lines may be printed: a secure field's text masked.
    public let steps: [String]
    /// The steps as a scenario file writes them, to replay.
    package let lines: [String]
    /// The names whose state differs after the last step, in declaration order.
    public let names: [String]
    /// What the first screen shows of those names, as `expect` lines.
    ///
    /// The second screen fails them. A secure field's text is never among them.
    public let expectations: [String]
    /// The invariant that only the second screen breaks after the last step, if that is the
    /// difference: replaying the steps fails on it.
    public let brokenInvariant: String?
  }

  /// What a differential search between two screens found, and what it covered.
  public struct DifferentialReport: Sendable {
    /// The shortest sequence found that tells the screens apart; `nil` when none did.
    public let difference: Difference?
    /// How many pairs of states were visited.
    public let statesVisited: Int
    /// Whether a bound stopped the search before every reachable pair was visited: without a
    /// difference, the screens are then only not told apart within the bounds.
    public let isBounded: Bool
    /// The bounds.
    public let options: SystematicOptions
    /// The members of the app's own type that stayed valid, when no difference was found.
    ///
    /// They are the members verified by a manager the search started from that were valid in
    /// every pair of states visited. What they alone gate never changed, which may be why
    /// nothing told the screens apart.
    public var alwaysValidMembers: [String] = []
    /// When no difference was found and the managers in the search's focus verify only
    /// members of the app's own type: those members and the validities seen together.
    ///
    /// What a change of those managers does depends on the members alone: the screens agree
    /// while the members keep to the combinations seen.
    public var appMembersSeen: AppMemberStates? = nil
  }

  /// Searches breadth-first for the shortest sequence of steps after which two screens of the
  /// same names show something different: a value, a state, an error, an enablement, the
  /// focus, or a broken invariant on one side only.
  ///
  /// Both screens take the same steps, made from the texts, taps, flips and answers each
  /// file's explorer would try, and are restored from checkpoints between steps. Two states
  /// are the same pair when both screens' fingerprints are.
  ///
  /// With `focus`, the names a change touches, the search first acts only on what can reach
  /// them (the controls whose managers gate them, along the chain, with the buttons and answers
  /// that move a member of the app's own type), which finds most differences in a few steps
  /// on a large form; only when that finds none does it search every action, so a verdict of
  /// no difference always rests on the whole search.
  ///
  /// - Parameters:
  ///   - original: The file whose screen is the reference.
  ///   - other: A file whose screen has the same names (a mutant of the original's).
  ///   - focus: The names the change between the screens touches; empty for none known.
  ///   - options: The most actions in a sequence and the most pairs of states to visit.
  /// - Returns: The difference, if any, and what the search covered.
  public static func difference(
    between original: CheckedFile, and other: CheckedFile, focus: Set<String> = [],
    options: SystematicOptions = SystematicOptions(depth: 64, states: 20_000)
  ) -> DifferentialReport {
    guard var left = StateSpace(file: original, rows: options.rows),
      var right = StateSpace(file: other, rows: options.rows)
    else {
      return DifferentialReport(
        difference: nil, statesVisited: 0, isBounded: false, options: options)
    }
    // A group's bound moved by one shows only at the bound: both screens get rows enough to
    // reach the larger one, where they can.
    let rows = Self.rows(tellingApart: left.groups, right.groups, given: options.rows)
    if rows > options.rows, let wider = StateSpace(file: original, rows: rows),
      let otherWider = StateSpace(file: other, rows: rows)
    {
      (left, right) = (wider, otherWider)
    }
    if !focus.isEmpty {
      let cone = Self.cone(of: focus, in: left).union(Self.cone(of: focus, in: right))
      var near = DifferentialSearch(
        left: left, right: right, options: options, acting: cone, enriching: focus)
      let found = near.run()
      if found.difference != nil { return found }
      var search = DifferentialSearch(
        left: left, right: right, options: options, acting: nil, enriching: focus)
      return search.run()
    }
    var search = DifferentialSearch(
      left: left, right: right, options: options, acting: nil, enriching: nil)
    return search.run()
  }

  /// The most rows that reach the larger bound of each group whose bounds differ between two
  /// screens, one row past the larger `from` and up to the larger `to`, within
  /// ``largestRowsForABound``; at least the rows given.
  static func rows(tellingApart left: [GroupBound], _ right: [GroupBound], given: Int) -> Int {
    var rows = given
    for group in right {
      guard let mine = left.first(where: { $0.name == group.name }), mine.bounds != group.bounds
      else { continue }
      let upper = max(mine.bounds.upperBound, group.bounds.upperBound)
      let lower = max(mine.bounds.lowerBound, group.bounds.lowerBound) + 1
      rows = max(rows, min(max(upper == .max ? 0 : upper, lower), largestRowsForABound))
    }
    return rows
  }

  /// The most rows a group gets so that a moved bound shows: beyond it, the verdict is one
  /// within the rows searched.
  static let largestRowsForABound = 8

  /// The controls whose actions can reach the named ones: each name, the members of every
  /// manager that gates a control among them (along nested managers), the fields an `equals`
  /// rule reads, every switch, picker, stepper and date when a field has a closure of the
  /// app's as a rule, and every button when a member is of the app's own type (its state
  /// follows the app's requests).
  private static func cone(of names: Set<String>, in space: StateSpace) -> Set<String> {
    let screen = space.instance.screen
    var cone = names
    var queue = Array(names)
    func add(_ name: String) {
      if cone.insert(name).inserted { queue.append(name) }
    }
    while let name = queue.popLast() {
      if let field = screen.field(named: name) {
        for partner in field.rules.flatMap(\.readControlNames) { add(partner) }
        // A closure of the app's may read any control through what it captured: the
        // switches, pickers, steppers and dates, whose values are few, join the cone (a field
        // it reads is reached by the search of every action).
        if field.rules.contains(where: \.isOpaqueClosure) {
          for control in screen.controls {
            switch control.kind {
            case .toggle, .picker, .stepper, .date: add(control.name)
            case .field, .button: break
            }
          }
        }
      }
      if let toggle = space.instance[name]?.toggle {
        for partner in toggle.rules.flatMap(\.readControlNames) { add(partner) }
      }
      for manager in space.instance.managers {
        let gates = manager.managedControls.contains { $0.name == name }
        let isNamed = manager.name == name
        let verifiesIt = manager.members.contains { $0.name == name }
        guard gates || isNamed || verifiesIt else { continue }
        if verifiesIt { add(manager.name) }
        for member in manager.members {
          add(member.name)
          if !Manager.isModelMember(member) {
            for button in space.layout.buttons { add(button.name) }
          }
        }
        for control in manager.managedControls { add(control.name) }
      }
    }
    return cone
  }
}
