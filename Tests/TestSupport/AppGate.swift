public import ControlModel
public import ValidationManager

/// A member of the app's own type that the app moves itself.
///
/// Valid or not as the app's code says (`update`), with one error while it is not valid. It
/// cannot be saved by a checkpoint.
public final class AppGate: IValidatable {
  /// The gate's name, as files name it.
  public let name: String
  /// The managers that verify it.
  public let verifiers = ManagerList()
  /// Invalid until the app says otherwise.
  public private(set) var validity: Validity = .invalid
  private let error: String

  /// A gate named `name`, whose one error while it is not valid is `error`.
  public init(_ name: String, error: String) {
    self.name = name
    self.error = error
  }

  /// Its one error while it is not valid.
  public var errors: [String] { validity == .valid ? [] : [error] }
  /// Its first error.
  public var shownError: String? { errors.first }
  /// Never.
  public var isExcludedFromValidation: Bool { false }

  /// The app's verdict: a change is told to the managers that verify it.
  public func update(_ isValid: Bool) {
    let new: Validity = isValid ? .valid : .invalid
    guard new != validity else { return }
    validity = new
    verifiers.notify(self)
  }
}
