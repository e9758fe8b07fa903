import FuzzSupport
import ScenarioEngine
import ScenarioFormat

/// libFuzzer's entry: any bytes as a declared screen and a scenario, replayed.
///
/// The bytes are written as a file (fields
/// with rules and options, a switch, a picker, a group that starts anywhere within its bounds
/// with buttons that add and remove, buttons that submit and reset, managers with and without
/// `needs-change`, `shown when`), then replayed: the model breaking one of its invariants, or a
/// reset breaking its contract, is a crash. Not only random steps: random declarations.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeclared(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = ByteReader(UnsafeBufferPointer(start: data, count: size))
  let text = DeclaredScreen.write(&bytes)
  let file = CheckedFile(text: text, path: "declared.scenario")
  guard file.isValid else { return 0 }
  requireNoModelDefect(in: file.replayAll(recordingSnapshots: true))
  return 0
}

/// The input's bytes, read one at a time; zero past the end.
struct ByteReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }

  /// A number from 0 up to `bound`, not included.
  mutating func next(_ bound: Int) -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) % max(bound, 1) : 0
  }

  /// One of the choices.
  mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
}

/// Writes a declared screen and one scenario from bytes.
enum DeclaredScreen {
  static let rules = [
    "required", "min-length 2", "max-length 4", "pattern \"[a-z]+\"", "contains digit",
    "equals f1", "remote taken \"bo\" after 100ms \"Taken.\"", "required when s on",
  ]
  static let texts = ["\"a\"", "\"bo\"", "\"12\"", "\"é\"", "\"e\\u{301}\"", "\"👍🏽\"", "\"\""]

  static func write(_ bytes: inout ByteReader) -> String {
    let from = bytes.next(3)
    let to = from + 1 + bytes.next(3)
    let rows = from + bytes.next(to - from + 1)
    var lines = [
      "field f1 \(bytes.pick(["", "debounce 50ms", "errors on-change", "limit 3", "secure"]))",
      "  \(bytes.pick(rules))",
      "field f2 \(bytes.pick(["", "errors on-submit", "allow letter", "text \"ab\""]))",
      "  \(bytes.pick(rules))",
      "switch s",
      bytes.next(2) == 0 ? "  must-be-on" : "  shown when f1 filled",
      "picker p options \"A\" \"B\"",
      "group g from \(from) to \(to) rows \(rows)",
      "  field name",
      "    \(bytes.pick(["required", "min-length 2", "remote taken \"bo\" after 50ms"]))",
      "end",
      "button add adds g",
      "button drop removes g",
      "button save submits f1 f2 g \(bytes.pick(["", "busy 1s", "focus-invalid"]))",
      "button discard resets \(bytes.pick(["", "form", "g"]))",
      "manager inner verifies f2 s manages \(bytes.pick(["", "f1"]))",
      "manager form verifies f1 inner g \(bytes.pick(["p ", ""]))manages save"
        + bytes.pick(["", " needs-change"]),
    ]
    if bytes.next(2) == 0 { lines.append("never save enabled while form invalid") }
    lines.append("scenario \"fuzzed\"")
    var steps = 0
    while !bytes.isAtEnd, steps < 40 {
      steps += 1
      lines.append("  " + step(&bytes, rows: to))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func step(_ bytes: inout ByteReader, rows: Int) -> String {
    let field = bytes.pick(["f1", "f2", "g[\(1 + bytes.next(max(rows, 1)))].name"])
    switch bytes.next(16) {
    case 0, 1: return "type \(field) \(bytes.pick(texts))"
    case 2: return "backspace \(field)"
    case 3: return "paste \(field) \(bytes.pick(texts))"
    case 4: return "focus \(field)"
    case 5: return "tap \(bytes.pick(["add", "drop", "save", "discard"]))"
    case 6: return "toggle s"
    case 7: return "select p \(bytes.pick(["\"A\"", "\"B\"", "none"]))"
    case 8: return "add g"
    case 9: return "remove g \(1 + bytes.next(max(rows, 1)))"
    case 10: return bytes.pick(["reset", "reset form", "reset g"])
    case 11: return "load \(field) \(bytes.pick(texts))"
    case 12: return "set \(field) \(bytes.pick(texts))"
    case 13: return "wait \(bytes.pick(["50ms", "100ms", "1s"]))"
    case 14: return bytes.pick(["tab", "blur"])
    default: return "expect \(bytes.pick(["form", "g", "inner"])) \(bytes.pick(["dirty", "valid"]))"
    }
  }
}

/// The executable's entry, under the name the package manager gives it.
@_cdecl("fuzz_declared_main")
public func fuzzDeclaredMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return fuzzDeclared(data, size)
  }
}
