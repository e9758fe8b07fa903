import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The texts each field takes in the state the screen is in.
extension StateSpace {
  /// The texts that pass a field's rules and that fail one, in the current state: for a field
  /// with `equals`, solved against the other field's current text.
  func currentInputs(of index: Int) -> (valid: [String], misses: [String]) {
    let now = inputsNow(of: index)
    return (now.valid, now.misses)
  }

  /// The texts the systematic search sets a field to in the current state: the empty text, one
  /// that passes the rules and one that fails them (and a value a `remote` rule refuses); for a
  /// field with `equals`, one solved against the other field's current text.
  func alphabet(of index: Int) -> [String] {
    inputsNow(of: index).alphabet
  }

  /// The alphabet of a field whose texts follow no other field's.
  func initialAlphabet(of index: Int) -> [String] {
    layout.fields[index].inputs.initialAlphabet
  }

  /// A field's inputs in the current state, worked out once for each set of values of the
  /// controls its rules read (once for all when they read none).
  private func inputsNow(of index: Int) -> InputsNow {
    // The field's inputs read one part at a time: a copy of the whole would count a reference
    // to each of its lists, twice, every time.
    if layout.fields[index].inputs.partners.isEmpty {
      if let known = caches.inputs.fixed[index] { return known }
      let made = inputsNow(
        of: index, valid: layout.fields[index].inputs.valid,
        misses: layout.fields[index].inputs.misses)
      caches.inputs.fixed[index] = made
      return made
    }
    guard let field = inUse.parts.fields[index] else {
      return InputsNow(valid: [], misses: [], alphabet: [""])
    }
    let partners = partners(of: index, field: field)
    // The rows of a group share their inputs: their rules are the same.
    let cacheKey = InputKey(
      field: layout.fields[index].textTable, partners: partners.map(valueNumber))
    if let cached = caches.inputs.byPartners[cacheKey] { return cached }
    let screen = inUse.instance.screen
    let current = { screen.control(named: $0, readBy: field)?.kind.value }
    let made = inputsNow(
      of: index, valid: RuleInputs.valid(for: field, compared: current),
      misses: RuleInputs.nearMisses(for: field, compared: current))
    caches.inputs.byPartners[cacheKey] = made
    return made
  }

  /// The controls a field's rules read, found on the screen in use the first time they are
  /// needed (a row's rules read its own row's controls first).
  private func partners(of index: Int, field: TextField) -> [PartMemo.Partner] {
    let memo = inUse.parts.memo
    if let found = memo.partners[index] { return found }
    let screen = inUse.instance.screen
    let fields = inUse.parts.fields
    let partners = layout.fields[index].inputs.partners.map { name -> PartMemo.Partner in
      switch screen.control(named: name, readBy: field)?.kind {
      case .field(let read)?: fields.firstIndex { $0 === read }.map { .field($0) } ?? .missing
      case let kind?: .other(kind)
      case nil: .missing
      }
    }
    memo.partners[index] = partners
    return partners
  }

  private func inputsNow(of index: Int, valid: [String], misses: [String]) -> InputsNow {
    var alphabet = FieldInputs.alphabet(
      valid: valid, misses: misses, taken: layout.fields[index].inputs.taken,
      sample: layout.fields[index].inputs.sample, starting: layout.fields[index].inputs.starting)
    if let extra = extraTexts[index] { alphabet += extra.filter { !alphabet.contains($0) } }
    return InputsNow(valid: valid, misses: misses, alphabet: alphabet)
  }

  /// A number that tells a control's value apart from its other values, for ``InputKey``.
  private func valueNumber(_ partner: PartMemo.Partner) -> Int32 {
    switch partner {
    case .field(let place): inUse.parts.fields[place].map { textID($0.text, of: place) } ?? -1
    case .other(.toggle(let toggle)): toggle.isOn ? 1 : 0
    case .other(let kind): Self.key(of: kind).value
    case .missing: -1
    }
  }
}
