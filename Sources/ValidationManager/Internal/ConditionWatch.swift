import ControlModel

/// A list of conditions on other controls' values or on dirtiness, decided for one control and
/// decided again whenever what they name changes: what a `shown when` and an `enabled when`
/// share.
final class ConditionWatch {
  let conditions: [RuleCondition]
  // Unowned(unsafe): the control holds the rule that holds this watch, and outlives both; a
  // checked unowned reference costs every decision an atomic retain and release.
  private unowned(unsafe) let control: any ManageableControl
  private let reads = ReadObservations()

  init(control: any ManageableControl, conditions: [RuleCondition]) {
    self.control = control
    self.conditions = conditions
  }

  deinit {
    reads.removeAll()
  }

  /// Starts observing what the conditions name.
  ///
  /// - Parameter onChange: Decides again; called whenever a value or dirtiness they name
  ///   changes, until ``stop()``.
  func start(onChange: @escaping () -> Void) {
    reads.observe(
      conditions.map(\.name), conditions: conditions, on: control.kind.screen, skipping: control,
      onChange: onChange)
  }

  /// Stops observing: nothing calls the rule back after this.
  func stop() {
    reads.removeAll()
  }

  /// The names the conditions give that name nothing on the screen: a typo of the app's, which
  /// no condition on it ever holds for.
  var unknownNames: [String] {
    if !reads.missing.isEmpty { reads.observeMissing(on: control.kind.screen, skipping: control) }
    return reads.missing
  }

  /// Whether some of the conditions hold now (all of them, unless you pass fewer).
  func holds(_ some: [RuleCondition]? = nil) -> Bool {
    if !reads.missing.isEmpty { reads.observeMissing(on: control.kind.screen, skipping: control) }
    return reads.hold(some ?? conditions, own: control.kind)
  }
}
