public import ControlModel

/// What a rule of your own reads of the other controls it names: each one's value as it is
/// now.
///
/// A rule sees only the controls it names (``ValidationRule/custom(_:reading:_:)``): a name it
/// did not give reads as `nil`, so that what it reads is what re-checks it.
public struct ControlValues {
  /// A control's value.
  public typealias Value = ControlValue

  private let names: [String]
  private let source: Source
  /// The screen's today, for a rule that reads it (`on-or-after today`).
  package var today: CalendarDate?

  /// Where the values come from: given outright, a screen read when asked (held strongly, for
  /// as long as the reading lasts: a weak reference would cost each read a side table), or the
  /// controls a validation resolved once.
  private enum Source {
    case given([String: Value])
    case screen(Screen?)
    case resolved([ResolvedControl])
  }

  /// Values given outright: for a test of a rule of your own.
  ///
  /// ```swift
  /// #expect(zipRule.evaluate("1234", reading: ControlValues(["country": .text("US")]))
  ///   == .failed("A ZIP code has 5 digits."))
  /// ```
  ///
  /// - Parameter values: Each named control's value.
  public init(_ values: [String: Value]) {
    names = Array(values.keys)
    source = .given(values)
  }

  /// The named controls of a screen, read when asked.
  package init(names: [String], on screen: Screen?) {
    self.names = names
    self.source = .screen(screen)
    self.today = screen?.today
  }

  /// The named controls among those a validation resolved: a name not among them is no control
  /// of the screen (yet).
  package init(names: [String], resolved: [ResolvedControl]) {
    self.names = names
    self.source = .resolved(resolved)
  }

  /// A control's value on a screen; `nil` for a button or a name that is no control.
  package static func value(of name: String, on screen: Screen?) -> Value? {
    screen?.value(named: name)
  }

  /// A named control's value; `nil` for a name the rule did not give, or a button.
  public subscript(name: String) -> Value? {
    guard names.contains(name) else { return nil }
    switch source {
    case .given(let values): return values[name]
    case .screen(let screen): return Self.value(of: name, on: screen)
    case .resolved(let controls): return controls.first { $0.name == name }?.kind.value
    }
  }

  /// A named field's text; `nil` for a name the rule did not give, or a control that is no
  /// field.
  public func text(of name: String) -> String? {
    if case .text(let text)? = self[name] { text } else { nil }
  }

  /// Whether a named switch is on; `nil` for a name the rule did not give, or a control that
  /// is no switch.
  public func isOn(_ name: String) -> Bool? {
    if case .on(let isOn)? = self[name] { isOn } else { nil }
  }
}

/// A rule of the app's that reads other controls: the names it reads and its check.
package final class ReadingCheck: Sendable {
  let names: [String]
  let check: @Sendable (String, ControlValues) -> RuleOutcome

  init(names: [String], check: @escaping @Sendable (String, ControlValues) -> RuleOutcome) {
    self.names = names
    self.check = check
  }

  /// Whether a text passes with nothing to read: every control it names reads as `nil`.
  ///
  /// Out of line, so that the rules every keystroke runs stay small enough to inline.
  @inline(never)
  func passesReadingNothing(_ text: String) -> Bool {
    check(text, ControlValues([:])) == .passed
  }
}

extension ValidationRule {
  /// A rule of your own that reads other controls of the screen, with a fixed message.
  ///
  /// The control checks again whenever a control it names changes value (a field's text, a
  /// switch's position), as a field with `equals` does: no capture of the other control is
  /// needed, and none is safe under strict concurrency.
  ///
  /// ```swift
  /// postalCode.validate([
  ///   .required("Enter your postcode."),
  ///   .custom("A ZIP code has 5 digits.", reading: ["country"]) { text, controls in
  ///     controls.text(of: "country") != "US" || text.count == 5
  ///   },
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - message: The message to fail with.
  ///   - names: The controls the check reads: only these are given to it.
  ///   - check: Returns whether the text passes, given the named controls' values.
  /// - Returns: The rule.
  public static func custom(
    _ message: String, reading names: [String],
    _ check: @escaping @Sendable (String, ControlValues) -> Bool
  ) -> Self {
    Self(
      .customReading(
        ReadingCheck(names: names) { text, values in
          check(text, values) ? .passed : .failed(message)
        }), message: message)
  }

  /// A rule of your own that reads other controls of the screen and says its own message.
  ///
  /// ```swift
  /// .custom(reading: ["country"]) { text, controls in
  ///   switch controls.text(of: "country") {
  ///   case "US": text.count == 5 ? .passed : .failed("A ZIP code has 5 digits.")
  ///   case "GB": text.count >= 5 ? .passed : .failed("A postcode has 5 to 7 characters.")
  ///   default: .passed
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - names: The controls the check reads: only these are given to it.
  ///   - message: What the rule is called where no check has run (a screen's listing).
  ///   - check: Returns ``RuleOutcome/passed``, or ``RuleOutcome/failed(_:)`` with the message
  ///     the field shows.
  /// - Returns: The rule.
  public static func custom(
    reading names: [String], describedAs message: String = "must pass the app's check",
    _ check: @escaping @Sendable (String, ControlValues) -> RuleOutcome
  ) -> Self {
    Self(.customReading(ReadingCheck(names: names, check: check)), message: message)
  }

  /// The other controls this rule reads: the field an `equals` compares with, the controls a
  /// rule of your own names, the controls its conditions name; empty for the others.
  public var readControlNames: [String] {
    // With conditions, the box keeps the names once: a keystroke reads them.
    conditionBox?.readNames ?? ownReadNames
  }

  /// The controls the rule itself reads, without its conditions.
  var ownReadNames: [String] {
    switch kind {
    case .equals(let name): [name]
    case .customReading(let reading): reading.names
    case .dated(let check): check.reference.controlName.map { [$0] } ?? []
    default: []
    }
  }

  /// Checks a text against this rule, with the values of the controls it reads: a rule whose
  /// conditions do not hold passes.
  ///
  /// - Parameters:
  ///   - text: The text to check.
  ///   - values: The values of the controls the rule reads (``readControlNames``).
  /// - Returns: ``RuleOutcome/passed``, or ``RuleOutcome/failed(_:)`` with the message.
  public func evaluate(_ text: String, reading values: ControlValues) -> RuleOutcome {
    let compared = comparedFieldName.flatMap(values.text(of:))
    return failure(text, characterCount: nil, comparedText: compared) { values }
      .map(RuleOutcome.failed) ?? .passed
  }

  /// The message the rule fails with on a text, given a way to read other controls; `nil`
  /// when it passes.
  package func failure(
    _ text: String, characterCount: Int?, comparedText: String?, reading: () -> ControlValues
  ) -> String? {
    failure(
      text, characterCount: characterCount, comparedText: comparedText,
      holding: { conditions in
        let values = reading()
        return conditions.allSatisfy { $0.holds(in: values) }
      }, reading: reading)
  }

  /// The message the rule fails with on a text, its conditions decided by `holding` (a
  /// validation reads the controls it found once, without building ``ControlValues``); `nil`
  /// when it passes.
  package func failure(
    _ text: String, characterCount: Int?, comparedText: String?,
    holding: ([RuleCondition]) -> Bool, reading: () -> ControlValues
  ) -> String? {
    if let conditionBox, !holding(conditionBox.all) { return nil }
    return failureIfApplying(
      text, characterCount: characterCount, comparedText: comparedText, reading: reading)
  }

  /// Whether a text passes this rule, its conditions decided by `holding`.
  ///
  /// A rule whose conditions do not hold passes. For a rule that reads no control beyond its
  /// conditions: a rule of your own that reads others decides through
  /// ``failure(_:characterCount:comparedText:holding:reading:)``.
  package func passes(
    _ text: String, characterCount: Int?, comparedText: String?,
    holding: ([RuleCondition]) -> Bool
  ) -> Bool {
    if let conditionBox, !holding(conditionBox.all) { return true }
    return passes(text, characterCount: characterCount, comparedText: comparedText)
  }

  /// The message the rule fails with on a text, its conditions left aside.
  private func failureIfApplying(
    _ text: String, characterCount: Int?, comparedText: String?, reading: () -> ControlValues
  ) -> String? {
    if case .customReading(let check) = kind {
      if case .failed(let message) = check.check(text, reading()) { return message }
      return nil
    }
    return passes(text, characterCount: characterCount, comparedText: comparedText)
      ? nil : message
  }
}
