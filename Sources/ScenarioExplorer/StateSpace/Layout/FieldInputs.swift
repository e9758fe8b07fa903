import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// What the explorer types into one field, as the empty screen gives it.
struct FieldInputs {
  let name: String
  let isSecure: Bool
  /// The controls this field's rules read (the field an `equals` names, the controls a rule
  /// of the app's or a condition names): its texts follow their values.
  let partners: [String]
  /// The fields its `equals` rules name.
  let compared: [String]
  /// Texts the field takes that pass its rules, shortest first.
  let valid: [String]
  /// Texts the field takes that fail a rule just barely.
  let misses: [String]
  /// The misses that only a `remote` rule refuses: values it says are taken.
  let taken: [String]
  /// A one-character text the field takes, for a field whose rules give no text.
  let sample: String?
  /// Why no text the field takes passes its rules, if none does.
  let unsatisfiable: String?
  /// The texts it starts with: its own and those the file loads into it.
  ///
  /// Set again, each makes the field pristine, and sends a `remote` rule's check of it.
  let starting: [String]

  /// The texts the explorer gives a field: valid ones, near misses, taken values, a sample.
  ///
  /// - Parameters:
  ///   - field: A field of the screen.
  ///   - screen: The screen, whose other controls the field's rules may read.
  ///   - written: The texts the file writes into fields that are not secure
  ///     (``textsWritten(in:)``).
  ///   - loaded: The texts the file loads into the field or sets it to (``textsLoaded(in:)``).
  init(
    _ field: TextField, on screen: Screen, written: [(field: String, text: String)],
    loaded: [String] = []
  ) {
    var seen = Set<String>()
    let partners = field.rules.flatMap(\.readControlNames).filter { seen.insert($0).inserted }
    let current = { ControlValues.value(of: $0, on: screen) }
    var valid = RuleInputs.valid(for: field, compared: current)
    var misses = RuleInputs.nearMisses(for: field, compared: current)
    // A rule the solver cannot read (a date, a check digit): the texts the file itself
    // types into the field, where the field takes them, tell passing from failing.
    if partners.isEmpty, valid.isEmpty || misses.isEmpty, !field.isSecure {
      let syncRules = field.rules.filter { !$0.isAsynchronous }
      for (name, text) in written where name == field.name {
        guard let shaped = field.textAfterPasting(text), !shaped.isEmpty else { continue }
        let passes = syncRules.allSatisfy { $0.isSatisfied(by: shaped) }
        if passes, valid.isEmpty { valid.append(shaped) }
        if !passes, misses.isEmpty { misses.append(shaped) }
      }
    }
    let taken = Set(field.rules.flatMap { $0.remoteTaken?.values ?? [] })
    name = field.name
    isSecure = field.isSecure
    self.partners = partners
    compared = field.rules.compactMap(\.comparedFieldName)
    self.valid = valid
    self.misses = misses
    self.taken = misses.filter(taken.contains)
    sample = ["a", "1", "A"].first { field.textAfterPasting($0) == $0 }
    var started = Set<String>()
    starting = ([field.text] + loaded).filter { !$0.isEmpty && started.insert($0).inserted }
    // A field that follows another's text is judged by the states reached instead.
    unsatisfiable =
      partners.isEmpty && valid.isEmpty ? RuleInputs.unsatisfiable(field, compared: current) : nil
  }

  /// The texts the systematic search sets a field to: the empty text, the first that passes
  /// the rules, a miss that no `remote` rule alone refuses, a value a `remote` rule refuses,
  /// a sample when the rules give no text, and the texts the field starts with.
  static func alphabet(
    valid: [String], misses: [String], taken: [String], sample: String?, starting: [String]
  ) -> [String] {
    var result = [""]
    if let first = valid.first { result.append(first) }
    if let miss = misses.first(where: { !result.contains($0) && !taken.contains($0) }) {
      result.append(miss)
    }
    if let value = taken.first(where: { !result.contains($0) }) { result.append(value) }
    if valid.isEmpty, misses.isEmpty, let sample { result.append(sample) }
    result += starting.filter { !result.contains($0) }
    return result
  }

  /// The alphabet of the field as the empty screen gives it.
  var initialAlphabet: [String] {
    Self.alphabet(valid: valid, misses: misses, taken: taken, sample: sample, starting: starting)
  }

  /// The texts the file's scenarios load into each field or set it to, by the name written (a
  /// row's field also by its name in the row).
  static func textsLoaded(in file: CheckedFile) -> [String: [String]] {
    var texts: [String: [String]] = [:]
    for step in file.file.stepsWritten {
      guard case .load(let name, .text(let text)) = step.action else { continue }
      texts[name.name, default: []].append(text)
      if let member = RowReference(name.name)?.member { texts[member, default: []].append(text) }
    }
    return texts
  }

  /// The texts the file's scenarios type, paste and expect in fields that are not secure, in
  /// file order, less any text they also put into a secure field or answer a check with: the
  /// explorer may type these, and no secret of the file reaches its output.
  static func textsWritten(in file: CheckedFile) -> [(field: String, text: String)] {
    var written: [(field: String, text: String)] = []
    var secrets = Set<String>()
    do {
      for step in file.file.stepsWritten {
        if let secret = file.secrets.secretText(of: step.action) {
          secrets.insert(secret)
          continue
        }
        switch step.action {
        case .type(let name, let text), .paste(let name, let text),
          .expect(.text(let name, let text)), .load(let name, .text(let text)),
          .set(let name, .text(let text)):
          written.append((name.name, text))
        case .answer(_, let text?, _):
          // A text a check was answered for is the app's, whatever the field.
          secrets.insert(text)
        default: continue
        }
      }
    }
    return written.filter { !$0.text.isEmpty && !secrets.contains($0.text) }
  }
}
