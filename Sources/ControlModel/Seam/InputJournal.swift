/// An input a screen received, in the words of the step that replays it: what the user did
/// through the app's interface, or what the app's code did to the screen.
///
/// Controls are named as the screen names them (`job[2].employer` in a row), rows from 1. A
/// secure field's text is its stand-in (``Masking/standIn(for:from:)``): no secret leaves the
/// model through the journal.
package enum ScreenInput: Hashable, Sendable {
  /// Keystrokes into a field, one edit each.
  case type(String, String)
  /// A paste into a field: one edit.
  case paste(String, String)
  /// Presses of backspace in a field.
  case backspace(String, Int)
  /// A field emptied in one edit.
  case clear(String)
  /// The cursor put at a number of characters from the start of a field.
  case cursor(String, Int)
  /// An edit of a range of a field's text, in characters, from the app's text input (UIKit's
  /// `shouldChangeCharactersIn`, a SwiftUI binding); `caret` is where the cursor was.
  case replace(String, Range<Int>, String, caret: Int)
  /// A field given the focus.
  case focus(String)
  /// The focus sent nowhere.
  case blur
  /// The focus moved to the next field.
  case tab
  /// A tap of a button.
  case tap(String)
  /// A switch flipped.
  case toggle(String)
  /// An option of a picker chosen, or the choice cleared.
  case choose(String, String?)
  /// Presses of a stepper's plus.
  case increment(String, Int)
  /// Presses of a stepper's minus.
  case decrement(String, Int)
  /// A day picked, or cleared.
  case pick(String, CalendarDate?)
  /// A row added at the end of a group.
  case addRow(String)
  /// Row N, from 1, of a group removed.
  case removeRow(String, Int)
  /// A value set from the app's code.
  case set(String, ControlValue)
  /// A value loaded: it becomes the starting one.
  case load(String, ControlValue)
  /// A group given a number of rows, its starting one.
  case loadRows(String, Int)
  /// The app saved: the screen (`nil`), or a manager, group or control.
  case commit(String?)
  /// Back to the starting values: the screen (`nil`), or a manager or group.
  case reset(String?)
  /// The clock's day changed (a screen left open over midnight, a test that sets the day).
  case today(CalendarDate)
  /// An answer to a request of a control: to the check of a text, or (`nil`, a secure field's
  /// check or a button's request) to its oldest outstanding request.
  case answer(String, text: String?, Answer)
}

/// What a screen's journal hears, in the order it happens.
package enum JournalEntry {
  /// An input, once it is done: the screen shows what it led to.
  case input(ScreenInput)
  /// Work scheduled on the clock after a delay: a debounce, a simulated answer, a busy time.
  case scheduled(ScheduledWork, delay: Duration)
  /// That work is about to run: the clock reached its time.
  case firing(ScheduledWork)
  /// That work ran, once it is done.
  case fired(ScheduledWork)
  /// That work was cancelled before it ran: a debounce started again, a request ended.
  case cancelled(ScheduledWork)
}

/// Hears a screen's inputs, each once: an input that another causes (an app's observer that
/// sets a field when a switch flips, a row that a button's tap adds) happens again when the
/// first is replayed, and is not heard.
final class InputJournal {
  private let listener: (JournalEntry) -> Void
  /// How deep the inputs and clock work under way nest.
  private var depth = 0

  /// Makes a journal that calls a closure with each entry.
  init(_ listener: @escaping (JournalEntry) -> Void) {
    self.listener = listener
  }

  func receive<T, Failure: Error>(
    _ input: () -> ScreenInput?, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    guard depth == 0, let input = input() else {
      depth += 1
      defer { depth -= 1 }
      return try body()
    }
    depth += 1
    let result: T
    do {
      result = try body()
    } catch {
      depth -= 1
      throw error
    }
    depth -= 1
    listener(.input(input))
    return result
  }

  func scheduled(_ work: ScheduledWork, delay: Duration) {
    listener(.scheduled(work, delay: delay))
  }

  func cancelled(_ work: ScheduledWork) {
    listener(.cancelled(work))
  }

  func run(_ work: ScheduledWork, _ action: () -> Void) {
    listener(.firing(work))
    depth += 1
    action()
    depth -= 1
    listener(.fired(work))
  }
}

extension ScreenHub {
  /// Starts telling a listener (a session's recorder) the screen's inputs and its clock's
  /// work, in the order they happen, in place of the listener before, if any.
  ///
  /// - Parameter listener: Hears each entry.
  /// - Returns: What ``stopListeningToInputs(_:)`` takes.
  package func listenToInputs(_ listener: @escaping (JournalEntry) -> Void) -> AnyObject {
    let journal = InputJournal(listener)
    state.inputJournal = journal
    return journal
  }

  /// Stops telling a listener the screen's inputs, unless another listener took its place.
  ///
  /// - Parameter listening: What ``listenToInputs(_:)`` returned.
  package func stopListeningToInputs(_ listening: AnyObject) {
    if state.inputJournal === listening { state.inputJournal = nil }
  }

  /// Runs an input, heard by the journal when it is the outermost one and the journal listens.
  ///
  /// - Parameters:
  ///   - input: The input, read before the body runs; `nil` for one that no step replays.
  ///   - body: What the input does.
  /// - Returns: What the body returns.
  /// - Throws: What the body throws; the journal hears no input that throws.
  @inline(__always)
  package func receive<T, Failure: Error>(
    _ input: @autoclosure () -> ScreenInput?, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    guard let journal = state.inputJournal else { return try body() }
    return try journal.receive(input, body)
  }
}

extension Screen {
  /// Schedules work on the screen's clock, heard by the screen's journal when one listens:
  /// a debounce, a simulated answer, a busy time.
  ///
  /// - Parameters:
  ///   - delay: How long from now.
  ///   - action: The work.
  /// - Returns: The work, for cancelling.
  package func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledWork {
    guard let journal = hub.state.inputJournal else {
      return clock.schedule(after: delay, action)
    }
    var scheduled: ScheduledWork?
    let work = clock.schedule(after: delay) { [weak journal] in
      guard let journal, let scheduled else { return action() }
      journal.run(scheduled, action)
    }
    scheduled = work
    journal.scheduled(work, delay: delay)
    return work
  }

  /// Cancels work scheduled with ``schedule(after:_:)``, heard by the screen's journal.
  ///
  /// - Parameter work: The work; cancelling work that ran or was cancelled does nothing.
  package func cancel(_ work: ScheduledWork) {
    let wasScheduled = clock.isScheduled(work)
    clock.cancel(work)
    if wasScheduled, let journal = hub.state.inputJournal { journal.cancelled(work) }
  }
}

extension TextField {
  /// A text as the journal hears it: a secure field's is its stand-in.
  ///
  /// - Parameters:
  ///   - text: Text the field takes.
  ///   - position: Where in the field's text it goes, in characters.
  /// - Returns: The text, or its stand-in.
  func journaled(_ text: String, at position: Int = 0) -> String {
    isSecure ? Masking.standIn(for: text, from: position, allowing: configuration.filter) : text
  }

  /// Keystrokes or a paste as the journal hears them: over a selection, an edit of its range.
  ///
  /// - Parameters:
  ///   - text: What is typed or pasted.
  ///   - paste: Whether it is a paste.
  /// - Returns: The input.
  func journaled(insertion text: String, paste: Bool) -> ScreenInput {
    guard saved.hasFocus else {
      let inserted = journaled(text, at: saved.length)
      return paste ? .paste(name, inserted) : .type(name, inserted)
    }
    let range = selectedRange
    if !range.isEmpty {
      return .replace(
        name, range, journaled(text, at: range.lowerBound), caret: saved.caret)
    }
    let inserted = journaled(text, at: saved.caret)
    return paste ? .paste(name, inserted) : .type(name, inserted)
  }

  /// Presses of backspace as the journal hears them: one over a selection deletes its range.
  func journaled(backspaces count: Int) -> ScreenInput {
    let range = selectedRange
    guard saved.hasFocus, count == 1, !range.isEmpty else { return .backspace(name, count) }
    return .replace(name, range, "", caret: saved.caret)
  }

  /// An edit of a range as the journal hears it.
  func journaled(replacing range: Range<Int>, with text: String) -> ScreenInput {
    .replace(
      name, range, journaled(text, at: range.lowerBound),
      caret: saved.hasFocus ? saved.caret : saved.length)
  }
}

extension ControlKind {
  /// A value as the journal hears it: a secure field's text is its stand-in.
  func journaled(_ value: ControlValue) -> ControlValue {
    guard case .field(let field) = self, field.isSecure, case .text(let text) = value else {
      return value
    }
    return .text(field.journaled(text))
  }
}
