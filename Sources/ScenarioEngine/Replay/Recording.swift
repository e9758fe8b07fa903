import Foundation
public import ScenarioFormat

/// What `scenario-runner --record` writes into one file: each failing or placeholder
/// expectation replaced with what the screen showed, and what could not be recorded.
///
/// ```swift
/// let file = CheckedFile.load(path: "Scenarios/login.scenario")
/// let recording = file.record()
/// print(recording.diff)
/// try recording.apply(to: originalBytes).write(to: url)
/// ```
public struct Recording: Sendable {
  /// One line of the file replaced by the lines the screen showed.
  public struct Change: Sendable, Hashable {
    /// The line, from 1.
    public let line: Int
    /// The line as it was.
    public let old: String
    /// The lines in its place, with its indentation (and its comment on the first).
    public let new: [String]
  }

  /// An expectation that was not recorded, and why.
  public struct Refusal: Sendable, Hashable {
    /// Where the expectation is.
    public let position: SourcePosition
    /// Why, such as a secure field's text.
    public let reason: String
  }

  /// The file's path.
  public let path: String
  /// The lines replaced, in file order.
  public let changes: [Change]
  /// The expectations left as they were, in file order.
  public let refusals: [Refusal]
  /// The scenarios stopped by a failure that is not an expectation's (a step or an invariant);
  /// their later expectations are not recorded.
  public let failures: [ScenarioFailure]

  /// Whether recording leaves the file as it is.
  public var isEmpty: Bool { changes.isEmpty }

  /// The changes as a unified diff of the file, with secure fields' strings masked.
  public var diff: String {
    guard !changes.isEmpty else { return "" }
    var lines = ["--- \(path)", "+++ \(path) (recorded)"]
    var shift = 0
    for change in changes {
      lines.append(
        "@@ -\(change.line) +\(change.line + shift)"
          + "\(change.new.count == 1 ? "" : ",\(change.new.count)") @@"
      )
      lines.append("-" + change.old)
      lines += change.new.map { "+" + $0 }
      shift += change.new.count - 1
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The file's bytes with the changes made; every other byte, line ending and comment kept.
  ///
  /// - Parameter original: The file's content, as read.
  /// - Returns: The new content.
  public func apply(to original: some Collection<UInt8>) -> [UInt8] {
    let replacements = Dictionary(
      changes.map { ($0.line, $0.new) }, uniquingKeysWith: { first, _ in first })
    var output: [UInt8] = []
    var line = 1
    var start = original.startIndex
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    if original.starts(with: bom) {
      output += bom
      start = original.index(start, offsetBy: 3)
    }
    while start < original.endIndex {
      let newline = original[start...].firstIndex(of: 0x0A)
      let end = newline ?? original.endIndex
      var content = Array(original[start..<end])
      let hasReturn = content.last == 0x0D
      if hasReturn { content.removeLast() }
      let ending: [UInt8] = newline == nil ? [] : (hasReturn ? [0x0D, 0x0A] : [0x0A])
      if let new = replacements[line] {
        let joiner = hasReturn ? "\r\n" : "\n"
        output += Array(new.joined(separator: joiner).utf8)
        output += ending
      } else {
        output += content + ending
      }
      line += 1
      start = newline.map { original.index(after: $0) } ?? original.endIndex
    }
    return output
  }
}

extension CheckedFile {
  /// Replays the file to record it: each failing or placeholder expectation becomes what the
  /// screen showed.
  ///
  /// A secure field's text is never written, and a line of an examples table is recorded only
  /// when every row shows the same.
  ///
  /// - Parameter filter: Text the titles must contain; `nil` for all.
  /// - Returns: The changes to make; none for a file with errors.
  public func record(filter: String? = nil) -> Recording {
    var byLine: [Int: [Replayer.RecordedStep]] = [:]
    var failures: [ScenarioFailure] = []
    for scenario in scenarios where filter.map(scenario.title.contains) ?? true {
      guard let instance = makeScreen() else { continue }
      let (steps, failure) = Replayer(file: self, instance: instance).record(scenario)
      for step in steps { byLine[step.step.position.line, default: []].append(step) }
      if let failure { failures.append(failure) }
    }
    var changes: [Recording.Change] = []
    var refusals: [Recording.Refusal] = []
    for (line, steps) in byLine.sorted(by: { $0.key < $1.key })
    where steps.contains(where: \.isNeeded) {
      guard let old = source.line(line), let first = steps.first else { continue }
      let position = first.step.position
      if first.step.text != nil, old.contains("<"), old.contains(">") {
        refusals.append(
          Recording.Refusal(
            position: position,
            reason: "an expectation with a column of the examples table is not recorded; "
              + "write each row's value in the table"))
        continue
      }
      let recorded = steps.map(\.recorded)
      guard recorded.allSatisfy({ $0 == recorded[0] }) else {
        refusals.append(
          Recording.Refusal(
            position: position,
            reason: "the rows of the examples table show different things here"))
        continue
      }
      if let refusal = recorded[0].refusal, recorded[0].lines.isEmpty {
        refusals.append(Recording.Refusal(position: position, reason: refusal))
        continue
      }
      let new = Self.layout(recorded[0].lines, like: old)
      guard new != [old] else { continue }
      changes.append(Recording.Change(line: line, old: printableLine(line) ?? old, new: new))
    }
    return Recording(
      path: source.path, changes: changes, refusals: refusals,
      failures: failures.sorted { $0.position < $1.position })
  }

  /// New lines laid out as an old one: its indentation on each, and its comment (with the
  /// space before it) after the first.
  static func layout(_ lines: [String], like old: String) -> [String] {
    let indentation = String(old.prefix { $0 == " " || $0 == "\t" })
    var comment = ""
    if let column = LineLexer.commentColumn(of: old) {
      let before = old.prefix(column - 1)
      let spaces = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
      comment = String(old.dropFirst(column - 1 - spaces))
    }
    return lines.enumerated().map { index, line in
      indentation + line + (index == 0 ? comment : "")
    }
  }
}
