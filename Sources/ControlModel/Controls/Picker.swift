public import Observation

/// A headless single choice among options, or nothing: a `Picker` in SwiftUI, a
/// `UISegmentedControl` or a menu in UIKit.
///
/// ```swift
/// let country = screen.makePicker("country", options: ["US", "DE", "CA", "IS"])
/// country.select("CA")   // the user chose Canada, if the picker is enabled and shown
/// country.select(nil)    // the choice cleared
/// ```
///
/// Options compare as Swift `String`s (canonical equivalence). Choosing the option already
/// chosen changes nothing.
public final class Picker: ValueControl {
  /// The picker's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes (a call reads it from other
  /// modules, with no dynamic exclusivity check).
  @exclusivity(unchecked) var storedName: String

  /// The screen that owns the picker.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This picker, as one of the package's kinds of control.
  public var kind: ControlKind { .picker(self) }

  /// The options, in the order the user sees them; never empty, each one once.
  public let options: [String]

  /// The option chosen, or `nil` when nothing is.
  public var selection: String? {
    track()
    return storedValue.text
  }

  /// Whether the picker takes a choice: a managed picker is enabled when all its managers are
  /// valid.
  public var isEnabled: Bool {
    track()
    return core.isEnabled
  }

  /// Whether the picker is hidden (its `shown when` conditions do not hold): it keeps its
  /// choice, refuses changes, and managers leave it out.
  public var isHidden: Bool {
    track()
    return core.isHidden
  }

  /// Whether the picker is disabled or hidden, read without tracking.
  package var isLeftOutUntracked: Bool { core.isLeftOut }

  /// How many changes the picker has refused: each while it was disabled or hidden.
  public var refusalCount: Int {
    track()
    return storedRefusals
  }

  // Unchecked exclusivity: every change reads it.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?
  // Unchecked exclusivity: read by every condition and visibility that names the control.
  @exclusivity(unchecked) package var core: ControlCore { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) package var storedValue: ControlValue {
    didSet {
      position = chosenPosition ?? Self.position(of: storedValue, in: options)
      stateVersion.bump()
    }
  }
  /// The starting value: see ``Control/startingValue``.
  @exclusivity(unchecked) package var startingStored: ControlValue {
    didSet { stateVersion.bump() }
  }

  @exclusivity(unchecked) private var position: Int?
  /// The position of the option being chosen, while ``select(_:)`` chooses it: found once.
  @exclusivity(unchecked) private var chosenPosition: Int?
  /// Where the chosen option is among ``options``, kept with the choice: what a condition on
  /// the picker reads, without comparing texts; `nil` when nothing is chosen.
  ///
  /// A call, so that a read from another module checks no exclusivity dynamically.
  package var selectedPosition: Int? {
    @inline(never) get { position }
  }
  package var storedRefusals = 0 { didSet { stateVersion.bump() } }
  /// Raised by every change to what ``checkpointValueState()`` captures.
  @usableFromInline @exclusivity(unchecked) package var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) package var latestSaved: SavedPart?

  init(name: String, screen: Screen, options: [String], selection: String?) {
    self.storedName = name
    self.screen = screen
    self.options = options
    self.storedValue = .option(selection)
    self.startingStored = .option(selection)
    self.position = Self.position(of: .option(selection), in: options)
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  private static func position(of value: ControlValue, in options: [String]) -> Int? {
    guard case .option(let option?) = value else { return nil }
    return options.firstIndex(of: option)
  }

  /// The user chooses an option, or clears the choice with `nil`.
  ///
  /// - Parameter option: One of ``options``, or `nil`.
  /// - Returns: Whether the choice was accepted: `false` while the picker is disabled or hidden
  ///   (one refusal counted) and for a text that is none of its options (nothing counted).
  @discardableResult
  public func select(_ option: String?) -> Bool {
    guard let option else { return userChange(to: .option(nil)) }
    guard let index = options.firstIndex(of: option) else { return false }
    chosenPosition = index
    defer { chosenPosition = nil }
    return userChange(to: .option(options[index]))
  }

  /// Whether a value is one the picker can hold: one of its options, or none.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for `.option(nil)` and each option.
  public func canHold(_ value: ControlValue) -> Bool {
    guard case .option(let option) = value else { return false }
    return option.map(options.contains) ?? true
  }

  /// The options, in words.
  package var valueDomain: String {
    "one of its options (" + options.map { "\"\($0)\"" }.joined(separator: ", ") + ") or none"
  }

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Registers a closure that hears every event of this picker: see ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    addValueObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

  // The validating layer's entry points, on the class: see `validationStateDidChange(_:)`.

  /// Records a read of the validating layer's state for Observation.
  package func trackAccess() { track() }

  /// Tells the picker's observers and Observation that its validation state changed.
  package func stateDidChange(_ event: ControlEvent?) { validationStateDidChange(event) }

  /// The key path under which Observation tracks the picker.
  package var observedState: Void { () }
}

extension Picker: CustomStringConvertible {
  /// The picker's name and its choice.
  public var description: String {
    "Picker(\(name), \(storedValue.text.map { "\"\($0)\"" } ?? "none"))"
  }
}

extension Picker: Observable {}
