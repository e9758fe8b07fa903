/// A value that cannot go into a control, given to ``Control/set(_:)``, ``Control/load(_:)`` or
/// `Screen.load(_:)`: the control's name, what is wrong, and what would be right.
public struct ControlValueError: Error, Hashable, CustomStringConvertible {
  /// What is wrong with the value.
  public enum Problem: Sendable, Hashable {
    /// The name names no control of the screen (or of the group's row).
    case unknownName
    /// A value of the control's kind that it cannot hold: an option it lacks, a number or a day
    /// outside its range, or a value of another kind of control.
    case cannotHold(ControlValue)
    /// A value of another shape than the control takes, in words (`a string`, `4 rows`, `a
    /// string that is no day: February 2023 has 28 days`); a text is never written out.
    case wrongShape(String)
  }

  /// The control's name (`passenger[2].first` in a row), or the name given that names no
  /// control.
  public let control: String
  /// What is wrong.
  public let problem: Problem
  /// What would be right: the values the control holds, or the names the screen has.
  public let expected: String

  /// Makes the error.
  public init(control: String, problem: Problem, expected: String) {
    self.control = control
    self.problem = problem
    self.expected = expected
  }

  /// The value refused, when it was one of the control's kind (``Problem/cannotHold(_:)``).
  public var value: ControlValue? {
    if case .cannotHold(let value) = problem { value } else { nil }
  }

  /// What is wrong, and what would be right.
  ///
  /// A text is not written out: it may be a secret.
  public var description: String {
    switch problem {
    case .unknownName: "'\(control)' names no control: \(expected)"
    case .cannotHold(let value): "'\(control)' cannot hold \(value.words): \(expected)"
    case .wrongShape(let shape): "'\(control)' takes \(expected), not \(shape)"
    }
  }
}

extension ControlValue {
  /// The value in words, a text not written out (it may be a secret): `a text`, `on`, `the
  /// option "CA"`, `none`, `3`, `2026-07-01`.
  var words: String {
    switch self {
    case .text: "a text"
    case .on(let isOn): isOn ? "on" : "off"
    case .option(let option?): "the option \"\(option)\""
    case .option(nil), .day(nil): ControlValue.noneWord
    case .number(let number): "\(number)"
    case .day(let day?): "\(day)"
    }
  }
}

extension Control {
  /// The value the control starts with, and goes back to on a reset: what it was made with,
  /// or last loaded with (``load(_:)``); `nil` for a button.
  public var startingValue: ControlValue? { kind.startingValue }

  /// Sets the control's value from code, as `text =` does in UIKit.
  ///
  /// No filter, limit or normaliser, no refusal (a disabled or hidden control takes it too), no
  /// display of errors opened, not a touch. The rules run at once; setting the value the
  /// control has changes nothing.
  ///
  /// ```swift
  /// try country.set(.option("CA"))
  /// try guests.set(.number(2))
  /// ```
  ///
  /// - Parameter value: A value the control can hold.
  /// - Throws: ``ControlValueError`` for a value of another kind, or outside the control's
  ///   options or range, or for a button; nothing changes then.
  public func set(_ value: ControlValue) throws(ControlValueError) {
    let kind = kind
    guard let hub = kind.screen?.hub else { return try kind.apply(value, asStarting: false) }
    try hub.receive(.set(name, kind.journaled(value))) { () throws(ControlValueError) in
      try kind.apply(value, asStarting: false)
    }
  }

  /// Loads a value: ``set(_:)``, and the value becomes the control's starting value, which
  /// ``isDirty`` compares with and a reset goes back to: a form filled from a server.
  ///
  /// - Parameter value: A value the control can hold.
  /// - Throws: ``ControlValueError``, as ``set(_:)``.
  public func load(_ value: ControlValue) throws(ControlValueError) {
    let kind = kind
    guard let hub = kind.screen?.hub else { return try kind.apply(value, asStarting: true) }
    try hub.receive(.load(name, kind.journaled(value))) { () throws(ControlValueError) in
      try kind.apply(value, asStarting: true)
    }
  }

  /// Makes the control's current value its starting value: the app saved it.
  ///
  /// ``isDirty`` clears and a reset comes back to it. Nothing else changes (touched, shown error,
  /// validity, a check in flight); a button holds no value and changes nothing.
  public func commit() {
    guard let screen = kind.screen else {
      if let value = kind.value { kind.restart(at: value) }
      return
    }
    screen.hub.receive(.commit(name)) { screen.commit(controls: [self], groups: []) }
  }
}

extension ControlKind {
  /// The control's starting value; `nil` for a button.
  public var startingValue: ControlValue? {
    switch self {
    case .field(let field): .text(field.startingText)
    case .toggle(let toggle): toggle.held.starting
    case .button: nil
    case .picker(let picker): picker.held.starting
    case .stepper(let stepper): stepper.held.starting
    case .date(let date): date.held.starting
    }
  }

  /// Whether the control is dirty and touched, with a read recorded for Observation.
  var lifecycle: (isDirty: Bool, isTouched: Bool) {
    switch self {
    case .field(let field):
      field.track()
      return (field.dirtyFlag, field.touchedFlag)
    case .toggle(let toggle): return (toggle.isDirty, toggle.isTouched)
    case .button: return (false, false)
    case .picker(let picker): return (picker.isDirty, picker.isTouched)
    case .stepper(let stepper): return (stepper.isDirty, stepper.isTouched)
    case .date(let date): return (date.isDirty, date.isTouched)
    }
  }

  /// Sets (or loads) a value from code.
  package func apply(_ value: ControlValue, asStarting: Bool) throws(ControlValueError) {
    switch self {
    case .field(let field):
      guard case .text(let text) = value else {
        throw ControlValueError(
          control: field.name, problem: .cannotHold(value), expected: "a field holds a text")
      }
      if asStarting { field.load(text) } else { field.setText(text) }
    case .toggle(let toggle):
      guard case .on = value else {
        throw ControlValueError(
          control: toggle.name, problem: .cannotHold(value), expected: "a switch is on or off")
      }
      try toggle.codeChange(to: value, asStarting: asStarting)
    case .button(let button):
      throw ControlValueError(
        control: button.name, problem: .cannotHold(value), expected: "a button holds no value")
    case .picker(let picker): try picker.codeChange(to: value, asStarting: asStarting)
    case .stepper(let stepper): try stepper.codeChange(to: value, asStarting: asStarting)
    case .date(let date): try date.codeChange(to: value, asStarting: asStarting)
    }
  }

  /// Makes a value the control's starting value without changing its value.
  ///
  /// Its dirtiness then compares with it: a row's control whose place's starting value is another (rows
  /// moved up), or a commit. A value of another kind, or one the control cannot hold, changes
  /// nothing.
  package func restart(at value: ControlValue) {
    switch (self, value) {
    case (.field(let field), .text(let text)): field.restart(at: text)
    case (.toggle(let toggle), _): toggle.restart(at: value)
    case (.picker(let picker), _): picker.restart(at: value)
    case (.stepper(let stepper), _): stepper.restart(at: value)
    case (.date(let date), _): date.restart(at: value)
    default: break
    }
  }

  /// Puts the control back to its starting value, untouched, its display of errors closed and
  /// its rules run at once; a button is left as it is (see ``Screen/reset()``).
  func resetToStart() {
    switch self {
    case .field(let field): field.resetToStart()
    case .toggle(let toggle): toggle.resetToStart()
    case .button: break
    case .picker(let picker): picker.resetToStart()
    case .stepper(let stepper): stepper.resetToStart()
    case .date(let date): date.resetToStart()
    }
  }
}
