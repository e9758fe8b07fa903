import ControlModel

extension String {
  /// The text as a scenario string literal: in double quotes, with `"`, `\`, line breaks, tabs
  /// and invisible control characters escaped so that the output shows exactly what is there.
  ///
  /// A scalar that would combine with the quote before or after it, or with the end of an
  /// escape (a combining mark at the start of the text, or after an escaped character), is
  /// written as `\u{…}` too: the reader reads characters, and a quote or brace that a mark
  /// joins is no longer one.
  package var scenarioQuoted: String {
    var pieces: [(text: String, isEscape: Bool)] = []
    var afterASCII = true  // the opening quote
    for scalar in unicodeScalars {
      if let escape = Self.escape(scalar) ?? (afterASCII && Self.combines(scalar) ? "" : nil) {
        pieces.append((escape.isEmpty ? Self.unicodeEscape(scalar) : escape, true))
        afterASCII = true
      } else {
        pieces.append((String(scalar), false))
        afterASCII = false
      }
    }
    // A last scalar that the closing quote would join (a prepended mark) is escaped too.
    if let last = pieces.last, !last.isEscape, let scalar = last.text.unicodeScalars.first,
      (last.text + "\"").count == 1
    {
      pieces[pieces.count - 1] = (Self.unicodeEscape(scalar), true)
    }
    return "\"" + pieces.map(\.text).joined() + "\""
  }

  /// The escape a scalar always takes, if any.
  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\t": return "\\t"
    default:
      let category = scalar.properties.generalCategory
      let isInvisible = category == .control || (category == .format && scalar != "\u{200D}")
      return isInvisible ? unicodeEscape(scalar) : nil
    }
  }

  /// Whether a scalar joins the character before it when that character is a quote.
  private static func combines(_ scalar: Unicode.Scalar) -> Bool {
    ("\"" + String(scalar)).count == 1
  }

  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
