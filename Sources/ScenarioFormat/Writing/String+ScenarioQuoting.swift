import ControlModel

extension String {
  /// The text as a scenario string literal: in double quotes, with `"`, `\`, line breaks, tabs
  /// and invisible control characters escaped so that the output shows exactly what is there.
  package var scenarioQuoted: String {
    let escaped = escapingScalars { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\t": return "\\t"
      default:
        let category = scalar.properties.generalCategory
        let isInvisible =
          category == .control || (category == .format && scalar != "\u{200D}")
        return isInvisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
      }
    }
    return "\"" + escaped + "\""
  }
}
