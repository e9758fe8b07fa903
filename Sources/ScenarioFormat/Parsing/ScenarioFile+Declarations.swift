public import ControlModel
public import ValidationManager

/// What a declared name stands for.
public enum DeclarationKind: String, Sendable, Hashable, CaseIterable {
  /// A text field.
  case field
  /// An on/off switch.
  case `switch`
  /// A button.
  case button
  /// A picker: one option or none (version 2).
  case picker
  /// A stepper: a whole number in a range (version 2).
  case stepper
  /// A date picker: a calendar day or none (version 2).
  case date
  /// A validation manager.
  case manager
  /// A group of rows that the user adds and removes (version 2).
  case group
  /// A member of the app's own type that a manager of a screen built in Swift verifies (an
  /// `IValidatable` of the app's): files name it, and cannot declare it.
  case member

  /// The kind with an article, as messages write it: "a field".
  package var withArticle: String {
    switch self {
    case .field: "a field"
    case .switch: "a switch"
    case .button: "a button"
    case .picker: "a picker"
    case .stepper: "a stepper"
    case .date: "a date"
    case .manager: "a manager"
    case .group: "a group"
    case .member: "a member of the app's own type"
    }
  }

  /// The word for what a reading read.
  ///
  /// - Parameter kind: The kind of a control or manager read on a screen.
  public init(_ kind: ControlReading.Kind) {
    switch kind {
    case .field: self = .field
    case .toggle: self = .switch
    case .button: self = .button
    case .picker: self = .picker
    case .stepper: self = .stepper
    case .date: self = .date
    case .manager: self = .manager
    case .member: self = .member
    case .group: self = .group
    }
  }
}

/// One declaration of the screen.
public struct Declaration: Sendable {
  /// The declared name.
  public let name: NameReference
  /// The kind of control or manager.
  public let kind: DeclarationKind
  /// What the line says beyond the name.
  public var details: Details
  /// The `shown when` line that follows the declaration, if any (version 2).
  public var shownWhen: ShownWhen?
  /// The `enabled when` line that follows a button, if any (version 2.1).
  public var enabledWhen: EnabledWhen?
  /// The group whose row the declaration is in, between its `group` and `end` lines; `nil`
  /// for a declaration of the screen itself (version 2).
  public var group: String?
  /// A button's `focus-invalid` and `resets`, a manager's `needs-change` (version 2).
  public var lifecycle = LifecycleOptions()

  package init(name: NameReference, kind: DeclarationKind, details: Details) {
    self.name = name
    self.kind = kind
    self.details = details
  }

  /// A `shown when CONDITION [and CONDITION]...` line: the control is shown while every
  /// condition holds.
  public struct ShownWhen: Sendable {
    /// The conditions on values, with the names as written.
    public let conditions: [ConditionDeclaration]
    /// The conditions on dirtiness, with the names as written (version 2.1).
    public let dirtiness: [DirtinessCondition]
    /// Where the line's `shown` is.
    public let position: SourcePosition

    /// The line's conditions, whose `shown` is at `position`.
    package init(
      conditions: [ConditionDeclaration], dirtiness: [DirtinessCondition] = [],
      position: SourcePosition
    ) {
      self.conditions = conditions
      self.dirtiness = dirtiness
      self.position = position
    }
  }

  /// The parts of a declaration that depend on its kind.
  public enum Details: Sendable {
    /// A field's options and rules.
    case field(FieldOptions)
    /// A switch's start state and rules.
    case `switch`(isOn: Bool, rules: [RuleDeclaration])
    /// A button's submitted controls and groups, busy time, and the group whose rows it adds
    /// or removes.
    case button(submits: [NameReference], busy: Duration?, rows: RowChange?)
    /// A manager's members and managed controls.
    case manager(verifies: [NameReference], manages: [NameReference])
    /// A picker's options, starting choice and rules.
    case picker(PickerOptions)
    /// A stepper's range, step, starting number and rules.
    case stepper(StepperOptions)
    /// A date picker's bounds, starting day and rules.
    case date(DateOptions)
    /// A group's bounds and starting rows; its row's declarations follow it, each with
    /// ``Declaration/group`` set (version 2).
    case group(GroupOptions)
  }

  /// What an accepted tap of a button does to a group's rows: `adds GROUP` or `removes GROUP`.
  public enum RowChange: Sendable {
    /// Adds a row at the end.
    case adds(NameReference)
    /// Removes the last row.
    case removes(NameReference)

    /// The group named.
    public var group: NameReference {
      switch self {
      case .adds(let group), .removes(let group): group
      }
    }
  }
}

/// The lifecycle options of a button or a manager (version 2).
public struct LifecycleOptions: Sendable {
  /// A button's `focus-invalid`: a tap moves the focus to the first invalid field it submits.
  public var focusesInvalid = false
  /// A button's `resets [NAME]`: `.screen` for a bare `resets`.
  public var resets: ResetTarget?
  /// A button's `commits` (version 2.1): when its request ends successfully, it commits what
  /// it submits (the whole screen when it submits nothing).
  public var commits = false
  /// A manager's `needs-change`: its controls wait for a change too.
  public var needsChange = false

  /// What a button that resets resets.
  public enum ResetTarget: Sendable {
    /// The whole screen: `resets`.
    case screen
    /// What a manager verifies, or a group's rows: `resets NAME`.
    case named(NameReference)

    /// The manager or group named, if any.
    public var name: NameReference? {
      if case .named(let name) = self { name } else { nil }
    }
  }
}

/// The options of a `group` line: `from N`, `to N`, `rows N`.
public struct GroupOptions: Sendable {
  /// The fewest rows: 0 unless written.
  public var from = 0
  /// The most rows: 100 unless written.
  public var to = 100
  /// The rows at the start, if written: `from` otherwise.
  public var rows: Int?
  /// Where the `end` line is; `nil` for a group without one.
  public var end: SourcePosition?

  /// The number of rows at the start.
  public var startingRows: Int { rows ?? from }

  /// The bounds, as the model takes them.
  public var bounds: ClosedRange<Int> { from...max(from, to) }
}

/// The options and rules of a `field` line.
public struct FieldOptions: Sendable {
  /// `secure`.
  public var isSecure = false
  /// `limit N`.
  public var limit: Int?
  /// `allow CLASS` or `allow "CHARS"`.
  public var filter: InputFilter?
  /// `errors on-change|on-blur|on-submit`.
  public var display: ErrorDisplay = .onBlur
  /// `debounce DURATION`.
  public var debounce: Duration?
  /// `normalize NAME...` (an extension): how typed and pasted text is reshaped, in the order
  /// written, before the filter and limit decide.
  public var normalizers: [Normalization] = []
  /// The rules that follow the line.
  public var rules: [RuleDeclaration] = []
  /// `text "TEXT"` (version 2): the text the field starts with.
  public var text: String?
}

/// A reshaping of typed and pasted text that `normalize` names; the raw values are the format's
/// words, after `InputNormalizer`'s.
public enum Normalization: String, Sendable, CaseIterable {
  /// `removing-whitespace`: white space is dropped.
  case removingWhitespace = "removing-whitespace"
  /// `uppercased`: letters become uppercase.
  case uppercased
  /// `lowercased`: letters become lowercase.
  case lowercased

  /// The model's normaliser.
  public var normalizer: InputNormalizer {
    switch self {
    case .removingWhitespace: .removingWhitespace
    case .uppercased: .uppercased
    case .lowercased: .lowercased
    }
  }
}

extension FieldOptions {
  /// The normalisers of `normalize`, one after the other; `nil` without the option.
  public var normalizer: InputNormalizer? {
    guard let first = normalizers.first?.normalizer else { return nil }
    return normalizers.dropFirst().reduce(first) { $0.followed(by: $1.normalizer) }
  }
}

/// A rule line, compiled, with where it is.
public struct RuleDeclaration: Sendable {
  /// The rule, ready to evaluate (a pattern is compiled once, here).
  public let rule: ValidationRule
  /// Where the rule's keyword is.
  public let position: SourcePosition
  /// For `equals NAME`, the name as written.
  public let comparedField: NameReference?
  /// The conditions after `when`, with the names as written; the rule carries them too.
  public let conditions: [ConditionDeclaration]
  /// For a date or age rule whose REF names a date control, the name as written.
  public let dateReference: NameReference?
  /// The conditions on dirtiness after `when`, with the names as written (version 2.1); the
  /// rule does not carry them.
  public let dirtiness: [DirtinessCondition]
  /// For a date or age rule whose REF is written relative to today (version 2.1), the day as
  /// written; ``rule`` holds it as it reads on the file's today.
  public let relativeReference: RelativeDay?

  package init(
    rule: ValidationRule, position: SourcePosition, comparedField: NameReference?,
    conditions: [ConditionDeclaration] = [], dateReference: NameReference? = nil,
    dirtiness: [DirtinessCondition] = [], relativeReference: RelativeDay? = nil
  ) {
    self.rule = rule
    self.position = position
    self.comparedField = comparedField
    self.conditions = conditions
    self.dateReference = dateReference
    self.dirtiness = dirtiness
    self.relativeReference = relativeReference
  }
}

/// A condition of a rule line, `when NAME on`: the control it reads, as written, and its test.
public struct ConditionDeclaration: Sendable, Hashable {
  /// The control the condition reads.
  public let name: NameReference
  /// What it asks of that control's value.
  public let test: RuleCondition.Test
  /// For `is` and `is-not`, where each option is written.
  public let optionPositions: [SourcePosition]

  /// The model's condition.
  public var condition: RuleCondition { RuleCondition(name.name, test) }

  package init(
    name: NameReference, test: RuleCondition.Test, optionPositions: [SourcePosition] = []
  ) {
    self.name = name
    self.test = test
    self.optionPositions = optionPositions
  }
}
