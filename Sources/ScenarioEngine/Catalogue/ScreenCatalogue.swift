public import ControlModel
package import ScenarioFormat

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
  /// Screens known by their names alone, from a listing: files that name them are checked,
  /// never replayed.
  private var listed: [String: [String: BuiltName]] = [:]

  /// Makes an empty catalogue.
  public init() {}

  /// The registered names (and listed ones), sorted.
  public var names: [String] { Set(factories.keys).union(listed.keys).sorted() }

  /// This catalogue with the screens of a listing known by their names, for checking files
  /// where the app's code cannot run (a build); a registered screen of the same name wins.
  package func listing(_ listing: ScreenListing) -> ScreenCatalogue {
    var copy = self
    for name in listing.screens.keys {
      copy.listed[name] = listing.symbols(of: name)
    }
    return copy
  }

  /// The names of a screen that is listed but not registered.
  package func listedSymbols(named name: String) -> [String: BuiltName]? {
    factories[name] == nil ? listed[name] : nil
  }

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
