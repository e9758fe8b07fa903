public import ControlModel
import ValidationManager

/// The job application's view model: it owns the screen, loads the applicant's saved draft
/// into it, and reads the draft back as the form holds it.
///
/// The app makes it on the main actor with a `LiveClock`, whose day is re-read at midnight so
/// that a screen left open overnight judges the day "available from" against the new today;
/// tests make it with a `VirtualClock` and answer the server's requests themselves. The
/// controls, rules and buttons are those of a ``JobApplicationScreen``, which belongs to no
/// actor so that the scenario files replay the same screen on any thread; they are reached
/// through the model:
///
/// ```swift
/// let model = JobApplicationModel(clock: LiveClock(), service: api)
/// try model.load(draft)      // the draft kept from the last visit: pristine
/// model.years.increment()    // Save draft enabled
/// model.saveDraft.tap()      // busy until the server kept the draft
/// ```
@MainActor
@dynamicMemberLookup
public final class JobApplicationModel {
  /// The screen's controls, buttons and manager.
  public let controls: JobApplicationScreen

  /// The screen with every control.
  public var screen: Screen { controls.screen }

  /// Builds the screen, with the one empty job row of a new application until ``load(_:)``
  /// fills it.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests.
  ///   - service: The server that checks the email and takes drafts and applications.
  public init(clock: any ScreenClock, service: any JobApplicationService) {
    controls = JobApplicationScreen(clock: clock, service: service)
  }

  /// A control, a button, the jobs or the form's manager, by its name on the screen:
  /// `model.email`, `model.jobs.rows[0].employer`.
  public subscript<Member>(dynamicMember member: KeyPath<JobApplicationScreen, Member>) -> Member {
    controls[keyPath: member]
  }

  /// Fills the form with a saved draft: its values and its jobs become what the form starts
  /// with, so that the form is pristine, Save draft disabled, and Discard comes back to it.
  ///
  /// - Parameter draft: The draft as the server kept it.
  /// - Throws: ``ControlModel/ControlValueError`` for a value the form cannot hold (a role it
  ///   does not offer, no job or more than five); the form keeps its values then. A day
  ///   "available from" that has passed since the draft was saved loads, and shows its error.
  public func load(_ draft: Draft) throws {
    try screen.load(FormValues(encoding: draft))
  }

  /// The draft as the form holds it now, complete or not: what Save draft sends.
  ///
  /// - Returns: The draft.
  /// - Throws: `DecodingError` if the form's values do not make a draft.
  public func draft() throws -> Draft {
    try screen.values.decode()
  }

  /// Whether the form differs from the draft last loaded or saved: what an "Unsaved changes"
  /// label shows.
  public var hasUnsavedChanges: Bool { controls.form.isDirty }

  /// What the screen says under Save draft once a save ended, or `nil` before.
  public var saveMessage: String? {
    switch controls.saveDraft.lastAnswer {
    case nil: nil
    case .valid?: "Draft saved."
    case .invalid?, .failed?: "The draft could not be saved. Try again."
    }
  }
}
