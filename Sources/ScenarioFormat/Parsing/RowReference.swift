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

  /// The key of a row's name or of a name for every row (`job[].bags` for `job[2].bags` and
  /// `job[*].bags`); `nil` for a name of no row.
  ///
  /// - Parameter name: A name as written.
  /// - Returns: The key.
  package static func templateKey(of name: String) -> String? {
    switch read(name) {
    case .reference(let row): templateKey(group: row.group, member: row.member)
    case .everyRow(let every): templateKey(group: every.group, member: every.member)
    case .notReference, .badRow, .rowAlone: nil
    }
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
    /// `GROUP[*].NAME`: NAME in every row (version 2.1).
    case everyRow(EveryRowReference)
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
    let rest = text[text.index(after: close)...]
    if digits == Keyword.everyRow, rest.first == ".", LineCursor.isName(String(rest.dropFirst())) {
      return .everyRow(EveryRowReference(group: group, member: String(rest.dropFirst())))
    }
    guard let row = Int(digits), digits.allSatisfy(\.isASCII), digits.first != "+",
      digits.first != "-", row >= 1
    else { return .badRow(offset: rowOffset) }
    guard rest.first == "." else {
      return rest.isEmpty ? .rowAlone(group: group, row: String(digits)) : .notReference
    }
    let member = String(rest.dropFirst())
    guard LineCursor.isName(member) else { return .notReference }
    return .reference(RowReference(group: group, row: row, member: member))
  }
}

/// `GROUP[*].NAME` (version 2.1): control or manager NAME in every row of group GROUP, which
/// only a `never` line may write; every `[*]` of one invariant stands for the same row.
public struct EveryRowReference: Sendable, Hashable {
  /// The group's name.
  public let group: String
  /// The name the row's declaration gives.
  public let member: String

  /// The reference as written.
  public var name: String { "\(group)[\(Keyword.everyRow)].\(member)" }
}

extension EveryRowReference {
  /// The name for every row that a template key of group `group` stands for (`job[*].bags`
  /// for `job[].bags`); `nil` for a key of another group or of no row.
  ///
  /// - Parameters:
  ///   - key: A key of the checker's tables.
  ///   - group: The group's name.
  package init?(templateKey key: String, in group: String) {
    guard let member = RowReference.member(ofTemplateKey: key, in: group) else { return nil }
    self.init(group: group, member: member)
  }
}

extension NameReference {
  /// The row reference the name is, if it is one.
  public var row: RowReference? { RowReference(name) }

  /// The every-row reference the name is, `GROUP[*].NAME`, if it is one (version 2.1).
  public var everyRow: EveryRowReference? {
    guard case .everyRow(let reference) = RowReference.read(name) else { return nil }
    return reference
  }
}
