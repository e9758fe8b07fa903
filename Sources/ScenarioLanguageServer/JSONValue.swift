public import Foundation
import ScenarioEngine
import ScenarioFormat

/// A JSON value, as the language server reads and writes it with Foundation's coders.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// The member of an object with this key, or `nil` for a missing key or a value that is not
  /// an object.
  ///
  /// - Parameter key: The member's name.
  /// - Returns: The member's value.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The string, if the value is one.
  public var stringValue: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The number as an integer, if the value is a whole number that fits one.
  public var intValue: Int? {
    guard case .number(let number) = self, number.rounded() == number,
      abs(number) < 9_007_199_254_740_992
    else { return nil }
    return Int(number)
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The value decoded from JSON text, or `nil` for text that is not JSON.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Returns: The value.
  public static func parse(_ data: Data) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: data)
  }

  /// The value as compact JSON with sorted keys.
  public var encoded: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }
}

extension JSONValue: Codable {
  /// Decodes any JSON value.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for input that is not JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONValue].self) {
      self = .array(elements)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` for a number that JSON cannot hold.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .number(let number):
      if let whole = Int(exactly: number) {
        try container.encode(whole)
      } else {
        try container.encode(number)
      }
    case .string(let text): try container.encode(text)
    case .array(let elements): try container.encode(elements)
    case .object(let members): try container.encode(members)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// A string.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A whole number.
  ///
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A boolean.
  ///
  /// - Parameter value: The boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object.
  ///
  /// - Parameter elements: The members.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  /// `null`.
  ///
  /// - Parameter nilLiteral: Nothing.
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
  /// A whole number.
  ///
  /// - Parameter value: The number.
  /// - Returns: The number as JSON.
  static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
