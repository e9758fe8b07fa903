import ControlModel

/// Conditions bound to the controls they read, so that deciding one reads the control's stored
/// state: no value built, no name compared, no option text compared, nothing retained.
///
/// A list of conditions is bound the first time it is decided and found again by the identity
/// of its storage (a rule's conditions and a `shown when` keep theirs for as long as they
/// exist; the bindings keep each list they bound, so that its storage is not reused). The
/// bindings hold the controls unretained: they are valid only while ``ReadObservations`` holds
/// the controls it found, and it forgets every binding whenever those change.
struct ConditionBindings {
  /// A condition bound to its control.
  enum Probe {
    /// A control of a kind the test does not read: the condition never holds.
    case never
    /// A switch is in this position.
    case position(Unmanaged<Switch>, isOn: Bool)
    /// A field's text is empty, or not.
    case text(Unmanaged<TextField>, isEmpty: Bool)
    /// A picker's choice is among the options whose bits are set, or nothing is chosen and
    /// that holds (`is-not`, `empty`).
    case choice(Unmanaged<Picker>, options: UInt64, none: Bool)
    /// A date picker's day is chosen, or not.
    case day(Unmanaged<DatePicker>, isEmpty: Bool)
    /// A stepper's number is at least this.
    case atLeast(Unmanaged<Stepper>, Int)
    /// A stepper's number is at most this.
    case atMost(Unmanaged<Stepper>, Int)
    /// Decided the general way, from the control's value: the control itself, or a picker
    /// with more options than a mask holds.
    case general

    /// Whether the condition holds; `nil` for one decided the general way.
    var decision: Bool? {
      // Guaranteed references: the controls found are held, and nothing here releases them.
      switch self {
      case .never: false
      case .position(let toggle, let isOn):
        toggle._withUnsafeGuaranteedRef {
          if case .on(let isOnNow) = $0.storedValue { isOnNow == isOn } else { !isOn }
        }
      case .text(let field, let isEmpty):
        field._withUnsafeGuaranteedRef { $0.isEmptyUntracked == isEmpty }
      case .choice(let picker, let options, let none):
        picker._withUnsafeGuaranteedRef { picker in
          guard let position = picker.selectedPosition else { return none }
          return options & (1 << UInt64(position)) != 0
        }
      case .day(let date, let isEmpty):
        date._withUnsafeGuaranteedRef {
          if case .day(let day) = $0.storedValue { (day == nil) == isEmpty } else { isEmpty }
        }
      // A stepper always holds a number (its domain refuses any other value): a condition on
      // one that did not would not hold.
      case .atLeast(let stepper, let minimum):
        stepper._withUnsafeGuaranteedRef {
          if case .number(let number) = $0.storedValue { number >= minimum } else { false }
        }
      case .atMost(let stepper, let maximum):
        stepper._withUnsafeGuaranteedRef {
          if case .number(let number) = $0.storedValue { number <= maximum } else { false }
        }
      case .general: nil
      }
    }
  }

  /// A list's identity: where its storage is, and how many conditions it holds there.
  struct Key: Equatable {
    let address: UnsafeRawPointer
    let count: Int
  }

  /// The identity of each list bound.
  private var keys: [Key] = []
  /// Where each list's probes are in ``probes``.
  private var ranges: [Range<Int>] = []
  /// Every list's probes, one list after the other.
  private(set) var probes: [Probe] = []
  /// The lists bound, kept alive so that no other list takes their storage's address.
  private var kept: [[RuleCondition]] = []

  /// Lists bound before the bindings start again: a caller that decides fresh lists each time
  /// costs a binding each, never a growing cache.
  private static let capacity = 64

  /// Forgets every binding: the controls found changed.
  mutating func removeAll() {
    guard !keys.isEmpty else { return }
    keys = []
    ranges = []
    probes = []
    kept = []
  }

  /// The identity of a list of conditions; `nil` for an empty list, which always holds.
  static func key(of conditions: [RuleCondition]) -> Key? {
    conditions.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { Key(address: UnsafeRawPointer($0), count: buffer.count) }
    }
  }

  /// Where the probes of a list bound already are.
  ///
  /// - Parameter key: The list's identity (``key(of:)``).
  /// - Returns: The range of its probes; `nil` for a list not bound.
  func range(of key: Key) -> Range<Int>? {
    for slot in keys.indices where keys[slot] == key { return ranges[slot] }
    return nil
  }

  /// Binds a list not bound yet.
  ///
  /// - Parameters:
  ///   - conditions: The list, not empty.
  ///   - key: Its identity (``key(of:)``).
  ///   - resolved: The controls found, by name.
  /// - Returns: Where its probes are.
  mutating func bind(
    _ conditions: [RuleCondition], key: Key, resolved: [ResolvedControl]
  ) -> Range<Int> {
    if keys.count == Self.capacity { removeAll() }
    let start = probes.count
    for condition in conditions {
      let control = resolved.first { $0.name == condition.name }?.kind
      probes.append(Self.probe(condition.test, control))
    }
    keys.append(key)
    ranges.append(start..<probes.count)
    kept.append(conditions)
    return start..<probes.count
  }

  /// A test bound to the control it reads (`nil`: the name was not found among the controls
  /// read, which leaves the control itself to the general way).
  ///
  /// The one place that must agree with `RuleCondition.holds(_:)`: a test on a control of a
  /// kind it does not read never holds; `empty` and `filled` read fields, pickers and dates.
  private static func probe(_ test: RuleCondition.Test, _ control: ControlKind?) -> Probe {
    // A dirtiness is read the general way, from a control, a manager or a group.
    guard let control, !test.readsDirtiness else { return .general }
    switch (test, control) {
    case (.on, .toggle(let toggle)): return .position(.passUnretained(toggle), isOn: true)
    case (.off, .toggle(let toggle)): return .position(.passUnretained(toggle), isOn: false)
    case (.empty, .field(let field)): return .text(.passUnretained(field), isEmpty: true)
    case (.filled, .field(let field)): return .text(.passUnretained(field), isEmpty: false)
    case (.empty, .date(let date)): return .day(.passUnretained(date), isEmpty: true)
    case (.filled, .date(let date)): return .day(.passUnretained(date), isEmpty: false)
    case (.empty, .picker(let picker)): return choice(picker, none: true) { _ in false }
    case (.filled, .picker(let picker)): return choice(picker, none: false) { _ in true }
    case (.is(let options), .picker(let picker)):
      return choice(picker, none: false) { options.contains($0) }
    case (.isNot(let options), .picker(let picker)):
      return choice(picker, none: true) { !options.contains($0) }
    case (.atLeast(let minimum), .stepper(let stepper)):
      return .atLeast(.passUnretained(stepper), minimum)
    case (.atMost(let maximum), .stepper(let stepper)):
      return .atMost(.passUnretained(stepper), maximum)
    default: return .never
    }
  }

  /// A picker's choice bound as a mask of the options for which `holds` is true.
  private static func choice(
    _ picker: Picker, none: Bool, where holds: (String) -> Bool
  ) -> Probe {
    guard picker.options.count <= 64 else { return .general }
    var mask: UInt64 = 0
    for (position, option) in picker.options.enumerated() where holds(option) {
      mask |= 1 << UInt64(position)
    }
    return .choice(.passUnretained(picker), options: mask, none: none)
  }
}
