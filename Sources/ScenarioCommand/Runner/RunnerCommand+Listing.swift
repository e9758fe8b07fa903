import Foundation
import ScenarioEngine
import ScenarioFormat

/// `--list-screens` and `--check --screens FILE`: the names of screens built in Swift, written
/// by a runner of your own for a build that cannot run the app's code.
extension RunnerCommand {
  /// Refuses what `--list-screens` does not take.
  func checkListingOptions() throws(UsageError) {
    guard listScreens else { return }
    let others = [
      ("--explore", explore), ("--list", list), ("--trace", trace), ("--shard", shard != nil),
      ("--record", record), ("--lsp", lsp), ("--filter", filter != nil), ("--fmt", format),
      ("--format", !formats.isEmpty), ("--mutate", mutate), ("--generate", generate != nil),
    ].filter(\.1).map(\.0)
    if let other = others.first {
      throw UsageError(description: "option '--list-screens' cannot be combined with '\(other)'")
    }
    if let path = paths.first {
      throw UsageError(
        description: "--list-screens lists this runner's catalogue and takes no path; "
          + "write it with '--out FILE', found '\(path)'")
    }
    if check, exploreOutput == nil {
      throw UsageError(
        description: "--list-screens --check compares the listing with a file: add '--out FILE', "
          + "such as '--out Scenarios/app.screens'")
    }
  }

  /// Writes the catalogue's listing: printed, to `--out FILE`, or with `--check`, compared
  /// with that file.
  func runListScreens(
    catalogue: ScreenCatalogue, write: (String) -> Void, fail: (String) -> Void
  ) -> ExitStatus {
    guard !catalogue.names.isEmpty else {
      fail(
        "error: \(programName) has no catalogue: --list-screens lists the screens that a runner "
          + "of your own registers ('ScenarioCommand.main(catalogue:)')\n")
      return .usage
    }
    let text = ScreenListing(catalogue: catalogue).text(writtenBy: programName)
    guard let output = exploreOutput else {
      write(text)
      return .success
    }
    let screens = catalogue.names.count == 1 ? "1 screen" : "\(catalogue.names.count) screens"
    guard check else {
      guard writeFile(text.utf8, to: output, fail: fail) else { return .invalidInput }
      write("wrote \(output) (\(screens))\n")
      return .success
    }
    guard let data = FileManager.default.contents(atPath: output) else {
      fail(
        "error: cannot read '\(output)'; write it with '\(programName) --list-screens --out "
          + "\(output)'\n")
      return .invalidInput
    }
    let written = String(decoding: data, as: UTF8.self)
    guard written != text else {
      write("\(output) is up to date (\(screens))\n")
      return .success
    }
    write(Self.diff(output, written, text))
    write(
      "\(output) is out of date: the screens changed since it was written; write it again with "
        + "'\(programName) --list-screens --out \(output)'\n")
    return .failure
  }

  /// The catalogue with the screens of the listings, or `nil` when one cannot be read (each
  /// error said, at its place): those `--screens` names, then each `*.screens` file below a
  /// folder the command checks, once each.
  ///
  /// A listing found in a checked folder is read as if named: the build plugin passes the
  /// folders, and a listing written into one after the package was last read is found at the
  /// next build.
  func withListings(_ catalogue: ScreenCatalogue, fail: (String) -> Void) -> ScreenCatalogue? {
    var catalogue = catalogue
    var isReadable = true
    var read = Set<String>()
    let found = paths.flatMap { ScenarioFiles.files(below: $0, endingWith: ".screens") }
    for path in listings + found
    where read.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
      guard let data = FileManager.default.contents(atPath: path) else {
        fail("error: cannot read the listing '\(path)': no such file or directory\n")
        isReadable = false
        continue
      }
      let source = SourceFile(path: path, bytes: data)
      let (listing, errors) = ScreenListing.parse(source)
      let renderer = DiagnosticRenderer { position in
        source.lines.indices.contains(position.line - 1) ? source.lines[position.line - 1] : nil
      }
      for error in errors { fail(renderer.render(error) + "\n") }
      isReadable = isReadable && errors.isEmpty
      catalogue = catalogue.listing(listing)
    }
    return isReadable ? catalogue : nil
  }
}
