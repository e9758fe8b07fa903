import ControlModel
import ValidationManager

extension Parser {
  mutating func parseDeclaration(
    _ keyword: String, at position: SourcePosition, _ cursor: inout LineCursor
  ) throws(LineCursor.Failure) {
    let after = groupLine
    guard let declaration = Keyword.Declaration(rawValue: keyword) else {
      // Not a declaration: the line's first word is a rule (the parser dispatched it here).
      if ruleTarget == nil, let after {
        throw LineCursor.Failure(message: .afterGroupLine(keyword, line: after), position: position)
      }
      try parseRule(Keyword.Rule(rawValue: keyword) ?? .required, at: position, &cursor)
      return
    }
    try checkPlace(of: declaration, keyword, after: after, at: position)
    // Each declaration made between `group` and `end` is in the group's row.
    let count = file.declarations.count
    defer {
      if let open = openGroup, declaration != .group {
        let group = file.declarations[open].name.name
        for index in count..<file.declarations.count { file.declarations[index].group = group }
      }
    }
    switch declaration {
    case .group: try parseGroup(at: position, &cursor)
    case .end: try closeGroup(at: position, &cursor)
    case .screen: try parseScreen(at: position, &cursor)
    case .field: try parseField(&cursor)
    case .switch: try parseSwitch(&cursor)
    case .button: try parseButton(&cursor)
    case .never: try parseInvariant(at: position, &cursor)
    case .manager: try parseManager(&cursor)
    case .picker:
      try parseControl(
        .picker, named: "a picker name such as 'country'", PickerOptions(),
        Declaration.Details.picker, &cursor, read: Self.readPickerOptions)
    case .stepper:
      try parseControl(
        .stepper, named: "a stepper name such as 'bags'", StepperOptions(),
        Declaration.Details.stepper, &cursor, read: Self.readStepperOptions)
    case .date: try parseDate(&cursor)
    case .shown: try parseShown(at: position, &cursor)
    case .enabled: try parseEnabled(at: position, &cursor)
    case .today: try parseTodayLine(at: position, &cursor)
    }
  }

  /// Whether a declaration may stand where it is: a `shown when` line needs a control before
  /// it, and a group's row holds no screen, button, group or invariant.
  private mutating func checkPlace(
    of declaration: Keyword.Declaration, _ keyword: String, after: String?,
    at position: SourcePosition
  ) throws(LineCursor.Failure) {
    let followsControl = declaration == .shown || declaration == .enabled
    if followsControl, shownTarget == nil, let after {
      throw LineCursor.Failure(message: .afterGroupLine(keyword, line: after), position: position)
    }
    if !followsControl { groupLine = nil }
    switch declaration {
    case .screen, .button, .group, .never, .today:
      try refuseInOpenGroup(keyword, at: position)
    case .field, .switch, .manager, .picker, .stepper, .date, .shown, .end, .enabled:
      break
    }
  }

  /// Refuses a line that a file has once, outside groups (`background`, `today`): inside a
  /// group's row, or a second time with a note at the first.
  func refuseOnceOnlyLine(
    _ keyword: String, first: SourcePosition?, _ duplicate: DiagnosticMessage,
    at position: SourcePosition
  ) throws(LineCursor.Failure) {
    try refuseInOpenGroup(keyword, at: position)
    if let first {
      throw LineCursor.Failure(message: duplicate, position: position, notes: [.firstIsHere(first)])
    }
  }

  /// Refuses a line that no group's row holds while a group is open.
  func refuseInOpenGroup(_ keyword: String, at position: SourcePosition)
    throws(LineCursor.Failure)
  {
    guard let open = openGroup else { return }
    throw LineCursor.Failure(
      message: .notInGroup(keyword, group: file.declarations[open].name.name), position: position)
  }

  /// `switch NAME [on]`.
  private mutating func parseSwitch(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    ruleTarget = Self.undeclaredTarget
    let name = try cursor.name("a switch name such as 'terms'")
    let isOn = cursor.consume(ControlState.on.rawValue, what: "starts on")
    declaresControl()
    file.declarations.append(
      Declaration(name: name, kind: .switch, details: .switch(isOn: isOn, rules: [])))
    if let token = cursor.peek { try Self.refuseRule(at: token, cursor) }
    try cursor.end()
  }

  /// `screen "TITLE"` or `screen from "NAME"`.
  private mutating func parseScreen(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    let fromCatalogue = cursor.consume(.from, what: "a screen built in Swift")
    let (title, titlePosition) = try cursor.string(
      fromCatalogue
        ? "the name of a registered screen in quotes" : "the screen's title in quotes",
      isCatalogueScreen: fromCatalogue)
    try cursor.end()
    if screenPosition != nil {
      throw LineCursor.Failure(message: .duplicateScreen, position: position)
    }
    screenPosition = position
    if let today = todayBeforeScreen {
      diagnostics.append(Diagnostic(.todayBeforeScreen, at: today))
    }
    if fromCatalogue {
      file.catalogueScreen = NameReference(name: title, position: titlePosition)
    } else {
      file.title = title
    }
  }

  /// `field NAME OPTIONS…`, kept with the options read before an error.
  private mutating func parseField(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    try parseControl(
      .field, named: "a field name such as 'email'", FieldOptions(), Declaration.Details.field,
      &cursor
    ) { (cursor: inout LineCursor, options: inout FieldOptions, _) throws(LineCursor.Failure) in
      try Self.readFieldOptions(&cursor, into: &options)
    }
  }

  /// `never NAME STATE [while NAME STATE [and NAME STATE]…] [after tap BUTTON]`.
  private mutating func parseInvariant(at position: SourcePosition, _ cursor: inout LineCursor)
    throws(LineCursor.Failure)
  {
    var conditions = [try invariantCondition(&cursor)]
    if cursor.consume(.`while`, what: "condition") {
      conditions.append(try invariantCondition(&cursor))
      while cursor.consume(.and, what: "condition") {
        conditions.append(try invariantCondition(&cursor))
      }
    }
    var afterTap: NameReference?
    if cursor.consume(.after, what: "checked only after an accepted tap of a button") {
      guard cursor.consume(Keyword.Step.tap.rawValue, what: "an accepted tap") else {
        throw cursor.failure(
          .expected(
            "'tap' and a button name, as in 'after tap discard'", found: cursor.peek?.spelling),
          at: cursor.peek)
      }
      let button = try cursor.name("a button name", kinds: [.button])
      guard button.everyRow == nil else {
        throw LineCursor.Failure(
          message: .expected(
            "a button name or one row's button, as 'job[1].remove'", found: button.name),
          position: button.position)
      }
      afterTap = button
    }
    if let extra = cursor.peek {
      throw cursor.failure(
        .expected(
          afterTap == nil
            ? "'while' or 'and' and another condition, or 'after tap' and a button"
            : "the end of the line", found: extra.spelling), at: extra)
    }
    file.invariants.append(
      Invariant(position: position, conditions: conditions, afterTap: afterTap))
  }

  /// `manager NAME verifies NAMES… manages NAMES…`, kept with the names read before an error.
  private mutating func parseManager(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    let name = try cursor.name("a manager name such as 'form'")
    var verifies: [NameReference] = []
    var manages: [NameReference] = []
    var needsChange = false
    defer {
      var declaration = Declaration(
        name: name, kind: .manager, details: .manager(verifies: verifies, manages: manages))
      declaration.lifecycle.needsChange = needsChange
      file.declarations.append(declaration)
    }
    guard cursor.consume(.verifies, what: "manager option") else {
      let verifiesWord = Keyword.Word.verifies.rawValue
      if let found = cursor.peek, found.isBare,
        let near = found.text.nearest(among: [verifiesWord])
      {
        throw cursor.failure(
          .unknownWord(found.text, what: "manager option", suggestion: near), at: found)
      }
      throw cursor.failure(
        .expected("'verifies' and the names the manager verifies", found: cursor.peek?.spelling),
        at: cursor.peek)
    }
    try names(&cursor, Keyword.Word.verifies.nameKinds, until: .manages, into: &verifies)
    guard cursor.consume(.manages, what: "manager option") else {
      // A misspelt 'manages' was read as a name: say so at it.
      let managesWord = Keyword.Word.manages.rawValue
      if let at = verifies.lastIndex(where: { $0.name.nearest(among: [managesWord]) != nil }) {
        // What follows it was meant as the managed names: none of it is kept as verified.
        let typo = verifies[at]
        verifies.removeSubrange(at...)
        throw LineCursor.Failure(
          message: .unknownWord(typo.name, what: "manager option", suggestion: managesWord),
          position: typo.position)
      }
      throw cursor.failure(
        .expected("'manages' and the names it manages (the list may be empty)", found: nil),
        at: nil)
    }
    try names(&cursor, Keyword.Word.manages.nameKinds, until: nil, into: &manages)
    let needsChangeWord = Keyword.LifecycleOption.needsChange.rawValue
    if cursor.consume(needsChangeWord, what: "manager option") {
      guard let extra = cursor.peek else { return needsChange = true }
      throw cursor.failure(
        extra.isBare && extra.text == needsChangeWord
          ? .duplicateOption(extra.text) : .expected("the end of the line", found: extra.spelling),
        at: extra)
    }
    if let extra = cursor.peek {
      throw cursor.failure(
        .expected("'\(needsChangeWord)' or the end of the line", found: extra.spelling), at: extra)
    }
  }

  /// `NAME STATE` of an invariant.
  private func invariantCondition(_ cursor: inout LineCursor) throws(LineCursor.Failure)
    -> Invariant.Condition
  {
    cursor.expect([Expectation(.everyRowName(DeclarationKind.allCases), what: "every row")])
    let name = try cursor.name("a control or manager name", kinds: DeclarationKind.allCases)
    let valueTests: [Keyword.Condition] = [.is, .isNot, .atLeast, .atMost]
    let rows = Keyword.Predicate.rows.rawValue
    let word = try cursor.word(
      "state",
      among: Invariant.State.allCases.map(\.rawValue) + valueTests.map(\.rawValue) + [rows],
      of: name)
    if word == rows {
      let bound = try cursor.word(
        "bound", among: [Keyword.Condition.atLeast.rawValue, Keyword.Condition.atMost.rawValue])
      let count = try cursor.number("a number of rows such as '2'")
      return Invariant.Condition(
        name: name, check: .rows(atLeast: bound == Keyword.Condition.atLeast.rawValue, count))
    }
    if let test = Keyword.Condition(rawValue: word), valueTests.contains(test),
      let value = try Self.readTest(test, of: name, &cursor)
    {
      return Invariant.Condition(name: name, check: .value(value))
    }
    // The cursor accepts only the states' own words.
    let state = Invariant.State(rawValue: word) ?? .valid
    return Invariant.Condition(name: name, check: .state(state))
  }

  /// Names up to a stop word or the end of the line, kept as far as they could be read.
  func names(
    _ cursor: inout LineCursor, _ kinds: [DeclarationKind], until stop: Keyword.Word?,
    into result: inout [NameReference]
  ) throws(LineCursor.Failure) {
    // Version 2's reserved words end a list too (`adds`, `focus-invalid`, …), and version
    // 2.1's `commits`.
    while let token = cursor.peek(expecting: [Expectation(.name(kinds), what: "a name")]),
      !(token.isBare
        && (token.text == stop?.rawValue || Keyword.reservedSinceVersion2.contains(token.text)
          || token.text == Keyword.LifecycleOption.commits.rawValue))
    {
      result.append(try cursor.name("a name", kinds: kinds))
    }
  }

  /// Reads field options into `options`, keeping those read before an error.
  private static func readFieldOptions(
    _ cursor: inout LineCursor, into options: inout FieldOptions
  ) throws(LineCursor.Failure) {
    var textPosition: SourcePosition?
    try readOptions("field option", &cursor) {
      (option: Keyword.FieldOption, cursor: inout LineCursor) throws(LineCursor.Failure) in
      switch option {
      case .secure:
        options.isSecure = true
      case .limit:
        options.limit = try cursor.number()
      case .allow:
        if let set = cursor.optionalString() {
          guard !set.isEmpty else {
            throw LineCursor.Failure(
              message: .emptyAllowSet,
              position: cursor.position(cursor.tokens[cursor.index - 1]))
          }
          options.filter = .characters(Set(set))
        } else {
          let name = try cursor.word("character class", among: Self.classes)
          options.filter = CharacterClass(rawValue: name).map(InputFilter.characterClass)
        }
      case .errors:
        let policy = try cursor.word("display policy", among: Self.policies)
        options.display = ErrorDisplay(rawValue: policy) ?? .onBlur
      case .normalize:
        // One normaliser at least, then as many as follow, applied in the order written.
        let first = try cursor.word("normaliser", among: Self.normalizations)
        options.normalizers.append(Normalization(rawValue: first) ?? .removingWhitespace)
        while let next = cursor.peek(
          expecting: Self.offered(Normalization.allCases, "normaliser")),
          next.isBare, Self.normalizations.contains(next.text)
        {
          _ = try cursor.word("normaliser", among: Self.normalizations)
          options.normalizers.append(Normalization(rawValue: next.text) ?? .removingWhitespace)
        }
      case .debounce:
        options.debounce = try cursor.duration()
      case .text:
        let (text, position) = try cursor.string("the text the field starts with, in quotes")
        options.text = text
        textPosition = position
      }
    }
    if let textPosition { try checkStartingText(of: &options, at: textPosition) }
  }

  /// A field's starting text is one its filter, limit and normaliser leave as it is; a secure
  /// field's is masked in the message.
  private static func checkStartingText(
    of options: inout FieldOptions, at position: SourcePosition
  ) throws(LineCursor.Failure) {
    guard let text = options.text,
      !TextField.keepsAsItIs(
        text, limit: options.limit, filter: options.filter, normalizer: options.normalizer)
    else { return }
    options.text = nil
    let shown = options.isSecure ? Masking.mask(count: text.count) : text
    throw LineCursor.Failure(message: .unfitStartingText(shown), position: position)
  }

  /// Reads a line's options to its end, each at most once, in any order.
  ///
  /// - Parameters:
  ///   - what: What the options are, such as "field option".
  ///   - cursor: The line, where its options start.
  ///   - read: Reads what follows an option's word.
  /// - Returns: The options the line gives.
  /// - Throws: At a word that is no option or an option given twice, or what `read` throws.
  @discardableResult
  static func readOptions<Option: CaseIterable & RawRepresentable<String> & Hashable>(
    _ what: String, _ cursor: inout LineCursor,
    _ read: (Option, inout LineCursor) throws(LineCursor.Failure) -> Void
  ) throws(LineCursor.Failure) -> Set<Option> {
    let options = Array(Option.allCases)
    let words = options.map(\.rawValue)
    var given: Set<Option> = []
    while let token = cursor.peek(expecting: offered(options, but: given, what)) {
      if !words.contains(token.text) { try refuseRule(at: token, cursor) }
      let word = try cursor.word(what, among: words)
      // The cursor accepts only the options' own words.
      guard let option = Option(rawValue: word) else { continue }
      guard given.insert(option).inserted else {
        throw cursor.failure(.duplicateOption(word), at: token)
      }
      try read(option, &cursor)
    }
    return given
  }

  /// Refuses a rule written among a declaration's options, saying where a rule goes.
  static func refuseRule(at token: Token, _ cursor: LineCursor) throws(LineCursor.Failure) {
    guard token.isBare, ruleKeywords.contains(token.text) else { return }
    throw cursor.failure(.ruleOnADeclarationLine(token.text), at: token)
  }

  /// The words not given yet, as what may come where a line ends.
  static func offered<Option: RawRepresentable<String> & Hashable>(
    _ words: [Option], but given: Set<Option> = [], _ what: String
  ) -> [Expectation] {
    words.filter { !given.contains($0) }.map { Expectation(.word($0.rawValue), what: what) }
  }
}
