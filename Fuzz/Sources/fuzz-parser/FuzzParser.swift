import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// libFuzzer's entry: parse and check any bytes as a scenario file, and render its errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = CheckedFile(
    source: SourceFile(path: "fuzz.scenario", bytes: UnsafeBufferPointer(start: data, count: size)))
  _ = file.renderedDiagnostics
  return 0
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_parser_main")
public func fuzzParserMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzParser(data, size)
  }
}
