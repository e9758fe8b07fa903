package import ControlModel

/// One rule of a field or a switch: a small value made by a static factory named after the
/// scenario format's keyword.
///
/// A field's rules run in the order they are given; the field is valid when all pass, and its
/// errors are the messages of the failing ones, in order. Every rule has a default message that
/// names its constraint, and every factory takes a custom one.
///
/// ```swift
/// field.validate([
///   .required("Enter a password."),
///   .minLength(12),                        // "must be at least 12 characters"
///   try .pattern("[A-Za-z0-9]+"),
/// ])
/// ```
public struct ValidationRule: Sendable {
  /// What the rule checks.
  package enum Kind: Sendable {
    case required
    case minLength(Int)
    case maxLength(Int)
    case pattern(Pattern)
    case email
    case contains(CharacterClass)
    case excludes(CharacterClass)
    case equals(String)
    case remote(AsyncCheck)
    case check(AsyncCheck)
    case mustBeOn
    case custom(@Sendable (String) -> Bool)
    case customReading(ReadingCheck)
    case atLeast(Int)
    case atMost(Int)
    case dated(DateCheck)
  }

  package let kind: Kind

  /// Whether the rule is a closure of the app's that names nothing it reads (`.custom`): it may
  /// read any control through what it captured, which no tool can see.
  package var isOpaqueClosure: Bool {
    if case .custom = kind { true } else { false }
  }

  /// The message the rule fails with.
  public let message: String

  /// The conditions under which the rule applies, if it has any (``when(_:)``).
  package var conditionBox: RuleConditions?

  package init(_ kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// What a rule checks, without its arguments and message.
  ///
  /// The scenario format's words for them (`min-length`…) are the format's own: `keyword`, in
  /// ScenarioFormat.
  public enum Constraint: Sendable, Hashable, CaseIterable {
    /// ``ValidationRule/required(_:)``.
    case required
    /// ``ValidationRule/minLength(_:_:)``.
    case minLength
    /// ``ValidationRule/maxLength(_:_:)``.
    case maxLength
    /// ``ValidationRule/pattern(_:_:)``.
    case pattern
    /// ``ValidationRule/email(_:)``.
    case email
    /// ``ValidationRule/contains(_:_:)``.
    case contains
    /// ``ValidationRule/excludes(_:_:)``.
    case excludes
    /// ``ValidationRule/equals(_:_:)``.
    case equals
    /// ``ValidationRule/remote(taken:after:_:)``.
    case remote
    /// A check of the app's, answered through a request.
    case check
    /// ``ValidationRule/mustBeOn(_:)``.
    case mustBeOn
    /// ``ValidationRule/custom(_:_:)``.
    case custom
    /// ``ValidationRule/atLeast(_:_:)``: a stepper's number.
    case atLeast
    /// ``ValidationRule/atMost(_:_:)``: a stepper's number.
    case atMost
    /// ``ValidationRule/date(_:_:_:)`` with ``ValidationRule/DateComparison/after``.
    case after
    /// ``ValidationRule/date(_:_:_:)`` with ``ValidationRule/DateComparison/before``.
    case before
    /// ``ValidationRule/date(_:_:_:)`` with ``ValidationRule/DateComparison/onOrAfter``.
    case onOrAfter
    /// ``ValidationRule/date(_:_:_:)`` with ``ValidationRule/DateComparison/onOrBefore``.
    case onOrBefore
    /// ``ValidationRule/age(_:_:on:_:)`` with ``ValidationRule/AgeTest/atLeast``.
    case ageAtLeast
    /// ``ValidationRule/age(_:_:on:_:)`` with ``ValidationRule/AgeTest/under``.
    case ageUnder
  }

  /// What the rule checks.
  public var constraint: Constraint {
    switch kind {
    case .required: .required
    case .minLength: .minLength
    case .maxLength: .maxLength
    case .pattern: .pattern
    case .email: .email
    case .contains: .contains
    case .excludes: .excludes
    case .equals: .equals
    case .remote: .remote
    case .check: .check
    case .mustBeOn: .mustBeOn
    case .custom, .customReading: .custom
    case .atLeast: .atLeast
    case .atMost: .atMost
    case .dated(let check):
      switch check.test {
      case .compare(.after): .after
      case .compare(.before): .before
      case .compare(.onOrAfter): .onOrAfter
      case .compare(.onOrBefore): .onOrBefore
      case .age(.atLeast, _): .ageAtLeast
      case .age(.under, _): .ageUnder
      }
    }
  }

  /// Whether this is a `required` rule: the one rule that runs on an empty value.
  var isRequired: Bool {
    if case .required = kind { true } else { false }
  }

  /// Whether this rule answers asynchronously, through a request.
  ///
  /// A `remote` check or a check of the app's. Such a rule runs only when every other rule
  /// passes.
  public var isAsynchronous: Bool {
    switch kind {
    case .remote, .check: true
    default: false
    }
  }

  /// For `remote taken … after D`: the values it refuses and the delay of its answer.
  public var remoteTaken: (values: Set<String>, delay: Duration)? {
    if case .remote(let check) = kind { (check.taken, check.delay) } else { nil }
  }

  /// For an asynchronous rule, the message the field shows when its request fails.
  public var failureMessage: String? {
    switch kind {
    case .remote(let check), .check(let check): check.failureMessage
    default: nil
    }
  }

  /// Whether this is the `must-be-on` rule, which only a switch takes.
  public var isSwitchRule: Bool {
    if case .mustBeOn = kind { true } else { false }
  }

  /// The name of the field this rule compares with, for `equals`.
  public var comparedFieldName: String? {
    if case .equals(let name) = kind { name } else { nil }
  }

  /// Checks a text against this rule.
  ///
  /// A `remote` rule answers at once here: whether the text is one of the taken values, and a
  /// check of the app's passes (its answer comes through a request: the field's business). A
  /// `must-be-on` rule reads the text `"on"` as on.
  ///
  /// - Parameters:
  ///   - text: The text to check.
  ///   - comparedText: For `equals`, the other field's text.
  /// - Returns: ``RuleOutcome/passed``, or ``RuleOutcome/failed(_:)`` with the message.
  /// - Complexity: O(*n*) in the length of the text, for most rules.
  public func evaluate(_ text: String, comparedText: String? = nil) -> RuleOutcome {
    isSatisfied(by: text, comparedText: comparedText) ? .passed : .failed(message)
  }

  /// Whether a text passes this rule: ``evaluate(_:comparedText:)`` without the message.
  ///
  /// - Parameters:
  ///   - text: The text to check.
  ///   - comparedText: For `equals`, the other field's text.
  /// - Returns: `true` when the rule passes.
  public func isSatisfied(by text: String, comparedText: String? = nil) -> Bool {
    passes(text, characterCount: nil, comparedText: comparedText)
  }

  /// Whether the text passes, given its character count when the caller already knows it.
  package func passes(_ text: String, characterCount: Int?, comparedText: String?) -> Bool {
    switch kind {
    case .required: return !text.isEmpty
    case .minLength(let minimum):
      return (characterCount ?? Self.count(text, upTo: minimum)) >= minimum
    case .maxLength(let maximum):
      guard maximum < .max else { return true }
      return (characterCount ?? Self.count(text, upTo: maximum + 1)) <= maximum
    case .pattern(let pattern): return pattern.matchesWhole(text)
    case .email: return EmailAddress.isValid(text)
    case .contains(let characterClass): return characterClass.isAnyCharacter(of: text)
    case .excludes(let characterClass): return !characterClass.isAnyCharacter(of: text)
    case .equals: return text == (comparedText ?? "")
    case .remote(let check): return !check.taken.contains(text)
    case .check: return true
    case .mustBeOn: return text == ControlState.on.rawValue
    case .custom(let check): return check(text)
    case .customReading(let reading): return reading.passesReadingNothing(text)
    // Rules of other kinds of value: a text is not theirs to judge.
    case .atLeast, .atMost, .dated: return true
    }
  }

  /// The number of characters in the text, counting no further than `limit`.
  private static func count(_ text: String, upTo limit: Int) -> Int {
    let bytes = text.utf8.count
    // Every character has at least one byte: a short text needs no counting.
    if bytes < limit { return bytes }
    var count = 0
    for _ in text {
      count += 1
      if count >= limit { return count }
    }
    return count
  }
}

/// What an asynchronous rule needs, boxed so that every rule stays small to copy.
package final class AsyncCheck: Sendable {
  /// For `remote taken`: the values refused.
  let taken: Set<String>
  /// For `remote taken`: the delay of the clock's answer.
  let delay: Duration
  /// For a check of the app's: the operation.
  let operation: (@Sendable (String) async throws -> Answer)?
  /// The message the field shows when the request fails.
  let failureMessage: String

  init(
    taken: Set<String> = [], delay: Duration = .zero,
    operation: (@Sendable (String) async throws -> Answer)? = nil, failureMessage: String
  ) {
    self.taken = taken
    self.delay = delay
    self.operation = operation
    self.failureMessage = failureMessage
  }
}

/// The outcome of checking one rule.
public enum RuleOutcome: Sendable, Hashable {
  /// The rule passed.
  case passed
  /// The rule failed with this message.
  case failed(String)
}
