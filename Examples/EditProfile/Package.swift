// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screenModel = root.lastPathComponent.lowercased()

let package = Package(
  name: "EditProfile",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "EditProfile", targets: ["EditProfile"]),
    .executable(name: "edit-profile-scenarios", targets: ["edit-profile-scenarios"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "EditProfile",
      dependencies: [
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
    // The scenario files' side: the catalogue of the Swift-built screen and a runner of its own.
    .target(
      name: "EditProfileCatalogue",
      dependencies: ["EditProfile", .product(name: "ScenarioEngine", package: screenModel)]
    ),
    .executableTarget(
      name: "edit-profile-scenarios",
      dependencies: [
        "EditProfileCatalogue", .product(name: "ScenarioCommand", package: screenModel),
      ]
    ),
    .testTarget(
      name: "EditProfileTests",
      dependencies: [
        "EditProfile", "EditProfileCatalogue",
        .product(name: "ScenarioTesting", package: screenModel),
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
  ]
)
