import ControlModel

/// The observers a control's validation keeps on the other controls its rules read: each
/// change of value (a field's text, a switch's position) checks the control again.
///
/// The model tracks these dependencies itself: a change of a control that no rule reads
/// checks nothing, and a keystroke never rescans the screen. Each name is looked up on the
/// screen once: the controls found are kept, so that reading their values costs no lookup.
///
/// No weak reference on this path: an object weakly referenced takes the slow way for every
/// retain. The controls found are held strongly (the validation's control never among them),
/// and the screen's end lets them go (`screenDidEnd`), so that controls that read each other do
/// not keep each other alive. The observers reach the validation through a relay that
/// ``removeAll()`` (the owner's `deinit`) empties.
final class ReadObservations {
  /// What the observations found and hold.
  private struct State {
    /// What stops each observation.
    var removals: [() -> Void] = []
    /// The controls found, each under its name: what the rules and conditions read.
    var resolved: [ResolvedControl] = []
    /// The name under which the rules read the control itself, if they do: not kept among the
    /// controls found, which the validation holds and the control holds the validation.
    var ownName: String?
    /// The controls observed.
    var observed = Set<ObjectIdentifier>()
    /// The names not found on the screen yet: a control may be made after the rules that read
    /// it, and is observed from the first check after it is made.
    var missing: [String] = []
    /// The missing names the screen tells about once a control of the name is made.
    var awaited = Set<String>()
    /// The conditions decided so far, bound to the controls found: forgotten whenever those
    /// change.
    var bindings = ConditionBindings()
    /// The managers (and groups, through their managers) found under names that are no
    /// control's: what a condition `NAME dirty` reads.
    var managers: [(name: String, manager: Manager)] = []
    /// The screen's hub and the token of the reader of dirtiness added there, once a
    /// condition on a dirtiness was decided.
    var dirtinessReader: (hub: ScreenHub, token: Int)?
    /// The dirtiness of each name a condition read, as last read or told: the owner's check
    /// runs again only when one of these flipped.
    var dirtinessSeen: [(name: String, isDirty: Bool?)] = []
    /// The names read for their dirtiness: a change of their value is read once the change is
    /// done (a dirtiness read in the middle of a value's change would be the one before it).
    var dirtinessOnly = Set<String>()
  }

  // Unchecked exclusivity (measured with callgrind): every check of the owner reads it;
  // checked, a change of country in W7 costs about 340 instructions more. Never across threads.
  @exclusivity(unchecked) private var state = State()
  /// What every observer calls: the owner's check, until ``removeAll()``.
  private let relay = Relay()

  init() {}

  /// The names not found on the screen yet: see ``State/missing``.
  var missing: [String] { state.missing }

  /// Whether it observes any control, or waits for one.
  var isObserving: Bool { !state.removals.isEmpty || !state.missing.isEmpty }

  /// Observes the named controls of a screen, each once, in place of those observed before;
  /// nothing when none is named and none was observed (most controls read no other).
  ///
  /// - Parameters:
  ///   - names: What the rules and conditions read.
  ///   - conditions: The conditions among them: a change of a control whose dirtiness they
  ///     read is read once the change is done.
  ///   - screen: The screen that has the controls.
  ///   - own: The control that reads them, which observes itself otherwise.
  ///   - onChange: Called when an observed control changes.
  func observe(
    _ names: [String], conditions: @autoclosure () -> [RuleCondition], on screen: Screen?,
    skipping own: AnyObject, onChange: @escaping () -> Void
  ) {
    guard !names.isEmpty || isObserving else { return }
    let dirtinessOnly = Set(conditions().filter(\.test.readsDirtiness).map(\.name))
    removeAll()
    state.dirtinessOnly = dirtinessOnly
    relay.action = onChange
    if !dirtinessOnly.isEmpty, let screen { watchDirtiness(on: screen.hub) }
    state.missing = names
    observeMissing(on: screen, skipping: own)
  }

  /// Observes the names not found before that the screen has now.
  func observeMissing(on screen: Screen?, skipping own: AnyObject) {
    let names = state.missing
    state.missing = []
    state.bindings.removeAll()
    let relay = relay
    for name in names {
      guard let other = screen?.control(named: name, readBy: own) else {
        if let manager = screen?.manager(named: name) {
          // A manager or a group is read for its dirtiness only, which the hub tells.
          if !state.managers.contains(where: { $0.name == name }) {
            state.managers.append((name, manager))
          }
          if state.dirtinessReader == nil, let screen { watchDirtiness(on: screen.hub) }
          continue
        }
        state.missing.append(name)
        // Checked again once the control is made, reading its starting value.
        if state.awaited.insert(name).inserted {
          screen?.whenControlIsMade(named: name) { relay.action?() }
        }
        continue
      }
      if other === own {
        state.ownName = name
      } else if !state.resolved.contains(where: { $0.name == name }) {
        state.resolved.append(ResolvedControl(name: name, kind: other.kind))
      }
      guard other !== own, state.observed.insert(ObjectIdentifier(other)).inserted else { continue }
      observe(other.kind)
    }
    // Each name read for its dirtiness is watched from now on, whether or not a decision
    // reached it (`and` stops at the first condition that does not hold): its flip is read
    // again, as the format says.
    for name in state.dirtinessOnly
    where name != state.ownName && !state.dirtinessSeen.contains(where: { $0.name == name }) {
      guard let now = currentDirtiness(of: name) else { continue }
      state.dirtinessSeen.append((name, now))
    }
  }

  /// Reads a control's changes of value: at once, or, where a dirtiness is read too, once the
  /// change is done.
  private func observe(_ kind: ControlKind) {
    let relay = relay
    let removal: () -> Void
    if !state.dirtinessOnly.isEmpty {
      // Read once the change is done, when every dirtiness the conditions read is current
      // (a change of a value read beside a dirtiness may move that dirtiness too: read in
      // the middle of the change, it would be the one before, and read again after).
      let hub = kind.screen?.hub
      removal = kind.addReader { event in
        switch event {
        case .textChanged, .textSet, .valueChanged:
          relay.valueMoved = true
          hub?.readDirtinessWhenSettled()
        default: break
        }
      }
    } else {
      removal = kind.addReader { event in
        switch event {
        case .textChanged, .textSet, .valueChanged: relay.action?()
        default: break
        }
      }
    }
    state.removals.append(removal)
  }

  /// Tells the owner's check whenever a dirtiness flipped, once the change is done.
  private func watchDirtiness(on hub: ScreenHub) {
    let relay = relay
    state.dirtinessReader = (
      hub,
      hub.addDirtinessReader(
        { [weak self] in
          guard let self else { return }
          let flipped = self.dirtinessOfWhatWasReadFlipped()
          guard flipped || relay.valueMoved else { return }
          relay.valueMoved = false
          relay.action?()
        },
        resync: { [weak self] in
          guard let self else { return }
          relay.valueMoved = false
          _ = self.dirtinessOfWhatWasReadFlipped()
        })
    )
  }

  /// Whether a dirtiness the conditions read flipped since it was last read: each is
  /// recorded as it is now.
  private func dirtinessOfWhatWasReadFlipped() -> Bool {
    var flipped = false
    // The owner's own dirtiness moves with its own value, whose change checks it already.
    for index in state.dirtinessSeen.indices where state.dirtinessSeen[index].name != state.ownName
    {
      let now = currentDirtiness(of: state.dirtinessSeen[index].name)
      if now != state.dirtinessSeen[index].isDirty {
        state.dirtinessSeen[index].isDirty = now
        flipped = true
      }
    }
    return flipped
  }

  /// Stops observing: no observer calls the owner's check after this.
  func removeAll() {
    relay.action = nil
    if let reader = state.dirtinessReader {
      reader.hub.removeDirtinessReader(reader.token)
      state.dirtinessReader = nil
    }
    state.managers = []
    state.dirtinessSeen = []
    for remove in state.removals { remove() }
    state.removals = []
    state.resolved = []
    state.bindings.removeAll()
    state.ownName = nil
    state.observed = []
    state.missing = []
  }

  /// Whether every condition holds, each one's control read from those found.
  ///
  /// - Parameters:
  ///   - conditions: Conditions on controls the observations were given.
  ///   - own: The control itself, read when a condition names it.
  /// - Returns: `true` when every condition holds.
  func hold(_ conditions: [RuleCondition], own: @autoclosure () -> ControlKind) -> Bool {
    guard let key = ConditionBindings.key(of: conditions) else { return true }
    let range =
      state.bindings.range(of: key)
      ?? state.bindings.bind(conditions, key: key, resolved: state.resolved)
    for position in range {
      switch state.bindings.probes[position].decision {
      case true?: continue
      case false?: return false
      case nil:
        let condition = conditions[position - range.lowerBound]
        if condition.test.readsDirtiness {
          if dirtiness(of: condition.name, own: own()) != (condition.test == .dirty) {
            return false
          }
        } else if !condition.holds(value(of: condition.name, own: own())) {
          return false
        }
      }
    }
    return true
  }

  /// Whether a named control, manager or group is dirty, read from those found (a name not
  /// found is never dirty nor pristine: `nil`); the first read starts telling the owner's
  /// check of each flip of a dirtiness.
  private func dirtiness(of name: String, own: @autoclosure () -> ControlKind) -> Bool? {
    if state.dirtinessReader == nil {
      let kind = own()
      if let screen = kind.screen { watchDirtiness(on: screen.hub) }
    }
    let isDirty =
      name == state.ownName ? own().manageable.core.isDirty : currentDirtiness(of: name)
    if let index = state.dirtinessSeen.firstIndex(where: { $0.name == name }) {
      state.dirtinessSeen[index].isDirty = isDirty
    } else {
      state.dirtinessSeen.append((name, isDirty))
    }
    return isDirty
  }

  /// Whether a named control, manager or group found is dirty; `nil` for a name not found
  /// (the owner's own name included, which ``dirtiness(of:own:)`` reads itself).
  private func currentDirtiness(of name: String) -> Bool? {
    for control in state.resolved where control.name == name {
      return control.kind.manageable.core.isDirty
    }
    for (managerName, manager) in state.managers where managerName == name {
      return manager.isDirtyNow
    }
    return nil
  }

  /// A named control's value, read from those found: a name not found is no control.
  private func value(of name: String, own: @autoclosure () -> ControlKind) -> ControlValue? {
    for control in state.resolved where control.name == name { return control.kind.value }
    return name == state.ownName ? own().value : nil
  }

  /// The values of the named controls, read from those found: a name not found is no control.
  ///
  /// - Parameters:
  ///   - names: The names the reading may read.
  ///   - own: The control itself, read when the rules name it.
  /// - Returns: The values, read when asked.
  func values(_ names: [String], own: @autoclosure () -> ControlKind) -> ControlValues {
    guard let ownName = state.ownName else {
      return ControlValues(names: names, resolved: state.resolved)
    }
    return ControlValues(
      names: names, resolved: state.resolved + [ResolvedControl(name: ownName, kind: own())])
  }
}

/// What the observers of a validation call: its check, while it observes.
private final class Relay {
  var action: (() -> Void)?
  /// Whether a value read for its dirtiness only changed during the change under way.
  var valueMoved = false
}

/// A control a validation read by name, found on the screen once.
package struct ResolvedControl {
  /// The name the rules gave.
  let name: String
  /// The control: held strongly, as the screen holds it (a weak reference would cost each read
  /// a side table's slow path).
  let kind: ControlKind
}
