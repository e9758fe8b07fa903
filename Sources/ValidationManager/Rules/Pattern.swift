import Foundation

/// A regular expression compiled once and matched against whole texts.
package final class Pattern: Sendable {
  /// The expression as written.
  package let source: String
  private let wholeText: NSRegularExpression
  private let fallback: Bool
  /// The same pattern, matched without the expression engine, when it is of the simple kind
  /// most forms use (a keystroke then costs a few hundred instructions, not thousands).
  private let simple: SimplePattern?

  package init(_ source: String) throws(PatternError) {
    self.source = source
    let plain: NSRegularExpression
    do {
      plain = try NSRegularExpression(pattern: source)
    } catch {
      throw PatternError(pattern: source, reason: Self.reason(for: source))
    }
    // Anchor at both ends, as MATCHES does. An expression that leaves a quote (\Q) or an
    // extended-mode comment open would swallow the anchors; it is matched whole by range instead.
    if let anchored = try? NSRegularExpression(pattern: "\\A(?:" + source + ")\\z") {
      wholeText = anchored
      fallback = false
    } else {
      wholeText = plain
      fallback = true
    }
    simple = SimplePattern(source)
  }

  /// Whether the whole text matches.
  ///
  /// Out of line, so that the rules every keystroke runs stay small enough to inline.
  @inline(never)
  package func matchesWhole(_ text: String) -> Bool {
    if let simple, let decided = simple.matchesWhole(text) { return decided }
    return matchedByEngine(text)
  }

  /// Whether the whole text matches, as the expression engine decides.
  package func matchedByEngine(_ text: String) -> Bool {
    let length = text.utf16.count
    let range = NSRange(location: 0, length: length)
    if fallback {
      guard let match = wholeText.firstMatch(in: text, options: [.anchored], range: range)
      else { return false }
      return match.range.length == length
    }
    return wholeText.firstMatch(in: text, options: [], range: range) != nil
  }

  /// Why ICU refused the expression.
  ///
  /// ICU on Linux gives no detail, so the reason comes from the standard library's parser of
  /// the same syntax where it also refuses the expression.
  private static func reason(for source: String) -> String {
    do {
      _ = try Regex(source)
    } catch {
      return "\(error)"
    }
    return "it is not a valid ICU regular expression"
  }
}

extension Pattern {
  /// The pattern for `source`: compiled here, or shared with an earlier compile of a long one.
  ///
  /// Foundation on Linux never frees the UTF-16 copy it makes of an expression longer than 256
  /// UTF-16 units (`_CFRegularExpressionCreate` frees it only when compiling fails). A long
  /// expression is therefore compiled once a process while it stays among the last few long
  /// ones, rather than once each time a file naming it is read again (the language server reads
  /// the file at every keystroke).
  ///
  /// - Parameter source: An ICU regular expression.
  /// - Returns: The compiled pattern.
  /// - Throws: ``PatternError`` when the expression does not compile.
  package static func compiled(_ source: String) throws(PatternError) -> Pattern {
    guard source.utf16.count > LongPatterns.copiedAbove else { return try Pattern(source) }
    if let known = LongPatterns.shared.pattern(for: source) { return known }
    let pattern = try Pattern(source)
    LongPatterns.shared.keep(pattern)
    return pattern
  }
}

/// The long expressions compiled lately, by their text.
private final class LongPatterns: @unchecked Sendable {
  static let shared = LongPatterns()
  /// Foundation's stack buffer for an expression, in UTF-16 units, with room for the anchors
  /// ``Pattern`` adds (eight units).
  static let copiedAbove = 256 - 8
  /// How many are kept before the store starts again.
  private static let capacity = 64
  /// Guards `patterns`; `NSLock` rather than `Mutex`, which the package's oldest platforms lack.
  private let lock = NSLock()
  private var patterns: [String: Pattern] = [:]

  func pattern(for source: String) -> Pattern? {
    lock.withLock { patterns[source] }
  }

  func keep(_ pattern: Pattern) {
    lock.withLock {
      if patterns.count >= Self.capacity { patterns.removeAll(keepingCapacity: true) }
      patterns[pattern.source] = pattern
    }
  }
}

/// An error thrown for a regular expression that does not compile.
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The expression as written.
  public let pattern: String
  /// Why it does not compile.
  public let reason: String

  /// The error as one line, naming the pattern.
  public var description: String {
    "invalid pattern '\(pattern)': \(reason)"
  }
}
