import ControlModel
import ModelSupport
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The controls of a screen, typed once per screen built and again each time its rows change:
/// on a screen with groups, each control the search knows (``ScreenLayout/fields``,
/// ``ScreenLayout/switches``, ``ScreenLayout/values``) by its place, `nil` while its row does
/// not exist.
struct ScreenParts {
  var fields: [TextField?] = []
  var switches: [Switch?] = []
  var buttons: [Button] = []
  var values: [ControlKind?] = []
  var managers: [Manager] = []
  /// The row each manager belongs to, for a row's manager.
  var managerRows: [RowSlot?] = []
  /// How many rows each group has, in the order of ``ScreenLayout/groups``.
  var rowCounts: [Int] = []
  /// What the search worked out of these parts: made anew with them, since a screen built
  /// anew has other controls, whose versions start again.
  let memo: PartMemo

  /// The parts of a screen without groups, in its own order.
  init(_ instance: ScreenInstance) {
    fields = instance.screen.fields
    for control in instance.screen.controls {
      switch control.kind {
      case .field: break
      case .toggle(let toggle): switches.append(toggle)
      case .button(let button): buttons.append(button)
      case .picker, .stepper, .date: values.append(control.kind)
      }
    }
    managers = instance.managers
    memo = PartMemo(fields: fields.count, values: values.count)
  }

  /// The parts of a screen with groups, at the places the search knows them by.
  init(_ instance: ScreenInstance, layout: ScreenLayout) {
    let screen = instance.screen
    fields = layout.fields.map { screen.field(named: $0.name) }
    switches = layout.switches.map { slot in
      if case .toggle(let toggle)? = screen.control(named: slot.name)?.kind { toggle } else { nil }
    }
    values = layout.values.map { screen.control(named: $0.name)?.kind }
    buttons = layout.buttons.compactMap { slot in
      if case .button(let button)? = screen.control(named: slot.name)?.kind { button } else { nil }
    }
    managers = instance.managers
    managerRows = managers.map { layout.rowSlot(of: $0.name) }
    rowCounts = layout.groups.map { screen.rowGroup(named: $0.name)?.count ?? 0 }
    memo = PartMemo(fields: fields.count, values: values.count)
  }

  /// The parts of a screen as the search knows them: in its own order on a screen without
  /// groups, at the layout's places on one with groups.
  init(_ instance: ScreenInstance, as layout: ScreenLayout) {
    self = layout.groups.isEmpty ? ScreenParts(instance) : ScreenParts(instance, layout: layout)
  }
}

/// What the search works out once of a screen's parts: the fingerprint's words for each field
/// and value control, with the versions they were read at, and the controls each field's rules
/// read.
///
/// While the versions of the control and of its validating layer
/// (``ControlKind/stateVersions``) stay the same, so do the words. A field whose debounce is
/// scheduled is read again each time (its words count the time left).
final class PartMemo {
  struct Entry {
    let versions: (own: StateVersion, validation: StateVersion?)
    let first: Int32
    let second: Int32

    func holds(at versions: (own: StateVersion, validation: StateVersion?)) -> Bool {
      self.versions.own == versions.own && self.versions.validation == versions.validation
    }
  }

  @exclusivity(unchecked) var fields: [Entry?]
  @exclusivity(unchecked) var values: [Entry?]
  /// For each field, the controls its rules read (``FieldInputs/partners``), found on this
  /// screen the first time they are needed: a field by its place among the fields.
  @exclusivity(unchecked) var partners: [[Partner]?]

  enum Partner {
    case field(Int)
    case other(ControlKind)
    case missing
  }

  init(fields: Int, values: Int) {
    self.fields = Array(repeating: nil, count: fields)
    self.values = Array(repeating: nil, count: values)
    self.partners = Array(repeating: nil, count: fields)
  }
}
