/// A row reference as written, `GROUP[N].NAME`: control or manager NAME of row N (from 1) of
/// group GROUP (version 2).
public struct RowReference: Sendable, Hashable {
  /// The group's name.
  public let group: String
  /// The row's number, from 1.
  public let row: Int
  /// The name the row's declaration gives.
  public let member: String

  /// Reads a reference; `nil` for text of another shape.
  ///
  /// - Parameter text: A bare word of a line.
  public init?(_ text: String) {
    guard case .reference(let reference) = Self.read(text) else { return nil }
    self = reference
  }

  /// A reference to row `row` of `group`.
  ///
  /// - Parameters:
  ///   - group: The group's name.
  ///   - row: The row's number, from 1.
  ///   - member: The name the row's declaration gives.
  public init(group: String, row: Int, member: String) {
    self.group = group
    self.row = row
    self.member = member
  }

  /// The reference as written.
  public var name: String { "\(group)[\(row)].\(member)" }

  /// The reference for every row alike, as a report names what each row is given:
  /// `passenger[N].first`.
  package var everyRow: String { "\(group)[N].\(member)" }

  /// The key under which the checker's tables keep a group's row name, the same for every row:
  /// `passenger[].first`.
  ///
  /// - Parameters:
  ///   - group: The group's name.
  ///   - member: The name the row's declaration gives.
  /// - Returns: The key.
  package static func templateKey(group: String, member: String) -> String {
    "\(group)[].\(member)"
  }

  /// The row name a template key of this group stands for; `nil` for another key.
  ///
  /// - Parameters:
  ///   - key: A key of the checker's tables.
  ///   - group: The group's name.
  /// - Returns: The row name.
  package static func member(ofTemplateKey key: String, in group: String) -> String? {
    let prefix = templateKey(group: group, member: "")
    return key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : nil
  }

  /// What a bare word with a `[` reads as.
  enum Reading {
    /// Not a row reference at all.
    case notReference
    /// A well-formed reference.
    case reference(RowReference)
    /// A row number that is not a whole number of at least 1: the offset of its first
    /// character in the word, from 0.
    case badRow(offset: Int)
    /// `GROUP[N]` with no `.NAME` after it.
    case rowAlone(group: String, row: String)
  }

  /// Reads a word that may be a row reference.
  static func read(_ text: String) -> Reading {
    // Most names have no bracket: a search of the bytes says so without breaking characters.
    guard text.utf8.contains(UInt8(ascii: "[")), let open = text.firstIndex(of: "[") else {
      return .notReference
    }
    let group = String(text[..<open])
    guard LineCursor.isName(group), let close = text[open...].firstIndex(of: "]") else {
      return .notReference
    }
    let digits = text[text.index(after: open)..<close]
    let rowOffset = group.count + 1
    guard let row = Int(digits), digits.allSatisfy(\.isASCII), digits.first != "+",
      digits.first != "-", row >= 1
    else { return .badRow(offset: rowOffset) }
    let rest = text[text.index(after: close)...]
    guard rest.first == "." else {
      return rest.isEmpty ? .rowAlone(group: group, row: String(digits)) : .notReference
    }
    let member = String(rest.dropFirst())
    guard LineCursor.isName(member) else { return .notReference }
    return .reference(RowReference(group: group, row: row, member: member))
  }
}

extension NameReference {
  /// The row reference the name is, if it is one.
  public var row: RowReference? { RowReference(name) }
}
