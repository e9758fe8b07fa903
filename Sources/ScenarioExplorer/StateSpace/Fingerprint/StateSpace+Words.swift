import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// Each control's state word in a fingerprint: one bit for each aspect the search keys.
extension StateSpace {
  /// A field's state word: its state, its enablement, whether it holds a starting text its
  /// `remote` rule passes, and (as ``ScreenLayout/lifecycle`` says) whether it is touched and
  /// what a reset clears.
  @inline(__always)
  func fieldWord(of field: TextField) -> FieldWord {
    let lifecycle = layout.lifecycle
    var word = FieldWord()
    word.mark(.enabled, if: field.isEnabled)
    word.mark(.invalid, if: field.validity == .invalid)
    word.mark(.pending, if: field.validity == .pending)
    word.mark(
      .atStartingText,
      if: field.isAtStartingValue && !field.isEmptyUntracked
        && field.rules.contains(where: \.isAsynchronous))
    word.mark(.touched, if: lifecycle.keysTouched && field.isTouched)
    if lifecycle.checksResets {
      word.markDisplay(of: .field(field))
      word.mark(.focused, if: field.isFocused)
    }
    return word
  }

  /// A switch's state word: its position, enablement and state, and (as
  /// ``ScreenLayout/lifecycle`` says) whether it starts on, whether it is touched and what a
  /// reset clears.
  @inline(__always)
  func switchWord(of toggle: Switch) -> SwitchWord {
    let lifecycle = layout.lifecycle
    var word = SwitchWord()
    word.mark(.on, if: toggle.isOn)
    word.mark(.enabled, if: toggle.isEnabled)
    word.mark(.valid, if: toggle.validity == .valid)
    word.mark(.touched, if: lifecycle.keysTouched && toggle.isTouched)
    if lifecycle.checksResets { word.markDisplay(of: .toggle(toggle)) }
    word.mark(.startsOn, if: lifecycle.loadsValues && toggle.startingValue == .on(true))
    return word
  }

  /// A button's state word: how its last request ended, whether it is busy, its enablement.
  @inline(__always)
  static func buttonWord(of button: Button) -> ButtonWord {
    var word = ButtonWord()
    word.mark(.answeredValid, if: button.lastAnswer == .valid)
    word.mark(.busy, if: button.isBusy)
    word.mark(.enabled, if: button.isEnabled)
    return word
  }

  /// A picker's, stepper's or date's value and state word (``key(of:)``), with (as
  /// ``ScreenLayout/lifecycle`` says) whether it is touched and what a reset clears.
  @inline(__always)
  func valueWord(of control: ControlKind) -> (value: Int32, word: ValueWord) {
    let lifecycle = layout.lifecycle
    var (value, word) = Self.key(of: control)
    word.mark(.touched, if: lifecycle.keysTouched && control.control.isTouched)
    if lifecycle.checksResets { word.markDisplay(of: control) }
    return (value, word)
  }

  /// A word for a picker's, stepper's or date's starting value, exact as ``key(of:)``'s value.
  static func startingKey(of control: ControlKind) -> Int32 {
    switch (control, control.startingValue) {
    case (.picker(let picker), .option(let option)?):
      option.flatMap { picker.options.firstIndex(of: $0) }.map { Int32($0 + 1) } ?? 0
    case (_, .number(let number)?): Int32(clamping: number)
    case (_, .day(let day)?): day.map { Int32(clamping: $0.daysSince1970) } ?? .min
    default: 0
    }
  }

  /// A picker's, stepper's or date's part of the state's key: its value, and its state,
  /// enablement and visibility.
  static func key(of control: ControlKind) -> (value: Int32, word: ValueWord) {
    // Each kind read as its own type: through `any Control` and `any IValidatable`, a key
    // cost the explorer a tenth of its time on the address screen.
    let (value, validity, isEnabled, isHidden): (Int32, Validity, Bool, Bool)
    switch control {
    case .picker(let picker):
      value = picker.selectedPosition.map { Int32($0 + 1) } ?? 0
      (validity, isEnabled, isHidden) = (picker.validity, picker.isEnabled, picker.isHidden)
    case .stepper(let stepper):
      value = Int32(clamping: stepper.value)
      (validity, isEnabled, isHidden) = (stepper.validity, stepper.isEnabled, stepper.isHidden)
    case .date(let date):
      value = date.day.map { Int32(clamping: $0.daysSince1970) } ?? .min
      (validity, isEnabled, isHidden) = (date.validity, date.isEnabled, date.isHidden)
    case .field, .toggle, .button:
      let base = control.control
      value = 0
      validity = control.validatable.validity
      (isEnabled, isHidden) = (base.isEnabled, base.isHidden)
    }
    var word = ValueWord()
    word.mark(.invalid, if: validity == .invalid)
    word.mark(.enabled, if: isEnabled)
    word.mark(.hidden, if: isHidden)
    return (value, word)
  }

  /// A manager's word: its state.
  static func code(_ validity: Validity) -> Int32 {
    switch validity {
    case .valid: 0
    case .invalid: 1
    case .pending: 2
    }
  }

}
