import ControlModel

/// The observers a control's validation keeps on the other controls its rules read: each
/// change of value (a field's text, a switch's position) checks the control again.
///
/// The model tracks these dependencies itself: a change of a control that no rule reads
/// checks nothing, and a keystroke never rescans the screen.
struct ReadObservations {
  private var removals: [() -> Void] = []
  private var observed = Set<ObjectIdentifier>()
  /// The names not found on the screen yet: a control may be made after the rules that read
  /// it, and is observed from the first check after it is made.
  private(set) var missing: [String] = []
  private var onChange: () -> Void = {}
  /// The missing names the screen tells about once a control of the name is made.
  private var awaited = Set<String>()

  /// Whether it observes any control, or waits for one.
  var isObserving: Bool { !removals.isEmpty || !missing.isEmpty }

  /// Observes the named controls of a screen, each once, in place of those observed before.
  mutating func observe(
    _ names: [String], on screen: Screen?, skipping own: AnyObject,
    onChange: @escaping () -> Void
  ) {
    removeAll()
    self.onChange = onChange
    missing = names
    observeMissing(on: screen, skipping: own)
  }

  /// Observes the names not found before that the screen has now.
  mutating func observeMissing(on screen: Screen?, skipping own: AnyObject) {
    let names = missing
    missing = []
    let onChange = onChange
    for name in names {
      guard let other = screen?.control(named: name) else {
        missing.append(name)
        // Checked again once the control is made, reading its starting value.
        if awaited.insert(name).inserted { screen?.whenControlIsMade(named: name, onChange) }
        continue
      }
      guard other !== own, observed.insert(ObjectIdentifier(other)).inserted else { continue }
      let token = other.addObserver { event in
        switch event {
        case .textChanged, .textSet, .valueChanged: onChange()
        default: break
        }
      }
      removals.append { [weak other] in other?.removeObserver(token) }
    }
  }

  /// Stops observing.
  mutating func removeAll() {
    for remove in removals { remove() }
    removals = []
    observed = []
    missing = []
  }
}
