import ValidationManager

/// The validation-manager write-up's design: a field that re-runs its rules whenever asked for
/// `isValid`, and a manager that, on every notification, asks every verified field.
final class NaiveField {
  var text = ""
  let rules: [ValidationRule]
  weak var compared: NaiveField?
  var managers: [NaiveManager] = []

  private let isRequired: Bool

  init(rules: [ValidationRule]) {
    self.rules = rules
    self.isRequired = rules.contains { $0.constraint == .required }
  }

  var isValid: Bool {
    if text.isEmpty, !isRequired { return true }
    return rules.allSatisfy { $0.isSatisfied(by: text, comparedText: compared?.text) }
  }

  func type(_ character: Character) {
    text.append(character)
    for manager in managers { manager.validationStateChanged() }
  }

  func backspace() {
    guard !text.isEmpty else { return }
    text.removeLast()
    for manager in managers { manager.validationStateChanged() }
  }

  func clear() {
    text = ""
    for manager in managers { manager.validationStateChanged() }
  }
}

/// A button that the naive manager enables.
final class NaiveButton {
  var isEnabled = true
}

final class NaiveManager {
  private var fields: [NaiveField] = []
  private var buttons: [NaiveButton] = []
  private(set) var isValid = true

  /// Adds a field; call ``validationStateChanged()`` once the fields are in.
  func verify(_ field: NaiveField) {
    fields.append(field)
    field.managers.append(self)
  }

  func manage(_ button: NaiveButton) {
    validationStateChanged()
    buttons.append(button)
    button.isEnabled = isValid
  }

  /// Asks every field, as the write-up's manager does: no field is skipped.
  func validationStateChanged() {
    var valid = true
    for field in fields where !field.isValid { valid = false }
    isValid = valid
    for button in buttons { button.isEnabled = isValid }
  }
}
