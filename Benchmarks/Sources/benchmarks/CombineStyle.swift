import OpenCombine
import ValidationManager

/// A text field in the Combine style: `@Published` text, `removeDuplicates`, `map(validate)`.
///
/// OpenCombine 0.14 has no `CombineLatest`, so form validity is built as a Linux user would:
/// a sink per field writes its latest validity into a shared array, and the form recomputes
/// `allSatisfy` on every change.
final class CombineField {
  @Published var text = ""
}

final class CombineForm {
  @Published private(set) var isEnabled = false
  private var validity: [Bool]
  private var cancellables: [AnyCancellable] = []

  init(count: Int) {
    validity = Array(repeating: false, count: count)
  }

  /// Subscribes one field's validity, computed by `validate` from its text.
  func bind(_ index: Int, _ publisher: AnyPublisher<Bool, Never>) {
    publisher.sink { [weak self] valid in self?.update(index, valid) }.store(in: &cancellables)
  }

  private func update(_ index: Int, _ valid: Bool) {
    validity[index] = valid
    let enabled = validity.allSatisfy { $0 }
    if enabled != isEnabled { isEnabled = enabled }
  }
}

/// The rules of a field as a Combine `map` closure.
func combineValidity(
  _ field: CombineField, _ rules: [ValidationRule], compared: CombineField? = nil
) -> AnyPublisher<Bool, Never> {
  let isRequired = rules.contains { $0.constraint == .required }
  func validate(_ text: String, _ other: String?) -> Bool {
    if text.isEmpty, !isRequired { return true }
    return rules.allSatisfy { $0.isSatisfied(by: text, comparedText: other) }
  }
  guard let compared else {
    return field.$text.removeDuplicates().map { validate($0, nil) }.eraseToAnyPublisher()
  }
  // Two inputs without CombineLatest: each side's sink keeps the other's latest value.
  let subject = CurrentValueSubject<Bool, Never>(false)
  let state = PairState()
  let first = field.$text.removeDuplicates().sink { text in
    state.text = text
    subject.send(validate(text, state.other))
  }
  let second = compared.$text.removeDuplicates().sink { other in
    state.other = other
    subject.send(validate(state.text, other))
  }
  state.cancellables = [first, second]
  return subject.removeDuplicates().handleEvents(receiveCancel: { _ = state })
    .eraseToAnyPublisher()
}

final class PairState {
  var text = ""
  var other = ""
  var cancellables: [AnyCancellable] = []
}
