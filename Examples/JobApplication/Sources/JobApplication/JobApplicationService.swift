/// The server behind the job application: it knows who already applied, keeps drafts and takes
/// applications.
public protocol JobApplicationService: Sendable {
  /// Whether someone already applied with an email.
  ///
  /// - Parameter email: A well-formed email.
  /// - Returns: `true` when an application with that email was submitted before.
  /// - Throws: When the server cannot be reached.
  func hasApplied(withEmail email: String) async throws -> Bool

  /// Keeps a draft, complete or not, for the applicant's next visit.
  ///
  /// - Parameter draft: The form as it was when Save draft was tapped.
  /// - Throws: When the draft could not be saved.
  func saveDraft(_ draft: Draft) async throws

  /// Submits the application.
  ///
  /// - Parameter application: The form as it was when Submit was tapped, every field valid.
  /// - Throws: When the application could not be submitted.
  func submit(_ application: Draft) async throws
}

/// A job application server in memory: for previews, demos and tests.
///
/// ```swift
/// let service = InMemoryJobApplicationService(applied: ["taken@example.com"])
/// let model = JobApplicationModel(clock: LiveClock(), service: service)
/// ```
public actor InMemoryJobApplicationService: JobApplicationService {
  /// The emails of the applications submitted so far.
  public private(set) var applied: Set<String>
  /// The draft saved last, if any.
  public private(set) var savedDraft: Draft?
  /// The applications submitted, in order.
  public private(set) var submitted: [Draft] = []
  /// Whether the server is down: every call then throws ``Unavailable``.
  public private(set) var isDown = false

  /// The error of a server that is down.
  public struct Unavailable: Error, Sendable {}

  /// Makes a server.
  ///
  /// - Parameters:
  ///   - applied: The emails someone already applied with.
  ///   - savedDraft: The draft kept from an earlier visit, if any.
  public init(applied: Set<String> = [], savedDraft: Draft? = nil) {
    self.applied = applied
    self.savedDraft = savedDraft
  }

  /// Takes the server down or brings it back up.
  ///
  /// - Parameter isDown: Whether every call throws ``Unavailable`` from now on.
  public func setDown(_ isDown: Bool) {
    self.isDown = isDown
  }

  /// Whether someone already applied with an email.
  public func hasApplied(withEmail email: String) async throws -> Bool {
    if isDown { throw Unavailable() }
    return applied.contains(email)
  }

  /// Keeps the draft, replacing the one saved before.
  public func saveDraft(_ draft: Draft) async throws {
    if isDown { throw Unavailable() }
    savedDraft = draft
  }

  /// Records the application and its email; the draft is no longer needed.
  public func submit(_ application: Draft) async throws {
    if isDown { throw Unavailable() }
    submitted.append(application)
    applied.insert(application.email)
    savedDraft = nil
  }
}
