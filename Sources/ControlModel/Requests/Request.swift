/// An asynchronous request that a control sent: a field's check of the app's, or a button's
/// action, outstanding until it is answered or cancelled.
///
/// Requests are how an app's `async` work enters the model. The screen keeps the outstanding
/// ones in ``Screen/outstandingRequests``, in the order they were sent. On a ``LiveClock`` the
/// app's operation runs in a task and answers the request itself; on a ``VirtualClock`` a test
/// answers it, in any order, with ``answer(_:)``. A simulated one (a `remote taken … after D`
/// rule, a `busy D` button) is answered by the clock after its delay, on either clock.
///
/// Only the answer to a request that is still outstanding counts: an edit cancels the check in
/// flight, and a late answer to it is ignored.
///
/// ```swift
/// promo.type("SAVE10")
/// let request = try #require(screen.outstandingRequests.first)
/// request.answer(.invalid("That code has expired."))
/// ```
public final class Request {
  /// What the request is for.
  public enum Kind: Sendable, Hashable {
    /// A field's check of this text; a secure field's text is masked here (see ``isCheck(of:)``).
    case check(text: String)
    /// A button's action.
    case action
  }

  /// The request's number on its screen: 1 for the first request sent, and so on.
  public let id: Int

  /// The name of the control that sent it, as it is now (a group's renumbering of its rows
  /// renames the controls of the rows that move up).
  public var controlName: String { storedControlName }
  @exclusivity(unchecked) var storedControlName: String

  /// What the request is for, a secure field's text masked.
  public var kind: Kind {
    guard isSecure, case .check(let text) = sentKind else { return sentKind }
    return .check(text: Masking.mask(text))
  }

  /// What the request is for, as sent.
  private let sentKind: Kind

  /// The clock time at which it was sent.
  public let sentAt: Duration

  /// When a simulated answer is due, for a request that the clock answers by itself.
  public let answerDueAt: Duration?

  /// How the request ended, or `nil` while it is outstanding or once it was cancelled.
  public private(set) var outcome: Answer?

  /// Whether the request was cancelled (an edit superseded the check) before an answer.
  public private(set) var isCancelled = false

  /// Whether the request is a field's check of this text: the one way to match a secure field's
  /// check, whose text ``kind`` masks.
  ///
  /// - Parameter text: A text the field held.
  /// - Returns: Whether this request checks exactly that text.
  public func isCheck(of text: String) -> Bool {
    sentKind == .check(text: text)
  }

  /// Whether the request still waits for its answer.
  public var isOutstanding: Bool { outcome == nil && !isCancelled }

  /// Whether the checked text belongs to a secure field, so that descriptions mask it.
  let isSecure: Bool

  /// The app's operation, run by a ``LiveClock`` or by ``run()``.
  let operation: (@Sendable () async throws -> Answer)?

  /// The task running the operation on a ``LiveClock``.
  var task: Task<Void, Never>?

  var scheduledAnswer: ScheduledWork?
  private var onEnd: ((Answer?) -> Void)?
  private weak var screen: Screen?

  init(
    id: Int, controlName: String, kind: Kind, isSecure: Bool, screen: Screen,
    answerDueAt: Duration?, operation: (@Sendable () async throws -> Answer)?,
    onEnd: @escaping (Answer?) -> Void
  ) {
    self.id = id
    self.storedControlName = controlName
    self.sentKind = kind
    self.isSecure = isSecure
    self.screen = screen
    self.sentAt = screen.clock.now
    self.answerDueAt = answerDueAt
    self.operation = operation
    self.onEnd = onEnd
  }

  /// Answers the request, if it is still outstanding.
  ///
  /// The sender hears the answer at once: a field settles its state and shown error, a button
  /// stops being busy.
  ///
  /// - Parameter answer: The answer.
  /// - Returns: Whether the answer counted; `false` when the request was already answered or
  ///   cancelled (a stale answer is ignored).
  @discardableResult
  public func answer(_ answer: Answer) -> Bool {
    guard isOutstanding else { return false }
    guard let hub = screen?.hub else { return answerNow(answer) }
    let text: String? =
      if !isSecure, case .check(let text) = sentKind { text } else { nil }
    return hub.receive(.answer(controlName, text: text, answer)) { answerNow(answer) }
  }

  private func answerNow(_ answer: Answer) -> Bool {
    outcome = answer
    end(with: answer)
    assert(screen?.checkInvariants(aroundNamed: controlName) ?? true)
    return true
  }

  /// Cancels the request, if it is still outstanding: its task is cancelled, and the sender
  /// treats it as ended with no answer (a check runs again at the next edit, a button stops
  /// being busy).
  public func cancel() {
    guard isOutstanding else { return }
    isCancelled = true
    end(with: nil)
    assert(screen?.checkInvariants(aroundNamed: controlName) ?? true)
  }

  /// Runs the app's operation and answers the request with its result, on the caller's actor.
  ///
  /// For tests on a ``VirtualClock`` that want the app's real (or fake) service to answer.
  /// A thrown error answers ``Answer/failed(_:)``.
  ///
  /// - Returns: Whether the answer counted (the request was outstanding, had an operation, and
  ///   was not cancelled meanwhile).
  @discardableResult
  public nonisolated(nonsending) func run() async -> Bool {
    guard isOutstanding, let operation else { return false }
    let result: Answer
    do {
      result = try await operation()
    } catch {
      result = .failed(String(describing: error))
    }
    return answer(result)
  }

  /// Cancels the request without telling its sender, which is the one withdrawing it.
  package func withdraw() {
    guard isOutstanding else { return }
    isCancelled = true
    onEnd = nil
    end(with: nil)
  }

  /// Captures whether the request is outstanding, for a ``ScreenCheckpoint``.
  func checkpoint() -> () -> Void {
    let (outcome, isCancelled, scheduledAnswer, onEnd) =
      (outcome, isCancelled, scheduledAnswer, onEnd)
    return { [self] in
      self.outcome = outcome
      self.isCancelled = isCancelled
      self.scheduledAnswer = scheduledAnswer
      self.onEnd = onEnd
    }
  }

  private func end(with answer: Answer?) {
    // The request's end goes out before what it causes, all with the screen in its new state.
    guard let hub = screen?.hub else {
      finish(with: answer)
      return
    }
    hub.holdingEvents { finish(with: answer) }
  }

  private func finish(with answer: Answer?) {
    task?.cancel()
    task = nil
    let screen = screen
    if let scheduledAnswer {
      screen?.cancel(scheduledAnswer)
      self.scheduledAnswer = nil
    }
    let onEnd = onEnd
    self.onEnd = nil
    screen?.requestDidEnd(self, answer: answer)
    onEnd?(answer)
  }
}

extension Request: CustomStringConvertible {
  /// `#2 promo check "SAVE10", outstanding`, a secure field's text masked.
  public var description: String {
    let subject: String
    switch kind {
    case .check(let text):
      subject = "check \"\(text)\""
    case .action:
      subject = "action"
    }
    let state = outcome.map(\.description) ?? (isCancelled ? "cancelled" : "outstanding")
    return "#\(id) \(controlName) \(subject), \(state)"
  }
}
