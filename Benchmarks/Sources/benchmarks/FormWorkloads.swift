import ControlModel
import OpenCombine
import ValidationManager

/// A form of the reference screens, described once and built four ways.
struct FormSpec {
  struct FieldSpec {
    let name: String
    let rules: [ValidationRule]
    var limit: Int?
    var filter: InputFilter?
    var compared: Int?
    let typed: String
  }

  /// The fields, and for each button the indices of the fields its manager verifies.
  let fields: [FieldSpec]
  let managers: [[Int]]

  /// Whether field `index`, holding `count` characters, lets a keystroke in: its filter and
  /// limit, as the baselines, which have no text field, apply them by hand.
  func accepts(_ character: Character, field index: Int, count: Int) -> Bool {
    if let filter = fields[index].filter, !filter.allows(character) { return false }
    if let limit = fields[index].limit, count >= limit { return false }
    return true
  }

  /// Keystrokes in one round: every field typed, then every field cleared.
  var keystrokesPerRound: Int { fields.reduce(0) { $0 + $1.typed.count } + fields.count }

  static let signUp = FormSpec(
    fields: [
      FieldSpec(
        name: "username",
        rules: [
          .required("Username must be 8 or more characters long."),
          .minLength(8, "Username must be 8 or more characters long."),
        ],
        typed: "annabelle_w"),
      FieldSpec(
        name: "password",
        rules: [
          .required("Password must be 12 or more characters long."),
          .minLength(12, "Password must be 12 or more characters long."),
          .contains(.uppercase, "Password is weak."), .contains(.lowercase, "Password is weak."),
          .contains(.digit, "Password is weak."), .contains(.symbol, "Password is weak."),
        ],
        typed: "Correct-Horse-Battery-9"),
      FieldSpec(
        name: "confirmPassword",
        rules: [
          .required("Passwords don't match."), .equals("password", "Passwords don't match."),
        ],
        compared: 1, typed: "Correct-Horse-Battery-9"),
    ],
    managers: [[0, 1, 2]])

  static let registration = FormSpec(
    fields: [
      FieldSpec(
        name: "email",
        rules: [.required("Enter your email."), .email("That is not an email address.")],
        typed: "ann.lee@example.com"),
      FieldSpec(
        name: "password", rules: [.required("Enter a password."), .minLength(8)],
        typed: "correct horse"),
      FieldSpec(
        name: "phone",
        rules: [.required(), .minLength(10, "A phone number has at least 10 digits.")],
        limit: 12, filter: .characterClass(.digit), typed: "0612345678"),
    ],
    managers: [[0, 1, 2], [2]])

  // MARK: - Four implementations

  func trials(rounds: Int) -> [Trial] {
    [
      Trial(implementation: "ours") { ours(rounds: rounds) },
      Trial(implementation: "opencombine") { combine(rounds: rounds) },
      Trial(implementation: "naive") { naive(rounds: rounds) },
      Trial(implementation: "floor") { floor(rounds: rounds) },
    ]
  }

  private func ours(rounds: Int) -> () -> Int {
    let screen = Screen()
    let controls = fields.map {
      screen.makeTextField($0.name, limit: $0.limit, allow: $0.filter)
    }
    for (spec, field) in zip(fields, controls) {
      field.validate(spec.rules, errors: .onChange)
    }
    var buttons: [Button] = []
    var kept: [Manager] = []
    for (index, members) in managers.enumerated() {
      let manager = screen.makeManager("m\(index)")
      let button = screen.makeButton("b\(index)")
      for member in members { try? manager.verify(controls[member]) }
      try? manager.manage(button)
      buttons.append(button)
      kept.append(manager)
    }
    let typed = fields.map(\.typed)
    let perRound = keystrokesPerRound
    return {
      for _ in 0..<rounds {
        for (field, text) in zip(controls, typed) { field.type(text) }
        for field in controls { field.clear() }
      }
      blackHole(buttons.map(\.isEnabled))
      blackHole((screen, kept))
      return rounds * perRound
    }
  }

  private func combine(rounds: Int) -> () -> Int {
    let inputs = fields.map { _ in CombineField() }
    var forms: [CombineForm] = []
    for members in managers {
      let form = CombineForm(count: members.count)
      for (slot, member) in members.enumerated() {
        let spec = fields[member]
        form.bind(
          slot,
          combineValidity(inputs[member], spec.rules, compared: spec.compared.map { inputs[$0] }))
      }
      forms.append(form)
    }
    let typed = fields.map { Array($0.typed) }
    let perRound = keystrokesPerRound
    return {
      for _ in 0..<rounds {
        for (index, input) in inputs.enumerated() {
          for character in typed[index]
          where accepts(character, field: index, count: input.text.count) {
            input.text.append(character)
          }
        }
        for input in inputs { input.text = "" }
      }
      blackHole(forms.map(\.isEnabled))
      return rounds * perRound
    }
  }

  private func naive(rounds: Int) -> () -> Int {
    let inputs = fields.map { NaiveField(rules: $0.rules) }
    for (spec, input) in zip(fields, inputs) {
      input.compared = spec.compared.map { inputs[$0] }
    }
    var buttons: [NaiveButton] = []
    for members in managers {
      let manager = NaiveManager()
      for member in members { manager.verify(inputs[member]) }
      // The confirmation re-validates when the password changes.
      for (index, spec) in fields.enumerated() where spec.compared != nil && members.contains(index)
      {
        if let compared = spec.compared, !members.contains(compared) {
          manager.verify(inputs[compared])
        }
      }
      let button = NaiveButton()
      manager.manage(button)
      buttons.append(button)
    }
    let typed = fields.map { Array($0.typed) }
    let perRound = keystrokesPerRound
    return {
      for _ in 0..<rounds {
        for (index, input) in inputs.enumerated() {
          for character in typed[index]
          where accepts(character, field: index, count: input.text.count) {
            input.type(character)
          }
        }
        for input in inputs { input.clear() }
      }
      blackHole(buttons.map(\.isEnabled))
      return rounds * perRound
    }
  }

  /// The same edits and the same rule checks in a hand-written loop: validity kept per field,
  /// the button recomputed from the fields' validity.
  private func floor(rounds: Int) -> () -> Int {
    let rules = fields.map(\.rules)
    let compared = fields.map(\.compared)
    let dependents: [[Int]] = fields.indices.map { index in
      fields.indices.filter { compared[$0] == index }
    }
    let typed = fields.map { Array($0.typed) }
    let managers = self.managers
    let perRound = keystrokesPerRound
    return {
      var texts = Array(repeating: "", count: rules.count)
      var counts = Array(repeating: 0, count: rules.count)
      var valid = Array(repeating: false, count: rules.count)
      var enabled = Array(repeating: false, count: managers.count)
      func check(_ index: Int) {
        let text = texts[index]
        let other = compared[index].map { texts[$0] }
        var passes = true
        for rule in rules[index] where !rule.isSatisfied(by: text, comparedText: other) {
          passes = false
        }
        valid[index] = passes
      }
      func edited(_ index: Int) {
        check(index)
        for dependent in dependents[index] { check(dependent) }
        for (slot, members) in managers.enumerated() {
          enabled[slot] = members.allSatisfy { valid[$0] }
        }
      }
      for _ in 0..<rounds {
        for index in texts.indices {
          for character in typed[index]
          where accepts(character, field: index, count: counts[index]) {
            texts[index].append(character)
            counts[index] += 1
            edited(index)
          }
        }
        for index in texts.indices {
          texts[index] = ""
          counts[index] = 0
          edited(index)
        }
      }
      blackHole(enabled)
      return rounds * perRound
    }
  }
}
