import ControlModel
import ModelSupport

/// A control whose value the user changes by a gesture, as its validation sees it: a switch, a
/// picker, a stepper, a date picker.
protocol ValidatedValueControl: IValidatable, Control {
  /// The screen that owns the control.
  var screen: Screen? { get }
  /// The control's value, read without tracking.
  var currentValue: ControlValue { get }
  /// Whether the control is disabled or hidden (excluded from validation), read without
  /// tracking.
  var isLeftOutUntracked: Bool { get }
  /// Tells the control's observers and Observation that its validation state changed.
  func stateDidChange(_ event: ControlEvent?)
}

/// The validation state that a switch, picker, stepper or date picker carries: its rules,
/// validity, errors, display policy and the managers that verify it.
///
/// Its shown error opens at the user's first change (or at once on a submitting tap, for
/// `on-submit`), as a switch's always has: such a control has no editing to end.
final class ValueValidation: MemberValidation, CountedValidation, ControlBehavior {
  // Unowned(unsafe): the control holds its validation (its behaviour) and outlives it, and
  // nothing else keeps the validation; a checked unowned reference costs every read an atomic
  // retain and release.
  private unowned(unsafe) let control: any ValidatedValueControl
  private(set) var rules: [ValidationRule] = [] { didSet { versions.bump() } }
  private(set) var display: ErrorDisplay = .onChange { didSet { versions.bump() } }
  private(set) var validity: Validity = .valid { didSet { versions.bump() } }
  private(set) var errors: [String] = [] { didSet { versions.bump() } }
  private(set) var isDisplayOpen = false { didSet { versions.bump() } }
  /// The controls the rules read (conditions, a date's reference), observed.
  private let reads = ReadObservations()
  /// How many times the rules were given: a checkpoint taken under other rules puts its own
  /// back.
  private var configuration = 0 { didSet { versions.bump() } }
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  @usableFromInline @exclusivity(unchecked) var versions = VersionRecord()
  /// See ``ControlBehavior/currentVersion``.
  var currentVersion: StateVersion { versions.current }

  init(control: any ValidatedValueControl) {
    self.control = control
  }

  deinit {
    reads.removeAll()
  }

  func screenDidEnd() {
    reads.removeAll()
  }

  /// The control's row of a group is complete: see ``ControlChange/rowCompleted``.
  func rowDidComplete() {
    guard !reads.missing.isEmpty else { return }
    configure(rules: rules, display: display)
  }

  /// The control's first error, once its display policy opened.
  var shownError: String? { isDisplayOpen ? errors.first : nil }

  func configure(rules: [ValidationRule], display: ErrorDisplay) {
    apply(rules: rules, display: display)
    configuration &+= 1
    evaluate()
  }

  /// Takes rules and a display policy, and observes the controls the rules read.
  private func apply(rules: [ValidationRule], display: ErrorDisplay) {
    self.rules = rules
    self.display = display
    // Unowned: `deinit` empties the observations' relay before this object goes.
    reads.observe(
      rules.flatMap(\.readControlNames), conditions: rules.flatMap(\.conditions),
      on: control.screen, skipping: control
    ) { [unowned(unsafe) self] in self.evaluate() }
  }

  // MARK: - What the control tells

  func controlDidChange(_ change: ControlChange) {
    switch change {
    case .userChanged:
      evaluate()
      // No editing to end: on-change and on-blur both open at the first change.
      if display != .onSubmit { openDisplay() }
    case .setFromCode: evaluate()
    case .submitted: openDisplay()
    case .enablementFlipped: enablementDidChange(on: control.screen)
    case .reset: didReset()
    case .lifecycle(let isDirty, let isTouched):
      verifiers.notifyLifecycle(dirty: isDirty, touched: isTouched)
    case .dayChanged: if rules.contains(where: \.readsToday) { evaluate() }
    case .rowCompleted: rowDidComplete()
    case .leavingScreen: reads.removeAll()
    case .editingEnded, .requestChanged: break
    }
  }

  var ownValidity: Validity { validity }

  /// The control went back to its starting value: see ``ControlChange/reset``.
  private func didReset() {
    let oldShown = shownError
    isDisplayOpen = false
    if oldShown != nil { control.stateDidChange(.shownErrorChanged(nil)) }
    evaluate()
  }

  var errorDisplay: ErrorDisplayState {
    ErrorDisplayState(
      isOpen: isDisplayOpen, shownError: shownError, isPending: validity == .pending)
  }

  var countedValidity: Validity { control.isLeftOutUntracked ? .valid : validity }

  var isReadyForSubmission: Bool { validity == .valid }

  func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let own = versionedCheckpoint {
      let saved = (validity, errors, isDisplayOpen)
      let given = (configuration, rules, display)
      return { validation in
        if validation.configuration != given.0 {
          validation.apply(rules: given.1, display: given.2)
          validation.configuration = given.0
        }
        (validation.validity, validation.errors, validation.isDisplayOpen) = saved
      }
    }
    restorers.append(own)
    restorers.append(verifiers.checkpoint())
    return true
  }

  private func openDisplay() {
    guard !isDisplayOpen else { return }
    isDisplayOpen = true
    if let first = errors.first { control.stateDidChange(.shownErrorChanged(first)) }
  }

  private func evaluate() {
    if !reads.missing.isEmpty { reads.observeMissing(on: control.screen, skipping: control) }
    let failures = failures()
    let oldValidity = validity
    let oldShown = shownError
    if failures != errors { control.stateDidChange(nil) }
    validity = failures.isEmpty ? .valid : .invalid
    errors = failures
    if shownError != oldShown { control.stateDidChange(.shownErrorChanged(shownError)) }
    if oldValidity != validity {
      control.stateDidChange(.validityChanged(validity))
      if !control.isLeftOutUntracked { verifiers.notify(reporting: validity) }
    }
  }

  /// The messages of the failing rules that apply, in order.
  ///
  /// With nothing chosen, only the `required` rules run, as with an empty field.
  private func failures() -> [String] {
    ValidationRule.failures(
      of: rules, control.currentValue,
      holding: { reads.hold($0, own: control.kind) },
      reading: { rule in
        var values = reads.values(rule.readControlNames, own: control.kind)
        if rule.readsToday { values.today = control.screen?.today }
        return values
      })
  }

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let expected = failures()
    if expected != errors || validity != (expected.isEmpty ? .valid : .invalid) {
      violations.append(
        InvariantViolation(
          subject: control.name, expected: "errors \(expected), as its rules give",
          actual: "\(validity.rawValue) with errors \(errors)"))
    }
    violations.appendFound(verifiers.invariantViolations(of: control, memberLimit: memberLimit))
    return violations
  }
}

extension ValueValidation: VersionedState {}
