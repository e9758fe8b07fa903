// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "ScreenModel",
  // Duration and Regex need iOS 16 and macOS 13; Observation needs iOS 17 and macOS 14.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ControlModel", targets: ["ControlModel"]),
    .library(name: "ValidationManager", targets: ["ValidationManager"]),
    .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
    .library(name: "ScenarioEngine", targets: ["ScenarioEngine"]),
    .library(name: "ScenarioExplorer", targets: ["ScenarioExplorer"]),
    .library(name: "ScenarioLanguageServer", targets: ["ScenarioLanguageServer"]),
    .library(name: "ScenarioMutation", targets: ["ScenarioMutation"]),
    .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
    .library(name: "ScenarioCommand", targets: ["ScenarioCommand"]),
    .executable(name: "scenario-runner", targets: ["scenario-runner"]),
    // Scenario files in the build and on the command line: `plugins: [.plugin(name:
    // "ScenarioCheck", package: "ScreenModel")]` on a target checks its scenario files as it
    // builds; `swift package scenarios` runs the runner.
    .plugin(name: "ScenarioCheck", targets: ["ScenarioCheck"]),
    .plugin(name: "Scenarios", targets: ["Scenarios"]),
  ],
  dependencies: [],
  targets: [
    // Plumbing the model's modules share and nobody else sees: observation boxes, weak
    // references, versioned checkpoints, escaping.
    .target(name: "ModelSupport"),
    .target(name: "ControlModel", dependencies: ["ModelSupport"]),
    .target(name: "ValidationManager", dependencies: ["ControlModel", "ModelSupport"]),
    // The engine, in a one-way chain: the format (lexer, parser, AST, checker, diagnostics),
    // replay (engine, recording, reports, catalogue), then the explorer and the language server,
    // and the command line on top.
    .target(name: "ScenarioFormat", dependencies: ["ControlModel", "ValidationManager"]),
    .target(
      name: "ScenarioEngine",
      dependencies: ["ModelSupport", "ControlModel", "ValidationManager", "ScenarioFormat"]),
    .target(
      name: "ScenarioExplorer",
      dependencies: [
        "ModelSupport", "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine",
      ]),
    .target(
      name: "ScenarioLanguageServer",
      dependencies: ["ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine"]),
    .target(
      name: "ScenarioMutation",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "ScenarioExplorer",
      ]),
    .target(name: "ScenarioTesting", dependencies: ["ScenarioFormat", "ScenarioEngine"]),
    .target(
      name: "ScenarioCommand",
      dependencies: [
        "ScenarioFormat", "ScenarioEngine", "ScenarioExplorer", "ScenarioLanguageServer",
        "ScenarioMutation",
      ]
    ),
    .executableTarget(name: "scenario-runner", dependencies: ["ScenarioCommand"]),
    .plugin(name: "ScenarioCheck", capability: .buildTool(), dependencies: ["scenario-runner"]),
    .plugin(
      name: "Scenarios",
      capability: .command(
        intent: .custom(
          verb: "scenarios",
          description: "Replays the scenario files with the runner (or the package's own runner "
            + "of a catalogue); takes the runner's options")),
      dependencies: ["scenario-runner"]
    ),
    // What the test targets share: one home for their helpers.
    .target(
      name: "TestSupport",
      dependencies: ["ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine"],
      path: "Tests/TestSupport"),
    .testTarget(name: "ControlModelTests", dependencies: ["ControlModel", "TestSupport"]),
    .testTarget(
      name: "ValidationManagerTests",
      dependencies: ["ControlModel", "ValidationManager", "TestSupport"]
    ),
    .testTarget(
      name: "ScenarioEngineTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ScenarioExplorerTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "ScenarioExplorer",
        // The runner's `--explore` output, which says what a search covered.
        "ScenarioCommand", "TestSupport",
      ],
      exclude: ["ExplorerFixtures"]
    ),
    .testTarget(
      name: "ScenarioLanguageServerTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine",
        // The server formats as the runner's `--fmt` does.
        "ScenarioLanguageServer", "ScenarioCommand", "TestSupport",
      ]
    ),
    .testTarget(
      name: "ScenarioCommandTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "ScenarioExplorer",
        "ScenarioLanguageServer", "ScenarioCommand", "TestSupport",
      ]
    ),
    .testTarget(
      name: "ScenarioTestingTests",
      dependencies: ["ScenarioFormat", "ScenarioEngine", "ScenarioTesting", "TestSupport"]
    ),
    .testTarget(
      name: "ScenarioFormatTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "TestSupport",
      ]
    ),
    .testTarget(
      name: "ScenarioMutationTests",
      dependencies: [
        "ControlModel", "ValidationManager", "ScenarioFormat", "ScenarioEngine", "ScenarioExplorer",
        "ScenarioMutation", "ScenarioCommand", "TestSupport",
      ]
    ),
    .testTarget(name: "ScenarioRunnerTests", dependencies: ["scenario-runner"]),
    // An independent reading of the format: a reference state machine, a generator of screens and
    // scenarios, and the differential test that replays both against the engine.
    .target(name: "ReferenceModel", dependencies: ["ScenarioFormat"], path: "Tests/ReferenceModel"),
    .testTarget(
      name: "ReferenceModelTests",
      dependencies: ["ReferenceModel", "ScenarioFormat", "ScenarioEngine", "ValidationManager"]
    ),
  ]
)

for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
