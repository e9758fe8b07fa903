// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screenModel = root.lastPathComponent.lowercased()

let package = Package(
  name: "JobApplication",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "JobApplication", targets: ["JobApplication"]),
    .executable(name: "job-application-scenarios", targets: ["job-application-scenarios"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "JobApplication",
      dependencies: [
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
    // The scenario files' side: the catalogue of the Swift-built screen and a runner of its own.
    .target(
      name: "JobApplicationCatalogue",
      dependencies: ["JobApplication", .product(name: "ScenarioEngine", package: screenModel)]
    ),
    .executableTarget(
      name: "job-application-scenarios",
      dependencies: [
        "JobApplicationCatalogue", .product(name: "ScenarioCommand", package: screenModel),
      ]
    ),
    .testTarget(
      name: "JobApplicationTests",
      dependencies: [
        "JobApplication", "JobApplicationCatalogue",
        .product(name: "ScenarioTesting", package: screenModel),
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
  ]
)
