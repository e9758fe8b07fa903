import Foundation
import Testing

/// Runs the built `scenario-runner` and returns its exit status and output.
func runScenarioRunner(
  _ arguments: [String], environment: [String: String] = [:], unsetting unset: [String] = [],
  in directory: URL = fixturesDirectory
) throws -> (status: Int32, output: String, errors: String) {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("scenario-runner")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  var processEnvironment = ProcessInfo.processInfo.environment
  for (key, value) in environment { processEnvironment[key] = value }
  for key in unset { processEnvironment[key] = nil }
  process.environment = processEnvironment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self),
    String(decoding: errorData, as: UTF8.self)
  )
}

/// The folder that holds the built products, beside the test bundle: on macOS the folder of
/// the `.xctest` bundle, elsewhere the folder of the test executable.
let productsDirectory: URL = {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
  #endif
  return Bundle.main.bundleURL
}()

let fixturesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("ScenarioEngineTests/Fixtures")

@Suite("scenario-runner, end to end")
struct RunnerEndToEndTests {
  @Test func aPassingFileExitsZeroAndEndsWithTheCounts() throws {
    let run = try runScenarioRunner(["passing.scenario"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        PASS  passing.scenario  four digits enable confirm
        PASS  passing.scenario  letters are refused
        2 passed, 0 failed

        """)
  }

  @Test func aFailingScenarioExitsOneAndTheOthersStillRun() throws {
    let run = try runScenarioRunner(["failing.scenario"])
    #expect(run.status == 1)
    let expected = try String(
      contentsOf: fixturesDirectory.appendingPathComponent("failing.expected"), encoding: .utf8)
    #expect(run.output == expected)
    #expect(run.output.hasSuffix("1 passed, 2 failed\n"))
  }

  @Test func theTextOfASecureFieldNeverAppears() throws {
    let run = try runScenarioRunner(["failing.scenario", "malformed.scenario"])
    #expect(!run.output.contains("hunter"))
    #expect(run.output.contains("•••••••"))
  }

  @Test func aMalformedFileExitsTwoWithEveryErrorLocated() throws {
    let run = try runScenarioRunner(["malformed.scenario"])
    #expect(run.status == 2)
    let expected = try String(
      contentsOf: fixturesDirectory.appendingPathComponent("malformed.expected"), encoding: .utf8)
    #expect(run.output == expected)
  }

  @Test func aFileErrorWinsOverAFailureAndTheOtherFilesStillRun() throws {
    let run = try runScenarioRunner(["malformed.scenario", "failing.scenario", "passing.scenario"])
    #expect(run.status == 2)
    // Each file's report as it reads alone, without its count: one count ends the run.
    let reports = try ["malformed", "failing"].map { name in
      let expected = try String(
        contentsOf: fixturesDirectory.appendingPathComponent("\(name).expected"), encoding: .utf8)
      return expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
        .map { "\($0)\n" }.joined()
    }
    #expect(
      run.output == reports.joined() + """
        PASS  passing.scenario  four digits enable confirm
        PASS  passing.scenario  letters are refused
        3 passed, 2 failed

        """)
  }

  @Test func aMissingPathExitsTwo() throws {
    let run = try runScenarioRunner(["nothing.scenario", "passing.scenario"])
    #expect(run.status == 2)
    #expect(
      run.output == """
        error: cannot read 'nothing.scenario': no such file or directory
        PASS  passing.scenario  four digits enable confirm
        PASS  passing.scenario  letters are refused
        2 passed, 0 failed

        """)
  }

  @Test func aFolderRunsItsFilesInSortedOrder() throws {
    let run = try runScenarioRunner(["."])
    let files = run.output.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("PASS") || line.hasPrefix("FAIL") else { return nil }
      return line.split(separator: " ", omittingEmptySubsequences: true)[1].description
    }
    #expect(files == files.sorted())
    #expect(Set(files) == ["./failing.scenario", "./passing.scenario", "./planted.scenario"])
  }

  @Test func filterRunsOnlyMatchingTitles() throws {
    let run = try runScenarioRunner(["--filter", "refused", "passing.scenario"])
    #expect(run.status == 0)
    #expect(run.output == "PASS  passing.scenario  letters are refused\n1 passed, 0 failed\n")
    let equals = try runScenarioRunner(["--filter=four", "passing.scenario"])
    #expect(equals.output.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func listPrintsTitlesWithoutRunning() throws {
    let run = try runScenarioRunner(["--list", "failing.scenario"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        failing.scenario:10: enabled too early
        failing.scenario:16: the next scenario still runs
        failing.scenario:19: the secret is never printed
        3 scenarios

        """)
  }

  @Test func helpExplainsTheFormatAndPointsToTheDocumentation() throws {
    let run = try runScenarioRunner(["--help"])
    #expect(run.status == 0)
    #expect(
      run.output.split(separator: "\n", omittingEmptySubsequences: false).prefix(7) == [
        "USAGE: scenario-runner [OPTIONS] [PATH...]",
        "",
        "Replays scenario files headlessly and checks what each screen shows after every keystroke.",
        "PATH is a file, or a folder standing for every *.scenario file below it in sorted order;",
        "by default, Scenarios.",
        "",
        "OPTIONS:",
      ])
    for text in [
      "--filter", "--list", "EXIT STATUS", "README.md", "expect focus", "\"Format reference\"",
      "\"Writing scenarios\"", "\"In your editor\"",
    ] {
      #expect(run.output.contains(text))
    }
  }

  @Test(arguments: [
    (["--fliter", "x"], "unknown option '--fliter'; did you mean '--filter'?"),
    (["--filter"], "option '--filter' needs a value, such as '--filter phone'"),
    (["-x"], "unknown option '-x'"),
  ])
  func aBadCommandLineExitsSixtyFour(arguments: [String], message: String) throws {
    let run = try runScenarioRunner(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == "error: \(message)\nSee 'scenario-runner --help'.\n")
  }

  @Test func withoutPathsTheRunnerReadsScenarios() throws {
    let run = try runScenarioRunner([])
    #expect(run.status == 2)
    #expect(
      run.output
        == "error: cannot read 'Scenarios': no such file or directory\n0 passed, 0 failed\n")
  }

  @Test func exploreFindsThePlantedBugAndWritesAScenarioThatReproducesIt() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("explored-\(UUID().uuidString).scenario").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let run = try runScenarioRunner([
      "--explore", "planted.scenario", "--seed", "4", "--out", output,
    ])
    #expect(run.status == 1)
    #expect(
      run.output == """
        explored planted.scenario with seed 4: 3 steps
        violation after 3 steps, shrunk to 1:
          expected: never register enabled while terms off
            actual: register is enabled while terms is off
          paste email "a@b.co"
        wrote \(output); replay it with: scenario-runner \(output)

        """)
    let replay = try runScenarioRunner([output])
    #expect(replay.status == 1)
    #expect(
      replay.output == """
        FAIL  \(output)  explored: never register enabled while terms off
              \(output):15: paste email "a@b.co"
                expected: never register enabled while terms off
                  actual: register is enabled while terms is off
                 because: register is enabled: manager form is valid
                screen:
                  email     field    "a@b.co"  cursor 6  valid    no error  enabled  focused
                  terms     switch   off                 invalid  no error  enabled
                  register  button   0 taps                                 enabled
                  form      manager                      valid
        0 passed, 1 failed

        """)
  }

  @Test func aFilterThatMatchesNothingSaysSoOnStandardError() throws {
    let run = try runScenarioRunner(["--filter", "no such title", "passing.scenario"])
    #expect(run.status == 64)
    #expect(
      run.errors == """
        error: --filter 'no such title' matches no scenario; the nearest titles are:
          four digits enable confirm
          letters are refused

        """)
    #expect(run.output.isEmpty)
  }

  @Test func exploreNeedsOneFile() throws {
    let run = try runScenarioRunner(["--explore", "passing.scenario", "failing.scenario"])
    #expect(run.status == 64)
    #expect(
      run.errors
        == "error: --explore takes one scenario file, such as "
        + "'scenario-runner --explore Scenarios/login.scenario'\n",
      "errors go to stderr")
    #expect(run.output.isEmpty)
  }

  @Test func jobsReplayFilesAtOnceAndKeepTheOutputTheSame() throws {
    let sequential = try runScenarioRunner(["."])
    let parallel = try runScenarioRunner(["--jobs", "3", "."])
    #expect(parallel.status == sequential.status)
    #expect(parallel.output == sequential.output)
    let bad = try runScenarioRunner(["--jobs", "0"])
    #expect(bad.status == 64)
    #expect(
      bad.errors
        == "error: option '--jobs' takes a number from 1 to 256, found '0'\n"
        + "See 'scenario-runner --help'.\n")
  }
}
