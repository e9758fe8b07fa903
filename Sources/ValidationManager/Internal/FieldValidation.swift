import ControlModel

/// The validation state that a field carries: its rules, validity, errors, shown error and the
/// managers that verify it.
///
/// A keystroke runs the field's rules once and tells its managers only when its validity
/// changed. The failing rules are kept as a bit mask, so that an edit that leaves the same rules
/// failing allocates nothing.
final class FieldValidation: FieldBehavior {
  // The field owns this object, so it always outlives it.
  private unowned(unsafe) let field: TextField
  @exclusivity(unchecked) private(set) var rules: [ValidationRule] = []
  @exclusivity(unchecked) private(set) var display: ErrorDisplay = .onBlur
  @exclusivity(unchecked) private(set) var debounce: Duration?

  @exclusivity(unchecked) private(set) var validity: Validity = .valid
  /// The failing rules behind ``errors``: settled, so they stay as they were while pending.
  @exclusivity(unchecked) private var settled = Failures.passing
  /// The failing rules behind ``shownError``, once the display policy opened.
  @exclusivity(unchecked) private var shown: Failures?
  @exclusivity(unchecked) private(set) var isDisplayOpen = false
  @exclusivity(unchecked) private var hasBeenEdited = false

  @exclusivity(unchecked) var managers = ManagerList()

  @exclusivity(unchecked) private var isRequired = false
  /// The rules that answer at once, in order, and for each its compared field, if any.
  @exclusivity(unchecked) private var syncRules: [ValidationRule] = []
  @exclusivity(unchecked) private var syncCompared: [WeakReference<TextField>?] = []
  @exclusivity(unchecked) private var hasComparedRules = false
  @exclusivity(unchecked) private var remoteRules: [ValidationRule] = []
  @exclusivity(unchecked) private var observations:
    [(field: WeakReference<TextField>, token: ObservationToken)] = []
  @exclusivity(unchecked) private var debounceWork: ScheduledWork?
  @exclusivity(unchecked) private var remoteWork: [ScheduledWork] = []
  @exclusivity(unchecked) private var remoteAnswers: [Bool?] = []

  /// Which rules fail, kept without building their messages.
  private enum Failures: Equatable {
    /// Bit *i* set: synchronous rule *i* fails.
    case sync(UInt64)
    /// Bit *i* set: remote rule *i* answered no.
    case remote(UInt64)
    /// More failing rules than a mask holds.
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
    case .remote(let mask):
      return mask == 0 ? nil : remoteRules[mask.trailingZeroBitCount].message
    case .messages(let messages):
      return messages.first
    }
  }

  private func messages(_ failures: Failures) -> [String] {
    switch failures {
    case .sync(let mask):
      return syncRules.indices.filter { mask & (1 << UInt64($0)) != 0 }.map {
        syncRules[$0].message
      }
    case .remote(let mask):
      return remoteRules.indices.filter { mask & (1 << UInt64($0)) != 0 }.map {
        remoteRules[$0].message
      }
    case .messages(let messages):
      return messages
    }
  }

  init(field: TextField) {
    self.field = field
  }

  deinit {
    for observation in observations {
      observation.field.object?.removeObserver(observation.token)
    }
  }

  func configure(rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?) {
    cancelScheduledWork()
    for observation in observations {
      observation.field.object?.removeObserver(observation.token)
    }
    observations = []
    self.rules = rules
    self.display = display
    self.debounce = debounce.flatMap { $0 > .zero ? $0 : nil }
    isRequired = rules.contains { if case .required = $0.kind { true } else { false } }
    // Most fields have no remote rule: share the rules' storage rather than copy it.
    let hasRemote = rules.contains(where: \.isRemote)
    syncRules = hasRemote ? rules.filter { !$0.isRemote } : rules
    remoteRules = hasRemote ? rules.filter(\.isRemote) : []
    let hasCompared = syncRules.contains { $0.comparedFieldName != nil }
    syncCompared =
      !hasCompared
      ? []
      : syncRules.map { rule in
        guard let name = rule.comparedFieldName else { return nil }
        // Misuse of the API, documented as a precondition of `validate(_:errors:debounce:)`.
        // No scenario file reaches it: the checker rejects an `equals` that names no field
        // before any screen is built.
        guard let other = field.screen?.field(named: name) else {
          preconditionFailure("'\(field.name)' equals '\(name)', which is no field of its screen")
        }
        return WeakReference(other)
      }
    hasComparedRules = hasCompared
    var observed = Set<ObjectIdentifier>()
    for other in syncCompared.compactMap({ $0?.object })
    where observed.insert(ObjectIdentifier(other)).inserted {
      let token = other.addObserver { [weak self] event in
        if event == .textChanged { self?.comparedFieldDidChange() }
      }
      observations.append((WeakReference(other), token))
    }
    settled = .passing
    if shown != nil { shown = .passing }
    evaluate()
  }

  // MARK: - Field behaviour

  func fieldDidEdit(_ field: TextField) {
    hasBeenEdited = true
    if let debounce, let clock = field.screen?.clock {
      cancelScheduledWork()
      setState(.pending)
      debounceWork = clock.schedule(after: debounce) { [weak self] in
        self?.debounceWork = nil
        self?.evaluate()
      }
    } else {
      evaluate()
    }
    // After the state: an edit that makes the field pending keeps the shown error as it was.
    if display == .onChange, !isDisplayOpen { openDisplay() }
  }

  func fieldDidEndEditing(_ field: TextField) {
    if display == .onBlur, hasBeenEdited, !isDisplayOpen { openDisplay() }
  }

  func fieldWasSubmitted(_ field: TextField) {
    if display == .onSubmit { openDisplay() }
  }

  func fieldEnablementDidChange(_ field: TextField) {
    // A screen that was released takes its controls' enablement with it: a manager released
    // with it detaches its gates, and nothing is left to tell.
    guard let screen = field.screen else { return }
    screen.settle { [weak self] in
      guard let self else { return }
      self.managers.notify(self.field)
    }
  }

  var isReadyForSubmission: Bool { validity == .valid }

  // MARK: - Evaluation

  private func comparedFieldDidChange() {
    guard debounceWork == nil else { return }
    evaluate()
  }

  /// Runs the rules on the text as it is now.
  private func evaluate() {
    if debounceWork != nil || !remoteWork.isEmpty { cancelScheduledWork() }
    let (text, count) = field.textAndCount
    if text.isEmpty, !isRequired {
      setState(.valid, settling: .passing)
      return
    }
    guard syncRules.count <= 64 else {
      let messages = syncRules.indices.filter { index in
        !syncRules[index].passes(
          text, characterCount: count, comparedText: syncCompared[index]?.object?.textAndCount.text)
      }.map { syncRules[$0].message }
      if messages.isEmpty, !remoteRules.isEmpty {
        startRemoteChecks(for: text)
      } else {
        setState(messages.isEmpty ? .valid : .invalid, settling: .messages(messages))
      }
      return
    }
    var mask: UInt64 = 0
    let rules = syncRules
    for index in rules.indices {
      let compared = hasComparedRules ? syncCompared[index]?.object?.textAndCount.text : nil
      if !rules[index].passes(text, characterCount: count, comparedText: compared) {
        mask |= 1 << UInt64(index)
      }
    }
    if mask != 0 || remoteRules.isEmpty {
      setState(mask == 0 ? .valid : .invalid, settling: .sync(mask))
    } else {
      startRemoteChecks(for: text)
    }
  }

  private func startRemoteChecks(for text: String) {
    guard let clock = field.screen?.clock else {
      settleRemote(answers: remoteRules.map { $0.isSatisfied(by: text) })
      return
    }
    setState(.pending)
    remoteAnswers = Array(repeating: nil, count: remoteRules.count)
    for (index, rule) in remoteRules.enumerated() {
      guard case .remote(_, let delay) = rule.kind else { continue }
      let passed = rule.isSatisfied(by: text)
      let work = clock.schedule(after: delay) { [weak self] in
        self?.remoteDidAnswer(index: index, passed: passed)
      }
      remoteWork.append(work)
    }
  }

  private func remoteDidAnswer(index: Int, passed: Bool) {
    guard remoteAnswers.indices.contains(index) else { return }
    remoteAnswers[index] = passed
    let answers = remoteAnswers.compactMap { $0 }
    guard answers.count == remoteAnswers.count else { return }
    remoteWork = []
    remoteAnswers = []
    settleRemote(answers: answers)
  }

  private func settleRemote(answers: [Bool]) {
    var mask: UInt64 = 0
    for (index, passed) in answers.enumerated() where !passed && index < 64 {
      mask |= 1 << UInt64(index)
    }
    setState(mask == 0 ? .valid : .invalid, settling: .remote(mask))
  }

  private func cancelScheduledWork() {
    guard let clock = field.screen?.clock else { return }
    if let debounceWork {
      clock.cancel(debounceWork)
      self.debounceWork = nil
    }
    for work in remoteWork {
      clock.cancel(work)
    }
    remoteWork = []
    remoteAnswers = []
  }

  // MARK: - State

  private func openDisplay() {
    isDisplayOpen = true
    if validity != .pending { shown = settled }
  }

  /// Moves to a state: settled with its failing rules, or pending, where the errors and the
  /// shown error stay as they were.
  private func setState(_ newValidity: Validity, settling failures: Failures? = nil) {
    let oldValidity = validity
    validity = newValidity
    if newValidity != .pending, let failures {
      if failures != settled { settled = failures }
      if isDisplayOpen, shown != failures { shown = failures }
    }
    if oldValidity != newValidity, field.isEnabled {
      managers.notify(field)
    }
  }
}
