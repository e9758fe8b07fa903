import Checkout
import CheckoutCatalogue
import ControlModel
import Foundation
import ScenarioEngine
import ValidationManager

/// The checkout on the live clock, with fake services that answer after about 50 ms: it types
/// into the screen as a user would, prints each change as it happens, and exits when the
/// payment went through (or with status 1 when something did not happen in time).
///
/// A ``SessionRecorder`` records the session as a tester's build would: at the end the file is
/// printed (or written, with `--write FILE`) after its replay on the catalogue's checkout,
/// which must match the session control for control, step for step (status 1 otherwise).
@main
struct CheckoutLive {
  @MainActor
  static func main() async {
    let checkout = CheckoutScreen(
      clock: LiveClock(), promoCodes: FakePromoCodes(), payments: FakePayments(),
      today: YearMonth(year: 2026, month: 11))
    let screen = checkout.screen
    let recorder = SessionRecorder(screen: screen, screenName: "checkout", catalogue: .checkout)
    let start = ContinuousClock.now
    screen.addObserver { event in
      let elapsed = ContinuousClock.now - start
      let milliseconds =
        elapsed.components.seconds * 1_000
        + elapsed.components.attoseconds / 1_000_000_000_000_000
      print(String(format: "%6d ms  ", Int(milliseconds)) + describe(event, on: screen))
    }

    do {
      checkout.cardNumber.paste("4242 4242 4242 4242")
      checkout.expiry.type("12/29")
      checkout.cvc.type("123")
      checkout.promoCode.type("save1")
      try await wait("the server to refuse SAVE1", on: screen) {
        checkout.promoCode.validity == .invalid
      }
      checkout.promoCode.type("0")
      try await wait("the server to accept SAVE10", on: screen) {
        checkout.promoCode.validity == .valid
      }
      print(
        "         pay is \(checkout.pay.isEnabled ? "enabled" : "disabled"): \(checkout.pay.explainEnablement())"
      )
      checkout.terms.toggle()
      checkout.pay.tap()
      checkout.pay.tap()  // mashed: refused while the payment is in flight
      try await wait("the payment to be answered", on: screen) { checkout.pay.lastAnswer != nil }
      print(
        "         \(checkout.paymentMessage ?? "") (\(screen.sentRequestCount(of: "pay")) payment sent)"
      )
      recorder.mark("Paid once, though pay was tapped twice")
      try write(recorder.recording(title: "a checkout on the live clock"))
    } catch {
      print("error: \(error)")
      exit(1)
    }
  }

  /// Prints or writes the recorded session; a replay that parts from it is an error.
  static func write(_ recording: SessionRecording) throws {
    let arguments = CommandLine.arguments
    if let index = arguments.firstIndex(of: "--write"), index + 1 < arguments.count {
      try Data(recording.text.utf8).write(to: URL(fileURLWithPath: arguments[index + 1]))
      print("wrote \(arguments[index + 1])")
    } else {
      print("\nThe session, as a scenario file:\n\n" + recording.text)
    }
    if let parting = recording.parting {
      print("error: \(parting)")
      exit(1)
    }
    print("Replayed on the catalogue's checkout: every control matched after every step.")
  }

  /// What an event says, in a line.
  @MainActor
  static func describe(_ event: ScreenEvent, on screen: Screen) -> String {
    switch event {
    case .focusChanged(let name): return "focus → \(name ?? "none")"
    case .managerChanged(let name, let validity): return "\(name) is \(validity)"
    case .dirtyChanged(let name, let isDirty): return "\(name) is \(isDirty ? "dirty" : "pristine")"
    case .control(let name, let event):
      switch event {
      case .textChanged, .textSet:
        return "\(name) text \"\(screen.field(named: name)?.displayText ?? "")\""
      case .validityChanged(let validity): return "\(name) is \(validity)"
      case .shownErrorChanged(let error):
        return "\(name) shows \(error.map { "\"\($0)\"" } ?? "no error")"
      case .enabledChanged(let isEnabled): return "\(name) \(isEnabled ? "enabled" : "disabled")"
      case .busyChanged(let isBusy): return "\(name) \(isBusy ? "busy" : "free")"
      case .requestSent(let id): return "\(name) sent request #\(id)"
      case .requestEnded(let id, let answer):
        return "\(name) request #\(id) \(answer.map { "answered \($0)" } ?? "cancelled")"
      case .tapped: return "\(name) tapped"
      case .valueChanged: return "\(name) changed"
      case .visibilityChanged(let isShown): return "\(name) \(isShown ? "shown" : "hidden")"
      case .editingBegan, .editingEnded, .selectionChanged: return "\(name) \(event)"
      }
    }
  }

  struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what)" }
  }

  /// Waits, without polling, until a change on the screen makes `condition` hold; gives up
  /// after two seconds.
  @MainActor
  static func wait(
    _ what: String, on screen: Screen, within limit: Duration = .seconds(2),
    until condition: @escaping () -> Bool
  ) async throws {
    if condition() { return }
    let held: Bool = await withCheckedContinuation { continuation in
      var resumed = false
      var token: ObservationToken?
      let finish: (Bool) -> Void = { value in
        guard !resumed else { return }
        resumed = true
        if let token { screen.removeObserver(token) }
        continuation.resume(returning: value)
      }
      token = screen.addObserver { _ in if condition() { finish(true) } }
      Task { @MainActor in
        try? await Task.sleep(for: limit)
        finish(condition())
      }
    }
    if !held { throw TimedOut(what: what) }
  }
}

/// A promo server that knows one code and answers after about 50 ms.
struct FakePromoCodes: PromoCodes {
  func isValid(_ code: String) async throws -> Bool {
    try await Task.sleep(for: .milliseconds(50))
    return code == "SAVE10"
  }
}

/// A payment provider that accepts every payment after about 50 ms.
struct FakePayments: Payments {
  func charge(_ payment: Payment) async throws {
    try await Task.sleep(for: .milliseconds(50))
  }
}
