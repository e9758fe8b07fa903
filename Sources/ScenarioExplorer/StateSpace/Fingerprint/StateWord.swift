import ControlModel
import ValidationManager

/// One aspect of a control's state that a fingerprint holds, named by the place of its bit in
/// the control's word.
protocol StateAspect: RawRepresentable<Int32>, CaseIterable, Sendable {
  /// The aspects that hold a control's display of errors, which a reset clears: open, armed by
  /// an edit (a field's alone), showing an error; `nil` for a kind of control without one.
  static var display: (open: Self, armed: Self?, showsError: Self)? { get }
}

/// A control's state word in a fingerprint: one named bit for each aspect of its state that
/// tells states apart (``FieldAspect``, ``SwitchAspect``, ``ButtonAspect``, ``ValueAspect``).
///
/// ```swift
/// var word = FieldWord()
/// word.mark(.enabled, if: field.isEnabled)
/// ```
struct StateWord<Aspect: StateAspect>: OptionSet, Hashable, Sendable {
  let rawValue: Int32

  init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The word of one aspect: its bit alone.
  init(_ aspect: Aspect) {
    rawValue = 1 << aspect.rawValue
  }

  /// Sets an aspect's bit when the aspect holds.
  @inline(__always)
  mutating func mark(_ aspect: Aspect, if holds: Bool) {
    if holds { formUnion(Self(aspect)) }
  }

  /// Sets the bits of a control's display of errors, which a reset clears.
  @inline(__always)
  mutating func markDisplay(of kind: ControlKind) {
    // A kind with a display is never a button's: its layer is a value's.
    guard let bits = Aspect.display, let display = kind.behavior?.errorDisplay else {
      return
    }
    mark(bits.open, if: display.isOpen)
    if let armed = bits.armed { mark(armed, if: display.isArmed) }
    mark(bits.showsError, if: display.shownError != nil)
  }

  /// The aspects whose bits are set, in the order the aspects are declared.
  var aspects: [Aspect] { Aspect.allCases.filter { contains(Self($0)) } }
}

/// A field's word: its state, its enablement, whether it is at a starting text a `remote`
/// rule passes, and what a reset clears.
typealias FieldWord = StateWord<FieldAspect>

/// The aspects of a field's state that a fingerprint holds, each a bit of its word.
enum FieldAspect: Int32, StateAspect {
  /// It takes edits.
  case enabled = 0
  /// Its rules fail.
  case invalid = 1
  /// A check of its text is under way: its debounce or an asynchronous rule.
  case pending = 2
  /// It holds its starting text, which its `remote` rule passes until it changes: a field back
  /// at it (a reset) behaves otherwise than one that reached the same text by edits.
  case atStartingText = 4
  /// The user edited or left it (only where an invariant reads it or resets are checked).
  case touched = 5
  /// Its display of errors is open (only where resets are checked, as are those below).
  case errorsOpen = 6
  /// Its display of errors is armed by an edit.
  case errorsArmed = 7
  /// It shows an error.
  case showsError = 8
  /// It has the focus.
  case focused = 9

  static var display: (open: Self, armed: Self?, showsError: Self)? {
    (.errorsOpen, .errorsArmed, .showsError)
  }
}

/// A switch's word: its position, enablement and state, and what a reset reads or clears.
typealias SwitchWord = StateWord<SwitchAspect>

/// The aspects of a switch's state that a fingerprint holds, each a bit of its word.
enum SwitchAspect: Int32, StateAspect {
  /// Its rules pass (a switch's rules are synchronous: it is never pending).
  case valid = 0
  /// It takes flips.
  case enabled = 1
  /// It is on.
  case on = 2
  /// The user flipped it (only where an invariant reads it or resets are checked).
  case touched = 3
  /// It starts on: the file's scenarios load values, so what is dirty depends on it.
  case startsOn = 4
  /// Its display of errors is open, since its first flip or a tap that submits it (only where
  /// resets are checked, as is the one below; a switch's display is never armed: it opens at
  /// once).
  case errorsOpen = 8
  /// It shows an error.
  case showsError = 10

  static var display: (open: Self, armed: Self?, showsError: Self)? {
    (.errorsOpen, nil, .showsError)
  }
}

/// A button's word: how its last request ended, whether it is busy, its enablement.
typealias ButtonWord = StateWord<ButtonAspect>

/// The aspects of a button's state that a fingerprint holds, each a bit of its word.
enum ButtonAspect: Int32, StateAspect {
  /// It takes taps.
  case enabled = 0
  /// Its request is under way, or its busy time has not run out.
  case busy = 1
  /// Its last request was answered valid.
  case answeredValid = 2

  static var display: (open: Self, armed: Self?, showsError: Self)? { nil }
}

/// A picker's, stepper's or date's word beside its value: its state, enablement and
/// visibility, and what a reset reads or clears.
typealias ValueWord = StateWord<ValueAspect>

/// The aspects of a picker's, stepper's or date's state that a fingerprint holds beside its
/// value, each a bit of its word.
enum ValueAspect: Int32, StateAspect {
  /// It is hidden: its `shown when` conditions do not hold.
  case hidden = 0
  /// It takes choices.
  case enabled = 1
  /// Its rules fail (they are synchronous: it is never pending).
  case invalid = 2
  /// The user changed it (only where an invariant reads it or resets are checked).
  case touched = 20
  /// Its display of errors is open, since its first change or a tap that submits it (only
  /// where resets are checked, as is the one below; its display is never armed: it opens at
  /// once).
  case errorsOpen = 27
  /// It shows an error.
  case showsError = 29

  static var display: (open: Self, armed: Self?, showsError: Self)? {
    (.errorsOpen, nil, .showsError)
  }
}
