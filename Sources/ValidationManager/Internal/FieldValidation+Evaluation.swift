import ControlModel
import ModelSupport

extension FieldValidation {
  // MARK: - Evaluation

  func readControlDidChange() {
    guard saved.debounceWork == nil else { return }
    evaluate()
  }

  /// Runs the rules on the text as it is now.
  func evaluate() {
    if prepared.readsMissing {
      reads.observeMissing(on: field.screen, skipping: field)
      prepared.readsMissing = !reads.missing.isEmpty
    }
    if saved.debounceWork != nil || !saved.checks.isEmpty { cancelScheduledWork() }
    let (text, count) = field.textAndCount
    if text.isEmpty, !requiredApplies {
      setState(.valid, settling: .passing)
      return
    }
    let settling = prepared.settling
    guard prepared.syncRules.count <= 64, settling != .messages else {
      return evaluateByMessages(text, count: count)
    }
    let mask =
      settling == .mask ? failingMask(text, count: count) : conditionalMask(text, count: count)
    // A starting text is checked without its remote rules, which pass until it changes,
    // unless the field remembers what they answered for that same text.
    if mask != 0 || prepared.asyncRules.isEmpty {
      setState(mask == 0 ? .valid : .invalid, settling: .sync(mask))
    } else if field.isAtStartingValue && !prepared.asksAgain {
      settleStartingText(text, passing: .sync(0))
    } else {
      startChecks(for: text)
    }
  }

  /// Runs the rules whose failures keep their messages.
  ///
  /// More rules than a mask holds, or a rule of the app's that reads other controls. Apart from ``evaluate()``, whose common path a
  /// keystroke runs.
  @inline(never)
  func evaluateByMessages(_ text: String, count: Int) {
    let messages = failureMessages(text, count: count)
    let hasAsync = !prepared.asyncRules.isEmpty
    if messages.isEmpty, hasAsync, prepared.asksAgain || !field.isAtStartingValue {
      startChecks(for: text)
    } else if messages.isEmpty, hasAsync {
      settleStartingText(text, passing: .messages([]))
    } else {
      setState(messages.isEmpty ? .valid : .invalid, settling: .messages(messages))
    }
  }

  /// Settles a starting text that passes its rules that answer at once.
  ///
  /// On what its asynchronous rules last answered for it, when the field remembers that, else
  /// valid (they count as passed). Apart from ``evaluate()``, which a keystroke runs.
  @inline(never)
  func settleStartingText(_ text: String, passing: Failures) {
    guard let answer = rememberedAnswer(for: text) else {
      return setState(.valid, settling: passing)
    }
    setState(answer.messages.isEmpty ? .valid : .invalid, settling: .messages(answer.messages))
  }

  /// What the asynchronous rules last answered for a starting text, when the field remembers
  /// an answer for it and a rule applies now.
  func rememberedAnswer(for text: String) -> RememberedAnswer? {
    guard field.isAtStartingValue, let answer = saved.remembered[text] else { return nil }
    return prepared.asyncRules.contains { $0.conditionBox == nil || applies($0) } ? answer : nil
  }

  @inline(__always)
  func failingMask(_ text: String, count: Int) -> UInt64 {
    var mask: UInt64 = 0
    let rules = prepared.syncRules
    // The compared text first, then the rule: read in the call, or the loop written with a
    // `where` clause, the keystroke ran 12% more instructions (W1).
    for index in rules.indices {
      let compared = comparedText(of: index)
      if !rules[index].passes(text, characterCount: count, comparedText: compared) {
        mask |= 1 << UInt64(index)
      }
    }
    return mask
  }

  /// The text of the field that rule `index` compares with (`equals`), `nil` for a rule that
  /// compares with none or a field that is gone.
  @inline(__always)
  func comparedText(of index: Int) -> String? {
    prepared.hasComparedRules ? prepared.syncCompared[index]?.object?.textAndCount.text : nil
  }

  func startChecks(for text: String) {
    guard let screen = field.screen else { return }
    // A rule whose conditions do not hold sends no check, and passes.
    saved.activeAsync = prepared.asyncRules.filter { $0.conditionBox == nil || applies($0) }
    guard !saved.activeAsync.isEmpty else {
      setState(.valid, settling: .passing)
      return
    }
    setState(.pending)
    saved.checkedText = text
    saved.answers = Array(repeating: nil, count: saved.activeAsync.count)
    for (index, rule) in saved.activeAsync.enumerated() {
      let request = screen.send(
        .check(text: text), from: field.name, isSecure: field.isSecure,
        simulated: rule.simulatedAnswer(for: text), operation: rule.operation(for: text)
      ) { [weak self] answer in
        self?.checkDidEnd(index: index, answer: answer)
      }
      saved.checks.append(request)
      field.stateDidChange(.requestSent(request.id))
    }
  }

  func checkDidEnd(index: Int, answer: Answer?) {
    guard saved.answers.indices.contains(index), saved.checks.indices.contains(index) else {
      return
    }
    let request = saved.checks[index]
    // A request cancelled from outside counts as a failure: the check did not happen.
    saved.answers[index] = answer ?? .failed("cancelled")
    field.stateDidChange(.requestEnded(request.id, answer))
    guard saved.answers.allSatisfy({ $0 != nil }) else { return }
    let failures = zip(saved.activeAsync, saved.answers).compactMap { rule, answer -> String? in
      switch answer {
      case .valid?, nil: nil
      case .invalid(let message)?: message
      case .failed?: rule.failureMessage ?? ValidationRule.checkFailureMessage
      }
    }
    // Answers only: a request cancelled from outside answered nothing about the text.
    if let checkedText = saved.checkedText, answer != nil {
      let failed = saved.answers.contains { if case .failed? = $0 { true } else { false } }
      saved.remembered[checkedText] = RememberedAnswer(messages: failures, failed: failed)
    }
    saved.checks = []
    saved.answers = []
    saved.checkedText = nil
    setState(failures.isEmpty ? .valid : .invalid, settling: .messages(failures))
  }

  /// The field's row of a group is complete (``ControlChange/rowCompleted``): the rules run on
  /// the text as it is, with no debounce.
  func rowDidComplete() {
    guard prepared.readsMissing || prepared.hasComparedRules else { return }
    configure(rules: saved.rules, display: saved.display, debounce: saved.debounce)
  }

  /// The field leaves the screen with its row: its debounce and checks in flight are dropped
  /// and the controls it reads let go.
  func willLeaveScreen() {
    cancelScheduledWork()
    reads.removeAll()
  }

  func cancelScheduledWork() {
    if let debounceWork = saved.debounceWork {
      field.screen?.cancel(debounceWork)
      saved.debounceWork = nil
    }
    if !saved.checks.isEmpty {
      let withdrawn = saved.checks
      saved.checks = []
      saved.answers = []
      saved.checkedText = nil
      for request in withdrawn where request.isOutstanding {
        request.withdraw()
        field.stateDidChange(.requestEnded(request.id, nil))
      }
    }
  }

}
