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
  private(set) var rules: [ValidationRule] = []
  private(set) var display: ErrorDisplay = .onBlur
  private(set) var debounce: Duration?

  private(set) var validity: Validity = .valid
  private(set) var errors: [String] = []
  private(set) var shownError: String?
  private(set) var isDisplayOpen = false
  private var hasBeenEdited = false

  var managers = ManagerList()

  private var isRequired = false
  /// The rules that answer at once, in order, and for each its compared field, if any.
  private var syncRules: [ValidationRule] = []
  private var syncCompared: [WeakReference<TextField>?] = []
  private var remoteRules: [ValidationRule] = []
  private var observations: [(field: WeakReference<TextField>, token: ObservationToken)] = []
  /// The failing synchronous rules behind ``errors``, or `nil` when they came otherwise.
  private var errorsMask: UInt64? = 0
  private var debounceWork: ScheduledWork?
  private var remoteWork: [ScheduledWork] = []
  private var remoteAnswers: [Bool?] = []

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
    syncRules = rules.filter { !$0.isRemote }
    remoteRules = rules.filter(\.isRemote)
    syncCompared = syncRules.map { rule in
      guard let name = rule.comparedFieldName else { return nil }
      guard let other = field.screen?.field(named: name) else {
        preconditionFailure("'\(field.name)' equals '\(name)', which is no field of its screen")
      }
      return WeakReference(other)
    }
    var observed = Set<ObjectIdentifier>()
    for other in syncCompared.compactMap({ $0?.object })
    where observed.insert(ObjectIdentifier(other)).inserted {
      let token = other.addObserver { [weak self] event in
        if event == .textChanged { self?.comparedFieldDidChange() }
      }
      observations.append((WeakReference(other), token))
    }
    errorsMask = nil
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
    managers.notify(field)
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
    let text = field.text
    if text.isEmpty, !isRequired {
      settle(mask: 0)
      return
    }
    guard syncRules.count <= 64 else {
      settleWithoutMask(text)
      return
    }
    var mask: UInt64 = 0
    for index in syncRules.indices
    where !syncRules[index].passes(text, comparedText: syncCompared[index]?.object?.text) {
      mask |= 1 << UInt64(index)
    }
    if mask != 0 || remoteRules.isEmpty {
      settle(mask: mask)
    } else {
      startRemoteChecks(for: text)
    }
  }

  /// Settles on the synchronous rules that the mask says fail.
  private func settle(mask: UInt64) {
    if mask != errorsMask {
      var messages: [String] = []
      for index in syncRules.indices where mask & (1 << UInt64(index)) != 0 {
        messages.append(syncRules[index].message)
      }
      errors = messages
      errorsMask = mask
    }
    setState(mask == 0 ? .valid : .invalid)
  }

  /// The same for a field with more rules than a mask holds.
  private func settleWithoutMask(_ text: String) {
    var messages: [String] = []
    for index in syncRules.indices
    where !syncRules[index].passes(text, comparedText: syncCompared[index]?.object?.text) {
      messages.append(syncRules[index].message)
    }
    if messages.isEmpty, !remoteRules.isEmpty {
      startRemoteChecks(for: text)
      return
    }
    errors = messages
    errorsMask = nil
    setState(messages.isEmpty ? .valid : .invalid)
  }

  private func startRemoteChecks(for text: String) {
    guard let clock = field.screen?.clock else {
      settleRemote(answers: remoteRules.map { $0.passes(text, comparedText: nil) })
      return
    }
    setState(.pending)
    remoteAnswers = Array(repeating: nil, count: remoteRules.count)
    for (index, rule) in remoteRules.enumerated() {
      guard case .remote(_, let delay) = rule.kind else { continue }
      let passed = rule.passes(text, comparedText: nil)
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
    errors = zip(remoteRules, answers).filter { !$0.1 }.map(\.0.message)
    errorsMask = nil
    setState(errors.isEmpty ? .valid : .invalid)
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
    if validity != .pending { shownError = errors.first }
  }

  /// Moves to a state. Errors are set before; while pending they stay as they were.
  private func setState(_ newValidity: Validity) {
    let oldValidity = validity
    validity = newValidity
    if newValidity != .pending, isDisplayOpen {
      let first = errors.first
      if first != shownError { shownError = first }
    }
    if oldValidity != newValidity, field.isEnabled {
      managers.notify(field)
    }
  }
}
