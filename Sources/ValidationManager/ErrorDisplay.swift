/// When a field's shown error starts to appear: its display policy.
///
/// Until the policy opens, `TextField.shownError` is `nil`; from then on it follows the field's
/// current errors (and is `nil` whenever the field is valid). Validity is always current, whatever
/// the policy.
public enum ErrorDisplay: String, Sendable, Hashable, CaseIterable {
  /// Opens at the first edit.
  case onChange = "on-change"
  /// Opens when editing of the field ends, after at least one edit. The default.
  case onBlur = "on-blur"
  /// Opens when a button that submits the field accepts a tap.
  case onSubmit = "on-submit"
}
