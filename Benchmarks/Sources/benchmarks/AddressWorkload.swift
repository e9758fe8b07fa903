import ControlModel
import ValidationManager

/// W7: the address screen of SCREENS.md 8 (a country picker that the postcode's rules, a state
/// picker and the postcode's visibility read; an email or a phone; a frequent-flyer section).
/// `W7:postcode` types into the postcode while the country is the United States; `W7:country`
/// changes the country, which re-checks the postcode and shows or hides two controls. Each
/// keystroke or change counts one.
///
/// W8: conditions at scale. `W8:named:N` changes a stepper that N conditional rules (one on each
/// of N fields) name: each change re-checks those N fields. `W8:unnamed:N` flips a switch that no
/// rule names, beside the same N fields: it costs what a flip costs without them.
enum AddressWorkload {
  static func trials(rounds: Int) -> [Trial] {
    [
      Trial(implementation: "postcode") { postcode(rounds: rounds) },
      Trial(implementation: "country") { country(rounds: rounds) },
    ]
  }

  static func conditionTrials(rules: Int, changes: Int) -> [Trial] {
    [
      Trial(implementation: "named") { conditions(rules: rules, changes: changes, named: true) },
      Trial(implementation: "unnamed") {
        conditions(rules: rules, changes: changes, named: false)
      },
    ]
  }

  private struct Built {
    let screen: Screen
    let country: Picker
    let postcode: TextField
    let save: Button
    let form: Manager
  }

  private static func build() -> Built {
    let screen = Screen()
    let country = screen.makePicker("country", options: ["US", "DE", "CA", "IS"])
    country.validate([.required("Choose a country.")])
    let state = screen.makePicker("state", options: ["CA", "NY", "TX", "WA"])
    state.show(when: [.is("country", "US")])
    state.validate([.required("Choose a state.")])
    let postcode = screen.makeTextField("postcode", limit: 7)
    postcode.show(when: [.isNot("country", "IS")])
    let five = (try? ValidationRule.pattern("[0-9]{5}", "Five digits.")) ?? .required()
    let canadian =
      (try? ValidationRule.pattern("[A-Z][0-9][A-Z] [0-9][A-Z][0-9]", "Like K1A 0B1."))
      ?? .required()
    postcode.validate(
      [
        .required("Enter a postcode."), five.when(.is("country", "US", "DE")),
        canadian.when(.is("country", "CA")),
      ], errors: .onChange)
    let email = screen.makeTextField("email")
    email.validate([.required("Give one.").when(.empty("phone")), .email()], errors: .onChange)
    let phone = screen.makeTextField("phone", allow: .characterClass(.digit))
    phone.validate([.required("Give one.").when(.empty("email")), .minLength(6)])
    _ = screen.makeSwitch("frequentFlyer")
    let number = screen.makeTextField("ffNumber")
    number.show(when: [.on("frequentFlyer")])
    number.validate([.required()])
    let save = screen.makeButton("save")
    let form = screen.makeManager("form")
    for member in [country, state, postcode, email, phone, number] as [any IValidatable] {
      try? form.verify(member)
    }
    try? form.manage(save)
    return Built(screen: screen, country: country, postcode: postcode, save: save, form: form)
  }

  private static func postcode(rounds: Int) -> () -> Int {
    let built = build()
    built.country.select("US")
    let typed = "10001"
    return {
      for _ in 0..<rounds {
        built.postcode.type(typed)
        built.postcode.clear()
      }
      blackHole(built.save.isEnabled)
      blackHole((built.screen, built.form))
      return rounds * (typed.count + 1)
    }
  }

  private static func country(rounds: Int) -> () -> Int {
    let built = build()
    built.postcode.type("K1A 0B1")
    let cycle = ["US", "CA", "IS", "DE"]
    return {
      for _ in 0..<rounds {
        for option in cycle { built.country.select(option) }
      }
      blackHole(built.save.isEnabled)
      blackHole((built.screen, built.form))
      return rounds * cycle.count
    }
  }

  private static func conditions(rules: Int, changes: Int, named: Bool) -> () -> Int {
    let screen = Screen()
    let bags = screen.makeStepper("bags", range: 0...10)
    let toggle = screen.makeSwitch("toggle")
    let form = screen.makeManager("form")
    for index in 0..<rules {
      let field = screen.makeTextField("note\(index)")
      field.validate([.required("Say what is in the bags.").when(.atLeast("bags", 2))])
      try? form.verify(field)
    }
    return {
      for change in 0..<changes {
        if named {
          if change.isMultiple(of: 2) { bags.increment(2) } else { bags.decrement(2) }
        } else {
          toggle.toggle()
        }
      }
      blackHole((screen, form, form.validity))
      return changes
    }
  }
}
