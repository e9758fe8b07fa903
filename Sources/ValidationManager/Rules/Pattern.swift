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
