public import ControlModel

/// Why a control is enabled or disabled: its managers, the members that hold them back with
/// their first failing rule's message, pending checks, and a busy period.
///
/// ```swift
/// print(register.explainEnablement())
/// // register is disabled because manager form is invalid: email: 'That is not an email address.'
/// ```
public struct Explanation: Sendable, Hashable, CustomStringConvertible {
  /// The control's name.
  public let control: String
  /// Whether the control is enabled.
  public let isEnabled: Bool
  /// For a busy button, how long until it is free again, when a clock answers its request.
  public let busyRemaining: Duration?
  /// Whether the control is a button waiting for its request to end.
  public let isBusy: Bool
  /// Every manager of the control, in the order they were attached.
  public let managers: [ManagerReport]
  /// For a button that adds or removes rows, why its group's bound holds it back: "group
  /// passenger has its most rows, 6".
  public let groupBounds: [String]
  /// For a button with `enabled when`, the conditions that do not hold, as the format writes
  /// them: `form dirty`.
  public var unmetConditions: [String] = []
  /// For a button with `enabled when`, the names its conditions give that name no control,
  /// manager or group of the screen (a typo): no condition on them ever holds.
  public var conditionsNamingNothing: [String] = []

  /// The explanation as one sentence.
  public var description: String {
    if isEnabled {
      if managers.isEmpty { return "\(control) is enabled: no manager manages it" }
      let names = managers.map(\.name)
      let subject = names.count == 1 ? "manager \(names[0]) is" : "managers \(list(names)) are"
      return "\(control) is enabled: \(subject) valid"
    }
    var reasons =
      managers.filter { $0.validity != .valid || $0.waitsForChange }.map(\.description)
      + groupBounds
    reasons += conditionsNamingNothing.map {
      "its conditions name '\($0)', which is nothing on the screen"
    }
    reasons += unmetConditions.map { "its condition '\($0)' does not hold" }
    if let busyRemaining {
      reasons.append("it is busy for another \(Self.spoken(busyRemaining))")
    } else if isBusy {
      reasons.append("it is busy until its request is answered")
    }
    if reasons.isEmpty { reasons = ["it is disabled"] }
    return "\(control) is disabled because " + reasons.joined(separator: ", and ")
  }

  /// A duration in words: `2 seconds`, `1.5 seconds`, `300 milliseconds`.
  private static func spoken(_ duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds == 1000 { return "1 second" }
    if milliseconds < 1000 {
      return milliseconds == 1 ? "1 millisecond" : "\(milliseconds) milliseconds"
    }
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) seconds" }
    return "\(Double(milliseconds) / 1000) seconds"
  }

  private func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

/// A manager's part in an ``Explanation``.
public struct ManagerReport: Sendable, Hashable, CustomStringConvertible {
  /// The manager's name.
  public let name: String
  /// The manager's state.
  public let validity: Validity
  /// The members that are not valid, in member order.
  public let failingMembers: [MemberReport]
  /// The members left out because they are hidden, in member order.
  public var hiddenMembers: [String] = []
  /// Whether the manager ``Manager/needsChange`` and nothing it verifies is dirty: it holds
  /// its controls back until something changes.
  public var waitsForChange = false

  /// The report as text: `manager form is invalid: email: 'That is not an email address.'`,
  /// with `(ffNumber hidden, left out)` after it when a member is hidden.
  public var description: String {
    var text = "manager \(name) is \(validity.rawValue)"
    if waitsForChange {
      text += " and \(ControlState.pristine.rawValue): it needs a change"
    }
    if !failingMembers.isEmpty {
      text += ": " + failingMembers.map(\.description).joined(separator: "; ")
    }
    if !hiddenMembers.isEmpty {
      text += " (\(hiddenMembers.joined(separator: ", ")) hidden, left out)"
    }
    return text
  }
}

/// A member's part in a ``ManagerReport``.
public indirect enum MemberReport: Sendable, Hashable, CustomStringConvertible {
  /// A field, a switch or another validatable, with its state and first error, and the
  /// conditions under which the rule behind that error applies (`phone empty`), if it has any.
  case member(name: String, validity: Validity, firstError: String?, condition: String?)
  /// A nested manager.
  case manager(ManagerReport)

  /// `email: 'That is not an email address.'`, `email: 'Give one.' (while phone empty)`,
  /// `phone is pending`, or a nested manager in parentheses.
  public var description: String {
    switch self {
    case .member(let name, let validity, let firstError, let condition):
      guard validity == .invalid, let firstError else { return "\(name) is \(validity.rawValue)" }
      return "\(name): '\(firstError)'" + (condition.map { " (while \($0))" } ?? "")
    case .manager(let report):
      return "(\(report.description))"
    }
  }
}

extension Manager {
  /// What holds this manager back: the members that are not valid, with nested managers
  /// described 32 levels deep.
  ///
  /// - Complexity: O(*n*) in the members of this manager and its nested managers.
  public func report() -> ManagerReport {
    report(depth: 0)
  }

  /// Nested managers below this depth are named without their members, so that an explanation
  /// stays readable and its building cannot overflow the stack.
  static let reportDepth = 32

  private func report(depth: Int) -> ManagerReport {
    var failing: [MemberReport] = []
    for member in members where member.effectiveValidity != .valid {
      if let nested = MemberKind(member).manager {
        failing.append(
          .manager(
            depth < Self.reportDepth
              ? nested.report(depth: depth + 1)
              : ManagerReport(name: nested.name, validity: nested.validity, failingMembers: [])))
      } else {
        let firstError = member.errors.first
        failing.append(
          .member(
            name: member.name, validity: member.validity, firstError: firstError,
            condition: Self.condition(of: member, failingWith: firstError)))
      }
    }
    let hidden = members.compactMap { member in
      if case .control(let control) = MemberKind(member), control.control.isHidden {
        return member.name
      }
      return nil
    }
    var report = ManagerReport(
      name: name, validity: validity, failingMembers: failing, hiddenMembers: hidden)
    report.waitsForChange = needsChange && !isDirty
    return report
  }

  /// The conditions of the rule of a field or switch that fails with a message, when it has
  /// any: what makes that rule apply now.
  private static func condition(of member: any IValidatable, failingWith error: String?)
    -> String?
  {
    guard let error else { return nil }
    guard case .control(let control) = MemberKind(member) else { return nil }
    let rules = control.rules
    guard let rule = rules.first(where: { $0.message == error && !$0.conditions.isEmpty }) else {
      return nil
    }
    return rule.conditions.map(\.description).joined(separator: " and ")
  }
}

extension Control {
  /// Why this control is enabled or disabled.
  ///
  /// - Returns: The control's managers with what holds them back, and its busy time.
  public func explainEnablement() -> Explanation {
    var busyRemaining: Duration?
    var button: Button?
    if case .button(let tapped) = kind { button = tapped }
    if let button, let until = button.busyUntil, let clock = button.screen?.clock {
      busyRemaining = until - clock.now
    }
    var explanation = Explanation(
      control: name,
      isEnabled: isEnabled,
      busyRemaining: busyRemaining,
      isBusy: button?.isBusy ?? false,
      managers: managers.map { $0.report() },
      groupBounds: BoundGate.closedReasons(of: kind)
    )
    explanation.unmetConditions = button?.unmetConditions ?? []
    explanation.conditionsNamingNothing = button?.conditionsNamingNothing ?? []
    return explanation
  }
}
