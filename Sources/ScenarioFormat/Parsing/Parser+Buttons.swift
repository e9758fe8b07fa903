import ControlModel

/// What a button line declares, read option by option.
private struct ButtonOptions {
  var submits: [NameReference] = []
  var busy: Duration?
  var rows: Declaration.RowChange?
  var lifecycle = LifecycleOptions()
  /// The options of one word read so far: each may be given once.
  var seen: Set<Keyword.Word> = []
  var seenLifecycle: Set<Keyword.LifecycleOption> = []
}

extension Parser {
  /// The words a button line takes besides `adds` and `removes`.
  private static let buttonWords: [Keyword.Word] = [.submits, .busy]
  /// The lifecycle options a button line takes.
  private static let buttonLifecycle: [Keyword.LifecycleOption] = [
    .focusInvalid, .resets, .commits,
  ]

  /// `button NAME [submits NAME...] [busy DURATION] [adds|removes GROUP] [focus-invalid]
  /// [resets [NAME]] [commits]`: the declaration keeps the options read before an error.
  mutating func parseButton(_ cursor: inout LineCursor) throws(LineCursor.Failure) {
    let name = try cursor.name("a button name such as 'register'")
    shownTarget = file.declarations.count
    var options = ButtonOptions()
    defer {
      var declaration = Declaration(
        name: name, kind: .button,
        details: .button(submits: options.submits, busy: options.busy, rows: options.rows))
      declaration.lifecycle = options.lifecycle
      file.declarations.append(declaration)
    }
    while let token = cursor.peek(expecting: Self.offeredButtonOptions(options)) {
      // A button that resets takes no busy time, rows or focus: the second option is wrong.
      if token.isBare, options.lifecycle.resets != nil, Self.conflictsWithResets(token.text) {
        throw cursor.failure(.resetsWith(token.text), at: token)
      }
      if token.isBare, let option = Keyword.LifecycleOption(rawValue: token.text),
        Self.buttonLifecycle.contains(option)
      {
        try readLifecycleOption(option, token, &cursor, into: &options)
      } else if token.isBare, let change = Keyword.RowOption(rawValue: token.text) {
        try readRowOption(change, token, &cursor, into: &options)
      } else {
        try readWordOption(token, &cursor, into: &options)
      }
    }
  }

  /// What may come next on a button line: the options not given yet.
  private static func offeredButtonOptions(_ options: ButtonOptions) -> [Expectation] {
    offered(buttonWords, but: options.seen, "button option")
      + (options.rows == nil ? offered(Keyword.RowOption.allCases, "button option") : [])
      + offered(buttonLifecycle, but: options.seenLifecycle, "button option")
  }

  /// Whether an option cannot follow `resets`.
  private static func conflictsWithResets(_ word: String) -> Bool {
    word == Keyword.Word.busy.rawValue || Keyword.RowOption(rawValue: word) != nil
      || word == Keyword.LifecycleOption.focusInvalid.rawValue
  }

  /// `focus-invalid`, or `resets [NAME]` (which no earlier busy time, rows or focus allows).
  private func readLifecycleOption(
    _ option: Keyword.LifecycleOption, _ token: Token, _ cursor: inout LineCursor,
    into options: inout ButtonOptions
  ) throws(LineCursor.Failure) {
    guard options.seenLifecycle.insert(option).inserted else {
      throw cursor.failure(.duplicateOption(token.text), at: token)
    }
    _ = cursor.next()
    if option == .focusInvalid {
      options.lifecycle.focusesInvalid = true
      return
    }
    if option == .commits {
      options.lifecycle.commits = true
      return
    }
    let earlier =
      options.busy != nil
      ? Keyword.Word.busy.rawValue
      : options.rows.map { if case .adds = $0 { "adds" } else { "removes" } }
        ?? (options.lifecycle.focusesInvalid
          ? Keyword.LifecycleOption.focusInvalid.rawValue : nil)
    if let earlier { throw cursor.failure(.resetsWith(earlier), at: token) }
    let named = cursor.peek.map { !$0.isBare || !Self.isOptionWord($0.text) } ?? false
    options.lifecycle.resets =
      named
      ? .named(try cursor.name("a manager or group name", kinds: [.manager, .group]))
      : .screen
  }

  /// `adds GROUP` or `removes GROUP`: one of them, once.
  private func readRowOption(
    _ change: Keyword.RowOption, _ token: Token, _ cursor: inout LineCursor,
    into options: inout ButtonOptions
  ) throws(LineCursor.Failure) {
    switch options.rows {
    case .adds?:
      throw cursor.failure(
        change == .adds ? .duplicateOption(token.text) : .addsAndRemoves, at: token)
    case .removes?:
      throw cursor.failure(
        change == .removes ? .duplicateOption(token.text) : .addsAndRemoves, at: token)
    case nil:
      break
    }
    _ = cursor.next()
    let group = try cursor.name("the name of a group", kinds: [.group])
    options.rows = change == .adds ? .adds(group) : .removes(group)
  }

  /// `submits NAME...` or `busy DURATION`, once each.
  private func readWordOption(
    _ token: Token, _ cursor: inout LineCursor, into options: inout ButtonOptions
  ) throws(LineCursor.Failure) {
    let word = try cursor.word(
      "button option",
      among: Self.buttonWords.map(\.rawValue) + Keyword.RowOption.allCases.map(\.rawValue)
        + Self.buttonLifecycle.map(\.rawValue))
    // The cursor accepts only the options' own words.
    let option = Keyword.Word(rawValue: word) ?? .busy
    guard options.seen.insert(option).inserted else {
      throw cursor.failure(.duplicateOption(word), at: token)
    }
    if option == .busy {
      options.busy = try cursor.duration()
      return
    }
    try names(&cursor, Keyword.Word.submits.nameKinds, until: .busy, into: &options.submits)
    if options.submits.isEmpty {
      throw cursor.failure(
        .expected("the names of the fields it submits", found: cursor.peek?.spelling),
        at: cursor.peek)
    }
  }

  /// Whether a word is one of a button line's options, which a name cannot be.
  private static func isOptionWord(_ word: String) -> Bool {
    Keyword.reservedSinceVersion2.contains(word) || word == Keyword.Word.submits.rawValue
      || word == Keyword.Word.busy.rawValue || word == Keyword.LifecycleOption.commits.rawValue
  }
}
