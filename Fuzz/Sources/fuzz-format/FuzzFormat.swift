import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// What a file means to the runner: every error's message, and each scenario's result.
///
/// Positions are left out: the layout moves them, and only them.
func meaning(of text: String) -> [String] {
  let file = CheckedFile(text: text, path: "fuzz.scenario")
  return file.diagnostics.map(\.message).sorted()
    + file.replayAll().map { "\($0.scenario.id): \($0.failure?.actual ?? "passed")" }
}

/// libFuzzer's entry: format any bytes as a scenario file; formatting again must change
/// nothing, and the formatted file must mean what the original meant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let formatted = Formatter.format(text)
  let again = Formatter.format(formatted)
  precondition(
    again == formatted, "formatting twice changed the file:\n\(formatted)\n---\n\(again)")
  requireSameMeaning(meaning(of: text), meaning(of: formatted), after: "formatting")
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_format_main")
public func fuzzFormatMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzFormat(data, size)
  }
}
