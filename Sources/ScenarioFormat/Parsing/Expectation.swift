/// Something the parser looks for where a line ends: what may come next there, as the parser
/// itself reads the line, so that completion offers exactly what the grammar takes.
///
/// The parser notes one each time it reaches the end of a line it reads for completion
/// (``Parser/expectations(after:line:of:)``); numbers, durations, texts and new names are not
/// noted, as nothing can be offered for them.
package struct Expectation: Hashable, Sendable {
  /// What may come.
  package enum Kind: Hashable, Sendable {
    /// A word of the format: a keyword, an option, a state, a verdict.
    case word(String)
    /// The name of a declared control or manager of one of these kinds.
    case name([DeclarationKind])
    /// A group's row name of one of these kinds for every row, `GROUP[*].NAME`, which `never`
    /// takes (version 2.1).
    case everyRowName([DeclarationKind])
    /// `?`, which `--record` fills with what the screen shows.
    case placeholder
    /// The name of a screen of the app's catalogue, in quotes.
    case catalogueScreen
    /// An option of the picker named, in quotes.
    case option(of: String)
    /// A day for the date named: its bounds and starting day.
    case day(of: String)
  }

  /// What may come.
  package let kind: Kind
  /// What it is, as the parser's messages say: `field option`, `cursor position`.
  package let what: String
  /// For a state or an assertion's word, the name it is said of: only the states its kind has
  /// may come.
  package let subject: NameReference?

  /// Makes an expectation.
  package init(_ kind: Kind, what: String, subject: NameReference? = nil) {
    self.kind = kind
    self.what = what
    self.subject = subject
  }
}
