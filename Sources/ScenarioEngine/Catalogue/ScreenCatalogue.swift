public import ControlModel
package import ScenarioFormat

/// An object of the app's own that owns a screen: a view model, registered in a catalogue with
/// ``ScreenCatalogue/registering(_:owner:)``.
public protocol ScreenOwner: AnyObject {
  /// The screen it owns.
  var screen: Screen { get }
}

/// Screens built in Swift by the app, registered by name, for scenario files to replay.
///
/// A file says which screen it runs on with `screen from "NAME"` instead of declaring controls.
/// Before replay, every name and kind its steps, assertions and invariants use is checked against
/// the built screen, as for a declared screen. Every scenario gets a fresh screen from the
/// factory, on a `VirtualClock` that `wait` steps advance.
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
  ///
  /// It may throw, as building a screen's managers does (`Manager.verify(_:)` refuses a
  /// cycle): a file that names a screen whose factory throws has an error at its
  /// `screen from` line, which says what was thrown, and nothing of it replays. A mistake in
  /// its code that would stop an app (two controls of one name, `ScreenMistake`)
  /// fails the screen the same way.
  public typealias Factory = @Sendable (VirtualClock) throws -> Screen

  /// A screen of the catalogue that could not be built: its factory threw.
  public struct BuildFailure: Error, CustomStringConvertible {
    /// The screen's name in the catalogue.
    public let screen: String
    /// What its factory threw.
    public let error: any Error

    /// `screen 'NAME' could not be built (its factory threw: ERROR)`, or, for a mistake in
    /// the screen's code, `(MISTAKE)`.
    public var description: String {
      "screen '\(screen)' could not be built (\(Self.reason(error)))"
    }

    /// Why a factory gave no screen, in words: the mistake its code made
    /// (`ScreenMistake`), or what it threw.
    package static func reason(_ error: any Error) -> String {
      (error as? ScreenMistake)?.description ?? "its factory threw: \(error)"
    }
  }

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
    // A mistake in the screen's code (a name given twice) fails this screen alone, with what
    // it is, where the app would stop at it.
    factories[name] = { clock in try Screen.catchingMistakes { try factory(clock) } }
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

  /// This catalogue with one more screen, owned by an object of the app's own.
  ///
  /// A view model whose screen's controls reach it weakly (a button's `resetTarget`, actions
  /// that capture it `[weak self]`): the engine keeps the owner alive as long as it uses the
  /// screen, and lets go of it after.
  ///
  /// ```swift
  /// final class ContactModel: ScreenOwner, Resettable {
  ///   let screen: Screen
  ///   init(clock: any ScreenClock) { …; discard.resetTarget = self }
  ///   func reset() { … }   // "Discard changes", written by the app
  /// }
  /// let catalogue = ScreenCatalogue().registering("contact") { ContactModel(clock: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name files use in `screen from "NAME"`.
  ///   - owner: Builds a fresh owner, with its screen, on the given clock.
  /// - Returns: The catalogue with the screen registered.
  public func registering(
    _ name: String, owner: @escaping @Sendable (VirtualClock) throws -> any ScreenOwner
  ) -> ScreenCatalogue {
    registering(name) { clock in
      let made = try owner(clock)
      made.screen.handedOwner = made
      return made.screen
    }
  }

  /// The factory registered under a name.
  ///
  /// - Parameter name: A name.
  /// - Returns: The factory, or `nil` when nothing is registered under it.
  public func factory(named name: String) -> Factory? {
    factories[name]
  }
}
