import ControlModel
import ScenarioEngine
import ValidationManager

/// What a systematic search saw of a screen's controls: which were enabled, and which members
/// of managers were valid, in some state it visited.
struct SearchCoverage {
  /// Whether each control, by its place on the screen, was enabled in a state visited.
  private var enabledSomewhere: [Bool] = []
  /// The members seen valid by their own rules, by name.
  private(set) var validSomewhere = Set<String>()
  /// The controls seen disabled while every member their managers verify was valid, each with
  /// the model's explanation then.
  private var disabledWithAllValid: [String: String] = [:]
  /// The controls enabled in a state visited, by name, on a screen with groups.
  private var enabledNames = Set<String>()
  /// Whether each manager's member, by their places, was valid in a state visited: a member
  /// noted once is not asked again.
  private var validNoted: [[Bool]] = []

  /// Notes which controls a state enables and which members are valid in it.
  ///
  /// - Parameters:
  ///   - instance: The screen, in the state visited.
  ///   - byName: Whether controls are noted by name: rows come and go, and move up.
  mutating func note(_ instance: ScreenInstance, byName: Bool) {
    let controls = instance.screen.controls
    guard !byName else {
      for control in controls where control.isEnabled { enabledNames.insert(control.name) }
      Explorer.noteValidMembers(of: instance.managers, in: &validSomewhere)
      for control in controls where !enabledNames.contains(control.name) {
        Explorer.noteIfDisabledWithAllValid(control, in: &disabledWithAllValid)
      }
      return
    }
    if enabledSomewhere.count != controls.count {
      enabledSomewhere = Array(repeating: false, count: controls.count)
    }
    for index in controls.indices where !enabledSomewhere[index] {
      if controls[index].isEnabled {
        enabledSomewhere[index] = true
      } else {
        Explorer.noteIfDisabledWithAllValid(controls[index], in: &disabledWithAllValid)
      }
    }
    let managers = instance.managers
    if validNoted.count != managers.count {
      validNoted = Array(repeating: [], count: managers.count)
    }
    for (place, manager) in managers.enumerated() {
      let members = manager.members
      if validNoted[place].count != members.count {
        validNoted[place] = Array(repeating: false, count: members.count)
      }
      // By its own rules, as `Explorer.noteValidMembers(of:in:)` notes them.
      for index in members.indices
      where !validNoted[place][index] && members[index].validity == .valid {
        validNoted[place][index] = true
        validSomewhere.insert(members[index].name)
      }
    }
  }

  /// The controls of a screen that no state visited enabled: those whose managers' members
  /// were all valid at once in a state (likely bugs of the screen's declaration), and the
  /// others, with the members never valid or never valid together (no verdict on them).
  ///
  /// - Parameters:
  ///   - screen: The screen, whose controls were noted by place unless `byName`.
  ///   - byName: Whether controls were noted by name.
  /// - Returns: The likely bugs, each with the model's explanation, and the controls not reached.
  func neverEnabled(on screen: Screen, byName: Bool) -> (
    dead: [Explorer.DeadControl], unreached: [Explorer.Unreached]
  ) {
    var dead: [Explorer.DeadControl] = []
    var unreached: [Explorer.Unreached] = []
    for (index, control) in screen.controls.enumerated()
    where byName
      ? !enabledNames.contains(control.name)
      : !enabledSomewhere.indices.contains(index) || !enabledSomewhere[index]
    {
      // Members never valid are reported as `neverValid`, with no verdict on them.
      let verdict = Explorer.neverEnabled(
        control, validSomewhere: validSomewhere, disabledWithAllValid: disabledWithAllValid)
      switch verdict {
      case .likelyBug(let control)?: dead.append(control)
      case .unreached(let control)?: unreached.append(control)
      case nil: break
      }
    }
    return (dead, unreached)
  }

  /// The members of managers that no state visited had valid, in the order the managers and
  /// their members come.
  func neverValid(of managers: [Manager]) -> [String] {
    Explorer.memberNames(of: managers).filter { !validSomewhere.contains($0) }
  }
}
