package import ControlModel
import ValidationManager

/// Resolves the names of a parsed file: every reference must name a declaration of a kind that
/// fits, and every name is declared once.
package struct Checker {
  package struct Symbol {
    package let kind: DeclarationKind
    package let position: SourcePosition
    package let isSecure: Bool
    /// The group whose rows hold the name; `nil` for a name of the screen itself.
    package var group: String? = nil
  }

  private(set) var symbols: [String: Symbol] = [:]
  /// Each group's row names, by group: what `GROUP[N].NAME` may name.
  ///
  /// A group of a screen built in Swift whose rows are not known (it starts with none) has no
  /// entry: its row names are checked when a scenario runs.
  private(set) var rowMembers: [String: [String: Symbol]] = [:]
  /// Where the names being checked are written: the checker's one notion of scope.
  var scope = Scope.steps

  /// Where a name is written, which decides what it may name.
  enum Scope: Equatable {
    /// A step, an assertion or a `never` line: a row reference names a row's control.
    case steps
    /// A declaration of the screen: a group's row names are not visible.
    case screen
    /// A rule, condition or `shown when` of a declaration in a group's row: its row's names
    /// and the screen's.
    case row(String)
    /// A manager of a group's row: its row's names only.
    case rowManager(group: String, manager: String)
    /// A `never` line: as steps, and `GROUP[*].NAME` too (version 2.1).
    case invariant
  }
  var diagnostics: [Diagnostic] = []
  /// The options of each picker (declared, or of a built screen when they are known), for the
  /// options that conditions and steps name.
  var pickerOptions: [String: [String]] = [:]
  /// The range of each stepper and the bounds of each date, by key: what `set` and `load`
  /// may give them.
  var valueBounds: [String: ValueBounds] = [:]
  /// The bounds of each declared group's rows: what `load GROUP rows N` may give it.
  var rowBounds: [String: ClosedRange<Int>] = [:]
  /// The day that is today where steps are checked, when known (version 2.1).
  var today: CalendarDate?
  /// The day that is today when each scenario starts: the `today` line's, else the runner's.
  var startingToday: CalendarDate?
  /// The days the declarations count from today, read again on each day a `today` step gives.
  var declaredRelativeDays: [RelativeDay] = []
  /// Whether the file has a `today` line, whose parsing checked each date's days in order.
  var isTodayWritten = false
  /// The group whose every row the `never` line being checked names with `GROUP[*]`, and the
  /// other groups already reported (version 2.1).
  var everyRowGroups: (first: String?, reported: Set<String>) = (nil, [])

  /// Checks a file; the diagnostics come out in no particular order.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - builtScreen: For a file whose screen comes from the catalogue, the names of the built
  ///     screen, which its `screen from` line declares.
  ///   - declaring: Whether the file's declarations declare names (not when the file replays
  ///     on a built screen in their place).
  ///   - today: The day that is today in a file without a `today` line (the runner's), whose
  ///     days are checked on it as on the line's.
  /// - Returns: The names declared, and the errors.
  package static func check(
    _ file: ScenarioFile,
    builtScreen: [String: BuiltName]? = nil,
    declaring: Bool = true,
    today: CalendarDate? = nil
  ) -> (symbols: [String: Symbol], [Diagnostic]) {
    var checker = Checker()
    if let builtScreen, let reference = file.catalogueScreen {
      checker.symbols = builtScreen.mapValues {
        Symbol(kind: $0.kind, position: reference.position, isSecure: $0.isSecure)
      }
      checker.pickerOptions = builtScreen.compactMapValues(\.options)
      for (group, name) in builtScreen {
        guard let members = name.rowMembers else { continue }
        checker.rowMembers[group] = members.mapValues {
          Symbol(
            kind: $0.kind, position: reference.position, isSecure: $0.isSecure, group: group)
        }
        for (member, built) in members {
          if let options = built.options {
            checker.pickerOptions[RowReference.templateKey(group: group, member: member)] = options
          }
        }
      }
    }
    checker.today = file.today?.day ?? today
    checker.isTodayWritten = file.today != nil
    checker.startingToday = checker.today
    if declaring {
      checker.declare(file.declarations)
      checker.checkDeclarations(file.declarations)
    }
    checker.checkInvariants(file.invariants)
    checker.scope = .steps
    checker.checkSteps(of: file)
    // Each group's row names also under `GROUP[].NAME`: what a row reference of any row is.
    var symbols = checker.symbols
    for (group, members) in checker.rowMembers {
      for (member, symbol) in members {
        symbols[RowReference.templateKey(group: group, member: member)] = symbol
      }
    }
    return (symbols, checker.diagnostics)
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
      if case .stepper(let options) = declaration.details {
        valueBounds[name.name] = .numbers(options.from...max(options.from, options.to))
      }
      if case .date(let options) = declaration.details {
        valueBounds[name.name] = .days(
          options.relativeFrom.map(LineCursor.WrittenDay.relative)
            ?? options.from.map { .date($0) },
          options.relativeTo.map(LineCursor.WrittenDay.relative) ?? options.to.map { .date($0) })
      }
      if case .group(let options) = declaration.details { rowBounds[name.name] = options.bounds }
      let symbol = Symbol(
        kind: declaration.kind, position: name.position, isSecure: isSecure,
        group: declaration.group)
      symbols[name.name] = symbol
      if let group = declaration.group {
        rowMembers[group, default: [:]][name.name] = symbol
        if let options = pickerOptions[name.name] {
          pickerOptions[RowReference.templateKey(group: group, member: name.name)] = options
        }
        if let bounds = valueBounds[name.name] {
          valueBounds[RowReference.templateKey(group: group, member: name.name)] = bounds
        }
      }
    }
  }

  private mutating func checkDeclarations(_ declarations: [Declaration]) {
    for declaration in declarations {
      scope = declaration.group.map(Scope.row) ?? .screen
      checkConditions(of: declaration.details.rules, on: declaration.name)
      checkReferences(of: declaration.details.rules, on: declaration.name)
      if let shown = declaration.shownWhen {
        checkShownWhen(shown, on: declaration.name)
      }
      checkVersion21(declaration)
      switch declaration.details {
      case .field(let options):
        for rule in options.rules {
          if let compared = rule.comparedField {
            resolve(compared, as: [.field], by: "equals")
          }
        }
      case .switch, .picker, .stepper, .date, .group:
        break
      case .button(let submits, _, let rows):
        for name in submits { resolve(name, as: Keyword.Word.submits.nameKinds, by: "submits") }
        switch rows {
        case .adds(let group)?: resolve(group, as: [.group], by: "adds")
        case .removes(let group)?: resolve(group, as: [.group], by: "removes")
        case nil: break
        }
        if case .named(let target)? = declaration.lifecycle.resets {
          resolve(target, as: [.manager, .group], by: Keyword.LifecycleOption.resets.rawValue)
        }
      case .manager(let verifies, let manages):
        if let group = declaration.group {
          scope = .rowManager(group: group, manager: declaration.name.name)
        }
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

  mutating func check(_ step: Step) {
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
    case .add(let name): resolve(name, by: .add)
    case .remove(let name, _): resolve(name, by: .remove)
    case .set(let name, let value), .load(let name, let value):
      checkSetValue(value, of: name, by: step.action.keyword, in: step)
    case .reset(let name?): resolve(name, by: .reset)
    case .blur, .tab, .wait, .reset(nil), .commit(nil), .today: break
    case .loadRows(let group, let rows): checkLoadedRows(rows, of: group, in: step)
    case .commit(let name?): resolve(name, by: .commit)
    case .explain(let name): resolve(name, by: .explain)
    case .expect(.value(let name, let value)):
      checkValue(
        value, of: name, at: Self.valuePosition(of: step, value),
        written: step.relativeDay?.description)
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
    case .rows(let name, _): resolve(name, by: .rows)
    case .dirty(let name, let isDirty): resolve(name, by: isDirty ? .dirty : .pristine)
    case .touched(let name, let isTouched): resolve(name, by: isTouched ? .touched : .untouched)
    case .busy(let name, let isBusy): resolve(name, by: isBusy ? .busy : .idle)
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
    if let row = reference.row {
      resolve(row, at: reference, as: kinds, by: user)
      return
    }
    if let everyRow = reference.everyRow {
      resolve(everyRow, at: reference, as: kinds, by: user)
      return
    }
    guard let symbol = symbols[reference.name] else {
      let fitting = symbols.filter { kinds.contains($0.value.kind) }.keys.sorted()
      let kindName = Self.list(offered(kinds).map(\.rawValue))
      diagnostics.append(
        Diagnostic(
          .unknownName(
            reference.name, kind: kindName, suggestion: reference.name.nearest(among: fitting)),
          at: reference.position))
      return
    }
    if let group = symbol.group {
      switch scope {
      case .row(group), .rowManager(group: group, manager: _):
        break
      case .steps, .screen, .row, .rowManager, .invariant:
        diagnostics.append(
          Diagnostic(
            .rowNameOutsideGroup(reference.name, group: group), at: reference.position,
            notes: [Diagnostic.Note(position: symbol.position, message: "declared here")]))
        return
      }
    } else if case .rowManager(let group, let manager) = scope {
      diagnostics.append(
        Diagnostic(
          .outsideOwnRow(reference.name, manager: manager, group: group),
          at: reference.position))
      return
    }
    check(symbol, named: reference, fits: kinds, by: user)
  }

  /// A row reference: only in steps, assertions and `never`, naming a row name of its group.
  private mutating func resolve(
    _ row: RowReference, at reference: NameReference, as kinds: [DeclarationKind],
    by user: String
  ) {
    guard scope == .steps || scope == .invariant else {
      diagnostics.append(
        Diagnostic(.rowReferenceInDeclaration(reference.name), at: reference.position))
      return
    }
    resolve(member: row.member, of: row.group, at: reference, as: kinds, by: user)
  }

  /// A row's name, `GROUP[N].NAME` or `GROUP[*].NAME`: its group is a group, whose rows have
  /// the name, of a kind the user takes.
  mutating func resolve(
    member: String, of group: String, at reference: NameReference, as kinds: [DeclarationKind],
    by user: String
  ) {
    // The brackets take a group: a name of another kind is reported as the brackets' mistake.
    resolve(
      NameReference(name: group, position: reference.position), as: [.group], by: reference.name)
    guard symbols[group]?.kind == .group, let members = rowMembers[group] else { return }
    guard let symbol = members[member] else {
      let memberColumn = reference.position.column + reference.name.count - member.count
      diagnostics.append(
        Diagnostic(
          .notInRow(member, group: group, members: members.keys.sorted()),
          at: SourcePosition(
            file: reference.position.file, line: reference.position.line,
            column: memberColumn)))
      return
    }
    check(symbol, named: reference, fits: kinds, by: user)
  }

  /// The kinds a message offers of those a user takes.
  ///
  /// Members of the app's own type exist only on screens built in Swift that have them, and
  /// version 2's kinds only on screens that have one; elsewhere messages do not offer them.
  /// Read on an error only: it visits every name.
  private func offered(_ kinds: [DeclarationKind]) -> [DeclarationKind] {
    let present = Set(symbols.values.map(\.kind))
    let shown = kinds.filter { kind in
      switch kind {
      case .member, .picker, .stepper, .date, .group: present.contains(kind)
      case .field, .switch, .button, .manager: true
      }
    }
    return shown.isEmpty ? kinds : shown
  }

  /// The symbol a reference resolved to is of a kind the user takes.
  private mutating func check(
    _ symbol: Symbol, named reference: NameReference, fits kinds: [DeclarationKind],
    by user: String
  ) {
    guard kinds.contains(symbol.kind) else {
      let expected = Self.describe(offered(kinds))
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
