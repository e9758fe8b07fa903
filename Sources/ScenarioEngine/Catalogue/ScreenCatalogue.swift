public import ControlModel
import ScenarioFormat

/// Screens built in Swift by the app, registered by name, for scenario files to replay.
///
/// A file says which screen it runs on with `screen from "NAME"` instead of declaring controls.
/// Before replay, every name and kind its steps, assertions and invariants use is checked against
/// the built screen, as for a declared screen. Every scenario gets a fresh screen from the
/// factory, on a ``ControlModel/VirtualClock`` that `wait` steps advance.
///
/// ```swift
/// let catalogue = ScreenCatalogue()
///   .registering("checkout") { clock in
///     CheckoutScreen(
///       clock: clock, promoCodes: Stub(), payments: Stub(), today: .init(year: 2026, month: 11)
///     ).screen
///   }
/// ```
public struct ScreenCatalogue: Sendable {
  /// Builds a fresh screen on the clock it is given.
  public typealias Factory = @Sendable (VirtualClock) -> Screen

  private var factories: [String: Factory] = [:]

  /// Makes an empty catalogue.
  public init() {}

  /// The registered names, sorted.
  public var names: [String] { factories.keys.sorted() }

  /// Registers a screen under a name; registering a name again replaces its factory.
  ///
  /// - Parameters:
  ///   - name: The name files use in `screen from "NAME"`.
  ///   - factory: Builds a fresh screen, with its managers, on the given clock.
  public mutating func register(_ name: String, _ factory: @escaping Factory) {
    factories[name] = factory
  }

  /// This catalogue with one more screen.
  ///
  /// - Parameters:
  ///   - name: The name files use in `screen from "NAME"`.
  ///   - factory: Builds a fresh screen, with its managers, on the given clock.
  /// - Returns: The catalogue with the screen registered.
  public func registering(_ name: String, _ factory: @escaping Factory) -> ScreenCatalogue {
    var copy = self
    copy.register(name, factory)
    return copy
  }

  /// The factory registered under a name.
  ///
  /// - Parameter name: A name.
  /// - Returns: The factory, or `nil` when nothing is registered under it.
  public func factory(named name: String) -> Factory? {
    factories[name]
  }
}
