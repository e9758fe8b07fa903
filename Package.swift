// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "ScreenModel",
  // Duration and Regex need iOS 16 and macOS 13; Observation needs iOS 17 and macOS 14.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ControlModel", targets: ["ControlModel"]),
    .library(name: "ValidationManager", targets: ["ValidationManager"]),
    .library(name: "ScenarioEngine", targets: ["ScenarioEngine"]),
    .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
    .library(name: "ScenarioCommand", targets: ["ScenarioCommand"]),
    .executable(name: "scenario-runner", targets: ["scenario-runner"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "ControlModel"),
    .target(name: "ValidationManager", dependencies: ["ControlModel"]),
    .target(name: "ScenarioEngine", dependencies: ["ControlModel", "ValidationManager"]),
    .target(name: "ScenarioTesting", dependencies: ["ScenarioEngine"]),
    .target(name: "ScenarioCommand", dependencies: ["ScenarioEngine"]),
    .executableTarget(name: "scenario-runner", dependencies: ["ScenarioCommand"]),
    .testTarget(name: "ControlModelTests", dependencies: ["ControlModel"]),
    .testTarget(
      name: "ValidationManagerTests",
      dependencies: ["ControlModel", "ValidationManager"]
    ),
    .testTarget(
      name: "ScenarioEngineTests",
      dependencies: [
        "ScenarioEngine", "ScenarioTesting", "ScenarioCommand", "ControlModel", "ValidationManager",
      ],
      exclude: ["Fixtures", "ExplorerFixtures"]
    ),
    .testTarget(name: "ScenarioRunnerTests", dependencies: ["scenario-runner"]),
  ]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
