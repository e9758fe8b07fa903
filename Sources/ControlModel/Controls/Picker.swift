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
  public let name: String

  /// The screen that owns the picker.
  public private(set) weak var screen: Screen?

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

  /// How many changes the picker has refused: each while it was disabled or hidden.
  public var refusalCount: Int {
    track()
    return storedRefusals
  }

  package var behavior: (any ValueBehavior)?
  package var valueBehavior: (any ValueBehavior)? { behavior }
  // Unchecked exclusivity: read by every condition and visibility that names the control.
  @exclusivity(unchecked) package var core: ControlCore
  @exclusivity(unchecked) package var storedValue: ControlValue
  package var storedRefusals = 0

  init(name: String, screen: Screen, options: [String], selection: String?) {
    self.name = name
    self.screen = screen
    self.options = options
    self.storedValue = .option(selection)
    self.core = ControlCore(name: name, hub: screen.hub)
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

  /// Registers a closure that hears every event of this picker: see ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    addValueObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

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
