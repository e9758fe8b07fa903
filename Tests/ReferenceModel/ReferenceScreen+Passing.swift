import Foundation

extension ReferenceScreen {
  /// Whether a rule other than `remote` passes on a value.
  func passes(_ kind: RuleKind, value: Value, at id: InstanceID) -> Bool {
    switch value {
    case .text(let text): textPasses(kind, text: text, at: id)
    // "`must-be-on ["MSG"]` | the switch is on" (Rules)
    case .on(let isOn): kind == .mustBeOn ? isOn : true
    // "`required ["MSG"]` | picker, date | an option or a day is chosen" (Version 2, Rules)
    case .option(let option): kind == .required ? option != nil : true
    case .number(let number): stepperPasses(kind, number: number)
    case .day(let day): datePasses(kind, day: day, at: id)
    case .today(let offset): datePasses(kind, day: today.adding(days: offset), at: id)
    }
  }

  private func textPasses(_ kind: RuleKind, text: String, at id: InstanceID) -> Bool {
    switch kind {
    // "`required ["MSG"]` | the text is not empty" (Rules)
    case .required: return !text.isEmpty
    // "`min-length N ["MSG"]` | the text has at least N characters" (Rules)
    case .minLength(let count): return text.count >= count
    // "`max-length N ["MSG"]` | the text has at most N characters" (Rules)
    case .maxLength(let count): return text.count <= count
    // "the **whole** text matches REGEX (ICU syntax, the semantics of `NSPredicate`'s `MATCHES`:
    // anchored at both ends)" (Rules)
    case .pattern(let regex): return Self.wholeMatch(regex, text)
    // "the text is an email address, as the pattern
    // `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}` decides" (Rules)
    case .email: return Self.wholeMatch("[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}", text)
    // "`contains CLASS ["MSG"]` | at least one character is in CLASS" (Rules)
    case .contains(let charClass): return text.contains { charClass.contains($0) }
    // "`excludes CLASS ["MSG"]` | no character is in CLASS" (Rules)
    case .excludes(let charClass): return !text.contains { charClass.contains($0) }
    // "`equals NAME ["MSG"]` | the text equals field NAME's text" (Rules)
    case .equals(let name):
      guard let other = resolve(name, from: id), case .text(let otherText) = states[other]?.value
      else { return false }
      return text == otherText
    default: return true
    }
  }

  private func stepperPasses(_ kind: RuleKind, number: Int) -> Bool {
    switch kind {
    // "`at-least N ["MSG"]` | stepper | the value is at least N" (Version 2, Rules)
    case .atLeast(let count): number >= count
    // "`at-most N ["MSG"]` | stepper | the value is at most N" (Version 2, Rules)
    case .atMost(let count): number <= count
    default: true
    }
  }

  private func datePasses(_ kind: RuleKind, day: Day?, at id: InstanceID) -> Bool {
    guard let day else { return kind != .required }
    func ref(_ reference: DateRef) -> Day? {
      switch reference {
      case .day(let fixed): return fixed
      // "`today` is a DATE wherever one may be written (... REF ...)" (Version 2.1, Today)
      case .today(let offset): return today.adding(days: offset)
      case .control(let name):
        guard let other = resolve(name, from: id), case .day(let chosen) = states[other]?.value
        else { return nil }
        return chosen
      }
    }
    // "When that control has no day, the rule passes (its own `required` says what is
    // missing)." (Version 2, Rules)
    switch kind {
    // "`after REF ["MSG"]`, `before REF ["MSG"]` | date | the day is strictly after (before)
    // REF" (Version 2, Rules)
    case .after(let reference): return ref(reference).map { day > $0 } ?? true
    case .before(let reference): return ref(reference).map { day < $0 } ?? true
    // "`on-or-after REF ["MSG"]`, `on-or-before REF ["MSG"]` | date | the day is REF or after
    // (before) it" (Version 2, Rules)
    case .onOrAfter(let reference): return ref(reference).map { day >= $0 } ?? true
    case .onOrBefore(let reference): return ref(reference).map { day <= $0 } ?? true
    // "`age-at-least N on REF ["MSG"]` | date | the age on REF, counted from the day, is at
    // least N years" (Version 2, Rules)
    case .ageAtLeast(let years, let reference):
      return ref(reference).map { day.age(on: $0) >= years } ?? true
    // "`age-under N on REF ["MSG"]` | date | the age on REF is less than N years"
    case .ageUnder(let years, let reference):
      return ref(reference).map { day.age(on: $0) < years } ?? true
    default: return true
    }
  }

  /// Whether the whole text matches an ICU regular expression.
  static func wholeMatch(_ pattern: String, _ text: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
      return false
    }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return regex.firstMatch(in: text, options: [], range: range) != nil
  }

  // "A condition reads the value of a hidden or disabled control as it is." (Precise points of
  // version 2)
  /// Whether a value condition holds, read from a control at `context`.
  func holds(_ condition: ConditionSpec, at context: InstanceID) -> Bool {
    guard let id = resolve(condition.name, from: context) else { return false }
    // "`NAME dirty` and `NAME pristine` hold when control, manager or group NAME is dirty
    // (pristine)." (Version 2.1)
    switch condition {
    case .dirty: return isDirty(id)
    case .pristine: return !isDirty(id)
    default: break
    }
    guard let value = states[id]?.value else { return false }
    return Self.holds(condition, value: value)
  }

  /// Whether a value condition holds of a value.
  static func holds(_ condition: ConditionSpec, value: Value) -> Bool {
    switch (condition, value) {
    // "`NAME on` / `NAME off` | a switch is on (off)" (Conditions)
    case (.on, .on(let isOn)): return isOn
    case (.off, .on(let isOn)): return !isOn
    // "`NAME is "V"...` | a picker's option is one of the Vs" (Conditions); "Options compare as
    // Swift `String`s (canonical equivalence) in `select`, `selected`, `is`, `is-not`, `set` and
    // `load`." (Precise points of version 2)
    case (.isAny(_, let options), .option(let option)):
      return option.map { chosen in options.contains { $0 == chosen } } ?? false
    // "`NAME is-not "V"...` | a picker's option is none of the Vs (nothing chosen counts)"
    case (.isNot(_, let options), .option(let option)):
      return option.map { chosen in !options.contains { $0 == chosen } } ?? true
    // "`NAME empty` / `NAME filled` | a field's text is empty (not empty); a picker or date has
    // nothing chosen (something chosen)" (Conditions)
    case (.empty, _): return isEmpty(value)
    case (.filled, _): return !isEmpty(value)
    // "`NAME at-least N` / `NAME at-most N` | a stepper's value is at least (at most) N"
    case (.atLeast(_, let count), .number(let number)): return number >= count
    case (.atMost(_, let count), .number(let number)): return number <= count
    default: return false
    }
  }
}
