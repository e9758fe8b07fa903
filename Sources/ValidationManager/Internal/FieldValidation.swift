import ControlModel
import ModelSupport

/// The validation state that a field carries: its rules, validity, errors, shown error and the
/// managers that verify it.
///
/// A keystroke runs the field's rules once and tells its managers only when its validity
/// changed. The failing rules are kept as a bit mask, so that an edit that leaves the same rules
/// failing allocates nothing. Asynchronous rules (a `remote` check, a check of the app's) send
/// one ``Request`` each once every other rule passes; the field settles when all are answered.
final class FieldValidation: MemberValidation, CountedValidation, ControlBehavior {
  // The field owns this object, so it always outlives it.
  unowned(unsafe) let field: TextField

  /// What a checkpoint captures: the rules as given, the state they settled, and the
  /// debounce and checks under way.
  struct Saved {
    var rules: [ValidationRule] = []
    var display: ErrorDisplay = .onBlur
    var debounce: Duration?
    /// How many times the rules were given: a checkpoint taken under other rules (an app that
    /// replaces a field's rules at run time) puts its own rules back.
    var configuration = 0
    var validity: Validity = .valid
    /// The failing rules behind ``FieldValidation/errors``: settled, so they stay as they were
    /// while pending.
    var settled = Failures.passing
    /// The failing rules behind ``FieldValidation/shownError``, once the display policy opened.
    var shown: Failures?
    var isDisplayOpen = false
    var hasBeenEdited = false
    var debounceWork: ScheduledWork?
    /// The asynchronous rules whose checks are in flight: those that applied when they started.
    var activeAsync: [ValidationRule] = []
    /// The requests in flight, one per asynchronous rule, and the answers so far.
    var checks: [Request] = []
    var answers: [Answer?] = []
    /// The text the checks in flight check.
    var checkedText: String?
    /// The last completed answer for each text the field checked: what a starting text stands
    /// on instead of passing its asynchronous rules (a reset, a new row).
    var remembered: [String: RememberedAnswer] = [:]
  }

  // Unchecked exclusivity (measured with callgrind, as each one below): checked, a keystroke of
  // W1 costs about 490 instructions more. Single-owner and non-Sendable.
  @exclusivity(unchecked) var saved = Saved() { didSet { versions.bump() } }

  /// The rules as a check runs them, prepared when they are given.
  struct Prepared {
    /// Whether a `required` without conditions is among the rules.
    var isRequired = false
    /// Whether a `required` with conditions is among the rules: whether it applies is read at
    /// each check.
    var hasConditionalRequired = false
    /// The rules that answer at once, in order, and for each its compared field, if any.
    var syncRules: [ValidationRule] = []
    var syncCompared: [WeakReference<TextField>?] = []
    var hasComparedRules = false
    var asyncRules: [ValidationRule] = []
    /// How the rules that answer at once settle.
    ///
    /// As a mask of the failing ones, the same with conditions read from the screen, or as
    /// messages when a rule of the app's that reads other controls says its own. One stored
    /// word: the keystroke path reads it once.
    var settling = Settling.mask
    /// Whether a control the rules read is not on the screen yet: a flag of its own, so that a
    /// keystroke reads one byte rather than the observations.
    var readsMissing = false
    /// Whether the asynchronous rules ask again for a starting text: ``revalidate()`` of a text
    /// whose check failed.
    var asksAgain = false
  }

  // Unchecked exclusivity: checked, W1 costs about 300 instructions a keystroke more.
  @exclusivity(unchecked) var prepared = Prepared()

  /// How the rules that answer at once settle.
  enum Settling {
    case mask, conditionalMask, messages
  }

  /// Whether a rule of the app's reads other controls' values: then failures keep their
  /// messages.
  var readsValues: Bool { prepared.settling == .messages }
  let reads = ReadObservations()

  /// The messages remembered for each text checked.
  var rememberedMessages: [String: [String]] { saved.remembered.mapValues(\.messages) }

  /// What the asynchronous rules answered for a text, once every one had answered.
  struct RememberedAnswer: Equatable {
    /// The messages of the rules that refused it or whose check failed, in order; none when
    /// it was accepted.
    var messages: [String]
    /// Whether a check failed (rather than answered).
    var failed: Bool
  }
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  // Unchecked exclusivity: checked, W1 costs about 220 instructions a keystroke more.
  @usableFromInline @exclusivity(unchecked) var versions = VersionRecord()
  /// See ``ControlBehavior/currentVersion``.
  var currentVersion: StateVersion { versions.current }

  /// Which rules fail, kept without building their messages.
  enum Failures: Equatable {
    /// Bit *i* set: synchronous rule *i* fails.
    case sync(UInt64)
    /// The messages themselves: from asynchronous answers, or more failing rules than a mask
    /// holds.
    case messages([String])

    static let passing = Failures.sync(0)
  }

  /// The messages of every failing rule, in rule order.
  var errors: [String] { messages(saved.settled) }

  /// The error the field shows: the first of the shown failures.
  var shownError: String? {
    guard let shown = saved.shown else { return nil }
    switch shown {
    case .sync(let mask):
      return mask == 0 ? nil : prepared.syncRules[mask.trailingZeroBitCount].message
    case .messages(let messages):
      return messages.first
    }
  }

  /// The requests of this field in flight.
  var outstandingChecks: [Request] { saved.checks.filter(\.isOutstanding) }

  func messages(_ failures: Failures) -> [String] {
    switch failures {
    case .sync(let mask):
      return prepared.syncRules.indices.filter { mask & (1 << UInt64($0)) != 0 }.map {
        prepared.syncRules[$0].message
      }
    case .messages(let messages):
      return messages
    }
  }

  init(field: TextField) {
    self.field = field
  }

  deinit {  // Empties the relay of `reads`, whose observers reach this object unowned.
    reads.removeAll()
    for request in saved.checks {
      request.withdraw()
    }
  }

  func configure(rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?) {
    cancelScheduledWork()
    applyConfiguration(rules: rules, display: display, debounce: debounce)
    saved.configuration &+= 1
    saved.settled = .passing
    if saved.shown != nil { saved.shown = .passing }
    evaluate()
  }

  /// Takes rules, a display policy and a debounce, and observes the fields the rules compare
  /// with; the state is the caller's to settle.
  func applyConfiguration(
    rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?
  ) {
    saved.rules = rules
    saved.display = display
    saved.debounce = debounce.flatMap { $0 > .zero ? $0 : nil }
    prepared.isRequired = rules.contains { $0.constraint == .required && $0.conditionBox == nil }
    prepared.hasConditionalRequired = rules.contains {
      $0.constraint == .required && $0.conditionBox != nil
    }
    // Most fields have no asynchronous rule: share the rules' storage rather than copy it.
    let hasAsync = rules.contains(where: \.isAsynchronous)
    prepared.syncRules = hasAsync ? rules.filter { !$0.isAsynchronous } : rules
    prepared.asyncRules = hasAsync ? rules.filter(\.isAsynchronous) : []
    let hasCompared = prepared.syncRules.contains { $0.comparedFieldName != nil }
    prepared.syncCompared =
      !hasCompared
      ? []
      : prepared.syncRules.map { rule in
        // An `equals` that names no field of the screen (an app's typo, or a field made after
        // this one's rules) compares with the empty text, and the field's invariants name it.
        // No scenario file reaches it: the checker rejects such a name before a screen is built.
        guard let name = rule.comparedFieldName,
          case .field(let other)? = field.screen?.control(named: name, readBy: field)?.kind
        else { return nil }
        return WeakReference(other)
      }
    prepared.hasComparedRules = hasCompared
    // A rule of the app's that reads values says its own messages; a field whose rules only
    // have conditions keeps its failing rules as a mask, as any other field.
    let readsCustom = prepared.syncRules.contains {
      if case .customReading = $0.kind { true } else { false }
    }
    let hasConditions = prepared.syncRules.contains { $0.conditionBox != nil }
    prepared.settling = readsCustom ? .messages : hasConditions ? .conditionalMask : .mask
    // Most fields read no other control: they observe nothing and allocate nothing here.
    let asyncReads = prepared.asyncRules.contains { $0.conditionBox != nil }
    let readsNames = hasCompared || prepared.settling != .mask || asyncReads
    let names = readsNames ? rules.flatMap(\.readControlNames) : []
    reads.observe(
      names, conditions: rules.flatMap(\.conditions), on: field.screen, skipping: field
    ) { [unowned(unsafe) self] in self.readControlDidChange() }
    prepared.readsMissing = !names.isEmpty && !reads.missing.isEmpty
  }

  // MARK: - Field behaviour

  @inline(__always)
  func controlDidChange(_ change: ControlChange) {
    switch change {
    case .userChanged: didEdit()
    case .setFromCode: evaluate()
    case .editingEnded:
      if saved.display == .onBlur, saved.hasBeenEdited, !saved.isDisplayOpen { openDisplay() }
    case .submitted:
      if saved.display == .onSubmit { openDisplay() }
    case .enablementFlipped: enablementDidChange(on: field.screen)
    case .reset: didReset()
    case .lifecycle(let isDirty, let isTouched):
      verifiers.notifyLifecycle(dirty: isDirty, touched: isTouched)
    case .rowCompleted: rowDidComplete()
    case .leavingScreen: willLeaveScreen()
    case .requestChanged, .dayChanged: break
    }
  }

  /// The field's text changed through an edit: the rules run, after the debounce if any.
  @inline(__always)
  func didEdit() {
    saved.hasBeenEdited = true
    if let debounce = saved.debounce {
      evaluate(after: debounce)
    } else {
      evaluate()
    }
    // After the state: an edit that makes the field pending keeps the shown error as it was.
    if saved.display == .onChange, !saved.isDisplayOpen { openDisplay() }
  }

  /// Runs the rules once the debounce has passed without another edit.
  ///
  /// The field is pending meanwhile. Apart from ``didEdit()``, whose common path, without a
  /// debounce, a keystroke runs.
  @inline(never)
  func evaluate(after debounce: Duration) {
    guard let screen = field.screen else { return evaluate() }
    cancelScheduledWork()
    setState(.pending)
    let hub = screen.hub
    saved.debounceWork = screen.schedule(after: debounce) { [weak self] in
      guard let self else { return }
      self.saved.debounceWork = nil
      hub.holdingEvents { self.evaluate() }
      assert(self.field.screen?.checkInvariants(around: self.field) ?? true)
    }
  }

  var ownValidity: Validity { saved.validity }

  /// The field went back to its starting text: see ``ControlChange/reset``.
  func didReset() {
    cancelScheduledWork()
    saved.hasBeenEdited = false
    saved.isDisplayOpen = false
    setShown(.passing)
    saved.shown = nil
    evaluate()
  }

  var errorDisplay: ErrorDisplayState {
    ErrorDisplayState(
      isOpen: saved.isDisplayOpen, isArmed: saved.hasBeenEdited, shownError: shownError,
      isPending: saved.validity == .pending)
  }

  var countedValidity: Validity { field.isCountedByManagers ? saved.validity : .valid }

  var isReadyForSubmission: Bool { saved.validity == .valid }

  /// Runs the rules again on the text as it is, as after an edit but without opening the
  /// display policy: a check that failed is tried again, a starting text's too (whether or
  /// not a reset came between).
  func revalidate() {
    prepared.asksAgain = saved.remembered[field.textAndCount.text]?.failed == true
    evaluate()
    prepared.asksAgain = false
  }

  // MARK: - State

  func openDisplay() {
    saved.isDisplayOpen = true
    if saved.validity != .pending { setShown(saved.settled) }
  }

  func setShown(_ failures: Failures) {
    guard saved.shown != failures else { return }
    let before = saved.shown
    saved.shown = failures
    guard field.hasListeners else { return }
    // The same first failing rule shows the same message: no strings to compare.
    if case .sync(let old)? = before, case .sync(let new) = failures,
      old.trailingZeroBitCount == new.trailingZeroBitCount
    {
      return
    }
    let after = shownError
    if before.flatMap(firstMessage) != after { field.stateDidChange(.shownErrorChanged(after)) }
  }

  func firstMessage(_ failures: Failures) -> String? {
    switch failures {
    case .sync(let mask): mask == 0 ? nil : prepared.syncRules[mask.trailingZeroBitCount].message
    case .messages(let messages): messages.first
    }
  }

  /// Moves to a state: settled with its failing rules, or pending, where the errors and the
  /// shown error stay as they were.
  func setState(_ newValidity: Validity, settling failures: Failures? = nil) {
    let oldValidity = saved.validity
    saved.validity = newValidity
    if newValidity != .pending, let failures {
      if failures != saved.settled {
        saved.settled = failures
        field.receive(.settled)
        if oldValidity == newValidity, field.hasListeners { field.stateDidChange(nil) }
      }
      if saved.isDisplayOpen { setShown(failures) }
    }
    if oldValidity != newValidity {
      field.receive(.settled)
      if field.hasListeners { field.stateDidChange(.validityChanged(newValidity)) }
      if field.isCountedByManagers { verifiers.notify(reporting: newValidity) }
    }
  }

}

extension FieldValidation: VersionedState {}
