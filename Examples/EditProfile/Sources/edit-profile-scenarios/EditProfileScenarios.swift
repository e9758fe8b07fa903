import EditProfileCatalogue
import ScenarioCommand

/// Replays the edit profile screen's scenario files against the screen built in Swift:
/// `swift run edit-profile-scenarios [OPTIONS] [PATH...]`, by default `Scenarios`.
@main
struct EditProfileScenarios {
  static func main() {
    ScenarioCommand.main(catalogue: .editProfile)
  }
}
