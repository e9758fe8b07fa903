public import Observation

/// A headless whole number in a range, changed a step at a time: a `Stepper` in SwiftUI, a
/// `UIStepper` in UIKit.
///
/// ```swift
/// let bags = screen.makeStepper("bags", range: 0...3)
/// bags.increment()      // 1
/// bags.increment(5)     // 3: the presses past the bound are refused
/// bags.refusalCount     // 3
/// ```
public final class Stepper: ValueControl {
  /// The stepper's name, unique on its screen.
  public var name: String { storedName }
  /// The name, which a group's renumbering of its rows changes (a call reads it from other
  /// modules, with no dynamic exclusivity check).
  @exclusivity(unchecked) var storedName: String

  /// The screen that owns the stepper.
  @exclusivity(unchecked) public internal(set) weak var screen: Screen?

  /// This stepper, as one of the package's kinds of control.
  public var kind: ControlKind { .stepper(self) }

  /// The numbers the stepper may hold.
  public let range: ClosedRange<Int>

  /// What one press adds or subtracts; at least 1.
  public let step: Int

  /// The stepper's number.
  public var value: Int {
    track()
    return number
  }

  /// Whether the stepper takes presses: a managed stepper is enabled when all its managers are
  /// valid.
  public var isEnabled: Bool {
    track()
    return core.isEnabled
  }

  /// Whether the stepper is hidden (its `shown when` conditions do not hold).
  public var isHidden: Bool {
    track()
    return core.isHidden
  }

  /// Whether the stepper is disabled or hidden, read without tracking.
  package var isLeftOutUntracked: Bool { core.isLeftOut }

  /// How many presses the stepper has refused: at a bound, or while disabled or hidden.
  public var refusalCount: Int {
    track()
    return storedRefusals
  }

  // Unchecked exclusivity: every change reads it.
  @exclusivity(unchecked) package var behavior: (any ControlBehavior)?
  // Unchecked exclusivity: read by every condition and visibility that names the control.
  @exclusivity(unchecked) package var core: ControlCore { didSet { stateVersion.bump() } }
  @exclusivity(unchecked) package var storedValue: ControlValue { didSet { stateVersion.bump() } }
  /// The starting value: see ``Control/startingValue``.
  @exclusivity(unchecked) package var startingStored: ControlValue {
    didSet { stateVersion.bump() }
  }
  package var storedRefusals = 0 { didSet { stateVersion.bump() } }
  /// Raised by every change to what ``checkpointValueState()`` captures.
  @usableFromInline @exclusivity(unchecked) package var stateVersion = StateVersion()
  /// The state a checkpoint last saved or put back.
  @usableFromInline @exclusivity(unchecked) package var latestSaved: SavedPart?

  init(name: String, screen: Screen, range: ClosedRange<Int>, step: Int, value: Int) {
    self.storedName = name
    self.screen = screen
    self.range = range
    self.step = step
    self.storedValue = .number(value)
    self.startingStored = .number(value)
    self.core = ControlCore(name: name, hub: screen.hub)
  }

  /// The stepper's number, read without tracking.
  package var number: Int {
    if case .number(let number) = storedValue { number } else { range.lowerBound }
  }

  /// Presses plus: each press adds ``step``, stopping at the upper bound.
  ///
  /// - Parameter presses: How many presses; each one at the bound, or while the stepper is
  ///   disabled or hidden, changes nothing and counts one refusal.
  /// - Returns: How many presses changed the number.
  @discardableResult
  public func increment(_ presses: Int = 1) -> Int {
    press(presses, by: step)
  }

  /// Presses minus: each press subtracts ``step``, stopping at the lower bound.
  ///
  /// - Parameter presses: How many presses, as for ``increment(_:)``.
  /// - Returns: How many presses changed the number.
  @discardableResult
  public func decrement(_ presses: Int = 1) -> Int {
    press(presses, by: -step)
  }

  private func press(_ presses: Int, by change: Int) -> Int {
    var accepted = 0
    var left = max(0, presses)
    while left > 0 {
      let current = number
      // Saturating: a press near the ends of `Int` stops at the bound, as any press does.
      let (sum, overflows) = current.addingReportingOverflow(change)
      let raw = overflows ? (change > 0 ? Int.max : Int.min) : sum
      let next = min(max(raw, range.lowerBound), range.upperBound)
      guard core.acceptsInput, next != current, screen != nil else {
        // Disabled, hidden or at the bound: every press left is refused alike.
        storedRefusals += left
        changed()
        break
      }
      left -= 1
      if userChange(to: .number(next)) { accepted += 1 }
    }
    return accepted
  }

  /// Whether a value is one the stepper can hold: a number in its range.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for a number within ``range``.
  public func canHold(_ value: ControlValue) -> Bool {
    guard case .number(let number) = value else { return false }
    return range.contains(number)
  }

  /// The range, in words.
  package var valueDomain: String {
    "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  /// Whether the value differs from the starting value: see ``Control/isDirty``.
  public var isDirty: Bool { kind.lifecycle.isDirty }

  /// Whether the user touched the control: see ``Control/isTouched``.
  public var isTouched: Bool { kind.lifecycle.isTouched }

  /// Registers a closure that hears every event of this stepper: see
  /// ``Control/addObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping (ControlEvent) -> Void) -> ObservationToken {
    addValueObserver(handler)
  }

  /// Removes an observer: see ``Control/removeObserver(_:)``.
  public func removeObserver(_ token: ObservationToken) { core.removeObserver(token) }

  // The validating layer's entry points, on the class: see `validationStateDidChange(_:)`.

  /// Records a read of the validating layer's state for Observation.
  package func trackAccess() { track() }

  /// Tells the stepper's observers and Observation that its validation state changed.
  package func stateDidChange(_ event: ControlEvent?) { validationStateDidChange(event) }

  /// The key path under which Observation tracks the stepper.
  package var observedState: Void { () }
}

extension Stepper: CustomStringConvertible {
  /// The stepper's name and its number.
  public var description: String { "Stepper(\(name), \(number))" }
}

extension Stepper: Observable {}
