package import ControlModel
package import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// A screen used by a person in the terminal, key by key, and recorded: the quickest way to
/// try a screen and to write a scenario by doing it.
///
/// The keys reach the screen as its app's interface would send them (a keystroke into the
/// focused field, a tap, a toggle, a choice), so a ``SessionRecorder`` hears them and writes the
/// session; time passes only when asked. What the terminal shows is ``frame``: the screen drawn
/// as `--trace` draws it, the control the arrows select, and what was said last.
package final class Studio {
  /// A key, as the studio reads it.
  package enum Key: Equatable, Sendable {
    /// A character to type, or Space and Enter's meaning on the selected control.
    case character(Character)
    case backspace, tab, backTab, enter, up, down, left, right
    /// Ctrl-T: the clock moves to the next work due (a debounce, an answer, a busy time).
    case advanceClock
    /// Ctrl-E: why the selected control is enabled or disabled.
    case explain
    /// Ctrl-A, Ctrl-N, Ctrl-F: the oldest request waiting for the app's answer is answered
    /// valid, invalid or failed.
    case answer(Answer)
    /// Ctrl-K: a mark, with a note typed after it and ended by Enter.
    case mark
    /// Ctrl-D or Ctrl-C: the session ends.
    case end
  }

  /// The file whose screen is used.
  let path: String
  /// The runner's name, as the person started it.
  let program: String
  let instance: ScreenInstance
  let recorder: SessionRecorder
  private let replayer: Replayer
  /// The control the arrows select, by its place among the screen's controls.
  private(set) var selected = 0
  /// What the studio said last: an explanation, a refusal, a mark.
  private(set) var message: [String] = []
  /// The note of a mark being typed, while one is.
  private var note: String?
  /// Whether the session ended.
  package private(set) var isDone = false

  /// Opens a checked file's screen and starts recording.
  ///
  /// - Parameters:
  ///   - file: A valid file, declaring its screen or naming one of the catalogue.
  ///   - catalogue: The app's screens, for `screen from`.
  ///   - program: The runner's name, for the frame's first line.
  ///
  /// The studio is `nil` when the file's screen cannot be made.
  package init?(file: CheckedFile, catalogue: ScreenCatalogue, program: String = "scenario-runner")
  {
    guard file.isValid, let instance = file.makeScreen() else { return nil }
    path = file.source.path
    self.program = program
    self.instance = instance
    replayer = Replayer(file: file, instance: instance)
    let source: SessionLog.ScreenSource =
      if let name = file.file.catalogueScreen?.name {
        .catalogue(name)
      } else {
        .declared(ScenarioWriter.screenLines(of: file.file))
      }
    let name = file.file.catalogueScreen?.name ?? file.file.title ?? "studio"
    recorder = SessionRecorder(
      screen: instance.screen, screenName: name, catalogue: catalogue, source: source)
  }

  private var screen: Screen { instance.screen }
  private var controls: [any Control] { screen.controls.filter { !$0.kind.control.isHidden } }
  private var selectedControl: (any Control)? {
    let visible = controls
    return visible.isEmpty ? nil : visible[min(selected, visible.count - 1)]
  }

  /// Takes one key.
  package func handle(_ key: Key) {
    if note != nil { return takeNote(key) }
    message = []
    switch key {
    case .character(let character): type(character)
    case .backspace: focusedOrSelectedField()?.backspace()
    case .tab:
      screen.tab()
      selectFocus()
    case .backTab: focusPreviousField()
    case .enter: press()
    case .up: selected = max(0, min(selected, controls.count - 1) - 1)
    case .down: selected = min(max(0, controls.count - 1), selected + 1)
    case .left: step(by: -1)
    case .right: step(by: 1)
    case .advanceClock: advanceClock()
    case .explain:
      guard let control = selectedControl else { return }
      message = (replayer.explanation(of: control.name) ?? "").split(separator: "\n").map(
        String.init)
    case .answer(let verdict): answer(verdict)
    case .mark:
      note = ""
    case .end: isDone = true
    }
  }

  private func type(_ character: Character) {
    guard let control = selectedControl else { return }
    switch control.kind {
    case .field(let field): (screen.focusedField ?? field).type(String(character))
    case .toggle(let toggle) where character == " ": toggle.toggle()
    case .button(let button) where character == " ": button.tap()
    default:
      if let field = screen.focusedField {
        field.type(String(character))
      } else {
        message = ["'\(control.name)' takes no text: select a field (↑↓) or Tab to one"]
      }
    }
  }

  private func press() {
    switch selectedControl?.kind {
    case .button(let button)?:
      if !button.tap() { message = ["'\(button.name)' is disabled: Ctrl-E says why"] }
    case .toggle(let toggle)?: toggle.toggle()
    case .field?:
      screen.tab()
      selectFocus()
    default: break
    }
  }

  private func step(by change: Int) {
    switch selectedControl?.kind {
    case .picker(let picker)?:
      let options = picker.options
      let index =
        picker.selection.flatMap(options.firstIndex(of:)) ?? (change > 0 ? -1 : options.count)
      let next = index + change
      picker.select(options.indices.contains(next) ? options[next] : nil)
    case .stepper(let stepper)?:
      if change > 0 { stepper.increment() } else { stepper.decrement() }
    case .date(let date)?:
      let day = date.day.flatMap { $0.adding(days: change) } ?? screen.today
      date.pick(day)
    case .field(let field)?:
      field.moveCursor(to: .offset(field.cursor + change))
    default: break
    }
  }

  private func advanceClock() {
    guard let clock = screen.clock as? VirtualClock, let due = clock.nextDueTime else {
      message = ["nothing is waiting on the clock"]
      return
    }
    clock.advance(by: max(.zero, due - clock.now))
    message = ["the clock is at \(ScenarioWriter.duration(clock.now))"]
  }

  /// The message of an answer given in the studio.
  static let refusal = "Refused in the studio."
  /// The reason of a failure given in the studio.
  static let failure = "Failed in the studio."

  private func answer(_ verdict: Answer) {
    guard let request = screen.outstandingRequests.first else {
      message = ["no request waits for an answer"]
      return
    }
    request.answer(verdict)
    message = ["answered \(request.controlName)'s request: \(verdict)"]
  }

  private func takeNote(_ key: Key) {
    switch key {
    case .character(let character): note?.append(character)
    case .backspace: if note?.isEmpty == false { note?.removeLast() }
    case .enter:
      let text = note ?? ""
      note = nil
      recorder.mark(text.isEmpty ? "Marked in the studio" : text)
      message = ["marked: what the screen shows now is written as expectations"]
    case .end: note = nil
    default: break
    }
  }

  private func focusedOrSelectedField() -> ControlModel.TextField? {
    if let focused = screen.focusedField { return focused }
    if case .field(let field)? = selectedControl?.kind { return field }
    return nil
  }

  private func focusPreviousField() {
    let fields = screen.fields.filter { $0.isEnabled && !$0.isHidden }
    guard !fields.isEmpty else { return }
    let index = screen.focusedField.flatMap { focused in fields.firstIndex { $0 === focused } }
    let previous = index.map { $0 == 0 ? fields.count - 1 : $0 - 1 } ?? fields.count - 1
    fields[previous].focus()
    selectFocus()
  }

  /// The selection follows the focus.
  private func selectFocus() {
    guard let focused = screen.focusedField,
      let index = controls.firstIndex(where: { $0.name == focused.name })
    else { return }
    selected = index
  }

  /// What the terminal shows: the screen, the selection, what was said, the keys.
  package var frame: String {
    var lines = [
      "\(program) --studio \(path) · \(recorder.steps.count) steps recorded",
      "",
    ]
    let drawing = screen.render(managers: instance.managers, indent: "  ")
    let name = selectedControl?.name
    for line in drawing.split(separator: "\n", omittingEmptySubsequences: false) {
      let isSelected = name.map { line.dropFirst(2).hasPrefix($0 + " ") } ?? false
      lines.append(isSelected ? "▶ " + line.dropFirst(2) : String(line))
    }
    let clock = ScenarioWriter.duration(screen.clock.now)
    lines.append(
      "selected: \(name ?? "nothing") · focus: \(screen.focusedField?.name ?? "none") · "
        + "clock: \(clock)")
    if let note { lines.append("mark: \(note)▏ (Enter ends the note)") }
    lines += message
    lines += [
      "",
      "type into the focused field · Tab/Shift-Tab · ↑↓ select · ←→ choose, step, move",
      "Enter taps or toggles · Ctrl-T time passes · Ctrl-E explains",
      "Ctrl-A, Ctrl-N, Ctrl-F answer a request valid, invalid, failed",
      "Ctrl-K marks · Ctrl-D ends and writes the scenario",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The keys in some bytes read from a terminal: UTF-8 characters, control keys, and the
  /// escape sequences of the arrows and Shift-Tab.
  package static func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        let code = bytes[index + 2]
        index += 3
        switch code {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        case UInt8(ascii: "Z"): keys.append(.backTab)
        default: break
        }
        continue
      }
      let control: [UInt8: Key] = [
        0x01: .answer(.valid), 0x0E: .answer(.invalid(refusal)), 0x06: .answer(.failed(failure)),
        0x03: .end, 0x04: .end, 0x05: .explain, 0x08: .backspace, 0x09: .tab,
        0x0A: .enter, 0x0B: .mark, 0x0D: .enter, 0x14: .advanceClock, 0x7F: .backspace,
      ]
      if let key = control[byte] {
        keys.append(key)
        index += 1
        continue
      }
      // A character: as many bytes as its UTF-8 lead says.
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      let end = min(bytes.count, index + length)
      let text = String(decoding: bytes[index..<end], as: UTF8.self)
      index = end
      if byte >= 0x20, let character = text.first, text.count == 1 {
        keys.append(.character(character))
      }
    }
    return keys
  }
}
