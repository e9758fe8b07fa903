import JobApplicationCatalogue
import ScenarioCommand

/// Replays the job application screen's scenario files against the screen built in Swift:
/// `swift run job-application-scenarios [OPTIONS] [PATH...]`, by default `Scenarios`.
@main
struct JobApplicationScenarios {
  static func main() {
    ScenarioCommand.main(catalogue: .jobApplication)
  }
}
