import Observation

extension Screen {
  // MARK: - Requests

  /// Sends a request for a control: simulated (answered by the clock after a delay) or an
  /// operation of the app's, which the clock starts.
  package func send(
    _ kind: Request.Kind,
    from controlName: String,
    isSecure: Bool = false,
    simulated: (delay: Duration, answer: Answer)?,
    operation: (@Sendable () async throws -> Answer)?,
    onEnd: @escaping (Answer?) -> Void
  ) -> Request {
    saved.requestSequence += 1
    let request = Request(
      id: saved.requestSequence, controlName: controlName, kind: kind, isSecure: isSecure,
      screen: self, answerDueAt: simulated.map { clock.now + max($0.delay, .zero) },
      operation: operation, onEnd: onEnd)
    mutate { saved.outstanding.append(request) }
    saved.sentRequests[controlName, default: 0] += 1
    saved.recent.append(request)
    if saved.recent.count > Self.recentLimit {
      saved.recent.removeFirst(saved.recent.count - Self.recentLimit / 2)
    }
    if let simulated {
      request.scheduledAnswer = schedule(after: simulated.delay) { [weak request] in
        request?.answer(simulated.answer)
      }
    } else {
      clock.start(request)
    }
    return request
  }

  /// How many requests the control with this name has sent so far.
  ///
  /// - Parameter controlName: A control's name.
  /// - Returns: The count, answered, cancelled and outstanding alike.
  public func sentRequestCount(of controlName: String) -> Int {
    saved.sentRequests[controlName] ?? 0
  }

  /// The requests the control with this name sent lately, answered, cancelled and outstanding,
  /// in the order they were sent: the screen keeps the last few hundred of all its controls.
  ///
  /// A test uses them to answer a request that an edit already cancelled, as a server that
  /// answers late does.
  ///
  /// - Parameter controlName: A control's name.
  /// - Returns: Its recent requests.
  public func recentRequests(of controlName: String) -> [Request] {
    saved.recent.filter { $0.controlName == controlName }
  }

  /// The outstanding requests of the control with this name, in the order they were sent.
  ///
  /// - Parameter controlName: A control's name.
  /// - Returns: Its requests that wait for an answer.
  public func outstandingRequests(of controlName: String) -> [Request] {
    outstandingRequests.filter { $0.controlName == controlName }
  }

  func requestDidEnd(_ request: Request, answer: Answer?) {
    guard let index = saved.outstanding.firstIndex(where: { $0 === request }) else { return }
    mutate { _ = saved.outstanding.remove(at: index) }
  }

}
