public import ScenarioEngine

/// libFuzzer's driver, which runs the fuzzing loop around a callback.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands a fuzz target's entry over to libFuzzer's driver.
///
/// The package manager renames an executable's `main` to `<target>_main`; each target defines
/// that symbol and calls this, so that libFuzzer runs its loop.
///
/// - Parameters:
///   - argc: The argument count.
///   - argv: The arguments.
///   - callback: The target's `LLVMFuzzerTestOneInput`.
/// - Returns: libFuzzer's exit status.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, callback)
}

/// Stops the fuzzer when two descriptions of one input's meaning differ, showing both.
///
/// - Parameters:
///   - before: What the input meant, a line each.
///   - after: What the changed input means.
///   - change: What changed it, for the message: "formatting", "writing and reading back".
public func requireSameMeaning(_ before: [String], _ after: [String], after change: String) {
  precondition(
    before == after,
    "\(change) changed the file's meaning:\n\(before.joined(separator: "\n"))\n---\n"
      + after.joined(separator: "\n"))
}

/// Stops the fuzzer at a scenario whose replay the model failed: one of its own invariants
/// broken, or a reset that broke its contract (a scenario's own expectations may fail).
///
/// - Parameter results: A file's replayed scenarios.
public func requireNoModelDefect(in results: [ScenarioResult]) {
  for result in results {
    guard let failure = result.failure else { continue }
    // Rendering every failure exercises the report; secure texts are masked there.
    let rendered = HumanReport.render(failure)
    precondition(!failure.isModelDefect, "the model broke its contract:\n\(rendered)")
  }
}
