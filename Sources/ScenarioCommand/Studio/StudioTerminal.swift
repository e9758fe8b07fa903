import Foundation
import ScenarioEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--studio FILE` in a terminal: the terminal in raw mode on its alternate screen, the studio's
/// frame drawn after every key, and the session written as a scenario file at the end.
struct StudioTerminal {
  let path: String
  let output: String?
  let catalogue: ScreenCatalogue
  let program: String

  /// Runs the studio until the person ends it.
  ///
  /// - Returns: `0` once the file is written (or nothing was recorded), `2` for a file that
  ///   cannot be used, `64` outside a terminal.
  func run() -> ExitStatus {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
      say(error: RunnerCommand.Refusal.studioOutsideATerminal.line)
      return .usage
    }
    let file = CheckedFile.load(path: path, catalogue: catalogue)
    guard file.isValid, let studio = Studio(file: file, catalogue: catalogue, program: program)
    else {
      if let readError = file.readError { say(error: "error: \(readError)\n") }
      for text in file.renderedDiagnostics { say(error: text + "\n") }
      if file.isValid {
        say(error: "error: \(path): its screen cannot be made; '\(program) \(path)' says why\n")
      }
      return .invalidInput
    }
    let target = output ?? "studio.scenario"
    guard URL(fileURLWithPath: target).standardized != URL(fileURLWithPath: path).standardized
    else {
      say(error: "error: --out '\(target)' is the file itself; write the session beside it\n")
      return .usage
    }
    var original = termios()
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    // Keys one by one, unechoed, with Ctrl-C, Ctrl-T and Ctrl-D as keys of their own.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    show("\u{1B}[?1049h")
    var buffer = [UInt8](repeating: 0, count: 64)
    while !studio.isDone {
      show("\u{1B}[H\u{1B}[2J" + studio.frame)
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      for key in Studio.keys(in: Array(buffer[0..<count])) where !studio.isDone {
        studio.handle(key)
      }
    }
    show("\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    return write(studio, to: target)
  }

  /// Writes the session, replayed first, and says what the replay found.
  private func write(_ studio: Studio, to target: String) -> ExitStatus {
    let recording: SessionRecording
    do {
      recording = try studio.recorder.recording(title: "a session in the studio")
    } catch {
      show("\(error); no file written\n")
      return .success
    }
    do {
      try Data(recording.text.utf8).write(to: URL(fileURLWithPath: target))
    } catch {
      say(error: "error: \(target) cannot be written: \(error.localizedDescription)\n")
      return .invalidInput
    }
    let steps = studio.recorder.steps.count
    var lines = ["wrote \(target): \(steps) step\(steps == 1 ? "" : "s")"]
    if let parting = recording.parting {
      lines.append("\(parting) (marked in the file)")
    } else {
      lines.append("replayed on a fresh screen: every control matched after every step")
    }
    show(lines.joined(separator: "\n") + "\n")
    return .success
  }

  private func show(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  private func say(error text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
