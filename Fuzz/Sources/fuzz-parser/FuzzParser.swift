import ScenarioEngine

/// libFuzzer's entry: parse and check any bytes as a scenario file, and render its errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = CheckedFile(
    source: SourceFile(path: "fuzz.scenario", bytes: UnsafeBufferPointer(start: data, count: size)))
  _ = file.renderedDiagnostics
  return 0
}

/// libFuzzer's driver, which runs the fuzzing loop around a callback.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry, under the name the package manager gives it: hands over to
/// libFuzzer's driver.
@_cdecl("fuzz_parser_main")
public func fuzzParserMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments) { data, size in
    guard let data else { return 0 }
    return fuzzParser(data, size)
  }
}
