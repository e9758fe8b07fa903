import Foundation
import ScenarioCommand
import ScenarioEngine
import ScenarioFormat
import ScenarioMutation
import Testing

@testable import ScenarioCommand

/// `--mutate` and `--generate` on the command line: their options, the gate on the score, and
/// the usage errors, each message pinned whole.
@Suite("Mutation testing on the command line")
struct MutationCommandLineTests {
  /// A fresh folder with the PIN screen's file in it.
  private static func pinFile() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mutation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("pin.scenario").path
    try MutationTests.pin.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }

  /// The budget of the mutation run an argument list asks for.
  private func budget(_ arguments: [String]) throws -> Duration? {
    guard case .mutate(let mutation) = try RunnerCommand(arguments: arguments).mode else {
      return nil
    }
    return mutation.budget
  }

  @Test func theBudgetIsADurationThatGoesWithMutate() throws {
    #expect(try budget(["--mutate", "--budget", "120s"]) == .seconds(120))
    #expect(try budget(["--mutate", "--budget=1500ms"]) == .milliseconds(1500))
    let wrong: [([String], RunnerCommand.UsageError)] = [
      (["--mutate", "--budget", "0s"], .badDuration(option: "--budget", found: "0s")),
      (["--mutate", "--budget", "2m"], .badDuration(option: "--budget", found: "2m")),
      (["--budget", "9s"], .goesWithMutate("--budget")),
    ]
    for (arguments, error) in wrong {
      #expect(throws: error, "\(arguments)") { try RunnerCommand(arguments: arguments) }
    }
  }

  @Test func theRunnerGatesOnTheMinimumScore() throws {
    let (folder, path) = try Self.pinFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    var output = ""
    var errors = ""
    let low = try RunnerCommand(arguments: ["--mutate", "--min-score", "99", path])
    let status = low.run(writeError: { errors += $0 }) { output += $0 }
    #expect(status == .failure)
    #expect(output.contains("mutation score"))
    #expect(errors.hasPrefix("error: the mutation score"))
    #expect(errors.contains("is below --min-score 99"))
    output = ""
    let lenient = try RunnerCommand(arguments: ["--mutate", "--min-score", "0", path])
    #expect(lenient.run { output += $0 } == .success)
    let wrong: [([String], RunnerCommand.UsageError)] = [
      (["--min-score", "80", path], .goesWithMutate("--min-score")),
      (["--mutate", "--explore", path], .cannotCombine("--mutate", with: "--explore")),
      (["--mutate", "--format", "junit", path], .mutationReportFormat(.junit)),
      (
        ["--mutate", "--min-score", "101", path],
        .numberOutOfRange(option: "--min-score", range: 0...100, found: "101")
      ),
    ]
    for (arguments, error) in wrong {
      #expect(throws: error, "\(arguments)") { try RunnerCommand(arguments: arguments) }
    }
  }

  @Test func generateWritesBesideTheFileAndPrintsSecretsMasked() throws {
    let (folder, path) = try Self.pinFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    var output = ""
    let printed = try RunnerCommand(arguments: ["--generate", path])
    #expect(printed.run { output += $0 } == .success)
    #expect(output.contains("scenario \"checks: field 'pin' has its rule min-length (line 2)\""))
    let pinLines = output.split(separator: "\n").filter { $0.contains(" pin \"") }
    #expect(!pinLines.isEmpty)
    for line in pinLines {
      let inside = line.split(separator: "\"", omittingEmptySubsequences: false)[1]
      #expect(!inside.isEmpty && inside.allSatisfy { $0 == "•" }, "\(line)")
    }
    // The on-submit display is told apart by a blur: four scenarios, every mutant killed.
    #expect(output.contains("# 4 scenarios that kill 7 of 7 mutants"))
    let out = folder.appendingPathComponent("pin-suite.scenario").path
    output = ""
    let written = try RunnerCommand(arguments: ["--generate", path, "--out", out])
    #expect(written.run { output += $0 } == .success)
    #expect(output.hasPrefix("wrote \(out): "))
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(CheckedFile(text: text, path: out).replayAll().allSatisfy { $0.passed })
    var errors = ""
    let itself = try RunnerCommand(arguments: ["--generate", path, "--out", path])
    #expect(itself.run(writeError: { errors += $0 }) { _ in } == .usage)
    #expect(errors == "error: --out '\(path)' is the file itself; write the suite beside it\n")
    #expect(throws: RunnerCommand.UsageError.cannotCombine("--generate", with: "--mutate")) {
      try RunnerCommand(arguments: ["--generate", path, "--mutate"])
    }
  }
}
