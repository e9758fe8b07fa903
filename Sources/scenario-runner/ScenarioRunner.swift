import ScenarioCommand

/// Replays scenario files: `scenario-runner [OPTIONS] [PATH...]`.
@main
struct ScenarioRunner {
  static func main() {
    ScenarioCommand.main()
  }
}
