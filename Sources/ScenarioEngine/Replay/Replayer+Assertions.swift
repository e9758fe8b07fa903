import ControlModel
package import ScenarioFormat
import ValidationManager

extension Replayer {
  // MARK: - Assertions

  package func check(_ expectation: Assertion) throws(Mismatch) {
    switch expectation {
    case .enablement, .validity, .switchState, .busy:
      try checkState(expectation)
    case .value(let name, let value):
      try checkValue(value, of: name)
    case .rows(let name, let count):
      guard let group = instance[name.name]?.group else { return }
      try expect(
        "rows \(group.count)", equals: "rows \(count)",
        explanation: group.count == count ? nil : Self.rowCount(group))
    case .visibility(let name, let isShown):
      guard let control = control(name) else { return }
      try expect(
        (control.isHidden ? ControlState.hidden : .shown).rawValue,
        equals: (isShown ? ControlState.shown : .hidden).rawValue)
    case .shownError, .noError, .errors, .text, .refused, .taps, .requests, .focus:
      try checkValue(expectation)
    case .dirty, .touched:
      try checkLifecycle(expectation)
    case .placeholder(let placeholder):
      let shown =
        placeholder == .changes
        ? Recorded(lines: [], refusal: "for what the step before changed")
        : recordedLines(for: .placeholder(placeholder), changedSince: nil)
      throw Mismatch(
        expected: "an expectation in place of the placeholder",
        actual: shown.lines.isEmpty
          ? "a placeholder (\(shown.refusal ?? "nothing to record"))"
          : "a placeholder; the screen shows: " + shown.lines.joined(separator: "; "),
        explanation: "run with --record to write what the screen shows into the file")
    }
  }

  /// An expectation of a state: enablement, validity, a switch's position.
  func checkState(_ expectation: Assertion) throws(Mismatch) {
    switch expectation {
    case .enablement(let name, let isEnabled):
      guard let control = control(name) else { return }
      if control.isEnabled != isEnabled {
        throw Mismatch(
          expected: ControlState(enabled: isEnabled).rawValue,
          actual: ControlState(enabled: control.isEnabled).rawValue,
          explanation: control.explainEnablement().description)
      }
    case .validity(let name, let validity):
      guard let member = validatable(name) else { return }
      if member.validity != validity {
        var actual = member.validity.rawValue
        if member.validity == .invalid, !member.errors.isEmpty {
          actual += ": " + member.errors.map(\.scenarioQuoted).joined(separator: " ")
        }
        throw Mismatch(expected: validity.rawValue, actual: actual)
      }
    case .switchState(let name, let isOn):
      guard let control = instance[name.name]?.toggle else { return }
      try expect(ControlState(on: control.isOn).rawValue, equals: ControlState(on: isOn).rawValue)
    case .busy(let name, let isBusy):
      guard let button = instance[name.name]?.button else { return }
      try expect(
        ControlState(busy: button.isBusy).rawValue, equals: ControlState(busy: isBusy).rawValue)
    default:
      return
    }
  }

  /// An expectation of a value: errors, text, refusals, taps, requests, the focus.
  func checkValue(_ expectation: Assertion) throws(Mismatch) {
    switch expectation {
    case .shownError(let name, let message):
      guard let member = validatable(name) else { return }
      try expect(Self.shown(member.shownError), equals: "error \(message.scenarioQuoted)")
    case .noError(let name):
      guard let member = validatable(name) else { return }
      try expect(Self.shown(member.shownError), equals: "no error")
    case .errors(let name, let messages):
      guard let member = validatable(name) else { return }
      try expect(Self.errors(member.errors), equals: Self.errors(messages))
    case .text(let name, let text):
      guard let field = field(name) else { return }
      if field.text != text {
        guard field.isSecure else {
          throw Mismatch(
            expected: "text \(text.scenarioQuoted)", actual: "text \(field.text.scenarioQuoted)")
        }
        let masked = Masking.mask(text)
        throw Mismatch(
          expected: "text \(masked.scenarioQuoted)",
          actual: "text \(field.displayText.scenarioQuoted) (a secure field: its texts differ, "
            + "shown only by their lengths)")
      }
    case .refused(let name, let count):
      // A field's, a switch's or a button's, as its reading has it.
      guard let refused = instance.reading(of: name.name)?.refusals else { return }
      try expect("refused \(refused)", equals: "refused \(count)")
    case .taps(let name, let count):
      guard let button = instance[name.name]?.button else { return }
      try expect("taps \(button.tapCount)", equals: "taps \(count)")
    case .requests(let name, let count):
      let sent = instance.screen.sentRequestCount(of: name.name)
      try expect("requests \(sent)", equals: "requests \(count)")
    case .focus(let name):
      let actual = instance.screen.focusedField?.name ?? "none"
      try expect("focus \(actual)", equals: "focus \(name?.name ?? "none")")
    default:
      return
    }
  }

  func expect(_ actual: String, equals expected: String, explanation: String? = nil)
    throws(Mismatch)
  {
    guard actual != expected else { return }
    throw Mismatch(expected: expected, actual: actual, explanation: explanation)
  }

  func control(_ name: NameReference) -> (any Control)? {
    control(named: name.name)
  }

  func control(named name: String) -> (any Control)? {
    instance[name]?.control?.control
  }

  func validatable(_ name: NameReference) -> (any IValidatable)? {
    instance[name.name]?.validatable
  }

  static func shown(_ error: String?) -> String {
    error.map { "error \($0.scenarioQuoted)" } ?? "no error"
  }

  static func errors(_ messages: [String]) -> String {
    messages.isEmpty
      ? "no errors" : "errors " + messages.map(\.scenarioQuoted).joined(separator: " ")
  }
}
