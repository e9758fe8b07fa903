/// A headless whole number in a range, changed a step at a time: a `Stepper` in SwiftUI, a
/// `UIStepper` in UIKit.
///
/// ```swift
/// let bags = screen.makeStepper("bags", range: 0...3)
/// bags.increment()      // 1
/// bags.increment(5)     // 3: the presses past the bound are refused
/// bags.refusalCount     // 3
/// ```
public typealias Stepper = ValueControl<StepperDomain>

/// The values of a ``Stepper``: the whole numbers of a range, reached a step at a time.
public struct StepperDomain: ValueDomain {
  /// The numbers the stepper may hold.
  public let range: ClosedRange<Int>
  /// What one press adds or subtracts; at least 1.
  public let step: Int

  /// Whether a value is a number in the range.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for a number within ``range``.
  public func contains(_ value: ControlValue) -> Bool {
    guard case .number(let number) = value else { return false }
    return range.contains(number)
  }

  /// The range, in words.
  public var description: String {
    "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  /// A stepper, as the stepper kind.
  public static func _kind(of control: Stepper) -> ControlKind { .stepper(control) }

  /// "Stepper(bags, 3)".
  public static func _describe(_ control: Stepper) -> String {
    "Stepper(\(control.name), \(control.number))"
  }
}

extension ValueControl where Domain == StepperDomain {
  /// The numbers the stepper may hold.
  public var range: ClosedRange<Int> { domain.range }

  /// What one press adds or subtracts; at least 1.
  public var step: Int { domain.step }

  /// The stepper's number.
  public var value: Int { tracked(number) }

  /// The stepper's number, read without tracking.
  var number: Int {
    if case .number(let number) = held.value { number } else { range.lowerBound }
  }

  /// Presses plus: each press adds ``step``, stopping at the upper bound.
  ///
  /// - Parameter presses: How many presses; each one at the bound, or while the stepper is
  ///   disabled or hidden, changes nothing and counts one refusal.
  /// - Returns: How many presses changed the number.
  @discardableResult
  public func increment(_ presses: Int = 1) -> Int {
    core.hub.receive(.increment(name, presses)) { press(presses, by: step) }
  }

  /// Presses minus: each press subtracts ``step``, stopping at the lower bound.
  ///
  /// - Parameter presses: How many presses, as for ``increment(_:)``.
  /// - Returns: How many presses changed the number.
  @discardableResult
  public func decrement(_ presses: Int = 1) -> Int {
    core.hub.receive(.decrement(name, presses)) { press(presses, by: -step) }
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
        refuse(left)
        break
      }
      left -= 1
      if userChange(to: .number(next)) { accepted += 1 }
    }
    return accepted
  }
}
