import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// libFuzzer's entry: parse and check any bytes as a scenario file, render its errors, and
/// colour it as an editor would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = CheckedFile(
    source: SourceFile(path: "fuzz.scenario", bytes: UnsafeBufferPointer(start: data, count: size)))
  _ = file.renderedDiagnostics
  // An editor's colours: in order, none empty, none overlapping, none past its line.
  var previous = (line: 0, end: 0)
  for piece in file.file.highlights(in: file.source) {
    let length = file.source.lines[piece.line - 1]?.count ?? 0
    precondition(piece.length > 0, "an empty piece at \(piece)")
    precondition(
      piece.line > previous.line || piece.column >= previous.end, "overlapping at \(piece)")
    precondition(piece.column + piece.length - 1 <= length, "past the line's end at \(piece)")
    previous = (piece.line, piece.column + piece.length)
  }
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
