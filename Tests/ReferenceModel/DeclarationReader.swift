/// Reads declaration lines: controls, rules, conditions, managers and invariants.
enum DeclarationReader {
  typealias Token = Reader.Token

  static func words(_ tokens: [Token]) -> [String]? {
    var words: [String] = []
    for token in tokens {
      guard case .word(let word) = token else { return nil }
      words.append(word)
    }
    return words
  }

  static func strings(_ tokens: ArraySlice<Token>) -> [String] {
    var strings: [String] = []
    for token in tokens {
      guard case .string(let string) = token else { break }
      strings.append(string)
    }
    return strings
  }

  /// A control declaration line.
  static func control(_ keyword: String, _ rest: [Token]) -> ControlSpec? {
    guard case .word(let name) = rest.first else { return nil }
    let options = Array(rest.dropFirst())
    switch keyword {
    case "field": return field(name, options).map { ControlSpec(name: name, kind: .field($0)) }
    case "switch": return ControlSpec(name: name, kind: .toggle(isOn: options == [.word("on")]))
    case "picker":
      guard options.first == .word("options") else { return nil }
      let values = strings(options.dropFirst())
      var selected: String?
      if let index = options.firstIndex(of: .word("selected")), index + 1 < options.count,
        case .string(let chosen) = options[index + 1]
      {
        selected = values.first { $0 == chosen }
      }
      return ControlSpec(name: name, kind: .picker(options: values, selected: selected))
    case "stepper":
      guard let words = words(options) else { return nil }
      var values = ["from": 0, "to": 100, "step": 1]
      var index = 0
      while index + 1 < words.count, let number = Int(words[index + 1]) {
        values[words[index]] = number
        index += 2
      }
      let from = values["from"] ?? 0
      return ControlSpec(
        name: name,
        kind: .stepper(
          from: from, to: values["to"] ?? 100, step: values["step"] ?? 1,
          value: values["value"] ?? from))
    case "date":
      guard let words = words(options) else { return nil }
      var days: [String: DayExpr] = [:]
      var index = 0
      while index + 1 < words.count, let day = Reader.dayExpr(words[index + 1]) {
        days[words[index]] = day
        index += 2
      }
      return ControlSpec(
        name: name, kind: .date(from: days["from"], to: days["to"], selected: days["selected"]))
    case "button": return button(name, options).map { ControlSpec(name: name, kind: .button($0)) }
    default: return nil
    }
  }

  private static func field(_ name: String, _ tokens: [Token]) -> FieldOptions? {
    var options = FieldOptions()
    var index = 0
    while index < tokens.count {
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch (tokens[index], next) {
      case (.word("secure"), _):
        options.isSecure = true
        index -= 1
      case (.word("limit"), .word(let count)?): options.limit = Int(count)
      case (.word("allow"), .string(let characters)?): options.allow = .characters(characters)
      case (.word("allow"), .word(let name)?):
        guard let charClass = CharClass(rawValue: name) else { return nil }
        options.allow = .characterClass(charClass)
      case (.word("errors"), .word(let policy)?):
        guard let chosen = Policy(rawValue: policy) else { return nil }
        options.policy = chosen
      case (.word("debounce"), .word(let duration)?): options.debounce = Reader.duration(duration)
      case (.word("text"), .string(let text)?): options.text = text
      default: return nil
      }
      index += 2
    }
    return options
  }

  private static func button(_ name: String, _ tokens: [Token]) -> ButtonOptions? {
    guard let words = words(tokens) else { return nil }
    var options = ButtonOptions()
    var index = 0
    let ends: Set = ["adds", "removes", "focus-invalid", "busy", "resets", "commits"]
    while index < words.count {
      switch words[index] {
      case "submits":
        index += 1
        while index < words.count, !ends.contains(words[index]) {
          options.submits.append(words[index])
          index += 1
        }
        continue
      case "adds" where index + 1 < words.count: options.adds = words[index + 1]; index += 1
      case "removes" where index + 1 < words.count: options.removes = words[index + 1]; index += 1
      case "focus-invalid": options.focusInvalid = true
      case "busy" where index + 1 < words.count:
        options.busy = Reader.duration(words[index + 1])
        index += 1
      case "commits": options.commits = true
      case "resets":
        if index + 1 < words.count, !ends.contains(words[index + 1]) {
          options.resets = .named(words[index + 1])
          index += 1
        } else {
          options.resets = .screen
        }
      default: return nil
      }
      index += 1
    }
    return options
  }

  /// A `manager` line.
  static func manager(_ tokens: [Token]) -> ManagerSpec? {
    guard let words = words(tokens), words.count >= 3, words[1] == "verifies",
      let manages = words.firstIndex(of: "manages")
    else { return nil }
    var managed = Array(words[(manages + 1)...])
    let needsChange = managed.last == "needs-change"
    if needsChange { managed.removeLast() }
    return ManagerSpec(
      name: words[0], verifies: Array(words[2..<manages]), manages: managed,
      needsChange: needsChange)
  }
}
