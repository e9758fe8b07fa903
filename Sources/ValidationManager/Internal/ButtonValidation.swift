import ControlModel
import ModelSupport

/// What a button carries once a manager verifies it: the managers to tell when its last
/// request's outcome changes.
final class ButtonValidation: MemberValidation, ControlBehavior {
  /// A button reads no other control.
  func screenDidEnd() {}

  // The button owns this object, so it always outlives it.
  private unowned(unsafe) let button: Button
  /// The validity last told to the managers and observers, to tell a change from none.
  private var reported: Validity { didSet { versions.bump() } }
  /// Raised by every change to what a checkpoint captures; holds the state a checkpoint last saved
  /// or put back.
  @usableFromInline var versions = VersionRecord()
  /// See ``ControlBehavior/currentVersion``.
  var currentVersion: StateVersion { versions.current }

  init(button: Button) {
    self.button = button
    reported = Self.validity(of: button)
  }

  /// Valid once the last request succeeded, pending while one is in flight, else invalid.
  static func validity(of button: Button) -> Validity {
    let (inFlight, lastAnswer) = button.requestOutcome
    if inFlight { return .pending }
    return lastAnswer == .valid ? .valid : .invalid
  }

  func controlDidChange(_ change: ControlChange) {
    guard change == .requestChanged else { return }
    let new = Self.validity(of: button)
    guard new != reported else { return }
    reported = new
    button.stateDidChange(.validityChanged(new))
    verifiers.notify(button)
  }

  /// A button's requests go out whatever its own outcome.
  var isReadyForSubmission: Bool { true }

  var ownValidity: Validity { reported }

  /// A button shows no error.
  var errorDisplay: ErrorDisplayState {
    ErrorDisplayState(isOpen: false, shownError: nil, isPending: reported == .pending)
  }

  func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let own = versionedCheckpoint {
      let reported = reported
      return { validation in validation.reported = reported }
    }
    restorers.append(own)
    restorers.append(verifiers.checkpoint())
    return true
  }

  func invariantViolations(memberLimit: Int) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    let expected = Self.validity(of: button)
    if expected != reported {
      violations.append(
        InvariantViolation(
          subject: button.name,
          expected: "\(expected.rawValue), as its last request went",
          actual: reported.rawValue))
    }
    return violations + verifiers.invariantViolations(of: button, memberLimit: memberLimit)
  }
}

extension ButtonValidation: VersionedState {}
