import ControlModel

/// The validation state that a field carries: its rules, validity, errors, shown error and the
/// managers that verify it.
final class FieldValidation: FieldBehavior {
  private unowned let field: TextField
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
  private var hasRemote = false
  private var comparedFields: [(field: WeakReference<TextField>, token: ObservationToken)] = []
  private var debounceWork: ScheduledWork?
  private var remoteWork: [ScheduledWork] = []
  private var remoteAnswers: [Bool?] = []

  init(field: TextField) {
    self.field = field
  }

  deinit {
    for compared in comparedFields {
      compared.field.object?.removeObserver(compared.token)
    }
  }

  func configure(rules: [ValidationRule], display: ErrorDisplay, debounce: Duration?) {
    cancelScheduledWork()
    for compared in comparedFields {
      compared.field.object?.removeObserver(compared.token)
    }
    comparedFields = []
    self.rules = rules
    self.display = display
    self.debounce = debounce.flatMap { $0 > .zero ? $0 : nil }
    isRequired = rules.contains { if case .required = $0.kind { true } else { false } }
    hasRemote = rules.contains(where: \.isRemote)
    for rule in rules {
      guard let name = rule.comparedFieldName else { continue }
      guard let other = field.screen?.field(named: name) else {
        preconditionFailure("'\(field.name)' equals '\(name)', which is no field of its screen")
      }
      let token = other.addObserver { [weak self] event in
        if event == .textChanged { self?.comparedFieldDidChange() }
      }
      comparedFields.append((WeakReference(other), token))
    }
    evaluate()
  }

  // MARK: - Field behaviour

  func fieldDidEdit(_ field: TextField) {
    hasBeenEdited = true
    if let debounce, let clock = field.screen?.clock {
      cancelScheduledWork()
      setState(.pending, errors: errors)
      debounceWork = clock.schedule(after: debounce) { [weak self] in
        self?.debounceWork = nil
        self?.evaluate()
      }
    } else {
      evaluate()
    }
    // After the state: an edit that makes the field pending keeps the shown error as it was.
    if display == .onChange { openDisplay() }
  }

  func fieldDidEndEditing(_ field: TextField) {
    if display == .onBlur, hasBeenEdited { openDisplay() }
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
    cancelScheduledWork()
    let text = field.text
    if text.isEmpty, !isRequired {
      setState(.valid, errors: [])
      return
    }
    var failures: [String] = []
    for rule in rules where !rule.isRemote {
      if !rule.passes(text, comparedText: comparedText(for: rule)) {
        failures.append(rule.message)
      }
    }
    if !failures.isEmpty || !hasRemote {
      setState(failures.isEmpty ? .valid : .invalid, errors: failures)
      return
    }
    startRemoteChecks(for: text)
  }

  private func comparedText(for rule: ValidationRule) -> String? {
    guard let name = rule.comparedFieldName else { return nil }
    return comparedFields.first { $0.field.object?.name == name }?.field.object?.text
  }

  private func startRemoteChecks(for text: String) {
    guard let clock = field.screen?.clock else {
      settleRemote(
        text: text, answers: rules.filter(\.isRemote).map { $0.passes(text, comparedText: nil) })
      return
    }
    setState(.pending, errors: errors)
    let remoteRules = rules.filter(\.isRemote)
    remoteAnswers = Array(repeating: nil, count: remoteRules.count)
    for (index, rule) in remoteRules.enumerated() {
      guard case .remote(_, let delay) = rule.kind else { continue }
      let work = clock.schedule(after: delay) { [weak self] in
        self?.remoteDidAnswer(
          index: index, passed: rule.passes(text, comparedText: nil), text: text)
      }
      remoteWork.append(work)
    }
  }

  private func remoteDidAnswer(index: Int, passed: Bool, text: String) {
    guard remoteAnswers.indices.contains(index) else { return }
    remoteAnswers[index] = passed
    let answers = remoteAnswers.compactMap { $0 }
    guard answers.count == remoteAnswers.count else { return }
    remoteWork = []
    remoteAnswers = []
    settleRemote(text: text, answers: answers)
  }

  private func settleRemote(text: String, answers: [Bool]) {
    let remoteRules = rules.filter(\.isRemote)
    let failures = zip(remoteRules, answers).filter { !$0.1 }.map(\.0.message)
    setState(failures.isEmpty ? .valid : .invalid, errors: failures)
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

  private func setState(_ newValidity: Validity, errors newErrors: [String]) {
    let oldValidity = validity
    validity = newValidity
    if newValidity != .pending {
      errors = newErrors
      if isDisplayOpen { shownError = newErrors.first }
    }
    if oldValidity != newValidity, field.isEnabled {
      managers.notify(field)
    }
  }
}
