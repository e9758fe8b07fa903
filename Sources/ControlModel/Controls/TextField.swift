// Over 300 lines: the field's state and the one place each of its stored properties is declared;
// editing is in TextField+Editing.swift.

public import Observation

/// A headless text field with real keystroke editing.
///
/// Text, cursor, selection, limits and filters count `Character`s (extended grapheme clusters),
/// so a family emoji or an `e` followed by a combining accent is one character. Every edit goes
/// through the focus: ``type(_:)``, ``paste(_:)``, ``backspace(_:)``, ``clear()``,
/// ``replace(utf16Range:with:)``, ``moveCursor(to:)`` and ``select(_:)`` focus the field first,
/// and a disabled field refuses the focus. ``setText(_:)`` sets the text from code, as UIKit's
/// `text =` does: no focus, no editing event.
///
/// ```swift
/// let screen = Screen()
/// let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
/// phone.type("06a12")        // "a" is refused: the text is "0612"
/// phone.refusalCount         // 1
/// ```
public final class TextField: ManageableControl {
  /// The field's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes (a call reads it from other
  /// modules, with no dynamic exclusivity check).
  @exclusivity(unchecked) var storedName: String

  /// The screen that owns the field.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This field, as one of the package's kinds of control.
  public var kind: ControlKind { .field(self) }

  /// The identity of the screen, to check ownership without loading the weak reference.
  let screenIdentity: ObjectIdentifier

  // Unchecked exclusivity on the state a keystroke touches: dynamic exclusivity checks were
  // about 40% of a keystroke in the W1 benchmark. The class is single-owner and non-Sendable,
  // and every mutation completes before observers run.
  @exclusivity(unchecked) var content: String = "" { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var caret: Int = 0 { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var length: Int = 0 { didSet { stateVersion.bump() } }
  /// Whether the text is the one the field was made with: no edit and no `setText` yet.
  ///
  /// A `remote` rule counts as passed on it, without a request, unless the field remembers an
  /// answer for that text.
  @exclusivity(unchecked) package internal(set) var isAtStartingValue = true {
    didSet { stateVersion.bump() }
  }
  /// The text the field starts with, and goes back to on a reset.
  @exclusivity(unchecked) package internal(set) var startingText: String {
    didSet { stateVersion.bump() }
  }
  /// Whether the text differs from the starting text, and whether the field's editing ended
  /// once: kept here rather than in ``core``, which a keystroke then need not read.
  @exclusivity(unchecked) var dirtyFlag = false {
    didSet { stateVersion.bump() }
  }
  @exclusivity(unchecked) var touchedFlag = false {
    didSet { stateVersion.bump() }
  }
  /// The other end of the selection, or `nil` when nothing is selected.
  @exclusivity(unchecked) var anchor: Int? { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var refusals: Int = 0 { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var hasFocus = false { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) var currentLimit: Int?
  @exclusivity(unchecked) var currentFilter: InputFilter?
  @exclusivity(unchecked) var currentNormalizer: InputNormalizer?
  var detachedReported = false
  /// Raised by every change to what ``checkpointOwnState()`` captures.
  @usableFromInline @exclusivity(unchecked) package var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) package var latestSaved: SavedPart?

  /// Enablement, observers and Observation, shared in shape with every control.
  @exclusivity(unchecked) package var core: ControlCore { didSet { stateVersion.bump() } }

  /// The validating layer attached to this field, if any.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?

  /// Whether this is a password field, whose text is never printed.
  public let isSecure: Bool

  init(
    name: String, screen: Screen, limit: Int?, filter: InputFilter?,
    normalizer: InputNormalizer?, isSecure: Bool, text: String = ""
  ) {
    self.content = text
    self.startingText = text
    self.length = text.count
    self.caret = text.count
    self.storedName = name
    self.screen = screen
    self.screenIdentity = ObjectIdentifier(screen)
    self.currentLimit = limit
    self.currentFilter = filter
    self.currentNormalizer = normalizer
    self.isSecure = isSecure
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  /// Whether a field with this limit, filter and normaliser would leave a text as it is.
  ///
  /// The normaliser does not change it, the filter allows it, and it fits the limit: a starting
  /// text must.
  ///
  /// - Returns: `true` when the text is one the field could hold as typed.
  public static func keepsAsItIs(
    _ text: String, limit: Int?, filter: InputFilter?, normalizer: InputNormalizer?
  ) -> Bool {
    if let normalizer, normalizer(text) != text { return false }
    if !text.isEmpty, let filter, !filter.allows(text) { return false }
    return limit.map { text.count <= $0 } ?? true
  }

  // MARK: - State

  /// The field's text.
  public var text: String {
    track()
    return content
  }

  /// The cursor, as a number of characters from the start of the text: the end of the
  /// selection that moves.
  public var cursor: Int {
    track()
    return caret
  }

  /// The selected characters; an empty range at the cursor when nothing is selected.
  public var selection: Range<Int> {
    track()
    return selectedRange
  }

  /// The number of characters in the text, kept as the text changes.
  public var characterCount: Int {
    track()
    return length
  }

  /// How many keystrokes, pastes, replacements and focus attempts the field has refused.
  public var refusalCount: Int {
    track()
    return refusals
  }

  /// Whether the field has the focus of its screen; the screen keeps it.
  public var isFocused: Bool {
    track()
    return hasFocus
  }

  /// Whether the field accepts the focus and edits.
  ///
  /// A field becomes disabled when one of the managers that manage it is invalid; a disabled
  /// field refuses the focus, and a field disabled while focused loses it.
  public var isEnabled: Bool {
    track()
    return core.isEnabled
  }

  /// Whether the field is hidden (its `shown when` conditions do not hold): it keeps its text,
  /// refuses the focus and every edit, and managers leave it out.
  public var isHidden: Bool {
    track()
    return core.isHidden
  }

  /// Whether managers count the field's state: it is enabled and shown.
  ///
  /// Read without tracking.
  package var isCountedByManagers: Bool { !core.isLeftOut }

  /// The most characters the text may have, or `nil` for no limit.
  ///
  /// It may change at any time. A lower limit keeps the text as it is; it refuses only input
  /// that would make the text longer than the limit. Deleting is always possible.
  public var limit: Int? {
    get { currentLimit }
    set { currentLimit = newValue.map { max(0, $0) } }
  }

  /// The characters that keystrokes and pastes may contain, or `nil` for any.
  ///
  /// It may change at any time; it decides on input, never on the text already there.
  public var filter: InputFilter? {
    get { currentFilter }
    set { currentFilter = newValue }
  }

  /// How typed and pasted text is reshaped before the limit and filter decide, or `nil`.
  public var normalizer: InputNormalizer? {
    get { currentNormalizer }
    set { currentNormalizer = newValue }
  }

  /// The screen, read from another module of the package without a dynamic exclusivity check
  /// (the attribute does not cross modules; a call does): a flip of the field's enablement
  /// reads it.
  package var owningScreen: Screen? {
    @inline(never) get { screen }
  }

  /// Whether the text is empty, read without tracking or copying the text: what a condition
  /// `empty` or `filled` on the field reads.
  package var isEmptyUntracked: Bool { length == 0 }

  /// The text with its character count, read for the validating layer without tracking.
  ///
  /// Read here rather than from the other module: a read compiled in this module honours the
  /// properties' unchecked exclusivity, where a direct read from another module checks at run
  /// time on every keystroke.
  package var textAndCount: (text: String, count: Int) {
    @inline(never) get { (content, length) }
  }

  var selectedRange: Range<Int> {
    guard let anchor else { return caret..<caret }
    return min(anchor, caret)..<max(anchor, caret)
  }

  // MARK: - Observers

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Registers a closure that hears every event of this field: see ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    core.addObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

  /// Tells the field's observers and Observation that something changed: for the validating
  /// layer, whose state (validity, errors, shown error) a UI renders with the field.
  ///
  /// - Parameter event: The event to send, if any.
  package func stateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { notify(event) }
  }

  /// Records, for the screen's owner, that the validating layer settled the field's state,
  /// whether or not anything listens (a field re-checked because another changed sends no
  /// event when nothing listens, yet its state is new).
  @inline(__always)
  package func validationDidSettle() {
    if let journal = core.journal { journal.record(self) }
  }

  /// Whether anything listens to the field: its observers, the screen's, or Observation.
  ///
  /// The validating layer builds event payloads only when something does.
  package var hasListeners: Bool {
    @inline(never) get { core.isListened }
  }

  // MARK: - Enablement

  package func gateDidChange(isOpen: Bool) {
    if core.gateDidChange(isOpen: isOpen) { enablementDidFlip() }
  }

  package func enablementDidFlip() {
    let isEnabled = core.isEnabled
    if !isEnabled, hasFocus { loseFocusWhenSettled() }
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    notify(.enabledChanged(isEnabled))
  }

  package func visibilityDidFlip() {
    if core.isHidden, hasFocus { loseFocusWhenSettled() }
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    notify(.visibilityChanged(!core.isHidden))
  }

  // MARK: - Observation

  /// Records a read for Observation, when the screen is observable.
  @inline(__always)
  func track() { core.registrar?.access(self, keyPath: \.observedState) }

  /// Reports a change to Observation, when the screen is observable.
  @inline(__always)
  func changed() {
    core.registrar?.withMutation(of: self, keyPath: \.observedState) {}
    core.journal?.record(self)
  }

  /// The key path under which Observation tracks the field.
  package var observedState: Void { () }

  /// Records a read of the validating layer's state for Observation.
  package func trackAccess() { track() }

  /// Captures the text, cursor, selection, refusals, focus and enablement, for a
  /// ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = (
        content, caret, length, anchor, refusals, hasFocus, core.closedGates, core.isBusy,
        core.isHidden, isAtStartingValue
      )
      let lifecycle = (startingText, dirtyFlag, touchedFlag)
      return { field in
        (
          field.content, field.caret, field.length, field.anchor, field.refusals,
          field.hasFocus, field.core.closedGates, field.core.isBusy, field.core.isHidden,
          field.isAtStartingValue
        ) = saved
        (field.startingText, field.dirtyFlag, field.touchedFlag) = lifecycle
      }
    }
  }

}

extension TextField: Observable {}

extension TextField: VersionedState {}

extension TextField: CustomStringConvertible {
  /// The field's name and its text, secure text shown as `•`.
  public var description: String {
    "TextField(\(name), \"\(displayText)\")"
  }

  /// The text as it may be printed: a secure field's text as one `•` per character.
  public var displayText: String {
    isSecure ? Masking.mask(count: length) : text
  }
}
