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
public typealias Picker = ValueControl<PickerDomain>

/// The values of a ``Picker``: its options, or none.
public struct PickerDomain: ValueDomain {
  /// The options, in the order the user sees them; never empty, each one once.
  public let options: [String]

  /// Whether a value is one of the options, or none.
  ///
  /// - Parameter value: A value.
  /// - Returns: `true` for `.option(nil)` and each option.
  public func contains(_ value: ControlValue) -> Bool {
    guard case .option(let option) = value else { return false }
    return option.map(options.contains) ?? true
  }

  /// Where an option stands among the options.
  ///
  /// - Parameter value: A value.
  /// - Returns: The option's index in ``options``; `nil` for none.
  public func position(of value: ControlValue) -> Int? {
    guard case .option(let option?) = value else { return nil }
    return options.firstIndex(of: option)
  }

  /// The options, in words.
  public var description: String {
    "one of its options (" + options.map { "\"\($0)\"" }.joined(separator: ", ") + ") or none"
  }

  /// A picker, as the picker kind.
  public static func _kind(of control: Picker) -> ControlKind { .picker(control) }

  /// "Picker(country, "CA")".
  public static func _describe(_ control: Picker) -> String {
    "Picker(\(control.name), \(control.storedValue.text.map { "\"\($0)\"" } ?? "none"))"
  }
}

extension ValueControl where Domain == PickerDomain {
  /// The options, in the order the user sees them; never empty, each one once.
  public var options: [String] { domain.options }

  /// The option chosen, or `nil` when nothing is.
  public var selection: String? { tracked(held.value.text) }

  /// The user chooses an option, or clears the choice with `nil`.
  ///
  /// - Parameter option: One of ``options``, or `nil`.
  /// - Returns: Whether the choice was accepted: `false` while the picker is disabled or hidden
  ///   (one refusal counted) and for a text that is none of its options (nothing counted).
  @discardableResult
  public func select(_ option: String?) -> Bool {
    guard let option else {
      return core.hub.receive(.choose(name, nil)) { userChange(to: .option(nil)) }
    }
    guard let index = options.firstIndex(of: option) else { return false }
    return core.hub.receive(.choose(name, options[index])) {
      userChange(to: .option(options[index]), position: index)
    }
  }
}
