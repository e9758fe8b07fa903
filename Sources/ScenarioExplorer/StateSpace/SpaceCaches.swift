import ScenarioFormat

/// What a state space works out once and keeps while it searches: the numbers of texts, each
/// field's inputs, the moves that set texts, the numbers of remembered states, and the last
/// fingerprint's storage.
struct SpaceCaches {
  /// The number of each distinct text of each field.
  var texts: TextNumbers
  /// Each field's inputs, by the values of the controls its rules read.
  var inputs: InputCache
  /// The moves that set each field to each of its texts, by the text's number: from the empty
  /// field, and from one that holds a text.
  var setMoves: [[Int32: (fromEmpty: [Move], fromText: [Move])]]
  /// A number for each distinct state that a reset reads beyond the controls' own: a field's
  /// remembered answers, a group's starting places whose rows are gone.
  var memoryIDs: [AnyHashable: Int32] = [:]
  /// The storage of the last fingerprint, written again by the next one when nothing else
  /// holds it.
  var fingerprintWords: [Int32] = []
  /// Whether the last fingerprint wrote a group's rows in another order than the screen has
  /// them (``RowOrder/isInterchangeable``).
  var lastFingerprintReordered = false

  /// Empty caches for a screen of `fields` fields.
  init(fields: Int) {
    texts = TextNumbers(fields: fields)
    inputs = InputCache(fields: fields)
    setMoves = Array(repeating: [:], count: fields)
  }
}

/// A number for each distinct text of each field: a short list searched in order (a field
/// holds few distinct texts in a search), a table beyond that.
struct TextNumbers {
  /// The first texts of each table, by their numbers.
  private var recent: [[String]]
  /// The texts of each table past the first, with their numbers.
  private var tables: [[String: Int32]]
  /// Each field's text at the last number asked and its number: most actions leave most
  /// fields as they were, and a text compared with the same text is one comparison.
  private var last: [(text: String, id: Int32)?]

  init(fields: Int) {
    recent = Array(repeating: [], count: fields)
    tables = Array(repeating: [:], count: fields)
    last = Array(repeating: nil, count: fields)
  }

  /// The number of a field's text, in the field's table (shared by the same field of every
  /// row).
  mutating func id(of text: String, field: Int, table: Int) -> Int32 {
    if let last = last[field], last.text == text { return last.id }
    let id = newID(of: text, table: table)
    last[field] = (text, id)
    return id
  }

  /// The number of a text other than the field's last one.
  private mutating func newID(of text: String, table index: Int) -> Int32 {
    if let found = recent[index].firstIndex(of: text) { return Int32(found) }
    if recent[index].count < 16 {
      recent[index].append(text)
      return Int32(recent[index].count - 1)
    }
    if let known = tables[index][text] { return known }
    let id = Int32(16 + tables[index].count)
    tables[index][text] = id
    return id
  }
}

/// Each field's inputs, worked out once for each set of values of the controls its rules read
/// (once for all when they read none).
struct InputCache {
  /// The inputs of fields whose rules read other controls, by those controls' values.
  var byPartners: [InputKey: InputsNow] = [:]
  /// The inputs of each field whose rules read no other control, once worked out.
  var fixed: [InputsNow?]

  init(fields: Int) {
    fixed = Array(repeating: nil, count: fields)
  }

  /// Forgets every field's inputs: the texts they are made of changed.
  mutating func clear() {
    byPartners = [:]
    fixed = Array(repeating: nil, count: fixed.count)
  }
}

/// A field's inputs in one state: the texts that pass its rules, those that fail one, and
/// the texts the search sets it to.
struct InputsNow {
  let valid: [String]
  let misses: [String]
  let alphabet: [String]
}

/// A field's inputs are worked out once for each set of values of the controls its rules
/// read: each value as a number that tells it apart (a field's text by its number, a
/// picker's option by its place, a stepper's number, a day, a switch's position).
struct InputKey: Hashable {
  let field: Int
  let partners: [Int32]
}
