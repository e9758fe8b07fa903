import ControlModel
import Foundation
import ScenarioEngine
import ScenarioFormat

/// `--fmt`: files rewritten in the canonical layout, or with `--check`, the diff of those that
/// are not.
extension RunnerCommand {
  func runFormat(
    _ formatting: Formatting, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    let check = formatting.checksOnly
    let (found, pathStatus) = scenarioFiles(formatting.paths, console: console)
    var status = pathStatus
    var changed = 0
    for path in found {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        console.fail("error: '\(path)' cannot be read as UTF-8 text; it is left as it is\n")
        status = .invalidInput
        continue
      }
      let formatted = Formatter.format(text)
      guard formatted != text else { continue }
      changed += 1
      if check {
        console.write(Self.diff(path, text, formatted, catalogue: catalogue))
        continue
      }
      if writeFile(formatted.utf8, to: path, console: console) {
        console.write("formatted \(path)\n")
      } else {
        status = .invalidInput
      }
    }
    let files = "\(changed) of \(found.count) file\(found.count == 1 ? "" : "s")"
    console.write(check ? "\(files) not formatted\n" : "\(files) formatted\n")
    if status == .success, check, changed > 0 { return .failure }
    return status
  }

  /// The lines that formatting changes: each removed line with its number in the file, each
  /// added one with its number in the formatted file, each as it may be printed (a secure
  /// field's texts masked).
  static func diff(
    _ path: String, _ old: String, _ new: String, catalogue: ScreenCatalogue = ScreenCatalogue()
  ) -> String {
    let before = SourceFile.lines(of: old)
    let after = SourceFile.lines(of: new)
    let (printedBefore, printedAfter) = (
      printable(before, old, path, catalogue), printable(after, new, path, catalogue)
    )
    // The longest common subsequence of lines, from the end.
    var common = Array(
      repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
    for i in stride(from: before.count - 1, through: 0, by: -1) {
      for j in stride(from: after.count - 1, through: 0, by: -1) {
        common[i][j] =
          before[i] == after[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines = ["--- \(path)", "+++ \(path) (formatted)"]
    var (i, j) = (0, 0)
    while i < before.count || j < after.count {
      if i < before.count, j < after.count, before[i] == after[j] {
        (i, j) = (i + 1, j + 1)
      } else if i < before.count, j == after.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append("-\(i + 1): " + printedBefore[i])
        i += 1
      } else {
        lines.append("+\(j + 1): " + printedAfter[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A text's lines as they may be printed, as the file's checker masks them.
  private static func printable(
    _ lines: [String], _ text: String, _ path: String, _ catalogue: ScreenCatalogue
  ) -> [String] {
    let checked = CheckedFile(text: text, path: path, catalogue: catalogue)
    return lines.indices.map { checked.printableLine($0 + 1) ?? Masking.mask(lines[$0]) }
  }
}
