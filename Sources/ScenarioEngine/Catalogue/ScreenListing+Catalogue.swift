import ControlModel
package import ScenarioFormat

extension ScreenListing {
  /// The listing of every screen of a catalogue, each built once on a virtual clock.
  package init(catalogue: ScreenCatalogue) {
    var symbols: [String: [String: BuiltName]] = [:]
    for name in catalogue.names {
      guard let factory = catalogue.factory(named: name) else { continue }
      let clock = VirtualClock()
      symbols[name] = ScreenInstance(built: factory(clock), clock: clock).symbols
    }
    self.init(symbols: symbols)
  }
}
