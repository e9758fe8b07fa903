import ControlModel

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
  // Unchecked exclusivity on the state a keystroke touches: dynamic exclusivity checks were
  // about 40% of a keystroke in the W1 benchmark. Single-owner and non-Sendable.
  @exclusivity(unchecked) private(set) var rules: [ValidationRule] = [] {
    didSet { stateVersion.bump() }
  }
  @exclusivity(unchecked) private(set) var display: ErrorDisplay = .onBlur {
    didSet { stateVersion.bump() }
  }
  @exclusivity(unchecked) private(set) var debounce: Duration? { didSet { stateVersion.bump() } }

  @exclusivity(unchecked) var validity: Validity = .valid {
    didSet { stateVersion.bump() }
  }
  /// The failing rules behind ``errors``: settled, so they stay as they were while pending.
  @exclusivity(unchecked) var settled = Failures.passing {
    didSet { stateVersion.bump() }
  }
  /// The failing rules behind ``shownError``, once the display policy opened.
  @exclusivity(unchecked) var shown: Failures? { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var isDisplayOpen = false { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var hasBeenEdited = false { didSet { stateVersion.bump() } }

  /// Whether a `required` without conditions is among the rules.
  @exclusivity(unchecked) var isRequired = false
  /// Whether a `required` with conditions is among the rules: whether it applies is read at
  /// each check.
  @exclusivity(unchecked) var hasConditionalRequired = false
  /// The rules that answer at once, in order, and for each its compared field, if any.
  @exclusivity(unchecked) var syncRules: [ValidationRule] = []
  @exclusivity(unchecked) var syncCompared: [WeakReference<TextField>?] = []
  @exclusivity(unchecked) private(set) var hasComparedRules = false
  @exclusivity(unchecked) var asyncRules: [ValidationRule] = []
  /// How the rules that answer at once settle.
  ///
  /// As a mask of the failing ones, the same with conditions read from the screen, or as
  /// messages when a rule of the app's that reads other controls says its own. One stored
  /// word: the keystroke path reads it once.
  @exclusivity(unchecked) private(set) var settling = Settling.mask

  /// How the rules that answer at once settle.
  enum Settling {
    case mask, conditionalMask, messages
  }

  /// Whether a rule of the app's reads other controls' values: then failures keep their
  /// messages.
  var readsValues: Bool { settling == .messages }
  /// The asynchronous rules whose checks are in flight: those that applied when they started.
  @exclusivity(unchecked) var activeAsync: [ValidationRule] = [] {
    didSet { stateVersion.bump() }
  }
  let reads = ReadObservations()
  /// Whether a control the rules read is not on the screen yet: a flag of its own, so that a
  /// keystroke reads one byte rather than the observations.
  @exclusivity(unchecked) var readsMissing = false
  /// How many times the rules were given: a checkpoint taken under other rules (an app that
  /// replaces a field's rules at run time) puts its own rules back.
  @exclusivity(unchecked) var configuration = 0 { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var debounceWork: ScheduledWork? { didSet { stateVersion.bump() } }
  /// The requests in flight, one per asynchronous rule, and the answers so far.
  @exclusivity(unchecked) var checks: [Request] = [] { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var answers: [Answer?] = [] { didSet { stateVersion.bump() } }
  /// Whether the asynchronous rules ask again for a starting text: ``revalidate()`` of a text
  /// whose check failed.
  @exclusivity(unchecked) var asksAgain = false
  /// The text the checks in flight check.
  @exclusivity(unchecked) var checkedText: String? { didSet { stateVersion.bump() } }
  /// The last completed answer for each text the field checked: what a starting text stands
  /// on instead of passing its asynchronous rules (a reset, a new row).
  @exclusivity(unchecked) var remembered: [String: RememberedAnswer] = [:] {
    didSet { stateVersion.bump() }
  }

  /// The messages remembered for each text checked.
  var rememberedMessages: [String: [String]] { remembered.mapValues(\.messages) }

  /// What the asynchronous rules answered for a text, once every one had answered.
  struct RememberedAnswer: Equatable {
    /// The messages of the rules that refused it or whose check failed, in order; none when
    /// it was accepted.
    var messages: [String]
    /// Whether a check failed (rather than answered).
    var failed: Bool
  }
  /// Raised by every change to what a checkpoint captures.
  @usableFromInline @exclusivity(unchecked) var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) var latestSaved: SavedPart?

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
  var errors: [String] { messages(settled) }

  /// The error the field shows: the first of the shown failures.
  var shownError: String? {
    guard let shown else { return nil }
    switch shown {
    case .sync(let mask):
      return mask == 0 ? nil : syncRules[mask.trailingZeroBitCount].message
    case .messages(let messages):
      return messages.first
    }
  }

  /// The requests of this field in flight.
  var outstandingChecks: [Request] { checks.filter(\.isOutstanding) }

  func messages(_ failures: Failures) -> [String] {
    switch failures {
    case .sync(let mask):
      return syncRules.indices.filter { mask & (1 << UInt64($0)) != 0 }.map {
        syncRules[$0].message
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
    for request in checks {
      request.withdraw()
    }
  }

  func configure(rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?) {
    cancelScheduledWork()
    applyConfiguration(rules: rules, display: display, debounce: debounce)
    configuration &+= 1
    settled = .passing
    if shown != nil { shown = .passing }
    evaluate()
  }

  /// Takes rules, a display policy and a debounce, and observes the fields the rules compare
  /// with; the state is the caller's to settle.
  func applyConfiguration(
    rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?
  ) {
    self.rules = rules
    self.display = display
    self.debounce = debounce.flatMap { $0 > .zero ? $0 : nil }
    isRequired = rules.contains { $0.constraint == .required && $0.conditionBox == nil }
    hasConditionalRequired = rules.contains {
      $0.constraint == .required && $0.conditionBox != nil
    }
    // Most fields have no asynchronous rule: share the rules' storage rather than copy it.
    let hasAsync = rules.contains(where: \.isAsynchronous)
    syncRules = hasAsync ? rules.filter { !$0.isAsynchronous } : rules
    asyncRules = hasAsync ? rules.filter(\.isAsynchronous) : []
    let hasCompared = syncRules.contains { $0.comparedFieldName != nil }
    syncCompared =
      !hasCompared
      ? []
      : syncRules.map { rule in
        // An `equals` that names no field of the screen (an app's typo, or a field made after
        // this one's rules) compares with the empty text, and the field's invariants name it.
        // No scenario file reaches it: the checker rejects such a name before a screen is built.
        guard let name = rule.comparedFieldName,
          case .field(let other)? = field.screen?.control(named: name, readBy: field)?.kind
        else { return nil }
        return WeakReference(other)
      }
    hasComparedRules = hasCompared
    // A rule of the app's that reads values says its own messages; a field whose rules only
    // have conditions keeps its failing rules as a mask, as any other field.
    let readsCustom = syncRules.contains {
      if case .customReading = $0.kind { true } else { false }
    }
    settling =
      readsCustom
      ? .messages : syncRules.contains { $0.conditionBox != nil } ? .conditionalMask : .mask
    // Most fields read no other control: they observe nothing and allocate nothing here.
    let asyncReads = asyncRules.contains { $0.conditionBox != nil }
    let readsNames = hasCompared || settling != .mask || asyncReads
    let names = readsNames ? rules.flatMap(\.readControlNames) : []
    if !names.isEmpty || reads.isObserving {
      reads.observe(names, on: field.screen, skipping: field) { [unowned(unsafe) self] in
        self.readControlDidChange()
      }
    }
    readsMissing = !names.isEmpty && !reads.missing.isEmpty
  }

  // MARK: - Field behaviour

  @inline(__always)
  func controlDidChange(_ change: ControlChange) {
    switch change {
    case .userChanged: didEdit()
    case .setFromCode: evaluate()
    case .editingEnded:
      if display == .onBlur, hasBeenEdited, !isDisplayOpen { openDisplay() }
    case .submitted:
      if display == .onSubmit { openDisplay() }
    case .enablementFlipped: enablementDidChange(on: field.screen)
    case .reset: didReset()
    case .lifecycle(let isDirty, let isTouched):
      verifiers.notifyLifecycle(dirty: isDirty, touched: isTouched)
    case .requestChanged: break
    }
  }

  /// The field's text changed through an edit: the rules run, after the debounce if any.
  @inline(__always)
  func didEdit() {
    hasBeenEdited = true
    if let debounce, let clock = field.screen?.clock {
      cancelScheduledWork()
      setState(.pending)
      debounceWork = clock.schedule(after: debounce) { [weak self] in
        guard let self else { return }
        self.debounceWork = nil
        self.field.core.hub.holdingEvents { self.evaluate() }
        assert(self.field.screen?.checkInvariants(around: self.field) ?? true)
      }
    } else {
      evaluate()
    }
    // After the state: an edit that makes the field pending keeps the shown error as it was.
    if display == .onChange, !isDisplayOpen { openDisplay() }
  }

  var ownValidity: Validity { validity }

  /// The field went back to its starting text: see ``ControlChange/reset``.
  func didReset() {
    cancelScheduledWork()
    hasBeenEdited = false
    isDisplayOpen = false
    setShown(.passing)
    shown = nil
    evaluate()
  }

  var errorDisplay: ErrorDisplayState {
    ErrorDisplayState(
      isOpen: isDisplayOpen, isArmed: hasBeenEdited, shownError: shownError,
      isPending: validity == .pending)
  }

  var countedValidity: Validity { field.isCountedByManagers ? validity : .valid }

  var isReadyForSubmission: Bool { validity == .valid }

  /// Runs the rules again on the text as it is, as after an edit but without opening the
  /// display policy: a check that failed is tried again, a starting text's too (whether or
  /// not a reset came between).
  func revalidate() {
    asksAgain = remembered[field.textAndCount.text]?.failed == true
    evaluate()
    asksAgain = false
  }

  // MARK: - State

  func openDisplay() {
    isDisplayOpen = true
    if validity != .pending { setShown(settled) }
  }

  func setShown(_ failures: Failures) {
    guard shown != failures else { return }
    let before = shown
    shown = failures
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
    case .sync(let mask): mask == 0 ? nil : syncRules[mask.trailingZeroBitCount].message
    case .messages(let messages): messages.first
    }
  }

  /// Moves to a state: settled with its failing rules, or pending, where the errors and the
  /// shown error stay as they were.
  func setState(_ newValidity: Validity, settling failures: Failures? = nil) {
    let oldValidity = validity
    validity = newValidity
    if newValidity != .pending, let failures {
      if failures != settled {
        settled = failures
        field.validationDidSettle()
        if oldValidity == newValidity, field.hasListeners { field.stateDidChange(nil) }
      }
      if isDisplayOpen { setShown(failures) }
    }
    if oldValidity != newValidity {
      field.validationDidSettle()
      if field.hasListeners { field.stateDidChange(.validityChanged(newValidity)) }
      if field.isCountedByManagers { verifiers.notify(reporting: newValidity) }
    }
  }

}

extension FieldValidation: VersionedState {}
