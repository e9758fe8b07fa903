import Foundation

/// `swift run -c release --package-path Benchmarks benchmarks [--json] [--quick]`, or
/// `… benchmarks --explore` for the explorer's rates.
@main
struct Benchmarks {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--memory-child", arguments.count == 3, let count = Int(arguments[2]) {
      print(MemoryWorkload.measure(arguments[1], count: count))
      return
    }
    if arguments.first == "--explore" {
      // The reference screens are the root package's Scenarios/, beside this package.
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      // --explore --only address runs the screens whose name contains the word, --once runs
      // each search once, not the fastest of five, and --states N bounds each search at N
      // states: for profiling a large screen under callgrind.
      let only = arguments.firstIndex(of: "--only").flatMap {
        arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
      }
      let states = arguments.firstIndex(of: "--states").flatMap {
        arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
      }
      print(
        ExplorerWorkload.run(
          scenarios: root.appendingPathComponent("Scenarios").path,
          checkout: root.appendingPathComponent(
            "Tests/ScenarioExplorerTests/ExplorerFixtures/eight-field-checkout.scenario"
          ).path, only: only, once: arguments.contains("--once"), states: states))
      return
    }
    let json = arguments.contains("--json")
    let quick = arguments.contains("--quick")
    let repetitions = quick ? 1 : 5
    var measurements: [Measurement] = []
    // --only W4:ours:100 runs one workload (one implementation, one n), for profiling.
    let only = arguments.firstIndex(of: "--only").flatMap {
      arguments.indices.contains($0 + 1)
        ? arguments[$0 + 1].split(separator: ":").map(String.init) : nil
    }

    // The trials are made only for the workload run: making another's (W3's edits) would count
    // its set-up, which grows with --rounds, in the instructions of the one measured.
    func run(_ workload: String, n: Int?, _ trials: @autoclosure () -> [Trial], note: String? = nil)
    {
      if let only, only[0] != workload { return }
      if let only, only.count > 2, only[2] != n.map(String.init) { return }
      for trial in trials() {
        if let only, only.count > 1, only[1] != trial.implementation { continue }
        let ns = Harness.median(trial, repetitions: repetitions)
        measurements.append(
          Measurement(
            workload: workload, implementation: trial.implementation, n: n, nsPerKeystroke: ns,
            note: trial.implementation == "opencombine" ? note : nil))
        if only != nil {
          FileHandle.standardError.write(Data("keystrokes: \(Harness.lastKeystrokes)\n".utf8))
        }
        if !json {
          FileHandle.standardError.write(
            Data(
              "\(workload) \(trial.implementation) n=\(n.map(String.init) ?? "-"): \(String(format: "%.1f", ns)) ns\n"
                .utf8))
        }
      }
    }

    // --rounds N sets the size of W1 to W5 (rounds, N × 100 keystrokes for W3, N × 1,000 / M for
    // W4, N × 1,000 for W5), for profiling and instruction counts.
    let rounds = arguments.firstIndex(of: "--rounds").flatMap {
      arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
    }
    let combineNote = "OpenCombine 0.14 has no CombineLatest: form validity from per-field sinks"
    run(
      "W1", n: nil, FormSpec.signUp.trials(rounds: rounds ?? (quick ? 50 : 2_000)),
      note: combineNote)
    run(
      "W2", n: nil, FormSpec.registration.trials(rounds: rounds ?? (quick ? 50 : 2_000)),
      note: combineNote)
    for n in [10, 1_000, 100_000] {
      let keystrokes = rounds.map { $0 * 100 } ?? (quick ? 2_000 : 200_000)
      let slow = max(200, min(keystrokes, 20_000_000 / n))
      run(
        "W3", n: n, ManyFields.trials(fields: n, keystrokes: keystrokes, slowKeystrokes: slow),
        note: combineNote)
    }
    for m in [1, 100, 10_000] {
      let keystrokes =
        rounds.map { max(20, $0 * 1_000 / m) } ?? max(20, (quick ? 200_000 : 2_000_000) / m)
      run("W4", n: m, ManyManagers.trials(managers: m, keystrokes: keystrokes))
    }
    run("W7", n: nil, AddressWorkload.trials(rounds: rounds ?? (quick ? 50 : 20_000)))
    for n in [10, 1_000] {
      let changes = rounds.map { max(10, $0 * 100 / n) } ?? max(20, (quick ? 20_000 : 200_000) / n)
      run("W8", n: n, AddressWorkload.conditionTrials(rules: n, changes: changes))
    }
    for n in [10, 1_000] {
      let changes = rounds.map { max(10, $0 * 10) } ?? (quick ? 200 : 20_000)
      run("W9", n: n, RowWorkload.trials(rows: n, changes: changes))
    }
    for n in [10, 1_000] {
      let operations = rounds.map { max(10, $0 * 10 / max(1, n / 10)) } ?? (quick ? 20 : 2_000)
      run("W10", n: n, LifecycleWorkload.trials(controls: n, operations: operations))
    }
    let runnerKeystrokes = rounds.map { $0 * 1_000 } ?? (quick ? 10_000 : 1_000_000)
    run("W5", n: runnerKeystrokes, RunnerWorkload.trials(keystrokes: runnerKeystrokes))
    let memoryCount = quick ? 10_000 : 100_000
    for implementation in ["ours", "opencombine", "naive", "floor"] where only == nil {
      let bytes = try memoryChild(implementation, count: memoryCount)
      measurements.append(
        Measurement(
          workload: "W6", implementation: implementation, n: memoryCount, nsPerKeystroke: nil,
          bytesPerField: bytes))
    }

    print(json ? Report.json(measurements) : Report.table(measurements))
  }

  static func memoryChild(_ implementation: String, count: Int) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--memory-child", implementation, String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Double(text) ?? .nan
  }
}
