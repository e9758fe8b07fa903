// The seam between the control model and the validating layer (ValidationManager).
//
// The control model knows nothing of rules, managers or groups. What the validating layer
// needs of a control, and the only way it hears a control's changes, is declared in this
// folder with `package` access:
//
// - `ControlBehavior.swift`: the one hook. A control tells its attached layer every change as a
//   `ControlChange` (the user changed it, the app set it, its editing ended, a button submitted
//   it, its enablement flipped, it was reset, it became dirty or touched, a button's request
//   moved) and asks it back whether it may be submitted, its own validity and what it shows.
// - `ControlCore.swift`: each control's shared state (enablement by gates, visibility, busy,
//   dirty and touched, observers) in one value. The layer reads it; it changes it only through
//   the calls below, so that every invariant the model checks stays the model's.
// - `ManageableControl.swift`: the hook in the other direction, `receive(_:)` with a
//   `LayerSignal` (the layer's state was read, changed or settled; a gate opened or closed),
//   and how a manager gates a control (`Gate`, `attachGate`, `detachGate`) and hides it
//   (`setHidden`), written once for every kind.
// - `ScreenHub.swift`: the screen's events and change scopes, which the layer joins so that
//   observers read the state a change left (`holdingEvents`, `deliver`, `isHolding`).
//
// Elsewhere in the module, `package` declarations serve the same layer for rows
// (`Screen+Rows.swift`: `RowStructure`, `ControlScope`, making and removing rows' controls),
// checkpoints (`Checkpointing`, `StateVersion`) and the invariants the runner and the explorer
// check after every step (`ChangeJournal`, `Screen+Invariants.swift`). Nothing else of the
// model is the layer's to touch: a new need is a new case of `ControlChange` or a call here,
// not a stored property made `package`.
