import ControlModel
package import ScenarioFormat

extension ScreenListing {
  /// The listing of every screen of a catalogue, each built once on a virtual clock.
  ///
  /// - Throws: At the first screen whose factory throws: a listing without it would let its
  ///   files be checked against names it may not have.
  package init(catalogue: ScreenCatalogue) throws(ScreenCatalogue.BuildFailure) {
    var symbols: [String: [String: BuiltName]] = [:]
    for name in catalogue.names {
      guard let factory = catalogue.factory(named: name) else { continue }
      let clock = VirtualClock()
      do {
        symbols[name] = ScreenInstance(built: try factory(clock), clock: clock).symbols
      } catch {
        throw ScreenCatalogue.BuildFailure(screen: name, error: error)
      }
    }
    self.init(symbols: symbols)
  }
}
