import Foundation
import ScenarioEngine
import ScenarioFormat

/// `--list-screens` and `--check --screens FILE`: the names of screens built in Swift, written
/// by a runner of your own for a build that cannot run the app's code.
extension RunnerCommand {
  /// Writes the catalogue's listing: printed, to `--out FILE`, or with `--check`, compared
  /// with that file.
  func runListScreens(
    to output: ListingOutput, catalogue: ScreenCatalogue, console: Console
  ) -> ExitStatus {
    guard !catalogue.names.isEmpty else {
      console.fail(Refusal.noCatalogue(program: programName).line)
      return .usage
    }
    let text: String
    do {
      text = try ScreenListing(catalogue: catalogue).text(writtenBy: programName)
    } catch {
      console.fail("error: \(error); fix the screen's code so that it builds, then list again\n")
      return .invalidInput
    }
    let screens = catalogue.names.count == 1 ? "1 screen" : "\(catalogue.names.count) screens"
    let file: String
    switch output {
    case .standardOutput:
      console.write(text)
      return .success
    case .file(let path):
      guard writeFile(text.utf8, to: path, console: console) else { return .invalidInput }
      console.write("wrote \(path) (\(screens))\n")
      return .success
    case .comparison(let path):
      file = path
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      console.fail(
        "error: cannot read '\(file)'; write it with '\(programName) --list-screens --out "
          + "\(file)'\n")
      return .invalidInput
    }
    let written = String(decoding: data, as: UTF8.self)
    guard written != text else {
      console.write("\(file) is up to date (\(screens))\n")
      return .success
    }
    console.write(Self.diff(file, written, text))
    console.write(
      "\(file) is out of date: the screens changed since it was written; write it again with "
        + "'\(programName) --list-screens --out \(file)'\n")
    return .failure
  }

  /// The catalogue with the screens of the listings, or `nil` when one cannot be read (each
  /// error said, at its place): those `--screens` names, then each `*.screens` file below a
  /// folder the command checks, once each.
  ///
  /// A listing found in a checked folder is read as if named: the build plugin passes the
  /// folders, and a listing written into one after the package was last read is found at the
  /// next build.
  func withListings(
    _ catalogue: ScreenCatalogue, paths: [String], listings: [String], console: Console
  ) -> ScreenCatalogue? {
    var catalogue = catalogue
    var isReadable = true
    var read = Set<String>()
    let found = paths.flatMap { ScenarioFiles.files(below: $0, endingWith: ".screens") }
    for path in listings + found
    where read.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
      guard let data = FileManager.default.contents(atPath: path) else {
        console.fail("error: cannot read the listing '\(path)': no such file or directory\n")
        isReadable = false
        continue
      }
      let source = SourceFile(path: path, bytes: data)
      let (listing, errors) = ScreenListing.parse(source)
      let renderer = DiagnosticRenderer { position in
        source.lines.indices.contains(position.line - 1) ? source.lines[position.line - 1] : nil
      }
      for error in errors { console.fail(renderer.render(error) + "\n") }
      isReadable = isReadable && errors.isEmpty
      catalogue = catalogue.listing(listing)
    }
    return isReadable ? catalogue : nil
  }
}
