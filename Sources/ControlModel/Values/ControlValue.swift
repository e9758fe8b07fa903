/// The value of a control: what a condition reads, what a rule checks, and what a scenario
/// writes after `expect NAME value`.
///
/// Each kind of control holds one kind of value: a text field its text, a switch whether it is
/// on, a picker its option or none, a stepper its number, a date picker its day or none.
public enum ControlValue: Sendable, Hashable {
  /// A text field's text.
  case text(String)
  /// A switch's position.
  case on(Bool)
  /// A picker's option, or `nil` when nothing is chosen.
  case option(String?)
  /// A stepper's number.
  case number(Int)
  /// A date picker's day, or `nil` when no day is chosen.
  case day(CalendarDate?)

  /// The word for nothing chosen, as files and drawings write it.
  public static let noneWord = "none"

  /// The kinds of value, without the value.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// A text.
    case text
    /// On or off.
    case onOff
    /// An option or none.
    case option
    /// A whole number.
    case number
    /// A calendar day or none.
    case day

    /// Whether a value of this kind can hold nothing: a text, an option, a day.
    public var canBeEmpty: Bool {
      switch self {
      case .text, .option, .day: true
      case .onOff, .number: false
      }
    }
  }

  /// The kind of this value.
  public var kind: Kind {
    switch self {
    case .text: .text
    case .on: .onOff
    case .option: .option
    case .number: .number
    case .day: .day
    }
  }

  /// Whether nothing is chosen: an empty text, a picker or date picker with no choice.
  ///
  /// A switch and a stepper always hold something.
  public var isEmpty: Bool {
    switch self {
    case .text(let text): text.isEmpty
    case .option(let option): option == nil
    case .day(let day): day == nil
    case .on, .number: false
    }
  }

  /// A text field's text, or a picker's option; `nil` otherwise.
  public var text: String? {
    switch self {
    case .text(let text): text
    case .option(let option): option
    case .on, .number, .day: nil
    }
  }
}
