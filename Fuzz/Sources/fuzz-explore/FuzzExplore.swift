import FuzzSupport
import ScenarioEngine
import ScenarioExplorer
import ScenarioFormat

/// libFuzzer's entry: parse any bytes as a scenario file and, when it is valid, explore its
/// screen with a small budget, randomly and systematically.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExplore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = CheckedFile(
    source: SourceFile(path: "fuzz.scenario", bytes: UnsafeBufferPointer(start: data, count: size)))
  guard file.isValid else { return 0 }
  let random = Explorer.explore(file, options: Explorer.Options(runs: 3, steps: 12, seed: 1))
  let systematic = Explorer.exploreSystematically(file, options: .init(depth: 4, states: 500))
  // Whatever the explorer reports replays as it says; a model defect in it is a crash.
  for violation in [random.violation, systematic.violation].compactMap(\.self) {
    let written = CheckedFile(text: violation.scenarioFile, path: "violation.scenario")
    precondition(written.isValid, "a written counterexample does not parse")
    requireNoModelDefect(in: written.replayAll())
  }
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_explore_main")
public func fuzzExploreMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzExplore(data, size)
  }
}
