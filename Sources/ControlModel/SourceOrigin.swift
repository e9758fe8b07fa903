/// Where in an app's Swift source a control or manager was made: the `#fileID` and `#line` of
/// the call that made it.
///
/// A screen notes them only while a tool that points at the app's code builds it (mutation
/// testing places a mutant of a screen built in Swift at the line that made the control it
/// changes); an app's screens note nothing and pay nothing for it.
public struct SourceOrigin: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` writes it: `Module/File.swift`.
  public let fileID: String
  /// The line, from 1.
  public let line: Int

  /// An origin.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` writes it.
  ///   - line: The line, from 1.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `Module/File.swift:LINE`.
  public var description: String { "\(fileID):\(line)" }
}

extension Screen {
  /// Whether the screens built in this task note where each control and manager is made
  /// (``origin(of:)``): set by a tool around its call of an app's screen factory.
  @TaskLocal package static var notesOrigins = false

  /// Where the control or manager with a name was made, when the screen was built while
  /// ``notesOrigins`` was set.
  ///
  /// - Parameter name: A control's or manager's name.
  /// - Returns: Its origin, or `nil`.
  package func origin(of name: String) -> SourceOrigin? {
    origins?[name]
  }

  /// Notes where a control or manager was made, when the screen was built while
  /// ``notesOrigins`` was set.
  package func noteOrigin(of name: String, fileID: String, line: Int) {
    origins?[name] = SourceOrigin(fileID: fileID, line: line)
  }
}
