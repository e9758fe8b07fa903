extension String {
  /// The text as a scenario string literal: in double quotes, with `"`, `\`, line breaks, tabs
  /// and invisible control characters escaped so that the output shows exactly what is there.
  package var scenarioQuoted: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        let category = scalar.properties.generalCategory
        if category == .control || (category == .format && scalar != "\u{200D}") {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
