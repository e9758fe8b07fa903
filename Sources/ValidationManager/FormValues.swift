import ControlModel
import Foundation

/// A form's values as one value: every control's value by name, in declaration order, and each
/// group's rows as an array of their own values; what an app sends to its server and fills the
/// form from (`Screen.values` and `Screen.load(_:)`).
///
/// It encodes to JSON as an object: a field's text and a picker's option as strings, a switch
/// as a Boolean, a stepper as a number, a date's day as `"YYYY-MM-DD"`, nothing chosen as
/// `null`, a group as an array of objects.
///
/// ```swift
/// let body = try JSONEncoder().encode(screen.values)     // {"name":"Ann","guests":2,…}
/// let saved = try JSONDecoder().decode(FormValues.self, from: data)
/// try screen.load(saved)                                   // the form, pristine again
/// ```
///
/// A secure field's text is in the values (the app sends it) and in their encoding, but never
/// in their description, nor in what `dump` or a debugger's summary print; a value decoded
/// from JSON prints no text at all, as it cannot know which of its names are secret.
public struct FormValues: Sendable, Hashable {
  /// One value: what a control holds, or a group's rows.
  public enum Value: Sendable, Hashable {
    /// A field's text, a picker's option, a date's day written `YYYY-MM-DD`.
    case string(String)
    /// A switch's position.
    case bool(Bool)
    /// A stepper's number.
    case int(Int)
    /// A picker or date with nothing chosen.
    case null
    /// A group's rows, each row's values by the names its template gave.
    case rows([FormValues])
  }

  /// The names, in declaration order (or in the order they were added).
  public private(set) var names: [String] = []
  private var storage: [String: Value] = [:]
  /// The names whose strings may be printed: those of a screen's plain fields, pickers and
  /// dates.
  private var printable: Set<String> = []

  /// Makes empty values; add to them with the subscript.
  public init() {}

  /// A name's value; setting a new name adds it at the end.
  public subscript(name: String) -> Value? {
    get { storage[name] }
    set {
      if storage[name] == nil, newValue != nil { names.append(name) }
      if newValue == nil { names.removeAll { $0 == name } }
      storage[name] = newValue
      printable.remove(name)
    }
  }

  /// Adds a value that may be printed (not a secure field's).
  mutating func append(_ name: String, _ value: Value, isPrintable: Bool) {
    self[name] = value
    if isPrintable { printable.insert(name) }
  }

  /// Values are equal when they hold the same names with the same values, in any order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }

  /// Hashes the names and values, not their order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension FormValues.Value {
  /// The value as a control holds it, for a control of this kind; `nil` when it cannot be.
  func controlValue(for kind: ControlKind) -> ControlValue? {
    switch (kind, self) {
    case (.field, .string(let text)): .text(text)
    case (.toggle, .bool(let isOn)): .on(isOn)
    case (.picker, .string(let option)): .option(option)
    case (.picker, .null): .option(nil)
    case (.stepper, .int(let number)): .number(number)
    case (.date, .string(let text)): (try? CalendarDate(parsing: text)).map { .day($0) }
    case (.date, .null): .day(nil)
    default: nil
    }
  }

  /// A control's value as these values write it.
  init(_ value: ControlValue) {
    switch value {
    case .text(let text): self = .string(text)
    case .on(let isOn): self = .bool(isOn)
    case .option(let option): self = option.map { .string($0) } ?? .null
    case .number(let number): self = .int(number)
    case .day(let day): self = day.map { .string($0.description) } ?? .null
    }
  }

  /// What the value is, in words, without a text: what an error about it says.
  var shape: String {
    switch self {
    case .string: "a string"
    case .bool(let isOn): isOn ? "true" : "false"
    case .int(let number): "\(number)"
    case .null: "null"
    case .rows(let rows): rows.count == 1 ? "1 row" : "\(rows.count) rows"
    }
  }
}

extension FormValues: Codable {
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the values as a JSON object, its names in order.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for name in names {
      let key = Key(stringValue: name)
      switch storage[name] {
      case .string(let text)?: try container.encode(text, forKey: key)
      case .bool(let isOn)?: try container.encode(isOn, forKey: key)
      case .int(let number)?: try container.encode(number, forKey: key)
      case .null?, nil: try container.encodeNil(forKey: key)
      case .rows(let rows)?: try container.encode(rows, forKey: key)
      }
    }
  }

  /// Decodes values from a JSON object; a value of another shape is an error naming it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    for key in container.allKeys {
      let value: Value
      if try container.decodeNil(forKey: key) {
        value = .null
      } else if let isOn = try? container.decode(Bool.self, forKey: key) {
        value = .bool(isOn)
      } else if let number = try? container.decode(Int.self, forKey: key) {
        value = .int(number)
      } else if let text = try? container.decode(String.self, forKey: key) {
        value = .string(text)
      } else {
        value = .rows(try container.decode([FormValues].self, forKey: key))
      }
      self[key.stringValue] = value
    }
  }
}

extension FormValues {
  /// The values of a value of the app's own type, through its JSON: a profile from the server
  /// made ready for `Screen.load(_:)`.
  ///
  /// Each stored property becomes the value of the control of the same name: a `String` for a
  /// field or a picker's option, a `Bool` for a switch, an `Int` for a stepper, a
  /// `CalendarDate` (or its `"YYYY-MM-DD"` string) for a date, an optional's `nil`
  /// for nothing chosen, and an array of rows for a group.
  ///
  /// ```swift
  /// struct Profile: Codable { var name: String; var guests: Int; var language: String? }
  /// try screen.load(FormValues(encoding: profile))
  /// let edited: Profile = try screen.values.decode()
  /// ```
  ///
  /// Swift's synthesized `Encodable` leaves out an optional property that is `nil`, and
  /// `Screen.load(_:)` leaves the control of a name the values lack as it is:
  /// to clear a picker or a date on a screen already loaded, encode its `nil` (with
  /// `encodeNil(forKey:)`) or build the screen anew (a reset goes back to what was loaded).
  ///
  /// - Parameter value: A value that encodes as one object of names.
  /// - Throws: The encoder's error, or `DecodingError` when the value does not encode as an
  ///   object of strings, Booleans, whole numbers, `null` and arrays of such objects.
  public init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(FormValues.self, from: JSONEncoder().encode(value))
  }

  /// The values as a value of the app's own type, through their JSON: what Save sends.
  ///
  /// - Parameter type: The app's type, whose properties are named as the controls.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` naming the property that does not fit.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
  }
}

extension FormValues: CustomStringConvertible, CustomReflectable {
  /// The values, a secure field's text (and any text not known to be printable) masked.
  public var description: String {
    "FormValues(" + names.map { "\($0): \(shown($0))" }.joined(separator: ", ") + ")"
  }

  /// What `dump` and debuggers show: the same masked values.
  public var customMirror: Mirror {
    Mirror(self, children: names.map { (label: $0, value: shown($0) as Any) })
  }

  private func shown(_ name: String) -> String {
    switch storage[name] {
    case .string(let text)?:
      printable.contains(name) ? text.scenarioQuotedForValues : Masking.mask(text)
    case .rows(let rows)?: "[" + rows.map(\.description).joined(separator: ", ") + "]"
    case let value?: value.shape
    case nil: "nil"
    }
  }
}

extension String {
  /// The text in double quotes, as values print it.
  fileprivate var scenarioQuotedForValues: String {
    var quoted = "\""
    for character in self {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
