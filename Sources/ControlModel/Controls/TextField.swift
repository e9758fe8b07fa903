// Over 300 lines: the field's state and the one place each of its stored properties is declared;
// editing is in TextField+Editing.swift.

public import ModelSupport
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
  /// The name, which a group's renumbering of its rows changes.
  var storedName: String

  /// The screen that owns the field.
  public internal(set) var screen: Screen? {
    get { configuration.screen }
    set { configuration.screen = newValue }
  }

  /// This field, as one of the package's kinds of control.
  public var kind: ControlKind { .field(self) }

  /// The identity of the screen, to check ownership without loading the weak reference.
  let screenIdentity: ObjectIdentifier

  /// What ``checkpointOwnState()`` captures of the field, apart from its ``core``.
  struct Saved {
    /// The text.
    var content: String
    /// The cursor, in characters from the start.
    var caret: Int
    /// The text's number of characters.
    var length: Int
    /// The other end of the selection, or `nil` when nothing is selected.
    var anchor: Int?
    var refusals = 0
    var hasFocus = false
    /// Whether the text is the one the field was made with: no edit and no `setText` yet.
    var isAtStartingValue = true
    /// The text the field starts with, and goes back to on a reset.
    var startingText: String
  }

  // Unchecked exclusivity (measured with callgrind, as each one below): checked, a keystroke
  // of W1 costs about 490 instructions more, of W3 about 800. The class is single-owner and
  // non-Sendable, and every mutation completes before observers run.
  @exclusivity(unchecked) var saved: Saved { didSet { versions.bump() } }

  /// The field's screen, how it shapes input, and its validating layer: what a checkpoint does
  /// not capture.
  ///
  /// Stored internal, behind ``screen``, ``limit``, ``filter``, ``normalizer`` and ``behavior``:
  /// the optimizer sees every access and checks none at run time.
  struct Configuration {
    weak var screen: Screen?
    var limit: Int?
    var filter: InputFilter?
    var normalizer: InputNormalizer?
    /// The validating layer attached to this field, if any.
    var behavior: (any ControlBehavior)?
  }

  var configuration: Configuration
  var detachedReported = false
  /// Raised by every change to what ``checkpointOwnState()`` captures; holds the state a checkpoint
  /// last saved or put back.
  // Unchecked exclusivity: checked, W1 costs about 200 instructions a keystroke more.
  @usableFromInline @exclusivity(unchecked) package var versions = VersionRecord()

  /// Enablement, observers and Observation, shared in shape with every control.
  // Unchecked exclusivity: checked, W1 costs about 210 instructions a keystroke more, W3 550.
  @exclusivity(unchecked) package var core: ControlCore { didSet { versions.bump() } }

  /// The validating layer attached to this field, if any.
  package var behavior: (any ControlBehavior)? {
    get { configuration.behavior }
    set { configuration.behavior = newValue }
  }

  /// Whether this is a password field, whose text is never printed.
  public let isSecure: Bool

  init(
    name: String, screen: Screen, limit: Int?, filter: InputFilter?,
    normalizer: InputNormalizer?, isSecure: Bool, text: String = ""
  ) {
    self.saved = Saved(content: text, caret: text.count, length: text.count, startingText: text)
    self.storedName = name
    self.screenIdentity = ObjectIdentifier(screen)
    self.configuration = Configuration(
      screen: screen, limit: limit, filter: filter, normalizer: normalizer)
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
  public var text: String { tracked(saved.content) }

  /// The cursor, as a number of characters from the start of the text: the end of the
  /// selection that moves.
  public var cursor: Int { tracked(saved.caret) }

  /// The selected characters; an empty range at the cursor when nothing is selected.
  public var selection: Range<Int> { tracked(selectedRange) }

  /// The number of characters in the text, kept as the text changes.
  public var characterCount: Int { tracked(saved.length) }

  /// How many keystrokes, pastes, replacements and focus attempts the field has refused.
  public var refusalCount: Int { tracked(saved.refusals) }

  /// Whether the field has the focus of its screen; the screen keeps it.
  public var isFocused: Bool { tracked(saved.hasFocus) }

  /// Whether the field accepts the focus and edits.
  ///
  /// A field becomes disabled when one of the managers that manage it is invalid; a disabled
  /// field refuses the focus, and a field disabled while focused loses it.
  public var isEnabled: Bool { tracked(core.isEnabled) }

  /// Whether the field is hidden (its `shown when` conditions do not hold): it keeps its text,
  /// refuses the focus and every edit, and managers leave it out.
  public var isHidden: Bool { tracked(core.isHidden) }

  /// Whether managers count the field's state: it is enabled and shown.
  ///
  /// Read without tracking.
  package var isCountedByManagers: Bool { !core.isLeftOut }

  /// The most characters the text may have, or `nil` for no limit.
  ///
  /// It may change at any time. A lower limit keeps the text as it is; it refuses only input
  /// that would make the text longer than the limit. Deleting is always possible.
  public var limit: Int? {
    get { configuration.limit }
    set { configuration.limit = newValue.map { max(0, $0) } }
  }

  /// The characters that keystrokes and pastes may contain, or `nil` for any.
  ///
  /// It may change at any time; it decides on input, never on the text already there.
  public var filter: InputFilter? {
    get { configuration.filter }
    set { configuration.filter = newValue }
  }

  /// How typed and pasted text is reshaped before the limit and filter decide, or `nil`.
  public var normalizer: InputNormalizer? {
    get { configuration.normalizer }
    set { configuration.normalizer = newValue }
  }

  /// Whether the text is empty, read without tracking or copying the text: what a condition
  /// `empty` or `filled` on the field reads.
  package var isEmptyUntracked: Bool { saved.length == 0 }

  /// Whether the text is the one the field was made with: no edit and no `setText` yet.
  ///
  /// A `remote` rule counts as passed on it, without a request, unless the field remembers an
  /// answer for that text.
  package internal(set) var isAtStartingValue: Bool {
    get { saved.isAtStartingValue }
    set { saved.isAtStartingValue = newValue }
  }

  /// The text the field starts with, and goes back to on a reset.
  package internal(set) var startingText: String {
    get { saved.startingText }
    set { saved.startingText = newValue }
  }

  /// Whether the text differs from the starting text: kept in ``core``, as for every control.
  var dirtyFlag: Bool { core.isDirty }

  /// Whether the field's editing ended once: kept in ``core``, as for every control.
  var touchedFlag: Bool { core.isTouched }

  /// The text with its character count, read for the validating layer without tracking.
  ///
  /// Read here rather than from the other module: a read compiled in this module honours the
  /// properties' unchecked exclusivity, where a direct read from another module checks at run
  /// time on every keystroke.
  package var textAndCount: (text: String, count: Int) {
    @inline(never) get { (saved.content, saved.length) }
  }

  var selectedRange: Range<Int> {
    let caret = saved.caret
    guard let anchor = saved.anchor else { return caret..<caret }
    return min(anchor, caret)..<max(anchor, caret)
  }

  // MARK: - Observers

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Hears its validating layer or a gate: see ``ManageableControl/receive(_:)``.
  @inline(__always)
  package func receive(_ signal: LayerSignal) {
    switch signal {
    case .read: track()
    case .settled: if let journal = core.journal { journal.record(self) }
    case .gate(let isOpen): if core.gateDidChange(isOpen: isOpen) { enablementDidFlip() }
    }
  }
  /// Tells the control's observers and Observation that its validating layer's state changed.
  ///
  /// - Parameter event: The event to send, if any.
  package func stateDidChange(_ event: ControlEvent?) {
    changed()
    if let event { notify(event) }
  }
  /// Whether anything listens to the field: its observers, the screen's, or Observation.
  ///
  /// The validating layer builds event payloads only when something does.
  package var hasListeners: Bool {
    @inline(never) get { core.isListened }
  }

  // MARK: - Enablement

  func enablementDidFlip() {
    let isEnabled = core.isEnabled
    if !isEnabled, saved.hasFocus { loseFocusWhenSettled() }
    behavior?.controlDidChange(.enablementFlipped)
    changed()
    notify(.enabledChanged(isEnabled))
  }

  func visibilityDidFlip() {
    if core.isHidden, saved.hasFocus { loseFocusWhenSettled() }
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
  var observedState: Void { () }

  /// Captures the text, cursor, selection, refusals, focus, enablement, starting text, and
  /// whether the field is dirty and touched, for a ``ScreenCheckpoint``.
  func checkpointOwnState() -> SavedPart {
    versionedCheckpoint {
      let saved = self.saved
      let core = (
        self.core.closedGates, self.core.isBusy, self.core.isHidden, self.core.isDirty,
        self.core.isTouched
      )
      return { field in
        field.saved = saved
        (
          field.core.closedGates, field.core.isBusy, field.core.isHidden, field.core.isDirty,
          field.core.isTouched
        ) = core
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
    isSecure ? Masking.mask(count: saved.length) : text
  }
}
