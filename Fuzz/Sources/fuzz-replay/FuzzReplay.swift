import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// libFuzzer's entry: parse any bytes as a scenario file and replay it when it is valid.
///
/// Every scenario is replayed with snapshots and every failure rendered. A scenario may fail its own expectations;
/// the model breaking one of its invariants, or a reset breaking its contract, is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = CheckedFile(
    source: SourceFile(path: "fuzz.scenario", bytes: UnsafeBufferPointer(start: data, count: size)))
  guard file.isValid else { return 0 }
  requireNoModelDefect(in: file.replayAll(recordingSnapshots: true))
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_replay_main")
public func fuzzReplayMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzReplay(data, size)
  }
}
