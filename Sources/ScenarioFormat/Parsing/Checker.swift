import ControlModel
import ValidationManager

/// Resolves the names of a parsed file: every reference must name a declaration of a kind that
/// fits, and every name is declared once.
package struct Checker {
  package struct Symbol {
    package let kind: DeclarationKind
    package let position: SourcePosition
    package let isSecure: Bool
  }

  private(set) var symbols: [String: Symbol] = [:]
  var diagnostics: [Diagnostic] = []
  /// The options of each picker (declared, or of a built screen when they are known), for the
  /// options that conditions and steps name.
  var pickerOptions: [String: [String]] = [:]

  /// Checks a file; the diagnostics come out in no particular order.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - builtScreen: For a file whose screen comes from the catalogue, the names of the built
  ///     screen, which its `screen from` line declares.
  ///   - declaring: Whether the file's declarations declare names (not when the file replays
  ///     on a built screen in their place).
  /// - Returns: The names declared, and the errors.
  package static func check(
    _ file: ScenarioFile,
    builtScreen: [String: BuiltName]? = nil,
    declaring: Bool = true
  ) -> (symbols: [String: Symbol], [Diagnostic]) {
    var checker = Checker()
    if let builtScreen, let reference = file.catalogueScreen {
      checker.symbols = builtScreen.mapValues {
        Symbol(kind: $0.kind, position: reference.position, isSecure: $0.isSecure)
      }
      checker.pickerOptions = builtScreen.compactMapValues(\.options)
    }
    if declaring {
      checker.declare(file.declarations)
      checker.checkDeclarations(file.declarations)
    }
    for invariant in file.invariants {
      for condition in invariant.conditions {
        switch condition.check {
        case .state(let state): checker.resolve(condition.name, as: state.kinds, by: state.rawValue)
        case .value(let value): checker.checkCondition(value)
        }
      }
    }
    for scenario in file.scenarios {
      for step in scenario.steps {
        checker.check(step)
      }
    }
    return (checker.symbols, checker.diagnostics)
  }

  private mutating func declare(_ declarations: [Declaration]) {
    for declaration in declarations {
      let name = declaration.name
      if let first = symbols[name.name] {
        diagnostics.append(
          Diagnostic(
            .duplicateName(name.name), at: name.position,
            notes: [Diagnostic.Note(position: first.position, message: "first declared here")]))
        continue
      }
      var isSecure = false
      if case .field(let options) = declaration.details { isSecure = options.isSecure }
      if case .picker(let options) = declaration.details {
        pickerOptions[name.name] = options.options
      }
      symbols[name.name] = Symbol(
        kind: declaration.kind, position: name.position, isSecure: isSecure)
    }
  }

  private mutating func checkDeclarations(_ declarations: [Declaration]) {
    for declaration in declarations {
      checkConditions(of: declaration.details.rules, on: declaration.name)
      checkReferences(of: declaration.details.rules, on: declaration.name)
      if let shown = declaration.shownWhen {
        checkShownWhen(shown, on: declaration.name)
      }
      switch declaration.details {
      case .field(let options):
        for rule in options.rules {
          if let compared = rule.comparedField {
            resolve(compared, as: [.field], by: "equals")
          }
        }
      case .switch, .picker, .stepper, .date:
        break
      case .button(let submits, _):
        for name in submits { resolve(name, as: Keyword.Word.submits.nameKinds, by: "submits") }
      case .manager(let verifies, let manages):
        for name in verifies {
          resolve(name, as: Keyword.Word.verifies.nameKinds, by: "verifies")
        }
        for name in manages { resolve(name, as: Keyword.Word.manages.nameKinds, by: "manages") }
      }
    }
  }

  /// Each condition names a control of the kind its test reads, other than the rule's own.
  private mutating func checkConditions(of rules: [RuleDeclaration], on owner: NameReference) {
    for condition in rules.flatMap(\.conditions) {
      guard condition.name.name != owner.name else {
        diagnostics.append(
          Diagnostic(.conditionOnItself(owner.name), at: condition.name.position))
        continue
      }
      checkCondition(condition)
    }
  }

  private mutating func check(_ step: Step) {
    switch step.action {
    case .type(let name, _): resolve(name, by: .type)
    case .paste(let name, _): resolve(name, by: .paste)
    case .backspace(let name, _): resolve(name, by: .backspace)
    case .clear(let name): resolve(name, by: .clear)
    case .cursor(let name, _): resolve(name, by: .cursor)
    case .focus(let name): resolve(name, by: .focus)
    case .tap(let name): resolve(name, by: .tap)
    case .toggle(let name): resolve(name, by: .toggle)
    case .select(let name, let option):
      resolve(name, by: .select)
      if let option {
        checkOption(option, of: name, at: Self.stringPosition(of: step) ?? name.position)
      }
    case .increment(let name, _): resolve(name, by: .increment)
    case .decrement(let name, _): resolve(name, by: .decrement)
    case .pick(let name, _): resolve(name, by: .pick)
    case .blur, .tab, .wait: break
    case .explain(let name): resolve(name, by: .explain)
    case .expect(.value(let name, let value)):
      checkValue(value, of: name, at: Self.valuePosition(of: step, value))
    case .expect(let expectation): check(expectation)
    case .answer(let name, _, _): resolve(name, by: .answer)
    }
  }

  mutating func resolve(_ name: NameReference, by step: Keyword.Step) {
    resolve(name, as: step.nameKinds, by: step.rawValue)
  }

  mutating func resolve(_ name: NameReference, by predicate: Keyword.Predicate) {
    resolve(name, as: predicate.kinds, by: predicate.rawValue)
  }

  private mutating func check(_ expectation: Assertion) {
    switch expectation {
    case .enablement(let name, let isEnabled):
      resolve(name, by: isEnabled ? .enabled : .disabled)
    case .validity(let name, let validity):
      resolve(name, by: Keyword.Predicate(rawValue: validity.rawValue) ?? .valid)
    case .shownError(let name, _): resolve(name, by: .error)
    case .noError(let name): resolve(name, by: .noError)
    case .errors(let name, _): resolve(name, by: .errors)
    case .text(let name, _): resolve(name, by: .text)
    case .refused(let name, _): resolve(name, by: .refused)
    case .switchState(let name, let isOn): resolve(name, by: isOn ? .on : .off)
    case .taps(let name, _): resolve(name, by: .taps)
    case .requests(let name, _): resolve(name, by: .requests)
    case .value(let name, let value): checkValue(value, of: name, at: nil)
    case .visibility(let name, let isShown): resolve(name, by: isShown ? .shown : .hidden)
    case .focus(let name?): resolve(name, as: Keyword.Word.focus.nameKinds, by: "expect focus")
    case .focus(nil): break
    case .placeholder(.everything(let name)): resolve(name, by: .expect)
    case .placeholder(.value(let name, let predicate)):
      resolve(name, by: predicate.predicate)
    case .placeholder(.changes), .placeholder(.focus): break
    }
  }

  mutating func resolve(
    _ reference: NameReference, as kinds: [DeclarationKind], by user: String
  ) {
    // Members of the app's own type exist only on screens built in Swift that have them, and
    // version 2's kinds only on screens that have one: elsewhere messages do not offer them.
    var offered: [DeclarationKind] {
      let present = Set(symbols.values.map(\.kind))
      let shown = kinds.filter { kind in
        switch kind {
        case .member, .picker, .stepper, .date: present.contains(kind)
        case .field, .switch, .button, .manager: true
        }
      }
      return shown.isEmpty ? kinds : shown
    }
    guard let symbol = symbols[reference.name] else {
      let fitting = symbols.filter { kinds.contains($0.value.kind) }.keys.sorted()
      let kindName = Self.list(offered.map(\.rawValue))
      diagnostics.append(
        Diagnostic(
          .unknownName(
            reference.name, kind: kindName, suggestion: reference.name.nearest(among: fitting)),
          at: reference.position))
      return
    }
    guard kinds.contains(symbol.kind) else {
      let expected = Self.describe(offered)
      diagnostics.append(
        Diagnostic(
          .wrongKind(reference.name, is: symbol.kind.withArticle, expected: expected, by: user),
          at: reference.position,
          notes: [Diagnostic.Note(position: symbol.position, message: "declared here")]))
      return
    }
  }

  private static func describe(_ kinds: [DeclarationKind]) -> String {
    list(kinds.map(\.withArticle))
  }

  private static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
