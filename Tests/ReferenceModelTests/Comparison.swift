import Foundation
import ReferenceModel
import ScenarioEngine
import ValidationManager

/// One aspect on which the engine and the reference disagree.
struct Disagreement: CustomStringConvertible {
  /// The control, manager or group (or `screen`).
  var name: String
  /// The aspect compared.
  var aspect: String
  /// What the engine shows (secure texts masked).
  var engine: String
  /// What the reference shows (secure texts masked).
  var reference: String

  var description: String {
    "\(name): \(aspect): engine \(engine), reference \(reference)"
  }
}

/// Compares an engine's snapshot with the reference's readings, aspect by aspect.
enum Comparison {
  /// A secure field's text as output may show it: one `•` per character.
  static func masked(_ text: String) -> String { String(repeating: "•", count: text.count) }

  /// Every difference between the engine's entries and the reference's readings.
  static func compare(
    engine entries: [ControlReading], reference readings: [Reading]
  ) -> [Disagreement] {
    var found: [Disagreement] = []
    var byName: [String: ControlReading] = [:]
    for entry in entries { byName[entry.name] = entry }
    for reading in readings {
      guard let entry = byName[reading.name] else {
        found.append(
          Disagreement(
            name: reading.name, aspect: "presence", engine: "absent",
            reference: reading.kind))
        continue
      }
      found += compare(entry, reading)
    }
    let known = Set(readings.map(\.name))
    for entry in entries where !known.contains(entry.name) {
      found.append(
        Disagreement(
          name: entry.name, aspect: "presence", engine: "present",
          reference: "absent"))
    }
    return found.filter { !isSkipped($0) }
  }

  /// Classes of disagreement skipped in a local run, none by default.
  ///
  /// `REFERENCE_SKIP=aspect:name,...` skips an aspect of names with that prefix (any name when
  /// empty); the keys `group-start`, `reset-rows`, `canonical-set`, `transient-focus` and
  /// `same-value-load` (a `load` of the value a control has, after which the engine does not
  /// read `NAME dirty` conditions again) and `dirty-rule-recheck` (the engine checks a rule on a
  /// dirtiness again at every change of any dirtiness, sending its `remote` request again),
  /// `row-date-bounds` (the engine stops the run when it makes a row whose date, after `today`
  /// moved, has crossed bounds or a starting day outside them), `commit-rows-at-tap` (a button
  /// without `busy` that adds or removes a row and `commits` commits the rows after its own
  /// change) and `commit-rows-in-flight` (rows changed while a button that commits them is busy
  /// are committed by identity, not by place) steer the generator away from a known
  /// disagreement, and a key of ``EngineDefect`` makes the reference imitate it.
  static let skipped: [(aspect: String, name: String)] =
    (ProcessInfo.processInfo.environment["REFERENCE_SKIP"] ?? "").split(separator: ",").map {
      let parts = $0.split(separator: ":", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }

  private static func isSkipped(_ disagreement: Disagreement) -> Bool {
    skipped.contains { disagreement.aspect == $0.aspect && disagreement.name.hasPrefix($0.name) }
  }

  private static func compare(_ entry: ControlReading, _ reading: Reading) -> [Disagreement] {
    var found: [Disagreement] = []
    func check(_ aspect: String, _ engine: String, _ reference: String) {
      if engine != reference {
        found.append(
          Disagreement(
            name: reading.name, aspect: aspect, engine: engine,
            reference: reference))
      }
    }
    check("kind", engineKind(entry), reading.isSecure ? "secure field" : reading.kind)
    if reading.kind != "button" {
      check("dirty", "\(entry.isDirty)", "\(reading.isDirty)")
      check("touched", "\(entry.isTouched)", "\(reading.isTouched)")
    }
    check("value", engineValue(entry), referenceValue(reading))
    if reading.kind == "field" {
      check("cursor", "\(entry.cursor ?? -1)", "\(reading.cursor ?? -1)")
    }
    if let validity = reading.validity {
      check("validity", entry.validity.map { String(describing: $0) } ?? "none", validity.rawValue)
    }
    if reading.kind != "manager" && reading.kind != "group" && reading.kind != "button" {
      let errorsAgree =
        entry.errors.count == reading.errors.count
        && zip(reading.errors, entry.errors).allSatisfy { $0.matches($1) }
      if !errorsAgree {
        found.append(
          Disagreement(
            name: reading.name, aspect: "errors",
            engine: "\(entry.errors)", reference: "\(reading.errors.map(\.description))"))
      }
      let shownAgree: Bool =
        switch (reading.shownError, entry.shownError) {
        case (nil, nil): true
        case (let message?, let shown?): message.matches(shown)
        default: false
        }
      if !shownAgree {
        found.append(
          Disagreement(
            name: reading.name, aspect: "shown error",
            engine: entry.shownError ?? "none", reference: reading.shownError?.description ?? "none"
          ))
      }
    }
    if let enabled = reading.isEnabled {
      check("enabled", entry.isEnabled.map { "\($0)" } ?? "none", "\(enabled)")
    }
    check("busy", "\(entry.isBusy)", "\(reading.isBusy)")
    check("focused", "\(entry.isFocused)", "\(reading.isFocused)")
    check("refusals", "\(entry.refusals)", "\(reading.refusals)")
    check("requests", "\(entry.requests)", "\(reading.requests)")
    check("hidden", "\(entry.isHidden)", "\(reading.isHidden)")
    return found
  }

  private static func engineKind(_ entry: ControlReading) -> String {
    switch entry.kind {
    case .field(let isSecure): isSecure ? "secure field" : "field"
    case .toggle: "switch"
    case .button: "button"
    case .picker: "picker"
    case .stepper: "stepper"
    case .date: "date"
    case .manager: "manager"
    case .member: "member"
    case .group: "group"
    }
  }

  private static func engineValue(_ entry: ControlReading) -> String {
    switch entry.value {
    case .text(let text): text
    case .taps(let count): "\(count) taps"
    case .rows(let count): "\(count) rows"
    case .on(let isOn): isOn ? "on" : "off"
    case .none: "nothing"
    default: entry.value.description
    }
  }

  private static func referenceValue(_ reading: Reading) -> String {
    switch reading.kind {
    case "button": return "\(reading.taps) taps"
    case "group": return "\(reading.value ?? "0") rows"
    case "manager": return "nothing"
    default:
      let value = reading.value ?? ""
      return reading.isSecure ? masked(value) : value
    }
  }
}
