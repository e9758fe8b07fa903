import Foundation
import Testing

@Suite("scenario-runner --record, end to end")
struct RecordEndToEndTests {
  let text = """
    field code allow digit limit 4
      min-length 4 "Four digits."
    button go
    manager form verifies code manages go

    scenario "four digits"
      type code "12a34"
      expect ?
      expect go disabled  # checked by hand
    """

  /// A folder of its own holding the file, so that tests run side by side.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url.appendingPathComponent("code.scenario"))
    return url
  }

  @Test func recordsTheFileShowsTheDiffAndTheFileThenPasses() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try runScenarioRunner(
      ["--record", "code.scenario"], unsetting: ["CI"], in: directory)
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output == """
        --- code.scenario
        +++ code.scenario (recorded)
        @@ -8 +8,2 @@
        -  expect ?
        +  expect code text "1234"
        +  expect focus code
        @@ -9 +10 @@
        -  expect go disabled  # checked by hand
        +  expect go enabled  # checked by hand
        recorded 2 expectations in 1 file

        """)
    let recorded = try String(
      contentsOf: directory.appendingPathComponent("code.scenario"), encoding: .utf8)
    #expect(recorded.hasSuffix("  expect focus code\n  expect go enabled  # checked by hand"))
    let replay = try runScenarioRunner(["code.scenario"], in: directory)
    #expect(replay.status == 0)
    let again = try runScenarioRunner(
      ["--record", "code.scenario"], unsetting: ["CI"], in: directory)
    #expect(again.output == "recorded 0 expectations in 0 files\n")
  }

  @Test func recordsWhenCIIsSetButEmptyAsAShellReadsIt() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try runScenarioRunner(
      ["--record", "code.scenario"], environment: ["CI": ""], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("--- code.scenario\n+++ code.scenario (recorded)\n"))
  }

  @Test func refusesWhenCIIsSetAndLeavesTheFile() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try runScenarioRunner(
      ["--record", "code.scenario"], environment: ["CI": "true"], in: directory)
    #expect(run.status == 64)
    #expect(
      run.errors
        == "error: --record refuses to run when CI is set: a job must never pass by recording "
        + "what the screen shows. Record on your machine, review the diff, and commit it.\n")
    #expect(run.output.isEmpty)
    let kept = try String(
      contentsOf: directory.appendingPathComponent("code.scenario"), encoding: .utf8)
    #expect(kept == text)
  }

  @Test func aPlaceholderFailsAnOrdinaryRun() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try runScenarioRunner(["code.scenario"], in: directory)
    #expect(run.status == 1)
    #expect(
      run.output == """
        FAIL  code.scenario  four digits
              code.scenario:8: expect ?
                expected: an expectation in place of the placeholder
                  actual: a placeholder (for what the step before changed)
                 because: run with --record to write what the screen shows into the file
                screen:
                  code  field    "1234"  cursor 4  valid  no error  enabled  focused
                  go    button   0 taps                             enabled
                  form  manager                    valid
        0 passed, 1 failed

        """)
  }

  @Test func aFileWithErrorsIsNotRecorded() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("field a\nscenario \"s\"\n  tap a\n".utf8).write(
      to: directory.appendingPathComponent("code.scenario"))
    let run = try runScenarioRunner(
      ["--record", "code.scenario"], unsetting: ["CI"], in: directory)
    #expect(run.status == 2)
    #expect(
      run.output == """
        code.scenario:3:7: error: 'a' is a field; 'tap' takes a button
            tap a
                ^
        code.scenario:1:7: note: declared here
          field a
                ^
        code.scenario: not recorded: the file has errors
        recorded 0 expectations in 0 files

        """)
  }

  @Test func recordAndLSPCombineWithNoOtherMode() throws {
    for (arguments, message) in [
      (["--record", "--explore"], "option '--record' cannot be combined with '--explore'"),
      (["--lsp", "--check"], "option '--lsp' cannot be combined with '--check'"),
      (["--record", "--lsp"], "option '--record' cannot be combined with '--lsp'"),
      (["--record", "--format", "json"], "option '--record' cannot be combined with '--format'"),
      (["--trace", "--record"], "option '--record' cannot be combined with '--trace'"),
      (["--lsp", "--filter", "x"], "option '--lsp' cannot be combined with '--filter'"),
    ] {
      let run = try runScenarioRunner(arguments)
      #expect(run.status == 64)
      #expect(run.errors == "error: \(message)\nSee 'scenario-runner --help'.\n")
    }
  }
}
