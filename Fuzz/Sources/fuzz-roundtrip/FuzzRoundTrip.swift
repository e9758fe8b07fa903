import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// Each scenario's title and result, in order.
func results(of file: CheckedFile) -> [String] {
  file.replayAll().map { "\($0.scenario.title): \($0.failure?.actual ?? "passed")" }
}

/// libFuzzer's entry: for any bytes that parse as a valid scenario file, the format's writer
/// writes a file that reads back as the same file: it has no error, writing it again gives the
/// same text (the writer writes every part of the file but positions), and every scenario
/// replays to the same result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let original = CheckedFile(text: text, path: "fuzz.scenario")
  guard original.isValid else { return 0 }
  let written = ScenarioWriter.text(of: original.file)
  let reread = CheckedFile(text: written, path: "fuzz.scenario")
  precondition(
    reread.isValid,
    "the written file does not parse:\n\(written)\n---\n"
      + reread.renderedDiagnostics.joined(separator: "\n"))
  let again = ScenarioWriter.text(of: reread.file)
  precondition(again == written, "the file read back is another file:\n\(written)\n---\n\(again)")
  requireSameMeaning(results(of: original), results(of: reread), after: "writing and reading back")
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_roundtrip_main")
public func fuzzRoundTripMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzRoundTrip(data, size)
  }
}
