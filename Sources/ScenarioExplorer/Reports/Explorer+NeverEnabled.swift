import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

// What both modes say of a control no explored state enabled, and of the members its managers
// verify.

extension Explorer {
  /// What a control that no explored state enabled says of the screen.
  enum NeverEnabled {
    /// Every member its managers verify was seen valid, and still it was never enabled.
    case likelyBug(DeadControl)
    /// Some members were never seen valid: no verdict, those members named.
    case unreached(Unreached)
  }

  /// The one rule of "likely bug" for a control never seen enabled, for both modes: only when
  /// the explorer reached a state in which every member its managers verify was valid at once,
  /// and the control was still disabled; `nil` for a control without members.
  ///
  /// - Parameters:
  ///   - control: A control no state enabled.
  ///   - validSomewhere: The members seen valid, each in some state.
  ///   - disabledWithAllValid: For each control seen disabled in a state where every member
  ///     its managers verify was valid, the model's explanation in that state.
  /// - Returns: A likely bug, the members not reached, or `nil` for a control without members.
  static func neverEnabled(
    _ control: any Control, validSomewhere: Set<String>, disabledWithAllValid: [String: String]
  ) -> NeverEnabled? {
    let members = verifiedMembers(of: control)
    guard !members.isEmpty else { return nil }
    let never = members.filter { !validSomewhere.contains($0) }
    guard never.isEmpty else { return .unreached(Unreached(name: control.name, members: never)) }
    guard let explanation = disabledWithAllValid[control.name] else {
      var unreached = Unreached(name: control.name, members: members)
      unreached.neverTogether = true
      return .unreached(unreached)
    }
    return .likelyBug(DeadControl(name: control.name, neverEnabled: true, explanation: explanation))
  }

  /// Notes a control that is disabled now though every member its managers verify is valid by
  /// its own rules, with the model's explanation, once: the state a "likely bug" rests on.
  ///
  /// Called for the controls not seen enabled so far only: the others have no verdict to rest.
  ///
  /// - Parameters:
  ///   - control: A control of the screen, in the state visited.
  ///   - noted: The controls noted so far, each with its explanation.
  static func noteIfDisabledWithAllValid(_ control: any Control, in noted: inout [String: String]) {
    guard !control.isEnabled, noted[control.name] == nil, everyMemberIsValid(of: control) else {
      return
    }
    noted[control.name] = control.explainEnablement().description
  }

  /// Whether the control has managers, and every member they verify (through nested managers)
  /// is valid by its own rules.
  private static func everyMemberIsValid(of control: any Control) -> Bool {
    var any = false
    let all = visitVerifiedMembers(of: control) { member in
      any = true
      return member.validity == .valid
    }
    return all && any
  }

  /// Whether a member that the control's managers verify has a rule that can fail: only then
  /// is a control that was never disabled a likely bug.
  static func canBeInvalid(verifiedBy control: any Control, on screen: Screen?) -> Bool {
    verifiedMembers(of: control).contains { name in
      switch screen?.control(named: name)?.kind {
      case let control?: !control.rules.isEmpty
      case nil: false
      }
    }
  }

  /// The names of the members that managers verify, other than managers, in the order the
  /// managers and their members come.
  static func memberNames(of managers: [Manager]) -> [String] {
    var seen = Set<String>()
    return managers.flatMap(\.members).filter { MemberKind($0).manager == nil }.map(\.name).filter {
      seen.insert($0).inserted
    }
  }

  /// Notes the names of the members that are valid by their own rules now.
  static func noteValidMembers(of managers: [Manager], in valid: inout Set<String>) {
    for manager in managers {
      // By its own rules: a disabled member counts as valid for its managers, but a verdict
      // that rests on it would rest on a state its rules never reached.
      for member in manager.members where member.validity == .valid {
        valid.insert(member.name)
      }
    }
  }

  /// The members that the managers of a control verify, through nested managers: fields,
  /// switches and members of the app's own types.
  static func verifiedMembers(of control: any Control) -> [String] {
    var names: [String] = []
    visitVerifiedMembers(of: control) { member in
      names.append(member.name)
      return true
    }
    return names
  }

  /// Visits each member that the managers of a control verify, through nested managers (each
  /// manager once), until `visit` returns `false`.
  ///
  /// - Returns: Whether every visit returned `true`.
  @discardableResult
  private static func visitVerifiedMembers(
    of control: any Control, _ visit: (any IValidatable) -> Bool
  ) -> Bool {
    var seen = Set<ObjectIdentifier>()
    var work = control.managers
    while let manager = work.popLast() {
      guard seen.insert(ObjectIdentifier(manager)).inserted else { continue }
      for member in manager.members {
        if let nested = MemberKind(member).manager {
          work.append(nested)
        } else if !visit(member) {
          return false
        }
      }
    }
    return true
  }
}
