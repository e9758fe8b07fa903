public import ControlModel

/// A day written relative to today, `today`, `today+N` or `today-N` (version 2.1): how many
/// days it counts from today, and where it is written.
///
/// The file keeps the day as written, so that the writer writes it back and a runner reads it
/// on its own today (the file's `today` line, moved by the `today` steps before it, or the
/// runner's day).
///
/// ```
/// date due from today to today+30
///   pick due today+7
/// ```
public struct RelativeDay: Sendable, Hashable, CustomStringConvertible {
  /// The days from today: 0 for `today`, -2 for `today-2`.
  public let offset: Int
  /// Where the day is written.
  public let position: SourcePosition

  /// The most days a file may count from today: about ten thousand years.
  package static let longestOffset = 3_650_000

  /// A day `offset` days from today, written at `position`.
  package init(offset: Int, position: SourcePosition) {
    self.offset = offset
    self.position = position
  }

  /// The day as the format writes it: `today`, `today+3`, `today-3`.
  public var description: String {
    let word = Keyword.Step.today.rawValue
    switch offset {
    case 0: return word
    case 1...: return "\(word)+\(offset)"
    default: return "\(word)\(offset)"
    }
  }

  /// The day it is when today is a given day.
  ///
  /// - Parameter today: The day that counts as today.
  /// - Returns: That day moved by ``offset`` days, or `nil` when it falls outside the calendar
  ///   (0001-01-01 to 9999-12-31).
  public func day(today: CalendarDate) -> CalendarDate? {
    today.adding(days: offset)
  }

  /// The day as the model's places of the file hold it: as it reads on today, kept within the
  /// calendar; on a today that the file does not say, as it reads on 1970-01-01, until a
  /// runner reads it on its own today.
  ///
  /// - Parameter today: The file's today (moved by the `today` steps before), if known.
  /// - Returns: The day.
  package func day(readOn today: CalendarDate?) -> CalendarDate {
    let base = today ?? CalendarDate(daysSince1970: 0) ?? .earliest
    return day(today: base) ?? (offset < 0 ? .earliest : .latest)
  }

  /// What a bare word reads as where a day may stand.
  package enum Reading: Equatable {
    /// Not a day relative to today: a date, a name or a mistake.
    case notRelative
    /// `today`, `today+N` or `today-N`: the days from today.
    case offset(Int)
    /// `today+` or `today-` not followed by digits only.
    case malformed
    /// More than ``longestOffset`` days from today.
    case tooFar
  }

  /// Reads a bare word that may be a day relative to today.
  ///
  /// - Parameter text: A bare word of a line.
  /// - Returns: What it reads as.
  package static func read(_ text: String) -> Reading {
    let word = Keyword.Step.today.rawValue
    guard text.hasPrefix(word) else { return .notRelative }
    let rest = text.dropFirst(word.count)
    guard let sign = rest.first else { return .offset(0) }
    guard sign == "+" || sign == "-" else { return .notRelative }
    let digits = rest.dropFirst()
    guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
      return .malformed
    }
    guard let count = Int(digits), count <= longestOffset else { return .tooFar }
    return .offset(sign == "+" ? count : -count)
  }
}
