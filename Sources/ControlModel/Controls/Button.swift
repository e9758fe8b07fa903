public import ModelSupport
public import Observation

/// A headless button.
///
/// A tap is accepted only while the button is enabled. An accepted tap is counted and opens the
/// `on-submit` errors of the fields and switches the button submits. When every submitted field
/// and switch is valid (or disabled), the tap then sends a request: the app's ``action``, or for
/// a button made with a busy time, a simulated request that the clock answers after that time.
/// While its request is in flight the button is busy, and so disabled: mashing it sends one
/// request.
///
/// ```swift
/// let pay = screen.makeButton("pay", submits: [card, cvc])
/// pay.action = {
///   let order = Order(card: card.text, cvc: cvc.text)   // read at the tap
///   return { try await payments.charge(order) }       // the request
/// }
/// pay.tap()          // accepted: busy until `charge` returns or throws
/// pay.tap()          // refused while busy
/// ```
public final class Button: ManageableControl {
  /// The button's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes.
  var storedName: String

  /// The screen that owns the button.
  public internal(set) weak var screen: Screen?

  /// This button, as one of the package's kinds of control.
  public var kind: ControlKind { .button(self) }

  /// The fields whose `on-submit` errors an accepted tap opens.
  public internal(set) var submittedFields: [TextField]

  /// The switches whose `on-submit` errors an accepted tap opens.
  public internal(set) var submittedSwitches: [Switch] = []

  /// The pickers, steppers and date pickers whose display of errors an accepted tap opens.
  public var submittedValueControls: [any Control] { submittedValues }

  /// How long a simulated request keeps the button busy, for a button without an ``action``.
  public let busyDuration: Duration?

  /// The app's request, made by each accepted tap with a valid form; the button is busy until
  /// the request returns or throws.
  ///
  /// The closure runs at the tap, synchronously, where the screen lives: it reads what the
  /// request needs (the form as it was when tapped) and returns the asynchronous work, which is
  /// `Sendable` because it runs elsewhere. On a ``LiveClock`` that work runs in a task; on a
  /// ``VirtualClock`` the request stays outstanding until a test answers it
  /// (``Request/answer(_:)``) or runs it (``Request/run()``).
  public var action: (() -> @Sendable () async throws -> Void)?

  /// What an accepted tap does to a group of rows: the validation layer's to set.
  ///
  /// The group, whether it adds a row (else it removes the last), and the change itself, made
  /// after the tap opened the displays of what it submits and went busy.
  package var rowChange: (group: String, adds: Bool, action: () -> Void)?

  /// Whether an accepted tap moves the focus to the first invalid field it submits.
  ///
  /// After the tap opened their `on-submit` errors, the focus goes to the first field it
  /// submits, in declaration order (rows in order), that is invalid and takes the focus: a
  /// pending field is skipped, and with none the focus stays. Editing of the field that had the
  /// focus ends first.
  ///
  /// ```swift
  /// let next = screen.makeButton("continue", submits: [name, email])
  /// next.focusesInvalid = true
  /// ```
  public var focusesInvalid = false

  /// Whether a request of the button that ends well commits what it submits: "Save draft".
  ///
  /// The values it sent (those at its accepted tap, not keystrokes typed while it is busy)
  /// become the starting values of what it submits, disabled and hidden controls included, or
  /// of the whole screen when it submits nothing (``Screen/commit()``): at the end of its busy
  /// time, at a ``Answer/valid`` answer to its request, or at the accepted tap itself when it
  /// has neither a busy time nor an ``action`` and what it submits is valid, disabled or
  /// hidden. A request that fails, is answered invalid, or is cancelled (a reset of the whole
  /// screen) commits nothing. A group it submits is committed when its rows are the ones it
  /// sent; a button that also resets commits first, then resets.
  ///
  /// ```swift
  /// let save = screen.makeButton("saveDraft", busy: .seconds(1))
  /// save.commitsOnSuccess = true
  /// save.enable(when: [.dirty("form")])
  /// ```
  public var commitsOnSuccess = false

  /// What an accepted tap resets: "Discard changes".
  ///
  /// The screen (``Screen/reset()``), or a manager or group, reset after the tap opened the
  /// displays of what it submits. Not kept alive: the screen owns what it resets.
  public weak var resetTarget: (any Resettable)?

  /// How the button's last request ended, or `nil` before the first one ends.
  public var lastAnswer: Answer? { tracked(saved.lastAnswer) }

  /// The number of taps the button has accepted.
  public var tapCount: Int { tracked(saved.taps) }

  /// How many taps the button has refused: each while it was disabled (or busy) or hidden.
  public var refusalCount: Int { tracked(saved.refusals) }

  /// Whether a request started by a tap is still in flight.
  public var isBusy: Bool { tracked(core.isBusy) }

  /// The clock time at which the current simulated busy period ends, or `nil` when the button is
  /// not busy or waits for a request of the app's.
  public var busyUntil: Duration? { tracked(saved.currentRequest?.answerDueAt) }

  /// The request in flight, if any.
  public var request: Request? { tracked(saved.currentRequest) }

  /// How many requests the button has sent.
  public var sentRequestCount: Int { screen?.sentRequestCount(of: name) ?? 0 }

  /// Whether the button accepts taps: its managers are valid and it is not busy.
  public var isEnabled: Bool { tracked(core.isEnabled) }

  /// Enablement, observers and Observation, shared in shape with every control.
  // Unchecked exclusivity (callgrind): checked, W4 with 100 managers costs 17,000 more a keystroke.
  @exclusivity(unchecked) package var core: ControlCore { didSet { versions.bump() } }

  /// The validating layer attached to this button, when a manager verifies it.
  package var behavior: (any ControlBehavior)?

  /// Whether a request of the button is in flight, and how the last one ended: read by the
  /// validating layer without tracking.
  package var requestOutcome: (inFlight: Bool, lastAnswer: Answer?) {
    (saved.currentRequest != nil, saved.lastAnswer)
  }

  var submittedValues: [any AnyValueControl] = []
  /// The groups the button submits, which a commit of what it sent covers: not kept alive (a
  /// group holds the buttons that submit it).
  var submittedGroupReferences: [WeakGroup] = []
  var submittedGroups: [any RowStructure] {
    submittedGroupReferences.compactMap(\.group)
  }
  var detachedReported = false

  /// What ``checkpointOwnState()`` captures of the button, apart from its ``core``.
  struct Saved {
    var taps = 0
    var refusals = 0
    var currentRequest: Request?
    var lastAnswer: Answer?
    /// What the request in flight sent, for a button that commits it when it ends well.
    var sent: SentValues?
    /// Whether the button's `enabled when` conditions held when last decided.
    var conditionsHeld = true
  }

  /// Whether the button's `enabled when` conditions held when the validating layer last
  /// decided them: kept with the button's state, so that a checkpoint puts it back with the
  /// gate it opens or closes.
  package var conditionsHeld: Bool {
    get { saved.conditionsHeld }
    set { saved.conditionsHeld = newValue }
  }

  /// What decides the button's `enabled when`: the validating layer's, kept alive here.
  ///
  /// A gate, so that a full check reads its names without a dynamic cast.
  package var enablementRule: (any Gate)?

  var saved = Saved() { didSet { versions.bump() } }
  /// Raised by every change to what ``checkpointOwnState()`` captures; holds the state a checkpoint
  /// last saved or put back.
  // Unchecked exclusivity (callgrind): checked, W4 with 100 managers costs 8,500 more a keystroke.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()

  init(name: String, screen: Screen, submits: [TextField], busy: Duration?) {
    self.storedName = name
    self.screen = screen
    self.submittedFields = submits
    self.busyDuration = busy
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  /// Taps the button.
  ///
  /// - Returns: Whether the tap was accepted (the button was enabled).
  @discardableResult
  public func tap() -> Bool {
    core.hub.receive(.tap(name)) { tapNow() }
  }

  private func tapNow() -> Bool {
    guard core.acceptsInput else {
      saved.refusals += 1
      changed()
      return false
    }
    saved.taps += 1
    // The tap's event goes out first, then what it caused: shown errors, the request.
    core.hub.holdingEvents {
      core.notify(.tapped)
      for field in submittedFields {
        field.didSubmit()
      }
      for control in submittedSwitches {
        control.didSubmit()
      }
      for control in submittedValues {
        control.didSubmit()
      }
      let isReady =
        submittedFields.allSatisfy(\.isReadyForSubmission)
        && submittedSwitches.allSatisfy(\.isReadyForSubmission)
        && submittedValues.allSatisfy(\.isReadyForSubmission)
      let sends = action != nil || (busyDuration ?? .zero) > .zero
      if sends, isReady {
        if let screen {
          send(on: screen)
        } else {
          DetachedControl.report(
            name, "send its request", removed: core.wasRemoved,
            alreadyReported: &detachedReported)
        }
      }
      // What it sent is what the tap found, before its own row change.
      if commitsOnSuccess, !sends, isReady, let screen {
        screen.commit(valuesSent(on: screen))
      }
      rowChange?.action()
      if focusesInvalid, let screen { screen.focusFirstInvalid(of: submittedFields) }
      if let resetTarget {
        if let screen { screen.reset(through: resetTarget) } else { resetTarget.reset() }
      }
    }
    changed()
    assert(screen?.checkInvariants(around: self) ?? true)
    return true
  }

  /// Captures the taps, the request in flight and enablement, for a ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = self.saved
      let core = (self.core.closedGates, self.core.isBusy, self.core.isHidden)
      return { button in
        button.saved = saved
        (button.core.closedGates, button.core.isBusy, button.core.isHidden) = core
      }
    }
  }

  /// A button holds no value: never dirty.
  public var isDirty: Bool { false }

  /// A button holds no value: never touched.
  public var isTouched: Bool { false }

  // MARK: - Enablement

  /// Hears its validating layer or a gate: see ``ManageableControl/receive(_:)``.
  @inline(__always)
  package func receive(_ signal: LayerSignal) {
    switch signal {
    case .read: track()
    case .settled: core.journal?.record(self)
    case .gate(let isOpen): if core.gateDidChange(isOpen: isOpen) { enablementDidFlip() }
    }
  }
  /// Tells the control's observers and Observation that its validating layer's state changed.
  ///
  /// - Parameter event: The event to send, if any.
  package func stateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { core.notify(event) }
  }
  func enablementDidFlip() {
    changed()
    core.notify(.enabledChanged(core.isEnabled))
  }

  func visibilityDidFlip() {
    changed()
    core.notify(.visibilityChanged(!core.isHidden))
  }

  /// Whether the button is hidden (its `shown when` conditions do not hold): it refuses taps.
  public var isHidden: Bool { tracked(core.isHidden) }

  // MARK: - Observation

  func track() { core.registrar?.access(self, keyPath: \.observedState) }

  func changed() {
    core.registrar?.withMutation(of: self, keyPath: \.observedState) {}
    core.journal?.record(self)
  }

  /// The key path under which Observation tracks the button.
  var observedState: Void { () }
}

extension Button: Observable {}

extension Button: VersionedState {}

extension Button: CustomStringConvertible {
  /// The button's name and its tap count.
  public var description: String {
    "Button(\(name), \(saved.taps) taps)"
  }
}
