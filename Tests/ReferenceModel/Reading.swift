/// Everything the reference shows of one control, manager or group after a step.
package struct Reading: Hashable, Sendable {
  /// The name, `GROUP[N].NAME` in a row.
  package var name: String
  /// The kind: `field`, `switch`, `button`, `picker`, `stepper`, `date`, `manager`, `group`.
  package var kind: String
  /// Whether the control is a secure field.
  package var isSecure = false
  /// The value: a text, `on`/`off`, an option, a number, a day or `none`, a number of rows.
  package var value: String?
  /// A field's cursor.
  package var cursor: Int?
  /// The state of a field, switch, picker, stepper, date, manager or group.
  package var validity: Validity?
  /// The current errors of a control.
  package var errors: [Message] = []
  /// The shown error.
  package var shownError: Message?
  /// A control's enablement.
  package var isEnabled: Bool?
  /// Whether a button is busy.
  package var isBusy = false
  /// Whether a field has the focus.
  package var isFocused = false
  /// Refusals counted.
  package var refusals = 0
  /// Requests sent (remote checks of a field, requests of a busy button).
  package var requests = 0
  /// Whether a control is hidden.
  package var isHidden = false
  /// A button's accepted taps.
  package var taps = 0
  /// Whether it is dirty.
  package var isDirty = false
  /// Whether it is touched.
  package var isTouched = false
}

extension ReferenceScreen {
  /// Reads every control in declaration order (rows at their group's place), then every manager
  /// and group.
  package func readings() -> [Reading] {
    var all = orderedButtonsAndControls().map(reading(ofControl:))
    for id in managerInstances() {
      all.append(
        Reading(
          name: writtenName(id), kind: "manager", validity: managerValidity(id),
          isDirty: isDirty(id), isTouched: isTouched(id)))
    }
    for name in groupSpecs.keys.sorted() {
      let id = InstanceID(group: nil, row: 0, name: name)
      all.append(
        Reading(
          name: name, kind: "group", value: String(groupStates[name]?.rows.count ?? 0),
          validity: groupValidity(name), refusals: groupStates[name]?.refusals ?? 0,
          isDirty: isDirty(id), isTouched: isTouched(id)))
    }
    return all
  }

  private func orderedButtonsAndControls() -> [InstanceID] { orderedInstances() }

  private func reading(ofControl id: InstanceID) -> Reading {
    let state = states[id] ?? ControlState(value: .number(0), start: .number(0))
    var reading = Reading(name: writtenName(id), kind: "")
    reading.isEnabled = isEnabled(id)
    reading.isHidden = isHidden(id)
    reading.refusals = state.refusals
    reading.requests = state.requests
    guard let control = controlSpecs[id.name] else { return reading }
    if case .button = control.kind {
      reading.kind = "button"
      reading.taps = state.taps
      reading.isBusy = state.busyToken != nil
      return reading
    }
    reading.validity = state.validity
    reading.errors = state.errors
    reading.shownError = state.shown
    reading.isDirty = isDirty(id)
    reading.isTouched = isTouched(id)
    reading.value = Self.describe(state.value)
    switch control.kind {
    case .field(let options):
      reading.kind = "field"
      reading.isSecure = options.isSecure
      reading.cursor = state.cursor
      reading.isFocused = focus == id
    case .toggle: reading.kind = "switch"
    case .picker: reading.kind = "picker"
    case .stepper: reading.kind = "stepper"
    case .date: reading.kind = "date"
    case .button: break
    }
    return reading
  }

  /// A value as a reading prints it.
  package static func describe(_ value: Value) -> String {
    switch value {
    case .text(let text): text
    case .on(let isOn): isOn ? "on" : "off"
    case .option(let option): option ?? "none"
    case .number(let number): String(number)
    case .day(let day): day?.description ?? "none"
    case .today(let offset): DayExpr.today(offset).description
    }
  }
}
