import ControlModel
import JobApplication
public import ScenarioEngine

extension ScreenCatalogue {
  /// The job application screen, for its scenario files: `screen from "job-application"`.
  ///
  /// Built as the app builds it, with one empty job row until a scenario loads the draft; the
  /// server is never called: the email's checks, Save draft and Submit wait for the scenario's
  /// `answer` steps. Today is the file's `today` line.
  public static let jobApplication = ScreenCatalogue()
    .registering("job-application") { clock in
      JobApplicationScreen(clock: clock, service: ScriptedService()).screen
    }
}

/// A job application server whose answers the scenario files script with `answer` steps.
struct ScriptedService: JobApplicationService {
  struct NotScripted: Error {}
  func hasApplied(withEmail email: String) async throws -> Bool { throw NotScripted() }
  func saveDraft(_ draft: Draft) async throws { throw NotScripted() }
  func submit(_ application: Draft) async throws { throw NotScripted() }
}
