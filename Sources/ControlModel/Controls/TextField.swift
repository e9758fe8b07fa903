/// A headless text field with real keystroke editing.
///
/// Text, cursor, limits and filters count `Character`s (extended grapheme clusters), so a family
/// emoji or an `e` followed by a combining accent is one character. Every edit goes through the
/// focus: ``type(_:)``, ``paste(_:)``, ``backspace(_:)``, ``clear()`` and ``moveCursor(to:)``
/// focus the field first, and a disabled field refuses the focus.
///
/// ```swift
/// let screen = Screen()
/// let phone = screen.makeTextField("phone", limit: 12, allow: .characterClass(.digit))
/// phone.type("06a12")        // "a" is refused: the text is "0612"
/// phone.refusalCount         // 1
/// ```
public final class TextField: ManageableControl {
  /// The field's name, unique on its screen.
  public let name: String

  /// The screen that owns the field.
  public private(set) weak var screen: Screen?

  /// The identity of the screen, to check ownership without loading the weak reference.
  let screenIdentity: ObjectIdentifier

  /// The most characters the text may have, or `nil` for no limit.
  public let limit: Int?

  /// The characters that keystrokes and pastes may contain, or `nil` for any.
  public let filter: InputFilter?

  /// Whether this is a password field, whose text is never printed.
  public let isSecure: Bool

  /// The field's text.
  @exclusivity(unchecked) public internal(set) var text: String = ""

  /// The cursor, as a number of characters from the start of the text.
  @exclusivity(unchecked) public internal(set) var cursor: Int = 0

  /// The number of characters in the text, kept as the text changes.
  @exclusivity(unchecked) public internal(set) var characterCount: Int = 0

  /// The text with its character count, read for the validating layer.
  ///
  /// Read here rather than from the other module: a read compiled in this module honours the
  /// properties' unchecked exclusivity, where a direct read from another module checks at run
  /// time on every keystroke.
  package var textAndCount: (text: String, count: Int) {
    @inline(never) get { (text, characterCount) }
  }

  /// How many keystrokes, pastes and focus attempts the field has refused.
  @exclusivity(unchecked) public internal(set) var refusalCount: Int = 0

  /// Whether the field has the focus of its screen; the screen keeps it.
  @exclusivity(unchecked) public internal(set) var isFocused = false

  /// Whether the field accepts the focus and edits.
  ///
  /// A field becomes disabled when one of the managers that manage it is invalid; a disabled
  /// field refuses the focus, and a field disabled while focused loses it.
  public var isEnabled: Bool { enablement.isEnabled }

  /// The validating layer attached to this field, if any.
  @exclusivity(unchecked) package var behavior: (any FieldBehavior)?

  @exclusivity(unchecked) var enablement = Enablement()
  @exclusivity(unchecked) var observers = ObserverList()

  init(name: String, screen: Screen, limit: Int?, filter: InputFilter?, isSecure: Bool) {
    self.name = name
    self.screen = screen
    self.screenIdentity = ObjectIdentifier(screen)
    self.limit = limit
    self.filter = filter
    self.isSecure = isSecure
  }

  /// Registers a closure that hears every event of this field.
  ///
  /// - Parameter handler: Called after each event, with the field already in its new state.
  /// - Returns: A token that ``removeObserver(_:)`` takes.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Removes an observer; removing one that is already gone does nothing.
  ///
  /// - Parameter token: The token that ``addObserver(_:)`` returned.
  public func removeObserver(_ token: ObservationToken) {
    observers.remove(token)
  }

  // MARK: - Enablement

  package var gates: [AnyObject] { enablement.gates.map { $0.takeUnretainedValue() } }

  package func attachGate(_ gate: AnyObject, isOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.attach(gate, isOpen: isOpen)
    enablementChanged(from: wasEnabled)
  }

  package func detachGate(_ gate: AnyObject, wasOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.detach(gate, wasOpen: wasOpen)
    enablementChanged(from: wasEnabled)
  }

  package func gateDidChange(isOpen: Bool) {
    let wasEnabled = enablement.isEnabled
    enablement.gateDidChange(isOpen: isOpen)
    enablementChanged(from: wasEnabled)
  }

  private func enablementChanged(from wasEnabled: Bool) {
    let isEnabled = enablement.isEnabled
    guard isEnabled != wasEnabled else { return }
    if !isEnabled, isFocused {
      screen?.endEditing()
    }
    behavior?.fieldEnablementDidChange(self)
    observers.notify(.enabledChanged(isEnabled))
  }

  // MARK: - Focus

  /// Gives the field the focus, ending the editing of the field that had it.
  ///
  /// Focusing the field that already has the focus changes nothing: its editing goes on and its
  /// cursor stays. A disabled field refuses the focus and counts one refusal.
  ///
  /// - Returns: Whether the field has the focus afterwards.
  @discardableResult
  public func focus() -> Bool {
    if isFocused { return true }
    return screen?.focus(self) ?? false
  }

  func countRefusal() {
    refusalCount += 1
  }

  func didBeginEditing() {
    cursor = characterCount
    observers.notify(.editingBegan)
  }

  func didEndEditing() {
    behavior?.fieldDidEndEditing(self)
    observers.notify(.editingEnded)
  }

  func didSubmit() {
    behavior?.fieldWasSubmitted(self)
  }

  var isReadyForSubmission: Bool {
    !isEnabled || (behavior?.isReadyForSubmission ?? true)
  }
}

extension TextField: CustomStringConvertible {
  /// The field's name and its text, secure text shown as `•`.
  public var description: String {
    "TextField(\(name), \"\(displayText)\")"
  }

  /// The text as it may be printed: a secure field's text as one `•` per character.
  public var displayText: String {
    isSecure ? String(repeating: "•", count: characterCount) : text
  }
}
