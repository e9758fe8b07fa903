import ControlModel
package import ScenarioFormat

extension ScreenListing {
  /// The listing of every screen of a catalogue, each built once on a virtual clock.
  package init(catalogue: ScreenCatalogue) {
    var screens: [String: [Entry]] = [:]
    for name in catalogue.names {
      guard let factory = catalogue.factory(named: name) else { continue }
      let clock = VirtualClock()
      let symbols = ScreenInstance(built: factory(clock), clock: clock).symbols
      screens[name] = symbols.map {
        Entry(name: $0.key, kind: $0.value.kind, isSecure: $0.value.isSecure)
      }
      .sorted { $0.name < $1.name }
    }
    self.init(screens: screens)
  }
}
