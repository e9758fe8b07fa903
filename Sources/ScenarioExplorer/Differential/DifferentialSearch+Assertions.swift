import ControlModel
import ScenarioEngine
import ScenarioFormat
import ValidationManager

/// The lines a difference between two screens is asserted with.
extension DifferentialSearch {
  /// `expect NAME dirty|pristine` and `expect NAME touched|untouched` where the screens differ
  /// (values are placeholders: the recording writes what the reference shows).
  func lifecycleAssertions(of name: String) -> [Assertion] {
    guard let mine = left.instance[name]?.validatable,
      let theirs = right.instance[name]?.validatable
    else { return [] }
    let reference = NameReference(written: name)
    var assertions: [Assertion] = []
    if mine.isDirty != theirs.isDirty { assertions.append(.dirty(reference, isDirty: true)) }
    if mine.isTouched != theirs.isTouched {
      assertions.append(.touched(reference, isTouched: true))
    }
    return assertions
  }

  /// The assertion that records an aspect of a name, if a line can say it (its values are
  /// placeholders: the recording writes what the reference shows).
  static func assertion(observing aspect: ControlReading.Aspect, of reading: ControlReading)
    -> Assertion?
  {
    let name = NameReference(written: reading.name)
    return switch aspect {
    case .value:
      switch reading.value {
      case .text: .text(name, "")
      case .on: .switchState(name, isOn: true)
      case .option(let option): .value(name, .option(option))
      case .number(let number): .value(name, .number(number))
      case .day(let day): .value(name, .day(day))
      case .rows(let count): .rows(name, count)
      case .taps, .none: nil
      }
    case .taps: .taps(name, 0)
    case .validity: .validity(name, .valid)
    case .shownError: .noError(name)
    case .errors: .errors(name, [])
    case .enablement: .enablement(name, isEnabled: true)
    case .refusals: .refused(name, 0)
    case .requests: .requests(name, 0)
    case .focus: .focus(nil)
    case .visibility: .visibility(name, isShown: true)
    case .cursor, .busy: nil
    }
  }
}
