// The seam between the control model and the validating layer (ValidationManager), and the
// hooks the scenario engine and the explorer use.
//
// The control model knows nothing of rules, managers or groups. Everything either side may use
// of the other is a `package` declaration of this module (120 of them, counted with the regex in
// CONTRIBUTING.md); nothing else of the model is theirs to touch. A new need is a new case of
// `ControlChange` or `LayerSignal`, or a call listed here, not a stored property made `package`.
// Shared plumbing that is nobody's concept (observer lists, weak references, versioned
// checkpoints) lives in the ModelSupport module, outside the seam.
//
// In this folder, what the layer needs of every control:
// - `ControlBehavior.swift`: the hook from control to layer. A control tells its attached layer
//   every change as a `ControlChange` (the user changed it, the app set it, its editing ended, a
//   button submitted it, its enablement flipped, it was reset, it became dirty or touched, a
//   button's request moved) and asks it back whether it may be submitted, its own validity,
//   what it shows (`ErrorDisplayState`, which a reset's check reads) and its version.
// - `ManageableControl.swift`: the hook from layer to control, `receive(_:)` with a
//   `LayerSignal` (the layer's state was read or settled; a gate opened or closed), and how a
//   manager gates a control (`Gate`, `attachGate`, `detachGate`) and hides it (`setHidden`),
//   written once for every kind. A change of the layer's state that observers hear is each
//   control's `stateDidChange(_:)`, apart because it carries an event: in the signal, every read
//   and settle paid for the event's size (the explorer ran 0.9% more instructions).
// - `ControlCore.swift`: each control's shared state (enablement by gates, visibility, busy,
//   dirty and touched, observers) in one value. The layer reads `isDirty` and keeps a `shown
//   when` alive in `visibilityRule`; it changes the rest only through the calls above, so that
//   every invariant the model checks stays the model's.
// - `ScreenHub.swift`: the screen's events and change scopes, which the layer joins so that
//   observers read the state a change left (`holdingEvents`, `deliver`, `isHolding`), the
//   readers of dirtiness (`addDirtinessReader`, `dirtinessDidFlip`), and `recordChange(of:)`
//   for a manager whose counts changed.
// - `InputJournal.swift`: the screen's inputs as steps (`ScreenInput`), heard by a session's
//   recorder (`listenToInputs`), and the clock's work scheduled through the screen (`schedule`,
//   `cancel`) so that the recorder hears it too.
//
// Beside each control's own state, in its class (stored properties cannot live elsewhere):
// `core`, `behavior`, `versions`, `receive(_:)`, `stateDidChange(_:)`, and the reads a rule
// makes without registering with Observation (`storedValue`, `textAndCount`, `isEmptyUntracked`,
// `selectedPosition`, `isLeftOutUntracked`, `isCountedByManagers`, `hasListeners`, a button's
// `requestOutcome`, `conditionsHeld`, `enablementRule` and `rowChange`). `ControlKind` adds the
// kind-wide ones (`of(_:)`, `manageable`, its validating layer, a reader of another control's
// value that returns its own removal, the versions the explorer's fingerprint compares).
//
// On `Screen`, by concern:
// - rows (`Screen+Rows.swift`): `RowStructure`, `ControlScope`, `ControlPlace`, making a row's
//   controls at its place and in its scope, removing and renaming them, the structure's version;
// - managers as components (`Screen.swift`, `ScreenComponent.swift`): `adopt`, `component`,
//   `checkAfterEveryStep`, `settle`, `value(named:)`;
// - lifecycle (`Screen+Lifecycle.swift`): a scoped `commit` and `reset`, and the reset's check;
// - checkpoints (`Screen+Checkpoint.swift`): `checkpoint`, `restore`, `prepareToRestore`;
// - invariants after every step (`Screen+Invariants.swift`): `violationsAroundChanges`,
//   `forgetChanges`, `checkInvariants(around:)`, `violations(of:)`;
// - where an app's screen made each control (`SourceOrigin.swift`), for mutation testing.
