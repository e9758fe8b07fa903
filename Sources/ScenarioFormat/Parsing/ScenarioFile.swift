// Over 300 lines: the whole AST, one small type per node, so that a reader sees the format's shape
// in one place.

public import ControlModel
public import ValidationManager

/// A parsed scenario file: one screen, then its scenarios.
///
/// Every node keeps its position.
public struct ScenarioFile: Sendable {
  /// The file's path.
  public let path: String
  /// The screen's title, if the file gives one.
  public var title: String?
  /// The name of a screen of the catalogue, for a file that says `screen from "NAME"`
  /// instead of declaring its controls.
  public var catalogueScreen: NameReference?
  /// The screen's controls and managers, in declaration order.
  public var declarations: [Declaration] = []
  /// The properties that must hold after every step of every scenario.
  public var invariants: [Invariant] = []
  /// The scenarios, in file order.
  public var scenarios: [Scenario] = []
  /// Where each `scenario` line stands and what follows it, as written: one entry per line that
  /// starts with `scenario`, even one with errors, so that an editor finds its way in a file
  /// being typed.
  public var outline: [ScenarioOutline] = []
  /// Where the file's texts stand in its lines, for masking.
  package var literals = LiteralMap()

  package init(path: String) {
    self.path = path
  }
}

/// The lines of one scenario as written: its `scenario` line, its steps and its examples table.
public struct ScenarioOutline: Sendable {
  /// The line of the `scenario` keyword.
  public let line: Int
  /// The last line of the scenario that is not blank or a comment: its last step or row.
  public internal(set) var lastLine: Int
  /// The lines of its steps as written (once, however many rows an examples table has).
  public internal(set) var stepLines: [Int] = []
  /// Its examples table, if it has an `examples` line.
  public internal(set) var examples: ExamplesOutline?

  init(line: Int) {
    self.line = line
    self.lastLine = line
  }
}

/// An examples table as written.
public struct ExamplesOutline: Sendable {
  /// One name of the header row, with where it starts.
  public struct Column: Sendable, Hashable {
    /// The column's name, which steps write as `<name>`.
    public let name: String
    /// The column of its first character.
    public let column: Int
  }

  /// The line of the `examples` keyword.
  public let line: Int
  /// The header row's names, in order; the first names the cases.
  public internal(set) var columns: [Column] = []
  /// The lines of the rows below the header, accepted or not.
  public internal(set) var rowLines: [Int] = []
}

/// A name as written, with where.
public struct NameReference: Sendable, Hashable {
  /// The name.
  public let name: String
  /// Where it is written.
  public let position: SourcePosition

  package init(name: String, position: SourcePosition) {
    self.name = name
    self.position = position
  }

  /// A name that a writer writes (a recording, a counterexample), at no place in a file yet.
  ///
  /// - Parameter name: The name.
  public init(written name: String) {
    self.init(name: name, position: SourcePosition(file: "", line: 0, column: 0))
  }
}

/// What a declared name stands for.
public enum DeclarationKind: String, Sendable, Hashable {
  /// A text field.
  case field
  /// An on/off switch.
  case `switch`
  /// A button.
  case button
  /// A validation manager.
  case manager

  /// The kind with an article, as messages write it: "a field".
  package var withArticle: String {
    self == .field ? "a field" : (self == .manager ? "a manager" : "a \(rawValue)")
  }

  /// The word for what a reading read.
  ///
  /// - Parameter kind: The kind of a control or manager read on a screen.
  public init(_ kind: ControlReading.Kind) {
    switch kind {
    case .field: self = .field
    case .toggle: self = .switch
    case .button: self = .button
    case .manager: self = .manager
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

  /// The parts of a declaration that depend on its kind.
  public enum Details: Sendable {
    /// A field's options and rules.
    case field(FieldOptions)
    /// A switch's start state and rules.
    case `switch`(isOn: Bool, rules: [RuleDeclaration])
    /// A button's submitted fields and busy time.
    case button(submits: [NameReference], busy: Duration?)
    /// A manager's members and managed controls.
    case manager(verifies: [NameReference], manages: [NameReference])
  }
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
}

/// A reshaping of typed and pasted text that `normalize` names; the raw values are the format's
/// words, after ``InputNormalizer``'s.
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

  package init(rule: ValidationRule, position: SourcePosition, comparedField: NameReference?) {
    self.rule = rule
    self.position = position
    self.comparedField = comparedField
  }
}

/// A scenario: a title and its steps.
public struct Scenario: Sendable, Identifiable {
  /// The title, unique within its file; a case of an examples table adds ` [CASE]`.
  ///
  /// A row's value that goes into a secure field is masked in it.
  public package(set) var title: String
  /// Where the `scenario` line is.
  public let position: SourcePosition
  /// The steps, in order.
  public var steps: [Step] = []
  /// The name of the examples table's row this scenario was made from, if any.
  public var example: String?
  /// Where that row is: a failure of the row is reported there, naming the step's line.
  public var examplePosition: SourcePosition?

  /// `FILE::TITLE`, unique among all scenarios (the title holds the example's name).
  public var id: String { "\(position.file)::\(title)" }

  init(title: String, position: SourcePosition, example: String? = nil) {
    self.title = title
    self.position = position
    self.example = example
  }
}

/// One step of a scenario, with where it is and its line as written.
public struct Step: Sendable {
  /// What the step does.
  public let action: Action
  /// Where the step's keyword is.
  public let position: SourcePosition
  /// For a step of an examples table's row, the line with the row's values in; `nil` for a
  /// step as written in the file.
  public let text: String?

  init(action: Action, position: SourcePosition, text: String? = nil) {
    self.action = action
    self.position = position
    self.text = text
  }

  /// Every step and assertion of the format.
  public enum Action: Sendable {
    /// `type FIELD "TEXT"`.
    case type(NameReference, String)
    /// `paste FIELD "TEXT"`.
    case paste(NameReference, String)
    /// `backspace FIELD [N]`.
    case backspace(NameReference, Int)
    /// `clear FIELD`.
    case clear(NameReference)
    /// `cursor FIELD start|end|N`.
    case cursor(NameReference, CursorPosition)
    /// `focus FIELD`.
    case focus(NameReference)
    /// `blur`.
    case blur
    /// `tab`.
    case tab
    /// `tap BUTTON`.
    case tap(NameReference)
    /// `toggle SWITCH`.
    case toggle(NameReference)
    /// `wait DURATION`.
    case wait(Duration)
    /// `expect …`.
    case expect(Assertion)
    /// `explain NAME`: prints why a control is enabled or disabled, or what holds a manager
    /// back. An extension of version 1 of the format.
    case explain(NameReference)
    /// `answer NAME ["TEXT"] valid|invalid "MSG"|fails ["REASON"]`: answers a request of a field
    /// (the check of TEXT, or the oldest outstanding one) or of a button. An extension.
    case answer(NameReference, text: String?, Answer)
  }
}

/// A property that must hold at the start and after every step of every scenario.
///
/// `never NAME STATE [while NAME STATE [and NAME STATE]...]` is violated when all its conditions
/// hold at once. An extension of version 1 of the format.
public struct Invariant: Sendable {
  /// One `NAME STATE` of an invariant.
  public struct Condition: Sendable {
    /// The control or manager.
    public let name: NameReference
    /// The state.
    public let state: State
  }

  /// A state an invariant names: the model's words.
  public typealias State = ControlState

  /// Where the `never` line is.
  public let position: SourcePosition
  /// The conditions; the first is what must never be, the others when.
  public let conditions: [Condition]
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
  /// `expect NAME requests N`: how many requests a field or button has sent. An extension.
  case requests(NameReference, Int)
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

extension ControlState {
  /// The kinds of names the state applies to, in `never` lines and after `expect NAME`: the one
  /// table of which states fit which kinds.
  package var kinds: [DeclarationKind] {
    switch self {
    case .enabled, .disabled: [.field, .switch, .button]
    case .on, .off: [.switch]
    case .valid, .invalid, .pending: [.field, .switch, .button, .manager]
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
      .explain(let name), .answer(let name, _, _), .expect(.focus(let name?)):
      name
    case .expect(let assertion): assertion.subject
    case .blur, .tab, .wait: nil
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
      .placeholder(.everything(let name)), .placeholder(.value(let name, _)):
      name
    case .focus, .placeholder(.changes), .placeholder(.focus):
      nil
    }
  }
}
