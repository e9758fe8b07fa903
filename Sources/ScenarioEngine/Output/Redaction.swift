/// Masks secrets in a source line before it is printed.
enum Redaction {
  /// The line with its strings masked where they could be a secret.
  ///
  /// The strings of `type`, `paste`, `answer` and `expect … text` lines are masked, one `•` per character
  /// between the quotes, unless the field they name is a known field that is not secure. A line
  /// that does not lex is masked whole, to be safe.
  static func redact(_ line: String, plainFields: Set<String>) -> String {
    guard case .success(let tokens) = LineLexer.tokens(of: line), let first = tokens.first,
      first.isBare
    else { return maskStrings(line) }
    let target: String?
    switch first.text {
    case "type", "paste", "answer":
      target = tokens.count > 1 ? tokens[1].text : nil
    case "expect" where tokens.count > 2 && tokens[2].text == "text":
      target = tokens[1].text
    default:
      return line
    }
    if let target, plainFields.contains(target) { return line }
    return maskStrings(line)
  }

  /// Every string's content replaced by bullets, one per character written, so that columns
  /// stay where they were; a comment is dropped.
  private static func maskStrings(_ line: String) -> String {
    var result = ""
    var inString = false
    var escaping = false
    for character in line {
      if inString {
        if escaping {
          escaping = false
          result.append("•")
        } else if character == "\\" {
          escaping = true
          result.append("•")
        } else if character == "\"" {
          inString = false
          result.append(character)
        } else {
          result.append("•")
        }
      } else {
        if character == "#" { break }
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result
  }
}
