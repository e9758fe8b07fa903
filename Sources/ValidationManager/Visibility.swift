public import ControlModel

extension Control {
  /// Shows the control only while every condition holds, and hides it otherwise: the format's
  /// `shown when`, the `if` around a view in SwiftUI.
  ///
  /// A hidden control keeps its value, counts as valid for every manager (left out, as a
  /// disabled one is), cannot take the focus, is skipped by `tab`, and refuses every change by
  /// the user (one refusal each); a focused field that becomes hidden loses the focus. Its own
  /// state and errors still follow its rules, and hiding does not change its enablement.
  /// Visibility follows the conditions at once whenever a control they name changes value. The
  /// conditions last as long as the screen: a control the app still holds after its screen was
  /// released keeps its visibility and reads no other control.
  ///
  /// ```swift
  /// ffNumber.show(when: [.on("member")])
  /// ```
  ///
  /// - Parameter conditions: Conditions on other controls' values; none shows the control
  ///   always.
  /// - Precondition: No condition names the control itself.
  public func show(when conditions: [RuleCondition]) {
    let conditions = conditions.onOthersThan(name, "shown")
    let control = kind.manageable
    (control.core.visibilityRule as? VisibilityRule)?.stop()
    guard !conditions.isEmpty else {
      control.core.visibilityRule = nil
      control.setHidden(false)
      return
    }
    let rule = VisibilityRule(control: control, conditions: conditions)
    control.core.visibilityRule = rule
    rule.evaluate()
  }

  /// The conditions under which the control is shown; empty for one that is always shown.
  public var shownWhen: [RuleCondition] {
    (kind.manageable.core.visibilityRule as? VisibilityRule)?.conditions ?? []
  }
}

/// A control's `shown when`: its conditions, and the observers that re-decide its visibility
/// whenever a control they name changes value.
final class VisibilityRule {
  // Unowned(unsafe): the control holds the rule (its core's `visibilityRule`) and outlives it;
  // a checked unowned reference costs every evaluation an atomic retain and release.
  private unowned(unsafe) let control: any ManageableControl
  private let watch: ConditionWatch

  init(control: any ManageableControl, conditions: [RuleCondition]) {
    self.control = control
    watch = ConditionWatch(control: control, conditions: conditions)
    // Unowned: the watch stops when this rule goes.
    watch.start { [unowned(unsafe) self] in self.evaluate() }
  }

  /// The conditions under which the control is shown.
  var conditions: [RuleCondition] { watch.conditions }

  /// Stops observing: the control was given other conditions.
  func stop() {
    watch.stop()
  }

  /// Shows or hides the control as the conditions decide now.
  func evaluate() {
    // No check of invariants here: this runs as an observer of another control, before that
    // control's other observers (the re-checks of rules that read it) have run.
    control.setHidden(!watch.holds())
  }
}

extension [RuleCondition] {
  /// The conditions on controls other than the one they decide: one on the control itself is
  /// a mistake in the screen's code (``ControlModel/ScreenMistake``), left out.
  ///
  /// - Parameters:
  ///   - name: The control the conditions decide.
  ///   - what: What they decide, as in `shown` or `enabled`.
  /// - Returns: The conditions that name another control.
  func onOthersThan(_ name: String, _ what: String) -> [RuleCondition] {
    if contains(where: { $0.name == name }) {
      Screen.mistake("'\(name)' cannot be \(what) when it is itself")
    }
    return filter { $0.name != name }
  }
}
