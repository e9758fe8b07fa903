// The nodes of what a file checks: invariants, assertions and their placeholders.

public import ControlModel

/// A property that must hold at the start and after every step of every scenario.
///
/// `never NAME STATE [while NAME STATE [and NAME STATE]...]` is violated when all its conditions
/// hold at once. An extension of version 1 of the format.
///
/// With `after tap BUTTON` at its end (an extension of version 2.1), it is checked only at the
/// end of a step in which BUTTON accepted a tap: a property of what the tap does, such as
/// `never form dirty after tap discard`.
public struct Invariant: Sendable {
  /// One condition of an invariant: `NAME STATE`, or a value condition (`country is "IS"`).
  public struct Condition: Sendable {
    /// The control or manager.
    public let name: NameReference
    /// What the condition asks of it.
    public let check: Check

    /// What a condition of an invariant asks.
    public enum Check: Sendable {
      /// A state of the control or manager.
      case state(State)
      /// A value condition, as after `when` (version 2).
      case value(ConditionDeclaration)
      /// `GROUP rows at-least N` (`atLeast`) or `GROUP rows at-most N` (version 2).
      case rows(atLeast: Bool, Int)
    }

    /// The state asked, for a state condition.
    public var state: State? {
      if case .state(let state) = check { state } else { nil }
    }

    package init(name: NameReference, check: Check) {
      self.name = name
      self.check = check
    }
  }

  /// A state an invariant names: the model's words.
  public typealias State = ControlState

  /// Where the `never` line is.
  public let position: SourcePosition
  /// The conditions; the first is what must never be, the others when.
  public let conditions: [Condition]
  /// The button of `after tap BUTTON`: the invariant is checked only after a step in which it
  /// accepted a tap; `nil` for an invariant checked after every step.
  public let afterTap: NameReference?

  /// Whether a condition, or the button it is checked after, names a row by its place
  /// (`job[2].to`): the order of the rows then matters to it.
  package var namesARowByPlace: Bool {
    conditions.contains { $0.name.row != nil } || afterTap?.row != nil
  }

  package init(position: SourcePosition, conditions: [Condition], afterTap: NameReference? = nil) {
    self.position = position
    self.conditions = conditions
    self.afterTap = afterTap
  }
}

/// An assertion: `expect …`.
public enum Assertion: Sendable {
  /// `expect NAME enabled|disabled`.
  case enablement(NameReference, isEnabled: Bool)
  /// `expect NAME valid|invalid|pending`.
  case validity(NameReference, Validity)
  /// `expect FIELD error "MSG"`.
  case shownError(NameReference, String)
  /// `expect FIELD no-error`.
  case noError(NameReference)
  /// `expect FIELD errors "MSG"...`.
  case errors(NameReference, [String])
  /// `expect FIELD text "TEXT"`.
  case text(NameReference, String)
  /// `expect FIELD refused N`.
  case refused(NameReference, Int)
  /// `expect SWITCH on|off`.
  case switchState(NameReference, isOn: Bool)
  /// `expect BUTTON taps N`.
  case taps(NameReference, Int)
  /// `expect NAME value V` for a picker, stepper or date (version 2); a field's `value "T"` is
  /// ``text(_:_:)`` and a switch's `value on` is ``switchState(_:isOn:)``.
  case value(NameReference, ControlValue)
  /// `expect NAME shown|hidden` (version 2).
  case visibility(NameReference, isShown: Bool)
  /// `expect NAME requests N`: how many requests a field or button has sent. An extension.
  case requests(NameReference, Int)
  /// `expect GROUP rows N` (version 2).
  case rows(NameReference, Int)
  /// `expect NAME dirty` (`true`) or `pristine` (version 2).
  case dirty(NameReference, isDirty: Bool)
  /// `expect NAME touched` (`true`) or `untouched` (version 2).
  case touched(NameReference, isTouched: Bool)
  /// `expect BUTTON busy` (`true`) or `idle`: whether its request is in flight. An extension
  /// of version 2.1.
  case busy(NameReference, isBusy: Bool)
  /// `expect focus NAME|none`; `nil` for none.
  case focus(NameReference?)
  /// A placeholder that `scenario-runner --record` fills in with what the screen shows, and
  /// that fails until then. An extension of version 1 of the format.
  case placeholder(Placeholder)
}

/// A predicate of `expect` that takes a value, which `expect NAME PREDICATE ?` leaves to
/// `--record`; the raw values are the format's words.
public enum ValuePredicate: String, Sendable, Hashable, CaseIterable {
  /// `error "MSG"`: the error shown.
  case error
  /// `errors "MSG"...`: every failing rule's message.
  case errors
  /// `text "TEXT"`: a field's text.
  case text
  /// `refused N`: how many edits a field refused.
  case refused
  /// `taps N`: how many taps a button accepted.
  case taps
  /// `requests N`: how many requests a field or button sent.
  case requests
  /// `value V`: a control's value (version 2).
  case value
  /// `rows N`: how many rows a group has (version 2).
  case rows
}

/// What a placeholder expectation asks `--record` to write.
public enum Placeholder: Sendable, Hashable {
  /// `expect ?`: an `expect` line for everything the step before changed.
  case changes
  /// `expect NAME ?`: everything the screen shows of a name.
  case everything(NameReference)
  /// `expect NAME PREDICATE ?`, for a predicate that takes a value: that value.
  case value(NameReference, predicate: ValuePredicate)
  /// `expect focus ?`: which field has focus.
  case focus
}

extension DeclarationKind {
  /// The kinds that are controls, in declaration-kind order.
  package static let controls: [DeclarationKind] = [
    .field, .switch, .button, .picker, .stepper, .date,
  ]

  /// The kinds that hold a value (every control but a button).
  package static let valueHolders: [DeclarationKind] = [.field, .switch, .picker, .stepper, .date]

  /// The kinds that take rules.
  package static let ruleTakers: [DeclarationKind] = valueHolders
}

extension ControlState {
  /// The kinds of names the state applies to, in `never` lines and after `expect NAME`: the one
  /// table of which states fit which kinds.
  package var kinds: [DeclarationKind] {
    switch self {
    case .enabled, .disabled: DeclarationKind.controls
    case .on, .off: [.switch]
    case .empty, .filled: [.field, .picker, .date]
    case .valid, .invalid, .pending: DeclarationKind.allCases
    case .shown, .hidden: DeclarationKind.controls
    case .dirty, .pristine, .touched, .untouched:
      DeclarationKind.valueHolders + [.manager, .group, .member]
    case .busy, .idle: [.button]
    }
  }

  /// Whether the state is one of the lifecycle's: dirty, pristine, touched or untouched.
  package var isLifecycle: Bool {
    switch self {
    case .dirty, .pristine, .touched, .untouched: true
    default: false
    }
  }
}

extension ScenarioFile {
  /// Whether the file asserts dirty, pristine, touched or untouched, in a step or an
  /// invariant, or (version 2.1) reads dirtiness in a condition or commits: then drawings of
  /// its screen show them.
  package var readsLifecycle: Bool {
    let inInvariants = invariants.lazy.flatMap(\.conditions).contains { condition in
      if case .state(let state) = condition.check { state.isLifecycle } else { false }
    }
    return inInvariants || readsDirtiness
      || scenarios.lazy.flatMap(\.steps).contains { step in
        switch step.action {
        case .expect(.dirty), .expect(.touched), .commit: true
        default: false
        }
      }
  }

  /// Whether a declaration reads dirtiness (a condition on it, or a button that commits), as
  /// version 2.1 lets it.
  private var readsDirtiness: Bool {
    declarations.contains { declaration in
      declaration.lifecycle.commits || !(declaration.enabledWhen?.dirtiness.isEmpty ?? true)
        || !(declaration.shownWhen?.dirtiness.isEmpty ?? true)
        || declaration.details.rules.contains { !$0.dirtiness.isEmpty }
    }
  }
}

extension Step.Action {
  /// Whether the app does the step, not the user: `load` and `set`, what a screen loaded from
  /// a server starts with.
  package var isSetUpByTheApp: Bool {
    switch self {
    case .load, .set: true
    default: false
    }
  }
}

extension Step {
  /// Whether the step only looks at the screen: `expect` or `explain`.
  package var isCheck: Bool {
    switch action {
    case .expect, .explain: true
    default: false
    }
  }
}

extension Step.Action {
  /// The name written in the step: the control it acts on, or the one it checks or explains
  /// (the field of `expect focus FIELD` too); `nil` for a wait, a blur, a tab, `expect focus
  /// none` and `expect ?`.
  package var name: NameReference? {
    switch self {
    case .type(let name, _), .paste(let name, _), .backspace(let name, _), .clear(let name),
      .cursor(let name, _), .focus(let name), .tap(let name), .toggle(let name),
      .select(let name, _), .increment(let name, _), .decrement(let name, _), .pick(let name, _),
      .add(let name), .remove(let name, _), .explain(let name), .answer(let name, _, _),
      .expect(.focus(let name?)), .set(let name, _), .load(let name, _), .reset(let name?),
      .loadRows(let name, _), .commit(let name?):
      name
    case .expect(let assertion): assertion.subject
    case .blur, .tab, .wait, .reset(nil), .commit(nil), .today: nil
    }
  }
}

extension Assertion {
  /// The name the assertion is about; `nil` for focus and for `expect ?`.
  package var subject: NameReference? {
    switch self {
    case .enablement(let name, _), .validity(let name, _), .shownError(let name, _),
      .noError(let name), .errors(let name, _), .text(let name, _), .refused(let name, _),
      .switchState(let name, _), .taps(let name, _), .requests(let name, _),
      .value(let name, _), .visibility(let name, _), .rows(let name, _),
      .dirty(let name, _), .touched(let name, _), .busy(let name, _),
      .placeholder(.everything(let name)), .placeholder(.value(let name, _)):
      name
    case .focus, .placeholder(.changes), .placeholder(.focus):
      nil
    }
  }
}

extension Step.Action {
  /// The keyword that writes the step.
  package var keyword: Keyword.Step {
    switch self {
    case .type: .type
    case .paste: .paste
    case .backspace: .backspace
    case .clear: .clear
    case .cursor: .cursor
    case .focus: .focus
    case .blur: .blur
    case .tab: .tab
    case .tap: .tap
    case .toggle: .toggle
    case .select: .select
    case .increment: .increment
    case .decrement: .decrement
    case .pick: .pick
    case .add: .add
    case .remove: .remove
    case .set: .set
    case .load, .loadRows: .load
    case .reset: .reset
    case .commit: .commit
    case .today: .today
    case .wait: .wait
    case .expect: .expect
    case .explain: .explain
    case .answer: .answer
    }
  }
}
