import ControlModel
import OpenCombine
import ValidationManager

/// W3: one manager over N fields, keystrokes into random fields.
enum ManyFields {
  static let rules: [ValidationRule] = [.required("Required."), .minLength(3, "Too short.")]

  enum Edit {
    case type(Int)
    case clear(Int)
  }

  /// The same random edits for every implementation: a character into a random field, or a
  /// clear once the field has 6 characters.
  static func edits(fields: Int, count: Int) -> [Edit] {
    var generator = SplitMix64(state: 42)
    var lengths = Array(repeating: 0, count: fields)
    var result: [Edit] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      let index = Int(generator.next() % UInt64(fields))
      if lengths[index] >= 6 {
        lengths[index] = 0
        result.append(.clear(index))
      } else {
        lengths[index] += 1
        result.append(.type(index))
      }
    }
    return result
  }

  static func trials(fields count: Int, keystrokes: Int, slowKeystrokes: Int) -> [Trial] {
    let edits = edits(fields: count, count: keystrokes)
    let slowEdits = Array(edits.prefix(slowKeystrokes))
    return [
      Trial(implementation: "ours") {
        let screen = Screen()
        let manager = screen.makeManager("form")
        let button = screen.makeButton("submit")
        var fields: [TextField] = []
        fields.reserveCapacity(count)
        for index in 0..<count {
          let field = screen.makeTextField("f\(index)")
          field.validate(rules)
          try? manager.verify(field)
          fields.append(field)
        }
        try? manager.manage(button)
        return {
          for edit in edits {
            switch edit {
            case .type(let index): fields[index].type("x")
            case .clear(let index): fields[index].clear()
            }
          }
          blackHole(button.isEnabled)
          blackHole((screen, manager))
          return edits.count
        }
      },
      Trial(implementation: "opencombine") {
        let inputs = (0..<count).map { _ in CombineField() }
        let form = CombineForm(count: count)
        for (index, input) in inputs.enumerated() {
          form.bind(index, combineValidity(input, rules))
        }
        return {
          for edit in slowEdits {
            switch edit {
            case .type(let index): inputs[index].text.append("x")
            case .clear(let index): inputs[index].text = ""
            }
          }
          blackHole(form.isEnabled)
          return slowEdits.count
        }
      },
      Trial(implementation: "naive") {
        let inputs = (0..<count).map { _ in NaiveField(rules: rules) }
        let manager = NaiveManager()
        for input in inputs { manager.verify(input) }
        let button = NaiveButton()
        manager.manage(button)
        return {
          for edit in slowEdits {
            switch edit {
            case .type(let index): inputs[index].type("x")
            case .clear(let index): inputs[index].clear()
            }
          }
          blackHole(button.isEnabled)
          return slowEdits.count
        }
      },
      Trial(implementation: "floor") {
        {
          var texts = Array(repeating: "", count: count)
          var valid = Array(repeating: false, count: count)
          var invalid = count
          var enabled = false
          func check(_ index: Int) {
            var passes = true
            for rule in rules where !rule.isSatisfied(by: texts[index]) { passes = false }
            if passes != valid[index] {
              invalid += passes ? -1 : 1
              valid[index] = passes
            }
            enabled = invalid == 0
          }
          for edit in edits {
            switch edit {
            case .type(let index):
              texts[index].append("x")
              check(index)
            case .clear(let index):
              texts[index] = ""
              check(index)
            }
          }
          blackHole(enabled)
          return edits.count
        }
      },
    ]
  }
}

/// W4: one field verified by M managers, each managing its own button; every keystroke flips
/// them all.
enum ManyManagers {
  static let rules: [ValidationRule] = [.required("Required.")]

  static func trials(managers count: Int, keystrokes: Int) -> [Trial] {
    [
      Trial(implementation: "ours") {
        let screen = Screen()
        let field = screen.makeTextField("field")
        field.validate(rules)
        var managers: [Manager] = []
        var buttons: [Button] = []
        for index in 0..<count {
          let manager = screen.makeManager("m\(index)")
          let button = screen.makeButton("b\(index)")
          try? manager.verify(field)
          try? manager.manage(button)
          managers.append(manager)
          buttons.append(button)
        }
        return {
          for step in 0..<keystrokes {
            if step.isMultiple(of: 2) { field.type("x") } else { field.backspace() }
          }
          blackHole(buttons.last?.isEnabled)
          blackHole((screen, managers))
          return keystrokes
        }
      },
      Trial(implementation: "opencombine") {
        let input = CombineField()
        let forms = (0..<count).map { _ in CombineForm(count: 1) }
        for form in forms { form.bind(0, combineValidity(input, rules)) }
        return {
          for step in 0..<keystrokes {
            if step.isMultiple(of: 2) { input.text.append("x") } else { input.text.removeLast() }
          }
          blackHole(forms.last?.isEnabled)
          return keystrokes
        }
      },
      Trial(implementation: "naive") {
        let input = NaiveField(rules: rules)
        var buttons: [NaiveButton] = []
        for _ in 0..<count {
          let manager = NaiveManager()
          manager.verify(input)
          let button = NaiveButton()
          manager.manage(button)
          buttons.append(button)
        }
        return {
          for step in 0..<keystrokes {
            if step.isMultiple(of: 2) { input.type("x") } else { input.backspace() }
          }
          blackHole(buttons.last?.isEnabled)
          return keystrokes
        }
      },
      Trial(implementation: "floor") {
        {
          var text = ""
          var enabled = Array(repeating: false, count: count)
          for step in 0..<keystrokes {
            if step.isMultiple(of: 2) { text.append("x") } else { text.removeLast() }
            var passes = true
            for rule in rules where !rule.isSatisfied(by: text) { passes = false }
            for index in enabled.indices { enabled[index] = passes }
          }
          blackHole(enabled)
          return keystrokes
        }
      },
    ]
  }
}
