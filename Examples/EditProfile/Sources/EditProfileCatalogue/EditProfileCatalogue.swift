import ControlModel
import EditProfile
public import ScenarioEngine

extension ScreenCatalogue {
  /// The edit profile screen, for its scenario files: `screen from "edit-profile"`.
  ///
  /// Empty until a scenario loads it, as the app's screen is until the server answers; the
  /// profile service is never called (a save waits for the scenario's `answer` step). Today is
  /// 25 November 2026.
  public static let editProfile = ScreenCatalogue()
    .registering("edit-profile") { clock in
      EditProfileScreen(clock: clock, today: today, service: ScriptedService()).screen
    }

  /// The last day a date of birth may be, in the scenario files.
  private static let today = CalendarDate(year: 2026, month: 11, day: 25)
}

/// A profile service whose answers the scenario files script with `answer` steps.
struct ScriptedService: ProfileService {
  struct NotScripted: Error {}
  func save(_ profile: Profile) async throws { throw NotScripted() }
}
