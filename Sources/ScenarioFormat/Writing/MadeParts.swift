// Parts of a file that a tool makes rather than reads, for ``ScenarioWriter`` to write: the
// explorer's stand-in screen, whose rows are each one picker, with its setups as scenarios.

extension Scenario {
  /// A scenario made of steps, as a tool makes one for ``ScenarioWriter/text(of:)`` to write:
  /// its steps at the start of its file, where no line was read.
  ///
  /// - Parameters:
  ///   - title: The scenario's title.
  ///   - actions: Its steps, in order.
  ///   - file: The file it is written to.
  package init(title: String, actions: [Step.Action], file: String) {
    let position = SourcePosition(file: file, line: 0, column: 0)
    self.init(title: title, position: position)
    steps = actions.map { Step(action: $0, position: position) }
  }
}

extension PickerOptions {
  /// A picker's options and rules, as a tool makes them: none chosen at the start.
  ///
  /// - Parameters:
  ///   - options: The options, in order.
  ///   - rules: The rules that follow the line.
  package init(options: [String], rules: [RuleDeclaration]) {
    self.options = options
    self.rules = rules
  }
}
